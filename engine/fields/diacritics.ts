// OCR models trained mostly on unaccented text read "García" as "Garcia" and "Getränke" as
// "Getranke" with high confidence. Names are printed with their accents, so for documents in
// languages that use them we put back the accents of words that only exist accented: regular
// Spanish endings (-ción, -sión, -ería) and a short list of very common name and trade words.
// A word is only changed when its unaccented form is not itself a word of that language.

const SPANISH_WORDS: Record<string, string> = {
  garcia: 'García', martinez: 'Martínez', rodriguez: 'Rodríguez', hernandez: 'Hernández', lopez: 'López',
  gonzalez: 'González', perez: 'Pérez', sanchez: 'Sánchez', ramirez: 'Ramírez', fernandez: 'Fernández',
  gomez: 'Gómez', diaz: 'Díaz', jimenez: 'Jiménez', alvarez: 'Álvarez', gutierrez: 'Gutiérrez', nunez: 'Núñez',
  iberica: 'Ibérica', iberico: 'Ibérico', energia: 'Energía', frio: 'Frío', mediterranea: 'Mediterránea',
  mediterraneo: 'Mediterráneo', logistica: 'Logística', electrica: 'Eléctrica', electrico: 'Eléctrico',
  tecnica: 'Técnica', tecnico: 'Técnico', hostelera: 'Hostelera', cafe: 'Café', estacion: 'Estación',
  limpieza: 'Limpieza', papel: 'Papel', maquinas: 'Máquinas', graficas: 'Gráficas', grafica: 'Gráfica',
  marisqueria: 'Marisquería', ceramica: 'Cerámica', optica: 'Óptica', musica: 'Música',
};
const GERMAN_WORDS: Record<string, string> = {
  muller: 'Müller', mueller: 'Müller', getranke: 'Getränke', gemuse: 'Gemüse', backerei: 'Bäckerei',
  kuche: 'Küche', kuchen: 'Küchen', grosskuchentechnik: 'Großküchentechnik', kuchentechnik: 'Küchentechnik',
  haftungsbeschrankt: 'haftungsbeschränkt', sud: 'Süd', gross: 'Groß', grosshandel: 'Großhandel',
  buro: 'Büro', burobedarf: 'Bürobedarf', kruger: 'Krüger', schafer: 'Schäfer', jager: 'Jäger',
  lowe: 'Löwe', fleischerei: 'Fleischerei', munchen: 'München', zurich: 'Zürich', koln: 'Köln',
  dusseldorf: 'Düsseldorf', nurnberg: 'Nürnberg', osterreich: 'Österreich', kaserei: 'Käserei',
  reinigung: 'Reinigung', warme: 'Wärme', gerate: 'Geräte', getrankemarkt: 'Getränkemarkt',
};
const FRENCH_WORDS: Record<string, string> = {
  equipement: 'Équipement', equipements: 'Équipements', energie: 'Énergie', rhone: 'Rhône', hygiene: 'Hygiène',
  lefevre: 'Lefèvre', boulangerie: 'Boulangerie', epicerie: 'Épicerie', societe: 'Société', generale: 'Générale',
  electricite: 'Électricité', electrique: 'Électrique', securite: 'Sécurité', depot: 'Dépôt', creperie: 'Crêperie',
  fromagerie: 'Fromagerie', pecheries: 'Pêcheries', peche: 'Pêche', fenetre: 'Fenêtre', theatre: 'Théâtre',
  cafe: 'Café', hotel: 'Hôtel', maree: 'Marée', marees: 'Marées', vallee: 'Vallée', lumiere: 'Lumière', ile: 'Île', chateau: 'Château', metropole: 'Métropole', frere: 'Frère', freres: 'Frères',
};

// How PP-OCR (whose dictionary has no ß, ö, ñ, ç, œ and reads ü, ä now and then as plain
// letters) renders an accented letter: each key's readings, the letter itself first.
const OCR_READINGS: Record<string, string[]> = {
  ü: ['ü', 'u', 'i', 'ii'], ö: ['ö', 'o'], ä: ['ä', 'a', 'li'], ß: ['ß', 'ss', 'b'],
  é: ['é', 'e'], è: ['è', 'e'], ê: ['ê', 'e'], à: ['à', 'a'], â: ['â', 'a'], î: ['î', 'i'], ô: ['ô', 'o'],
  í: ['í', 'i'], ó: ['ó', 'o'], á: ['á', 'a'], ú: ['ú', 'u'], ñ: ['ñ', 'n'], ç: ['ç', 'c'],
};

/** Every way OCR may spell a word, lower case (a few accented letters per word at most). */
function ocrSpellings(word: string): string[] {
  let forms = [''];
  for (const ch of word.toLowerCase()) {
    const readings = OCR_READINGS[ch] ?? [ch];
    forms = forms.flatMap((f) => readings.map((r) => f + r));
    if (forms.length > 256) return [];
  }
  return forms;
}

/** Table keyed by every OCR spelling of its accented words (plus the plain keys it already has). */
function withOcrSpellings(table: Record<string, string>): Map<string, string> {
  const out = new Map<string, string>(Object.entries(table));
  for (const accented of new Set(Object.values(table))) {
    for (const form of ocrSpellings(accented)) if (!out.has(form) && form !== accented.toLowerCase()) out.set(form, accented);
  }
  return out;
}

const TABLES: Record<string, Map<string, string>> = {
  es: withOcrSpellings(SPANISH_WORDS),
  de: withOcrSpellings(GERMAN_WORDS),
  fr: withOcrSpellings(FRENCH_WORDS),
};

function matchCase(original: string, accented: string): string {
  if (original === original.toUpperCase()) return accented.toUpperCase();
  if (original[0] === original[0]!.toLowerCase()) return accented.toLowerCase();
  return accented[0]!.toUpperCase() + accented.slice(1);
}

/** Puts back accents OCR dropped from a name, for a document in `language`. */
export function restoreDiacritics(text: string, language: string | null): string {
  const table = language === null ? undefined : TABLES[language];
  if (!table) return text;
  return text.replace(/\p{L}+/gu, (word) => {
    if (/[^\x00-\x7f]/.test(word)) return word;
    const lower = word.toLowerCase();
    const known = table.get(lower);
    if (known) return matchCase(word, known);
    if (language === 'es') {
      if (/[cs]ion$/.test(lower) && lower.length > 5) return word.replace(/([cCsS])([iI])([oO])([nN])$/, (_m, c: string, i: string, o: string, n: string) => `${c}${i}${o === 'O' ? 'Ó' : 'ó'}${n}`);
      if (/eria$/.test(lower) && lower.length > 6) return word.replace(/([iI])([aA])$/, (_m, i: string, a: string) => `${i === 'I' ? 'Í' : 'í'}${a}`);
    }
    return word;
  });
}
