// OCR models trained mostly on unaccented text read "García" as "Garcia" and "Getränke" as
// "Getranke" with high confidence, and PP-OCR has no ø, å, ö, ß, č... at all. Names and items are
// printed with their accents, so for documents in languages that use them we put back the
// accents of words that only exist accented: regular Spanish (-ción, -sión, -ería) and Portuguese
// (-ção, -ções, -são) endings, a short hand list of name and trade words below, and per-language
// lists of receipt and invoice words (accent-words-west.ts, -north.ts, -east.ts, -central.ts).
// A word is only changed when its unaccented form is not itself a word of that language.
import { ACCENT_LISTS_CENTRAL } from './accent-words-central.js';
import { ACCENT_LISTS_EAST } from './accent-words-east.js';
import { ACCENT_LISTS_NORTH } from './accent-words-north.js';
import { ACCENT_LISTS_WEST } from './accent-words-west.js';

const SPANISH_WORDS: Record<string, string> = {
  garcia: 'García', martinez: 'Martínez', rodriguez: 'Rodríguez', hernandez: 'Hernández', lopez: 'López',
  gonzalez: 'González', perez: 'Pérez', sanchez: 'Sánchez', ramirez: 'Ramírez', fernandez: 'Fernández',
  gomez: 'Gómez', diaz: 'Díaz', jimenez: 'Jiménez', alvarez: 'Álvarez', gutierrez: 'Gutiérrez', nunez: 'Núñez',
  iberica: 'Ibérica', iberico: 'Ibérico', energia: 'Energía', frio: 'Frío', mediterranea: 'Mediterránea',
  mediterraneo: 'Mediterráneo', logistica: 'Logística', electrica: 'Eléctrica', electrico: 'Eléctrico',
  tecnica: 'Técnica', tecnico: 'Técnico', hostelera: 'Hostelera', cafe: 'Café', estacion: 'Estación',
  limpieza: 'Limpieza', papel: 'Papel', maquinas: 'Máquinas', graficas: 'Gráficas', grafica: 'Gráfica',
  marisqueria: 'Marisquería', ceramica: 'Cerámica', optica: 'Óptica', musica: 'Música',
  papeleria: 'Papelería', ferreteria: 'Ferretería', panaderia: 'Panadería', carniceria: 'Carnicería',
  fruteria: 'Frutería', pescaderia: 'Pescadería', diseno: 'Diseño', disenos: 'Diseños', grafico: 'Gráfico',
  graficos: 'Gráficos', martin: 'Martín', compania: 'Compañía', espana: 'España', espanola: 'Española',
  tecnologia: 'Tecnología', tecnologias: 'Tecnologías', asesoria: 'Asesoría', consultoria: 'Consultoría',
  gestoria: 'Gestoría', informatica: 'Informática', electronica: 'Electrónica', mecanica: 'Mecánica', clinica: 'Clínica',
};
const PORTUGUESE_WORDS: Record<string, string> = {
  comercio: 'Comércio', servicos: 'Serviços', industria: 'Indústria', industrias: 'Indústrias', informatica: 'Informática',
  tecnica: 'Técnica', tecnico: 'Técnico', gestao: 'Gestão', joao: 'João', sao: 'São', portugues: 'Português',
  eletrica: 'Elétrica', logistica: 'Logística', farmacia: 'Farmácia', optica: 'Óptica',
};
const POLISH_WORDS: Record<string, string> = {
  zloty: 'Złoty', zlota: 'Złota', zlote: 'Złote', klos: 'Kłos', uslugi: 'Usługi', uslugowe: 'Usługowe', spolka: 'Spółka',
  spolem: 'Społem', zabka: 'Żabka', wroclaw: 'Wrocław', lodz: 'Łódź', poznan: 'Poznań', gdansk: 'Gdańsk', krakow: 'Kraków',
  slask: 'Śląsk', bialy: 'Biały', biala: 'Biała', spozywczy: 'Spożywczy', spozywcze: 'Spożywcze',
};
const ITALIAN_WORDS: Record<string, string> = {
  caffe: 'Caffè', citta: 'Città', societa: 'Società', qualita: 'Qualità', attivita: 'Attività', universita: 'Università',
  comunita: 'Comunità', novita: 'Novità', specialita: 'Specialità',
};
const GERMAN_WORDS: Record<string, string> = {
  muller: 'Müller', mueller: 'Müller', getranke: 'Getränke', gemuse: 'Gemüse', backerei: 'Bäckerei',
  kuche: 'Küche', kuchen: 'Küchen', grosskuchentechnik: 'Großküchentechnik', kuchentechnik: 'Küchentechnik',
  haftungsbeschrankt: 'haftungsbeschränkt', sud: 'Süd', gross: 'Groß', grosshandel: 'Großhandel',
  buro: 'Büro', burobedarf: 'Bürobedarf', kruger: 'Krüger', schafer: 'Schäfer', jager: 'Jäger',
  lowe: 'Löwe', fleischerei: 'Fleischerei', munchen: 'München', zurich: 'Zürich', koln: 'Köln',
  dusseldorf: 'Düsseldorf', nurnberg: 'Nürnberg', osterreich: 'Österreich', kaserei: 'Käserei',
  reinigung: 'Reinigung', warme: 'Wärme', gerate: 'Geräte', getrankemarkt: 'Getränkemarkt',
  // Words of German line items: no German word is spelt like them without the umlaut.
  dubel: 'Dübel', schlussel: 'Schlüssel', gebuhr: 'Gebühr', gebuhren: 'Gebühren', zubehor: 'Zubehör',
  burste: 'Bürste', bursten: 'Bürsten', prufung: 'Prüfung', uberprufung: 'Überprüfung', fur: 'für',
  tur: 'Tür', turen: 'Türen', kase: 'Käse', brotchen: 'Brötchen', gerat: 'Gerät',
  ruckerstattung: 'Rückerstattung', gemusekiste: 'Gemüsekiste', kuhlschrank: 'Kühlschrank', kuhlung: 'Kühlung',
  olwechsel: 'Ölwechsel', grun: 'Grün', grune: 'Grüne', susswaren: 'Süßwaren',
};
const FRENCH_WORDS: Record<string, string> = {
  equipement: 'Équipement', equipements: 'Équipements', energie: 'Énergie', rhone: 'Rhône', hygiene: 'Hygiène',
  lefevre: 'Lefèvre', boulangerie: 'Boulangerie', epicerie: 'Épicerie', societe: 'Société', generale: 'Générale',
  electricite: 'Électricité', electrique: 'Électrique', securite: 'Sécurité', depot: 'Dépôt', creperie: 'Crêperie',
  fromagerie: 'Fromagerie', pecheries: 'Pêcheries', peche: 'Pêche', fenetre: 'Fenêtre', theatre: 'Théâtre',
  marche: 'Marché', depanneur: 'Dépanneur', patisserie: 'Pâtisserie', cremerie: 'Crèmerie', legumes: 'Légumes',
  epices: 'Épices', cote: 'Côte', quebec: 'Québec', montreal: 'Montréal',
  // OCR reads the ligature œ as "ce": "main d'ceuvre", and may lose the apostrophe before it.
  ceuvre: 'Œuvre', dceuvre: "d'Œuvre", manceuvre: 'Manœuvre', cceur: 'Cœur', sceur: 'Sœur', bceuf: 'Bœuf', ceuf: 'Œuf', ceufs: 'Œufs',
  renovation: 'Rénovation', cafe: 'Café', hotel: 'Hôtel', maree: 'Marée', marees: 'Marées', vallee: 'Vallée', lumiere: 'Lumière', ile: 'Île', chateau: 'Château', metropole: 'Métropole', frere: 'Frère', freres: 'Frères',
};

// How PP-OCR (whose dictionary has no ß, ö, ñ, ç, œ and reads ü, ä now and then as plain
// letters) renders an accented letter: each key's readings, the letter itself first.
const OCR_READINGS: Record<string, string[]> = {
  ü: ['ü', 'u', 'i', 'ii', 'ui'], ö: ['ö', 'o'], ä: ['ä', 'a', 'li', 'i'],
  // ß as OCR reads it: ss, b, f or 3, or dropped ("wei" for "weiß"); not s ("Heise" is a name).
  ß: ['ß', 'ss', 'b', 'f', '3', ''],
  é: ['é', 'e'], è: ['è', 'e'], ê: ['ê', 'e'], à: ['à', 'a'], â: ['â', 'a'], î: ['î', 'i'], ô: ['ô', 'o'],
  í: ['í', 'i'], ó: ['ó', 'o'], á: ['á', 'a'], ú: ['ú', 'u'], ñ: ['ñ', 'n', 'ni'], ç: ['ç', 'c'], ã: ['ã', 'a'],
  õ: ['õ', 'o'], ò: ['ò', 'o'], ì: ['ì', 'i'], ù: ['ù', 'u'],
  // Polish letters the dictionary lacks: ł reads as t or l.
  ł: ['ł', 't', 'l'], ś: ['ś', 's'], ż: ['ż', 'z'], ź: ['ź', 'z'], ą: ['ą', 'a'], ę: ['ę', 'e'], ć: ['ć', 'c'], ń: ['ń', 'n'],
  // Nordic and Czech letters, none of them in the dictionary.
  å: ['å', 'a'], ø: ['ø', 'o'], æ: ['æ', 'ae', 'a'], č: ['č', 'c'], ř: ['ř', 'r'], š: ['š', 's'], ž: ['ž', 'z'], ě: ['ě', 'e'],
  ů: ['ů', 'u'], ý: ['ý', 'y'], ň: ['ň', 'n'], ť: ['ť', 't'], ď: ['ď', 'd'], ë: ['ë', 'e'], ï: ['ï', 'i'], û: ['û', 'u'],
  // Hungarian, Romanian and Turkish letters the dictionary lacks; a dotless ı reads as i or l.
  ő: ['ő', 'o', 'ö'], ű: ['ű', 'u', 'ü'], ă: ['ă', 'a'], ș: ['ș', 's'], ț: ['ț', 't'], ş: ['ş', 's'], ţ: ['ţ', 't'],
  ı: ['ı', 'i', 'l'], ğ: ['ğ', 'g'],
  // Lithuanian, Croatian and Slovak letters the dictionary lacks.
  ė: ['ė', 'e'], ū: ['ū', 'u'], ų: ['ų', 'u'], į: ['į', 'i'], đ: ['đ', 'd', 'dj'], ľ: ['ľ', 'l'], ĺ: ['ĺ', 'l'], ŕ: ['ŕ', 'r'],
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

/**
 * Table keyed by every OCR spelling of its accented words (plus the plain keys it already has),
 * then of the language's word list (accent-words-*.ts: words whose plain spelling is no word).
 */
function withOcrSpellings(table: Record<string, string>, list: readonly string[] = []): Map<string, string> {
  const out = new Map<string, string>(Object.entries(table));
  for (const accented of [...new Set(Object.values(table)), ...list]) {
    for (const form of ocrSpellings(accented)) if (form.length >= 3 && !out.has(form) && form !== accented.toLowerCase()) out.set(form, accented);
  }
  return out;
}

const TABLES: Record<string, Map<string, string>> = {
  es: withOcrSpellings(SPANISH_WORDS, ACCENT_LISTS_WEST.es),
  de: withOcrSpellings(GERMAN_WORDS, ACCENT_LISTS_WEST.de),
  fr: withOcrSpellings(FRENCH_WORDS, ACCENT_LISTS_WEST.fr),
  pt: withOcrSpellings(PORTUGUESE_WORDS, ACCENT_LISTS_WEST.pt),
  it: withOcrSpellings(ITALIAN_WORDS, ACCENT_LISTS_WEST.it),
  nl: withOcrSpellings({}, ACCENT_LISTS_WEST.nl),
  pl: withOcrSpellings(POLISH_WORDS, ACCENT_LISTS_NORTH.pl),
  sv: withOcrSpellings({}, ACCENT_LISTS_NORTH.sv),
  da: withOcrSpellings({}, ACCENT_LISTS_NORTH.da),
  no: withOcrSpellings({}, ACCENT_LISTS_NORTH.no),
  fi: withOcrSpellings({}, ACCENT_LISTS_NORTH.fi),
  // Slovak documents read as Czech (their labels share the 'cs' patterns): both lists, Czech first;
  // not the Slovak words whose only marks are Slovak letters (ľ, ĺ, ŕ, ä, ô), whose plain spelling
  // is mostly the Czech word itself ("veľkoobchod", Czech "velkoobchod").
  cs: withOcrSpellings({}, [...ACCENT_LISTS_NORTH.cs, ...ACCENT_LISTS_CENTRAL.sk.filter((word) => !/^[a-zľĺŕäô]+$/.test(word.toLowerCase()))]),
  hu: withOcrSpellings({}, ACCENT_LISTS_EAST.hu),
  ro: withOcrSpellings({}, ACCENT_LISTS_EAST.ro),
  tr: withOcrSpellings({}, ACCENT_LISTS_EAST.tr),
  lt: withOcrSpellings({}, ACCENT_LISTS_CENTRAL.lt),
  et: withOcrSpellings({}, ACCENT_LISTS_CENTRAL.et),
  hr: withOcrSpellings({}, ACCENT_LISTS_CENTRAL.hr),
};

// A name keeps the accents of its own language whatever the document's language ("Repsol
// Estación" on a German receipt, "Bureau Vallée" on an English one). Across languages only words
// that exist nowhere unaccented are restored: not "Cafe" or "Hotel" (English), "Energia" or
// "Tecnica" (Italian, Portuguese), "Garcia" (how US documents spell the surname), "Zurich"...
const SPELT_PLAIN_SOMEWHERE = new Set([
  'cafe', 'hotel', 'depot', 'theatre', 'generale', 'energia', 'energie', 'tecnica', 'tecnico', 'logistica',
  'ceramica', 'musica', 'grafica', 'graficas', 'mediterranea', 'mediterraneo', 'iberica', 'iberico', 'frio',
  'gross', 'sud', 'lowe', 'warme', 'kuchen', 'kuche', 'metropole', 'hygiene', 'creperie', 'chateau', 'rhone',
  'lumiere', 'zurich', 'dusseldorf', 'ile', 'optica', 'electrica', 'electrico',
  ...Object.keys(SPANISH_WORDS).filter((w) => /ez$|^garcia$|^diaz$/.test(w)),
  'muller', 'mueller', 'kruger', 'schafer', 'jager', 'lefevre', 'marche', 'cote', 'quebec', 'montreal',
  'renovation', 'martin', 'grafico', 'informatica', 'clinica', 'tecnologia', 'tecnologias', 'electronica', 'mecanica', 'compania',
  'consultoria', 'fur', 'tur', 'kase', 'grun', 'gerat',
]);

/** German trade words that also end compounds ("Bergbäckerei", "Bio-Getränke" written as one word). */
const GERMAN_COMPOUND_ENDS = ['backerei', 'getranke', 'gemuse', 'kuchentechnik', 'burobedarf', 'grosshandel', 'kaserei', 'getrankemarkt', 'gerate'];

/**
 * German trade words that also start compounds ("Bürotechnik", "Kühltechnik", "Schlüsseldienst"):
 * no German word begins with their plain spelling.
 */
const GERMAN_COMPOUND_HEADS: readonly [plain: string, accented: string][] = [
  ['buro', 'büro'], ['getranke', 'getränke'], ['gemuse', 'gemüse'], ['backerei', 'bäckerei'], ['kuhl', 'kühl'], ['schlussel', 'schlüssel'], ['prufung', 'prüfung'],
];

const ANY_LANGUAGE: Map<string, string> = new Map(
  [...Object.entries(SPANISH_WORDS), ...Object.entries(GERMAN_WORDS), ...Object.entries(FRENCH_WORDS)]
    .filter(([plain]) => !SPELT_PLAIN_SOMEWHERE.has(plain)),
);

function matchCase(original: string, accented: string): string {
  if (original === original.toUpperCase()) return accented.toUpperCase();
  if (original[0] === original[0]!.toLowerCase()) return accented.toLowerCase();
  return accented[0]!.toUpperCase() + accented.slice(1);
}

// Company legal forms spelt with an accent wherever they are printed, whatever the language of
// the document around them: Québec's "Ltée", Estonia's "OÜ" and the Swiss "Sàrl" (France writes "SARL" in
// capitals, so only the mixed-case "Sarl" is the Swiss form).
const LEGAL_FORMS: Record<string, string> = { Ltee: 'Ltée', LTEE: 'LTÉE', ltee: 'ltée', Sarl: 'Sàrl', 'S.a r.l.': 'S.à r.l.', 'S.A R.L.': 'S.À R.L.', OU: 'OÜ' };

/** Puts back accents OCR dropped from a name, for a document in `language`. */
export function restoreDiacritics(text: string, language: string | null): string {
  // Luxembourg's "S.à r.l." with its accent dropped ("S.a r.l.").
  // Estonia's "OÜ" ends a company name; OCR reads it "OU".
  text = text.replace(/(?<!\p{L})(?:Ltee|LTEE|ltee|Sarl|S\.a r\.l\.|S\.A R\.L\.|OU(?=\s*$))(?![\p{L}])/gu, (form) => LEGAL_FORMS[form] ?? form);
  // French "à l'emporter", "tarte à la crème": the preposition's accent, which OCR drops, before
  // an article (the verb "a" seldom stands there in an item line).
  if (language === 'fr') text = text.replace(/(^|\s)a(?=\s+(?:l['’]|la\s))/g, '$1à');
  const table = language === null ? undefined : TABLES[language];
  if (language === null || !table) return restoreAnyLanguage(text);
  if (language === 'tr') return withTurkishCapitalI(restoreWords(withTurkishCapitalS(text), table, language));
  if (language === 'ro') return restoreWords(withRomanianMarks(text), table, language);
  if (language === 'hu') return restoreWords(withHungarianDoubleAcute(text), table, language);
  if (language === 'lt') return restoreWords(text.replace(/é/g, 'ė').replace(/É/g, 'Ė'), table, language);
  if (language === 'es' || language === 'fr' || language === 'it') return restoreWords(withoutTilde(text, language), table, language);
  return restoreWords(text, table, language);
}

/**
 * Hungarian writes ő and ű, which OCR reads as the tilde or circumflex it knows ("Szõke", "Fûtés")
 * or, ending a word, as a 6 ("üzemeltet6"): Hungarian has no õ, ô, û, nor a digit glued to the end
 * of a word of letters.
 */
function withHungarianDoubleAcute(text: string): string {
  return text
    .replace(/[õô]/g, 'ő').replace(/[ÕÔ]/g, 'Ő').replace(/û/g, 'ű').replace(/Û/g, 'Ű')
    .replace(/(?<=\p{Ll}{3})6(?!\p{L}|\d)/gu, 'ő');
}

/**
 * Spanish, French and Italian put no tilde on a or o: the mark the marks stage reads as one there
 * ("Gãllego") is the acute, circumflex or grave the language writes.
 */
function withoutTilde(text: string, language: 'es' | 'fr' | 'it'): string {
  return text.replace(/[ãõÃÕ]/g, (c) => TILDE_READS[language][c]!);
}
const TILDE_READS: Record<'es' | 'fr' | 'it', Record<string, string>> = {
  es: { ã: 'á', õ: 'ó', Ã: 'Á', Õ: 'Ó' },
  fr: { ã: 'â', õ: 'ô', Ã: 'Â', Õ: 'Ô' },
  it: { ã: 'à', õ: 'ò', Ã: 'À', Õ: 'Ò' },
};

/**
 * Romanian writes ș and ț with a comma below, and ă with a breve: the cedilla and the tilde the
 * marks stage reads at strip resolution (engine/ocr/diacritic-marks.ts) are those letters there.
 */
function withRomanianMarks(text: string): string {
  return text.replace(/[şŞţŢãÃ]/g, (c) => ROMANIAN_MARKS[c]!);
}
const ROMANIAN_MARKS: Record<string, string> = { ş: 'ș', Ş: 'Ș', ţ: 'ț', Ţ: 'Ț', ã: 'ă', Ã: 'Ă' };

/**
 * OCR reads the Turkish capital Ş as a dollar sign ("Ltd. $ti.", "A.$."): in a Turkish document a
 * $ that begins or ends a word of letters is that letter.
 */
function withTurkishCapitalS(text: string): string {
  return text.replace(/(?<![\p{L}\d$])\$(?=\p{L})|(?<=\p{L}\.?)\$(?![\p{L}\d])/gu, 'Ş');
}

/**
 * OCR reads the Turkish dotted capital İ inside a capitalised word as a small i ("MERCiMEK",
 * "iZMiR"): in a Turkish document such a word is upper case, and its i an İ.
 */
function withTurkishCapitalI(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => (/^[\p{Lu}i]+$/u.test(word) && word.includes('i') && /\p{Lu}.*\p{Lu}/u.test(word) ? word.replace(/i/g, 'İ') : word));
}

/** English words ending in -ow that a Polish document may print in a product or company name. */
const ENGLISH_OW = new Set(['window', 'windows', 'yellow', 'follow', 'meadow', 'shadow', 'hollow', 'pillow', 'narrow', 'borrow', 'tomorrow', 'workflow', 'overflow', 'cashflow', 'elbow', 'below', 'arrow', 'barrow', 'fellow', 'mellow', 'swallow', 'widow', 'allow', 'throw', 'rainbow', 'escrow', 'marshmallow', 'sorrow', 'furrow', 'burrow', 'harrow', 'minnow', 'willow', 'bellow', 'disallow']);

/** The language's own pass: each word its table knows, and the language's regular endings. */
function restoreWords(text: string, table: Map<string, string>, language: string): string {
  // A word may end in the 3 OCR made of a final ß ("wei3"); it is only taken with the word where
  // the table knows that spelling.
  // A word whose accent is printed as an apostrophe ("CAFFE'") is kept as printed.
  return restoreAnyLanguage(text.replace(/\p{L}+(?:3(?![\d\p{L}]))?/gu, (word, at: number) => {
    if (accentedByApostrophe(text, at + word.length)) return word;
    const lower = word.toLowerCase();
    if (/[^\x00-\x7f]/.test(word)) {
      const fuller = withTheRestOfItsAccents(word, table);
      // OCR that read some marks of a regular ending ("paginaçao") gets the rest of it.
      return fuller !== word ? fuller : regularEnding(word, lower, language);
    }
    const known = table.get(lower);
    if (known) return matchCase(word, known);
    if (word.endsWith('3')) return restoreDiacritics(word.slice(0, -1), language) + '3';
    if (language === 'de') {
      const end = GERMAN_COMPOUND_ENDS.find((e) => lower.length >= e.length + 3 && lower.endsWith(e));
      if (end) return word.slice(0, word.length - end.length) + matchCase(word.slice(word.length - end.length), GERMAN_WORDS[end]!.toLowerCase());
      const head = GERMAN_COMPOUND_HEADS.find(([plain]) => lower.length >= plain.length + 4 && lower.startsWith(plain));
      if (head) return matchCase(word.slice(0, head[0].length), head[1]) + word.slice(head[0].length);
    }
    if (language === 'pl' && /[^aeiouy]ow$/.test(lower) && lower.length >= 5 && !ENGLISH_OW.has(lower)) {
      // "Strykow", "Krakow", "towarow": Polish writes no word ending in a plain -ow; its -ów (place
      // names, genitive plurals) is a letter the recogniser lacks.
      return word.slice(0, -2) + (word.slice(-2, -1) === 'O' ? 'Ó' : 'ó') + word.slice(-1);
    }
    return regularEnding(word, lower, language);
  }));
}

/**
 * Endings that only exist accented: Portuguese -ção, -ções, -são ("Distribuicao", "Construcoes",
 * "Expansao", also "paginaçao" with the cedilla read), Spanish -ción, -sión and -ería.
 */
function regularEnding(word: string, lower: string, language: string | null): string {
  if (language === 'pt') {
    if (/[cçs]ao$/.test(lower) && lower.length > 5) return word.replace(/([cCsSçÇ])([aA])([oO])$/, (_m, c: string, a: string, o: string) => `${c === 'c' ? 'ç' : c === 'C' ? 'Ç' : c}${a === 'A' ? 'Ã' : 'ã'}${o}`);
    if (/[cç]oes$/.test(lower) && lower.length > 6) return word.replace(/([cCçÇ])([oO])([eE])([sS])$/, (_m, c: string, o: string, e: string, s2: string) => `${c === 'C' || c === 'Ç' ? 'Ç' : 'ç'}${o === 'O' ? 'Õ' : 'õ'}${e}${s2}`);
  }
  if (language === 'es') {
    if (/[cs]ion$/.test(lower) && lower.length > 5) return word.replace(/([cCsS])([iI])([oO])([nN])$/, (_m, c: string, i: string, o: string, n: string) => `${c}${i}${o === 'O' ? 'Ó' : 'ó'}${n}`);
    if (/eria$/.test(lower) && lower.length > 6) return word.replace(/([iI])([aA])$/, (_m, i: string, a: string) => `${i === 'I' ? 'Í' : 'í'}${a}`);
  }
  return word;
}

/** An apostrophe right after a word and no letter after it: the accent of an Italian till ("CAFFE'", "PIU'"). */
function accentedByApostrophe(text: string, end: number): boolean {
  return /^['’](?!\p{L})/u.test(text.slice(end, end + 2));
}

/**
 * A word OCR read with some of its accents ("delivrée" for "délivrée"): the table's word whose
 * plain spelling it has, where every accent the word kept is that word's own.
 */
function withTheRestOfItsAccents(word: string, table: Map<string, string>): string {
  const known = table.get(word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
  if (!known || known.length !== word.length) return word;
  const lower = word.toLowerCase();
  for (let i = 0; i < lower.length; i++) if (/[^\x00-\x7f]/.test(lower[i]!) && lower[i] !== known[i]!.toLowerCase()) return word;
  return matchCase(word, known);
}

/** The across-languages pass: words and the Spanish "-ción" that no language spells plain. */
function restoreAnyLanguage(text: string): string {
  return text.replace(/\p{L}+/gu, (word, at: number) => {
    if (/[^\x00-\x7f]/.test(word) || accentedByApostrophe(text, at + word.length)) return word;
    const lower = word.toLowerCase();
    const known = ANY_LANGUAGE.get(lower);
    if (known) return matchCase(word, known);
    // English has only a few "-cion" words ("suspicion", "coercion"), none of them in names.
    if (/[^i]cion$/.test(lower) && lower.length > 6 && !/(?:spicion|ercion)$/.test(lower)) {
      return word.replace(/([iI])([oO])([nN])$/, (_m, i: string, o: string, n: string) => `${i}${o === 'O' ? 'Ó' : 'ó'}${n}`);
    }
    return word;
  });
}
