// Stage: text → field labels, in English, German, French, Spanish, Italian, Dutch, Portuguese,
// Polish, Swedish, Danish, Norwegian, Finnish and Czech. Polish "ł" has no accent to fold away, so patterns spell it [lł]. Patterns run on folded text (lowercase, no accents). Order matters:
// specific labels come before the generic ones they contain ("Total HT" is a subtotal, "Total
// TVA" a tax, "Gesamtbetrag inkl. MwSt" a total, and only then "Total"), and a span that one
// label claimed is not matched again.
import { editDistance, foldText } from './text.js';

export type LabelField =
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'dueDate'
  | 'otherDate'
  | 'subtotal'
  | 'tax'
  | 'taxId'
  | 'tip'
  | 'shipping'
  | 'discount'
  | 'rounding'
  | 'withholding'
  | 'total'
  | 'tender'
  | 'billTo'
  | 'vendorFrom'
  | 'otherNumber'
  | 'staff';

export type Language = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'sv' | 'da' | 'no' | 'fi' | 'cs' | 'hu' | 'ro' | 'tr' | 'lt' | 'et' | 'hr' | 'sl' | 'lv' | 'is';

export interface LabelHit {
  field: LabelField;
  language: Language | null;
  /** Offsets in the searched text. */
  start: number;
  end: number;
  /** Lower is more specific: a full label 0, a generic "Total" or "Date" 1, a dateline's place ("Wien, 3.11.2026") 2. */
  weakness: number;
}

interface LabelDef {
  field: LabelField;
  language: Language | null;
  re: string;
  weakness?: number;
}

const L = (field: LabelField, language: Language | null, re: string, weakness = 0): LabelDef => ({
  field,
  language,
  re,
  weakness,
});

// OCR reads "º" as "9", "g", "?" or drops it ("N Factura", "Factura n9", "Factura ng"),
// or as an apostrophe ("N' de facture"), or as a 2 glued to the n ("Facture n2 FAC-23-4497"),
// or as a zero or o after the dot ("Factura N.0 INV-2025-8776").
const NO = '(?:no\\.?|nr\\.?|n\\.?\\s?[°º9?g\'’]\\.?|n\\.[0o](?=\\s)|n2(?=\\s)|num\\.?|number|nummer|numero|#)';

/** Words that head a money line: with a gross/net qualifier in brackets they name a total or subtotal. */
const AMOUNT_HEAD = '(?:total|totale|totaal|totalt|summe|gesamt(?:preis|betrag|summe)?|betrag|rechnungsbetrag|amount|montant|importe|importo|valor|bedrag|suma|summa|kwota|wartosc|belopp)';
/** Labels that are a subtotal whatever their bracket says. */
const SUBTOTAL_HEAD = '(?:sub\\s*-?\\s*total|zwischensumme|sous\\s*-?\\s*total|subtotale|subtotaal|delsumma|nettobetrag)';
/** Inside the bracket: tax excluded... */
const NET_WORD = '(?:excl|exkl|excluding|ex|ohne|zzgl|hors|ht|h\\.t|sin|sem|senza|esclusa|zonder|exclusief|netto|net|before|vor|avant|sans)';
/** ...or included. */
const GROSS_WORD = '(?:incl|inkl|inc|including|inklusive|einschl|incluido|incluida|inclusa|incluso|inclusief|compris|ttc|t\\.t\\.c|brutto|gross|con|com|ivato|avec|mit)';

/**
 * After or before a tax word: VAT on imports, which a customs broker or forwarder pays for its
 * client and bills on as a disbursement ("TVA à l'importation", "import VAT", "IVA all'importazione",
 * "btw bij invoer"); it is not the tax the document charges.
 */
const NOT_IMPORT_AFTER = "(?!\\s*(?:(?:a|on|de|na|bij|all['’]?|a\\s*la|a\\s*l['’]?|de\\s*la|sur\\s*les?)\\s*)?(?:importations?|importacion|importazione|importacao|imports?|invoer|einfuhr))";
const NOT_IMPORT_BEFORE = '(?<!(?:import|invoer|einfuhr)\\s{0,2}-?)';
/**
 * Before a tax word: what is outside the tax ("Outlays not subject to VAT", "Débours (non soumis à
 * la TVA)", "exento de IVA", "fuori campo IVA"), the base it is charged on ("Total subject to
 * VAT"), or the law it cites ("art. 28, 5° C.TVA", "du Code de la TVA"): no amount beside them is the tax.
 */
const NOT_SUBJECT_BEFORE = '(?<!(?:code\\s*de\\s*la|c\\.|subject\\s*to|exempt\\s*from|scope\\s*of(?:\\s*the)?|soumis\\s*a(?:\\s*la)?|soumise?s?\\s*a(?:\\s*la)?|exoneree?s?\\s*de(?:\\s*la)?|champ(?:\\s*de\\s*la)?|exent[oa]s?\\s*de|sujet[oa]s?\\s*a|soggett[oi]\\s*ad?|esente|esenti|campo)\\s{0,2})';

const DEFS: LabelDef[] = [
  // Identifiers that look like labels of other fields ("VAT No", "USt-IdNr") must be claimed first.
  // "VAT REG TIN" (Philippines), "KRA PIN" (Kenya), a bare "TIN:" before its number.
  L('taxId', 'en', `(?:vat|tax|gst|hst|abn|ein)\\s*(?:reg(?:istration)?\\.?\\s*)?(?:id|no\\.?|number|nr\\.?|#|tin)|kra\\s*pin|tin(?=\\s*:)`),
  L('taxId', 'de', `(?:ust|mwst|steuer)\\s*[-.]?\\s*(?:id\\.?\\s*-?\\s*)?(?:nr\\.?|nummer)|steuernummer|st\\.?\\s*-?\\s*nr\\.?|ust-?idnr\\.?|ust\\.?-?id`),
  L('taxId', 'fr', `(?:n[°º]|numero)\\s*(?:de\\s*)?tva(?:\\s*intra(?:communautaire|com)?\\.?)?|tva\\s*intra(?:communautaire|com)?\\.?|siret|siren`),
  L('taxId', 'es', `(?:n\\.?i\\.?f|c\\.?i\\.?f|rfc)\\b|(?:n[°º]|numero)\\s*(?:de\\s*)?iva`),
  L('taxId', 'it', `partita\\s*i\\.?v\\.?a\\.?|p\\.?\\s?i\\.?v\\.?a\\.?|codice\\s*fiscale|cod\\.?\\s*fisc\\.?|c\\.?\\s?f\\.?\\s*(?:e|\\/)\\s*p\\.?\\s?iva`),
  L('taxId', 'nl', `btw\\s*-?\\s*(?:id\\s*-?\\s*)?(?:nummer|nr\\.?|no\\.?)|btw\\s*-?\\s*id|kvk(?:\\s*-?\\s*(?:nummer|nr\\.?))?`),
  L('taxId', 'pt', `(?:n\\.?\\s?[°º]\\.?\\s*(?:de\\s*)?)?contribuinte(?:\\s*${NO})?|nipc`),
  L('taxId', 'pl', `nip(?:\\s*(?:nabywcy|sprzedawcy))?|regon|krs`),
  L('taxId', 'sv', `org\\.?\\s*-?\\s*nr\\.?|organisationsnummer|momsreg(?:istrerings)?\\.?\\s*-?\\s*(?:nr|nummer)\\.?|momsnr\\.?`),
  L('taxId', 'da', `cvr\\s*-?\\s*(?:nr\\.?|nummer)|cvr|se\\s*-?\\s*nr\\.?`),
  L('taxId', 'no', `org(?:anisasjons)?\\s*\\.?\\s*-?\\s*n(?:umme)?r\\.?(?:\\s*mva)?|foretaksregisteret`),
  L('taxId', 'fi', `y\\s*-?\\s*tunnus|alv\\s*-?\\s*(?:nro|numero|rek(?:isteri)?)\\.?`),
  L('taxId', 'cs', `(?:dic|ico?)(?=\\s*:|\\s*cz)|ic\\s*dph`),
  L('taxId', 'hu', `adoszam|kozossegi\\s*adoszam|cegjegyzekszam`),
  L('taxId', 'ro', `cod\\s*fiscal|c\\.?u\\.?i\\.?(?=\\s*:|\\s*ro)|cif(?=\\s*:|\\s*ro)|(?:nr\\.?\\s*)?reg\\.?\\s*com\\.?`),
  L('taxId', 'tr', `vergi\\s*(?:dairesi|no|numarasi)|vkn|tckn|mersis\\s*no`),
  L('taxId', 'lt', `pvm\\s*moketojo\\s*kodas|imones\\s*kodas`),
  L('taxId', 'et', `kmkr(?:\\s*nr\\.?)?|reg\\.?\\s*kood|registrikood`),
  L('taxId', 'hr', `oib|pdv\\s*id`),
  L('taxId', 'sl', `id\\s*za\\s*ddv|davcna\\s*stevilka|ddv\\s*st\\.`),
  L('taxId', 'lv', `pvn\\s*(?:maksataja\\s*)?(?:reg\\.?\\s*)?nr\\.?|pvn\\s*numurs`),
  L('taxId', 'is', `vsk-?\\s*(?:nr\\.?|numer)|kennitala|kt\\.`),
  L('otherNumber', 'en', `(?:order|p\\.?\\s?o\\.?|purchase\\s*order|customer|account|acct\\.?|client|delivery\\s*note|quote)\\s*${NO}|purchase\\s*order|your\\s*ref(?:erence)?\\.?|trans(?:action)?\\s*#|(?:check|chk)\\s*#`),
  L('otherNumber', 'de', `ihre\\s*bestellung|kundennummer|kunden\\s*-?\\s*nr\\.?|auftrags\\s*-?\\s*nr\\.?`),
  L('otherNumber', 'fr', `bon\\s*de\\s*commande|votre\\s*ref(?:erence)?\\.?|code\\s*client`),
  L('otherNumber', 'es', `pedido|su\\s*referencia|codigo\\s*cliente|operacion`),
  L('otherNumber', 'it', `(?:numero\\s*|n\\.?\\s*)?ordine|cod(?:ice|\\.)?\\s*cliente|vs\\.?\\s*rif(?:erimento)?\\.?|rif(?:erimento)?\\.?\\s*ordine`),
  L('otherNumber', 'nl', `klantnummer|klantnr\\.?|bestelnummer|bestelnr\\.?|ordernummer|ordernr\\.?|uw\\s*referentie|transactienummer`),
  L('otherNumber', 'pt', `(?:n\\.?\\s?[°º]\\.?\\s*(?:de\\s*|da\\s*)?)?encomenda|n\\.?\\s?[°º]\\.?\\s*(?:de\\s*|do\\s*)?cliente|(?:codigo|cod\\.?)\\s*(?:de\\s*|do\\s*)?cliente`),
  L('otherNumber', 'pl', `(?:numer|nr\\.?)\\s*zamowienia|zamowienie`),
  L('otherNumber', 'sv', `kundnummer|kundnr\\.?|(?:er|var)\\s*referens|ordernr`),
  L('otherNumber', 'da', `kundenr\\.?|kundenummer|ordrenr\\.?|ordrenummer|(?:deres|vores)\\s*ref(?:erence)?\\.?`),
  L('otherNumber', 'no', `kundenr\\.?|kundenummer|ordrenr\\.?|ordrenummer|(?:deres|v[aå]r)\\s*ref(?:eranse)?\\.?|kid\\s*-?\\s*(?:nr\\.?|nummer)|kid(?=\\s*:)`),
  L('otherNumber', 'fi', `asiakasnumero|asiakasnro|tilausnumero|tilausnro|viitteenne|viitenumero|viite`),
  L('otherNumber', 'cs', `variabilni\\s*symbol|konstantni\\s*symbol|specificky\\s*symbol|(?:cislo\\s*)?objednavky|objednavka(?:\\s*c\\.)?`),
  L('staff', 'en', `cashier|server|clerk|table|guests?|covers?`),
  L('staff', 'de', `kassierer(?:in)?|bediener(?:in)?|es\\s*bediente\\s*sie|kasse|tisch`),
  L('staff', 'fr', `caissiere?|vendeur|serveur|serveuse|caisse|table`),
  L('staff', 'es', `cajer[oa]|atendido\\s*por|camarer[oa]|caja|mesa`),
  L('staff', 'it', `cassiere|cassa|operatore|tavolo`),
  L('staff', 'nl', `kassier|kassa|bediende|tafel`),
  L('staff', 'pt', `caixa|operador(?:a)?|empregad[oa]`),
  L('staff', 'pl', `kasjer(?:ka)?|kasa|stolik`),
  L('staff', 'sv', `kassor|kassa\\s*\\d|bord`),
  L('staff', 'da', `ekspedient|ekspederet\\s*af`),
  L('staff', 'no', `ekspeditor|betjent\\s*av|sj[aå]f[oø]r(?:\\s*nr\\.?)?|l[oø]yve(?:\\s*nr\\.?)?`),
  L('staff', 'fi', `myyja|kassa\\s*\\d|p[oö]yt[aä]`),
  L('staff', 'cs', `obsluha|pokladna|pokladni|stul`),
  L('staff', 'hu', `penztaros|penztar`),
  L('staff', 'tr', `kasiyer|garson`),
  L('staff', 'hr', `konobar|blagajnik`),
  L('staff', 'et', `kassiir|teenindaja`),
  L('staff', 'lt', `kasininkas|kasininke`),
  L('otherNumber', 'de', `(?:bestell|auftrags|kunden|liefer(?:schein)?|angebots)\\s*-?\\s*(?:nummer|nr\\.?)`),
  L('otherNumber', 'fr', `(?:n[°º]|numero)\\s*(?:de\\s*)?(?:commande|client|bon)|(?:commande|client)\\s*n[°º]`),
  L('otherNumber', 'es', `(?:n[°º]\\.?|numero)\\s*(?:de\\s*)?(?:pedido|cliente)|(?:pedido|cliente)\\s*n[°º]`),

  // A credit note's own number; the invoice it credits is another reference ("Against Invoice:").
  L('invoiceNumber', 'en', `(?:credit|debit|adjustment)\\s*(?:note|memo)\\s*(?:${NO}|id|number)`),
  L('invoiceNumber', 'de', `gutschrift(?:s)?\\s*-?\\s*(?:nummer|nr\\.?)|gutschrift\\s*${NO}`),
  L('invoiceNumber', 'fr', `avoir\\s*${NO}|${NO}\\s*(?:d'\\s*|de\\s*l'\\s*)?avoir`),
  L('invoiceNumber', 'es', `(?:nota\\s*de\\s*(?:credito|abono)|abono|factura\\s*rectificativa)\\s*${NO}`),
  L('invoiceNumber', 'it', `nota\\s*di\\s*credito\\s*${NO}`),
  L('invoiceNumber', 'nl', `creditnota\\s*-?\\s*(?:nummer|nr\\.?|${NO})`),
  L('otherNumber', 'en', `(?:against|original|related|credited|ref(?:erence)?\\.?\\s*(?:to\\s*)?)\\s*invoice(?:\\s*(?:${NO}|number))?|original\\s*inv\\.?\\s*${NO}`),
  L('otherNumber', 'de', `(?:zu(?:r)?|bezug(?:nehmend)?\\s*auf(?:\\s*die)?)\\s*rechnung(?:\\s*${NO})?|(?:ursprungs|original|bezugs)rechnung(?:\\s*${NO})?`),
  L('otherNumber', 'fr', `facture\\s*(?:d'\\s*origine|initiale|rectifiee)(?:\\s*${NO})?|sur\\s*facture(?:\\s*${NO})?`),
  L('otherNumber', 'es', `factura\\s*(?:original|rectificada)(?:\\s*${NO})?`),
  L('otherNumber', 'nl', `(?:betreft|op|correctie\\s*op|originele)\\s*factuur(?:nummer|\\s*${NO})?`),
  L('invoiceNumber', 'en', `fee\\s*note\\s*(?:${NO}|id)|(?:tax\\s*)?invoice\\s*(?:${NO}|id|number)|inv\\.?\\s*${NO}|bill\\s*${NO}|statement\\s*${NO}|receipt\\s*${NO}|(?:document|doc)\\s*${NO}|invoice\\s*(?=\\s*[a-z]{0,4}[-/]?\\d)|invoice\\s*:`),
  // An Austrian insurer's "Prämienvorschreibung" (premium notice) and its number.
  L('invoiceNumber', 'de', `(?:pr(?:a|ae)mien\\s*-?\\s*)?vorschreibung\\s*(?:nr\\.?|nummer)`),
  L('invoiceNumber', 'de', `rechnungs\\s*-?\\s*(?:nummer|nr\\.?)|rechnungs(?=\\s*$)|rechnung\\s*${NO}|rechnung\\s*(?=\\s*[a-z]{0,4}[-/]?\\d)|beleg\\s*-?\\s*(?:nummer|nr\\.?)|re\\s?\\.?\\s*-?\\s*nr\\.?|bon\\s*-?\\s*nr\\.?|bon(?=\\s*:?\\s*\\d)`),
  L('invoiceNumber', 'fr', `ticket\\s*${NO}|${NO}\\s*(?:de\\s*)?ticket`),
  L('invoiceNumber', 'es', `ticket\\s*${NO}|${NO}\\s*(?:de\\s*)?ticket`),
  L('invoiceNumber', 'fr', `(?:${NO}|n[e.,]?)\\s*(?:de\\s*)?(?:la\\s*)?facture|facture\\s*(?:${NO}|n[.,:]?)|numero\\s*de\\s*facture|facture\\s*(?=\\s*[a-z]{0,4}[-/]?\\d)`),
  L('invoiceNumber', 'es', `(?:${NO}|n[e.,]?)\\s*(?:de\\s*)?factura|factura\\s*(?:${NO}|n[.,:]?)|num\\.?\\s*factura|factura\\s*(?=\\s*[a-z]{0,4}[-/]?\\d)`),
  L('invoiceNumber', 'it', `fattura\\s*(?:${NO}|n[.,:]?)|(?:numero|n\\.?)\\s*(?:della\\s*)?fattura|fattura\\s*(?=\\s*[a-z]{0,4}[-/]?\\d)|(?:numero|n\\.?)\\s*documento|documento\\s*(?:${NO}|n[.,:]?)|scontrino\\s*(?:${NO}|n[.,:]?)`),
  L('invoiceNumber', 'nl', `factuur\\s*-?\\s*(?:nummer|nr\\.?|${NO})|factuur\\s*(?=\\s*[a-z]{0,4}[-/]?\\d)|factuur\\s*:|bonnummer|bon\\s*nr\\.?`),
  L('invoiceNumber', 'pt', `fatura(?:\\s*-?\\s*recibo|\\s*simplificada)?\\s*(?:${NO}|n[.,:]?)|(?:${NO}|numero)\\s*(?:da\\s*)?fatura|fatura(?:\\s*-?\\s*recibo)?\\s*(?=\\s*[a-z]{0,4}[-/ ]?\\d)|(?:${NO}|numero)\\s*d[ao]\\s*(?:nfs-?e|nfc-?e|nf-?e|nota(?:\\s*fiscal)?)|nota\\s*fiscal(?:\\s*\\/\\s*conta(?:\\s+[a-z]+){0,4})?\\s*(?:eletronica\\s*)?${NO}`),
  L('invoiceNumber', 'pl', `faktura(?:\\s*vat)?\\s*${NO}|(?:numer|nr\\.?)\\s*faktury|faktura(?:\\s*vat)?\\s*(?=\\s*[a-z]{0,4}[-/]?\\d)`),
  // A till receipt's number: the document's own on a paragon, only a reference on a faktura
  // issued for it ("Paragon nr 118/0442 z dnia …" under "Faktura VAT nr FV/…").
  L('invoiceNumber', 'pl', `paragon(?:\\s*fiskalny)?\\s*${NO}`, 1),
  L('invoiceNumber', 'sv', `fakturanummer|fakturanr\\.?|faktura\\s*nummer|kvitto\\s*(?:nummer|nr\\.?)|kvittonummer|kvittonr\\.?`),
  L('invoiceNumber', 'da', `fakturanr\\.?|fakturanummer|faktura\\s*nr\\.?|kvitteringsnr\\.?|bon\\s*nr\\.?`),
  L('invoiceNumber', 'no', `fakturanr\\.?|fakturanummer|faktura\\s*nr\\.?|kvitteringsnr\\.?|kvittering\\s*nr\\.?`),
  L('invoiceNumber', 'fi', `laskun\\s*(?:numero|nro)|lasku\\s*(?:nro|numero|n:o)|laskunumero|laskunro|kuitti\\s*(?:nro|numero)`),
  L('invoiceNumber', 'cs', `faktura(?:\\s*-?\\s*danovy\\s*doklad)?\\s*(?:c\\.|cislo)|faktura(?:\\s*-?\\s*danovy\\s*doklad)?\\s*[c?]?\\s?\\.(?=\\s*[a-z]{0,4}[-/]?\\d)|(?:danovy\\s*)?doklad\\s*(?:c\\.|cislo)|cislo\\s*(?:faktury|dokladu)|uctenka\\s*(?:c\\.|cislo)`),
  L('invoiceNumber', 'hu', `szamla\\s*(?:sorszama|szama)|sorszam|szamlaszam`),
  // "Seria LST nr. 0447": the series between the words, read with its number (invoice-number.ts).
  L('invoiceNumber', 'ro', `factura\\s*(?:fiscala\\s*)?(?:nr\\.?|numar)|nr\\.?\\s*factur(?:a|ii)|seria\\s*(?:si\\s*)?(?:nr\\.?|numar)|seria(?=\\s*[a-z]{1,6}\\s+nr\\.?\\s*\\d)`),
  L('invoiceNumber', 'tr', `fis\\s*no|fatura\\s*no|belge\\s*no`),
  L('invoiceNumber', 'lt', `saskaitos\\s*(?:fakturos\\s*)?(?:nr\\.?|numeris)|serija\\s*(?:ir\\s*)?nr\\.?|serija(?=\\s*[a-z]{1,6}\\s+nr\\.?\\s*\\d)|kvito\\s*nr\\.?`),
  L('invoiceNumber', 'et', `arve\\s*(?:nr\\.?|number)|kviitung\\s*nr\\.?|tsekk\\s*nr\\.?`),
  L('invoiceNumber', 'hr', `racun\\s*(?:br\\.?|broj)|broj\\s*racuna`),
  L('invoiceNumber', 'sl', `racun\\s*(?:st\\.?|stevilka)|stevilka\\s*racuna|st\\.\\s*racuna`),
  L('invoiceNumber', 'lv', `rekins\\s*nr\\.?|rekina\\s*(?:nr\\.?|numurs)|pavadzime\\s*nr\\.?|ceks\\s*nr\\.?|ceka\\s*nr\\.?`),
  L('invoiceNumber', 'is', `reikning(?:ur|s)?\\s*(?:nr\\.?|numer)|reikningsnumer|nr\\.?\\s*reiknings`),
  L('invoiceNumber', 'es', `serie\\s*y\\s*folio`),
  // A bare "Folio" is a Mexican invoice's number, but a hotel's folio number beside its "Invoice
  // No." is not the invoice's: weaker than any invoice label.
  L('invoiceNumber', 'es', `folio(?!\\s*fiscal)`, 1),

  L('dueDate', 'en', `(?:payment\\s*)?due\\s*(?:date|by|on)|date\\s*due|payment\\s*due|pay(?:able)?\\s*by`),
  L('dueDate', 'de', `(?:fall?ig(?:keit(?:sdatum)?)?|faellig(?:keit)?)(?:\\s*(?:am|bis))?|zahlbar\\s*(?:(?:ohne\\s*(?:jeden\\s*)?abzug|(?:rein\\s*)?netto)\\s*)?(?:spatestens\\s*)?bis(?:\\s*(?:zum|spatestens))?|zahlungsziel|zahlungsfrist`),
  // A bill paid by direct debit names the day it will be collected: "ce montant sera prélevé le
  // 14/11/2026", "We will collect this by Direct Debit on or after 17/11/2026".
  L('dueDate', 'de', `(?:buchen|ziehen)\\s*wir\\s*(?:ihn|diesen|den\\s*betrag)?\\s*(?:am|zum)|(?:abbuchung|lastschrift|lastschrifteinzug|einzug)\\s*(?:am|zum)(?=\\s*\\d|\\s*$)`),
  L('dueDate', 'fr', `sera\\s*preleve(?:e|s)?\\s*(?:le|a\\s*partir\\s*du)`),
  L('dueDate', 'en', `(?:will\\s*)?(?:collect|debit|take)\\s*(?:this|it|the\\s*amount|payment)?\\s*(?:by\\s*direct\\s*debit\\s*)?on\\s*or\\s*after|^on\\s*or\\s*after(?=\\s*\\d)`, 1),
  L('dueDate', 'fr', `(?:date\\s*d'?\\s*)?echeance|date\\s*limite(?:\\s*de\\s*paiement)?|a\\s*payer\\s*avant\\s*le|payable\\s*(?:avant\\s*le|le)`),
  // "Fecha de Vto. para el pago" (Argentina): the whole phrase, or "pago" would read as a tender.
  L('dueDate', 'es', `(?:fecha\\s*(?:de\\s*)?)?(?:vencimiento|vto\\.?)\\s*(?:para\\s*el\\s*pago|del?\\s*pago)|(?:fecha\\s*(?:de\\s*)?)?vencimiento|fecha\\s*vto\\.?|vto\\.?|(?:fecha\\s*(?:de\\s*)?)?venc\\.|fecha\\s*limite(?:\\s*de\\s*pago)?|pagar\\s*antes\\s*del?`),
  L('dueDate', 'it', `(?:data\\s*(?:di\\s*)?)?scadenza(?:\\s*(?:del\\s*)?pagamento)?|pagamento\\s*entro(?:\\s*il)?|da\\s*pagare\\s*entro(?:\\s*il)?`),
  L('dueDate', 'nl', `vervaldatum|vervaldag|uiterste\\s*betaal\\s*-?\\s*datum|(?:te\\s*)?betalen\\s*(?:voor|uiterlijk)(?:\\s*op)?|betaaltermijn`),
  L('dueDate', 'pt', `(?:data\\s*(?:de\\s*)?)?vencimento|data\\s*limite(?:\\s*(?:de\\s*)?pagamento)?|pagar\\s*ate|(?:data\\s*(?:de\\s*)?)?venc\\.`),
  L('dueDate', 'pl', `termin\\s*p[lłt]atnosci|(?:zap[lłt]ata|p[lłt]atne)\\s*do`),
  L('dueDate', 'sv', `forfallodatum|forfallodag|forfaller(?:\\s*till\\s*betalning)?|betalas\\s*senast|sista\\s*betalningsdag(?:en)?`),
  L('dueDate', 'da', `forfaldsdato|forfalder|betalingsfrist|sidste\\s*rettidige\\s*betalingsdag|betales\\s*senest`),
  L('dueDate', 'no', `forfallsdato|forfall|betalingsfrist|betales\\s*innen`),
  L('dueDate', 'fi', `erapaiva|maksettava\\s*viimeistaan|maksupaiva`),
  L('dueDate', 'cs', `datum\\s*splatnosti|splatnost|splatno\\s*do`),
  L('dueDate', 'hu', `fizetesi\\s*hatarid[o?6]|esedekesseg|hatarid[o?6]`),
  L('dueDate', 'ro', `data\\s*scadent(?:a|ei)|scadent[ae]|termen\\s*(?:de\\s*)?plata`),
  L('dueDate', 'tr', `son\\s*odeme\\s*tarihi|vade\\s*tarihi`),
  L('dueDate', 'lt', `apmoketi\\s*iki|mokejimo\\s*terminas`),
  L('dueDate', 'et', `maksetahtaeg|tasuda\\s*hiljemalt|tahtaeg`),
  L('dueDate', 'hr', `rok\\s*placanja|datum\\s*dospijeca|dospijece`),
  L('dueDate', 'sl', `rok\\s*placila|datum\\s*zapadlosti|zapade`),
  L('dueDate', 'lv', `apmaksas\\s*termins|(?:samaksat|apmaksat)\\s*lidz`),
  L('dueDate', 'is', `gjalddagi`),
  L('dueDate', 'en', `due`, 1),
  // A payment date asked for in a sentence: "Bitte überweisen Sie den Betrag bis zum 28. Oktober
  // 2026", "à régler avant le 30/11/2026", "pagar antes del 15/12/2026", "entro il 30/11/2026".
  L('dueDate', 'de', `bis\\s*(?:zum|spatestens(?:\\s*(?:zum|am))?)(?=\\s*\\d)`, 1),
  L('dueDate', 'fr', `avant\\s*le(?=\\s*\\d)`, 1),
  L('dueDate', 'es', `antes\\s*del?(?=\\s*\\d)`, 1),
  L('dueDate', 'it', `entro\\s*il(?=\\s*\\d)`, 1),
  L('otherDate', 'en', `(?:delivery|order|ship(?:ping|ment)?|service|supply|tax\\s*point|print(?:ed)?)\\s*date|period`),
  // The next appointment a barber, dentist or garage prints under the receipt.
  L('otherDate', null, `next\\s*(?:appt\\.?|appointment|visit|service)|n[aä]chster\\s*termin|prochain\\s*(?:rendez\\s*-?\\s*vous|rdv)|proxima\\s*cita|prossimo\\s*appuntamento|volgende\\s*afspraak|nasta\\s*(?:besok|tid)`),
  // A patient's or customer's birth date (a dentist's, vet's or pharmacy's statement).
  L('otherDate', null, `date\\s*of\\s*birth|birth\\s*date|d\\.o\\.b\\.?|dob|geburtsdatum|geb\\.?\\s*(?:datum|am)|date\\s*de\\s*naissance|fecha\\s*de\\s*nacimiento|data\\s*di\\s*nascita|geboortedatum|data\\s*de\\s*nascimento`),
  // When a stay, a rental or a parking began: the receipt is dated when it ended and was paid.
  L('otherDate', 'en', `(?<![a-z]\\s)entry(?!\\s*(?:fee|ticket|charge|pass))(?:\\s*time)?|entered|arrival(?:\\s*date)?|check\\s*-?\\s*in(?:\\s*date)?|pick\\s*-?\\s*up(?:\\s*date)?|time\\s*in`),
  L('otherDate', 'de', `(?:liefer|leistungs|bestell|auftrags)\\s*-?\\s*datum|leistungszeitraum|lieferzeitraum`),
  L('otherDate', 'fr', `date\\s*de\\s*(?:la\\s*)?(?:livraison|commande|prestation)|expedie(?:e)?\\s*le`),
  L('otherDate', 'es', `fecha\\s*de\\s*(?:entrega|pedido|servicio)`),
  L('otherDate', 'it', `data\\s*(?:di\\s*)?(?:consegna|ordine|spedizione)|data\\s*d\\.?d\\.?t\\.?`),
  L('otherDate', 'nl', `leverdatum|leveringsdatum|besteldatum|orderdatum`),
  L('otherDate', 'pt', `data\\s*(?:de\\s*|da\\s*)?(?:entrega|encomenda|envio)`),
  L('otherDate', 'pl', `data\\s*(?:sprzedazy|dostawy|zakonczenia\\s*dostawy)`),
  L('otherDate', 'lt', `(?:pristatymo|uzsakymo|tiekimo)\\s*data`),
  L('otherDate', 'sv', `leveransdatum|orderdatum`),
  L('otherDate', 'da', `leveringsdato|ordredato`),
  L('otherDate', 'no', `leveringsdato|ordredato`),
  L('otherDate', 'fi', `toimituspaiva|tilauspaiva`),
  L('otherDate', 'cs', `datum\\s*(?:uskutecneni\\s*)?(?:zdanitelneho\\s*)?plneni|duzp|datum\\s*dodani`),
  L('otherDate', 'hu', `teljesites\\s*(?:datuma|kelte|napja)|teljesites`),
  L('otherDate', 'ro', `data\\s*livrarii`),
  L('invoiceDate', 'en', `invoice\\s*date|date\\s*of\\s*(?:issue|invoice)|issue\\s*date|date\\s*issued|invoiced\\s*on|bill\\s*date|receipt\\s*date`),
  L('invoiceDate', 'de', `rechnungsdatum|rechnungs\\s*-\\s*datum|belegdatum|ausstellungsdatum|ausgestellt\\s*am`),
  L('invoiceDate', 'fr', `date\\s*(?:de\\s*(?:la\\s*)?|d'?\\s*)?(?:facture|facturation|emission)`),
  L('invoiceDate', 'es', `fecha\\s*(?:de\\s*)?(?:la\\s*)?(?:factura|emision|expedicion)`),
  L('invoiceDate', 'it', `data\\s*(?:della\\s*|di\\s*)?(?:fattura|emissione|documento)|emess[ao]\\s*il`),
  L('invoiceDate', 'en', `issued\\s*on`),
  L('invoiceDate', 'fr', `emise?\\s*le`),
  L('invoiceDate', 'es', `emitid[ao]\\s*el`),
  L('invoiceDate', 'pt', `emitid[ao]\\s*em`),
  L('invoiceDate', 'nl', `factuurdatum|datum\\s*factuur|datum\\s*van\\s*uitgifte`),
  L('invoiceDate', 'pt', `data\\s*(?:de\\s*|da\\s*|do\\s*)?(?:emissao|fatura|documento)`),
  L('invoiceDate', 'pl', `data\\s*(?:wystawienia|faktury)`),
  L('invoiceDate', 'sv', `fakturadatum|kvittodatum`),
  L('invoiceDate', 'da', `fakturadato`),
  L('invoiceDate', 'no', `fakturadato`),
  L('invoiceDate', 'fi', `laskun\\s*paivamaara|laskupaiva|paivays|paivamaara`),
  L('invoiceDate', 'cs', `datum\\s*vystaveni|vystaveno`),
  L('invoiceDate', 'hu', `szamla\\s*kelte|kiallitas\\s*(?:datuma|kelte)|kelte|kelt`),
  L('invoiceDate', 'ro', `data\\s*(?:emiterii|facturii|emitere)`),
  L('invoiceDate', 'tr', `fatura\\s*tarihi|duzenleme\\s*tarihi|tarih`),
  L('invoiceDate', 'lt', `(?:saskaitos|israsymo)\\s*data`),
  L('invoiceDate', 'et', `arve\\s*kuupaev|kuupaev`),
  L('invoiceDate', 'hr', `datum\\s*(?:racuna|izdavanja)`),
  L('invoiceDate', 'sl', `datum\\s*(?:izdaje|racuna)`),
  L('invoiceDate', 'lv', `(?:rekina|izrakstisanas)\\s*datums`),
  L('invoiceDate', 'is', `dagsetning|reikningsdagur|utgafudagur`),
  L('invoiceDate', 'de', `datum`, 1),
  // Place and date, as a letter is dated: "Linz, am 21.11.2026", "Berlin, den 3. März 2026",
  // "Paris, le 21/11/2026". Only a word, a comma and the date may come before.
  L('invoiceDate', 'de', `(?<=^[a-z][a-z .-]{1,30},\\s?)(?:am|den)(?=\\s*\\d)`, 2),
  L('invoiceDate', 'fr', `(?<=^[a-z][a-z .-]{1,30},\\s?)le(?=\\s*\\d)`, 2),
  // ...or with nothing between the comma and the date (the place is the label): "Hamburg, 14. Oktober
  // 2026", "Wien, 3.11.2026".
  // These are guessed from the shape of a letter's dateline (weakness 2): any date word ranks above
  // them ("DATE 19 Nov 2026" over an event line "Town hall lunch, 21 Nov 2026").
  L('invoiceDate', null, `^[a-z][a-z .-]{1,30}(?=,\\s?(?:\\d{1,2}\\.?\\s?(?:jan|feb|mar|apr|mai|may|jun|jul|aug|ago|sep|set|okt|oct|ott|out|nov|dez|dec|dic|gen|ene|fev|avr|juil|aou)|\\d{1,2}\\.\\d{1,2}\\.\\d{2,4}))`, 2),
  L('invoiceDate', 'es', `fecha`, 1),
  // Italian and Portuguese "Data" (the English word is rare as a label on its own).
  L('invoiceDate', null, `data`, 1),
  L('invoiceDate', 'en', `date`, 1),
  // A health provider's or a supplier's statement heads its date "Statement Date"; weak, since a
  // credit note may name the statement it goes on ("statement date 30/11/2026").
  L('invoiceDate', 'en', `statement\\s*date`, 1),
  // Tally's Indian invoices head the date cell beside "Invoice No." with "Dated".
  L('invoiceDate', 'en', `dated`, 1),

  // An amount word qualified in brackets ("Zwischensumme (ohne USt.)", "Subtotal (excl. VAT)",
  // "Summe (inkl. MwSt.)", "Importe (IVA incluido)"): the bracket says gross or net, and the tax
  // word inside it is part of the label, not a tax line of its own.
  L('subtotal', null, `${SUBTOTAL_HEAD}\\s*\\([^)]*\\)|${AMOUNT_HEAD}\\s*\\([^)]*\\b${NET_WORD}\\b[^)]*\\)`),
  L('total', null, `${AMOUNT_HEAD}\\s*\\([^)]*\\b${GROSS_WORD}\\b[^)]*\\)`),
  L('total', 'de', `gesamtpr(?:a|ae)mie|pr(?:a|ae)mie\\s*gesamt|zu\\s*zahlende\\s*pr(?:a|ae)mie`),
  L('total', 'de', `total\\s*(?:chf|eur|fr\\.?)?\\s*(?:inkl\\.?|incl\\.?)(?:\\s*(?:mwst|ust))?\\.?|(?:gesamt(?:betrag|summe)?|summe|rechnungsbetrag|endbetrag|betrag)\\s*(?:inkl\\.?|incl\\.?|brutto)(?:\\s*(?:mwst|ust)\\.?)?|bruttobetrag|summe\\s*brutto|gesamt\\s*brutto|brutto\\s*(?:summe|gesamt|betrag)`),
  L('total', 'en', `total\\s*(?:incl\\.?|including|inc\\.?)\\s*(?:vat|tax|gst)|total(?:\\s*sales)?\\s*\\((?:(?:vat|tax|gst)\\s*)?(?:incl|inc)[^)]*\\)`),
  // A credit note's bottom line: "TOTAL CREDIT (incl. GST)", "Credit total".
  L('total', 'en', `total\\s*credit(?:\\s*\\([^)]*\\))?|credit\\s*total`),
  // A utility's or a hauler's bill for this period, beside a "Total amount due" that carries a
  // past-due balance forward.
  L('total', 'en', `(?:total\\s*)?(?:current|new)\\s*charges(?!\\s*(?:from|for\\s*the\\s*period\\s*of))`),
  L('total', 'fr', `total\\s*t\\.?\\s*t\\.?\\s*c\\.?|(?:total|montant)\\s*tvac|tvac|montant\\s*t\\.?\\s*t\\.?\\s*c\\.?|net\\s*a\\s*payer|montant\\s*(?:total\\s*)?a\\s*payer|total\\s*a\\s*payer|montant\\s*total|total\\s*general|reste\\s*a\\s*payer`),
  L('total', 'es', `(?:valor\\s*|total\\s*)?neto\\s*a\\s*pagar|importe\\s*total|total\\s*a\\s*pagar|total\\s*factura|importe\\s*a\\s*pagar|total\\s*(?:con\\s*)?iva\\s*incl(?:uido)?|total\\s*general|total\\s*\\(?iva\\s*incl`),
  L('total', 'it', `totale\\s*(?:documento|fattura|complessivo|generale|ivato|euro|eur|(?:da|a)\\s*pagare)|importo\\s*(?:totale|da\\s*pagare)|netto\\s*a\\s*pagare|totale\\s*(?:iva\\s*inclusa|compresa\\s*iva)`),
  L('total', 'nl', `totaal\\s*(?:incl\\.?|inclusief)(?:\\s*btw)?|totaal\\s*te\\s*betalen|te\\s*betalen|totaal\\s*-?\\s*bedrag|factuurbedrag|eindtotaal|openstaand\\s*bedrag`),
  L('total', 'pt', `total\\s*(?:com\\s*iva|c\\/\\s*iva)|total\\s*(?:do\\s*)?documento|total\\s*da\\s*fatura|valor\\s*(?:total|a\\s*pagar)|montante\\s*(?:total|a\\s*pagar)|valor\\s*liquido\\s*(?:a\\s*pagar|d[ao]\\s*(?:nfs-?e|nf-?e|nota(?:\\s*fiscal)?|fatura|documento))`),
  // OCR reads ł, which its alphabet lacks, as t: "Do zaptaty", "Termin ptatnosci".
  L('total', 'pl', `(?:razem\\s*)?do\\s*zap[lłt]aty|(?:wartosc|kwota|suma|razem)\\s*brutto|suma\\s*pln|naleznosc(?:\\s*ogolem)?|ogolem`),
  L('total', 'sv', `(?:summa|belopp|totalt)?\\s*att\\s*betala|(?:summa|totalt|belopp)\\s*inkl\\.?\\s*moms|att\\s*erlagga|fakturabelopp|fakturans\\s*belopp|totalbelopp`),
  L('total', 'da', `(?:i\\s*alt|total)\\s*(?:dkk|kr\\.?)|(?:i\\s*alt\\s*)?at\\s*betale|(?:total|bel[oø]b|i\\s*alt)\\s*inkl\\.?\\s*moms|fakturabel[oø]b|til\\s*betaling`),
  L('total', 'no', `(?:sum\\s*)?[aå]\\s*betale|(?:sum|total|bel[oø]p)\\s*inkl\\.?\\s*mva|totalbel[oø]p|fakturabel[oø]p|totalt\\s*(?:nok|kr\\.?)`),
  L('total', 'fi', `maksettava(?:\\s*yhteensa)?|yhteensa\\s*(?:eur|euroa)|loppusumma|yhteensa\\s*(?:sis\\.?|sisaltaa)\\s*alv|(?:verollinen|kokonais)\\s*(?:summa|hinta|yhteensa)|verollinen`),
  L('total', 'cs', `celkem\\s*k\\s*uhrade|k\\s*uhrade|celkova\\s*castka|celkem\\s*(?:vc\\.?|vcetne)\\s*dph|castka\\s*k\\s*uhrade|celkem\\s*(?:kc|czk)`),
  // Slovak: "SPOLU EUR", "Celkom k úhrade" (a bare "Spolu" heads the DPH table's sum row too).
  L('total', 'cs', `spolu\\s*(?:eur|€)|celkom(?:\\s*k\\s*uhrade|\\s*eur)?|suma\\s*k\\s*uhrade`),
  L('total', 'hu', `fizetend[o?6](?:\\s*vegosszeg|\\s*osszeg)?|brutto\\s*(?:osszesen|vegosszeg|ertek\\s*osszesen)|vegosszeg`),
  // "ÖSSZESEN:" alone on a till: the sum ("Nettó összesen", "ÁFA összesen" name their own).
  L('total', 'hu', `osszesen`, 1),
  L('total', 'ro', `total\\s*(?:de\\s*plata|factura|general|cu\\s*tva)`),
  L('total', 'tr', `genel\\s*toplam|toplam\\s*tutar|odenecek\\s*tutar|toplam`),
  L('total', 'lt', `is\\s*viso(?:\\s*su\\s*pvm)?|suma\\s*su\\s*pvm|viso\\s*moketi`),
  L('total', 'et', `kokku(?:\\s*tasuda)?|tasumisele\\s*kuulub|summa\\s*kokku|koos\\s*km-?ga|tasuda`),
  L('total', 'hr', `ukupno(?:\\s*(?:za\\s*platiti|eur|kn))?|za\\s*platiti|sveukupno`),
  L('total', 'sl', `(?:skupaj\\s*)?za\\s*placilo(?:\\s*(?:eur|€))?|skupaj\\s*z\\s*ddv|(?:skupni\\s*)?znesek\\s*za\\s*placilo|skupaj\\s*(?:eur|€)`),
  L('total', 'lv', `kopa\\s*(?:apmaksai|ar\\s*pvn|eur|€)|summa\\s*apmaksai|kopeja\\s*summa|apmaksai|kopa`),
  L('total', 'is', `til\\s*greiðslu(?:\\s*kr\\.?)?|samtals\\s*(?:með|m\\.)\\s*vsk|heildarupphæð|samtals\\s*kr\\.?`),
  // "SAMTALS" alone on a till; "Samtals VSK" and "Samtals án VSK" name their own.
  L('total', 'is', `samtals(?!\\s*(?:vsk|an\\s*vsk))`, 1),
  L('subtotal', 'en', `(?:total\\s*)?pre\\s*-?\\s*tax(?:\\s*(?:total|amount))?|sub\\s*-?\\s*total|net\\s*(?:amount|total|value)|total\\s*(?:[a-z]+\\s*)?(?:excl\\.?|excluding|ex\\.?|before|net\\s*of)\\s*(?:vat|tax|gst)|total\\s*\\((?:excl|ex)[^)]*\\)|(?:amount|charges|(?:room|service|rental)\\s*charges)\\s*before\\s*tax(?:es)?|total\\s*net|taxable\\s*(?:amount|value)`),
  L('subtotal', 'de', `netto\\s*-?\\s*pr(?:a|ae)mie|pr(?:a|ae)mie\\s*netto`),
  L('subtotal', 'de', `zwischensumme|zwischentotal|nettobetrag|netto\\s*(?:summe|betrag|gesamt)|summe\\s*netto|gesamt\\s*netto|(?:gesamt)?(?:betrag|summe|total)\\s*(?:exkl\\.?|zzgl\\.?|ohne)\\s*(?:mwst|ust)\\.?|total\\s*netto|warenwert|nettowert|netto`),
  L('subtotal', 'fr', `sous\\s*-?\\s*total|total\\s*h\\.?\\s*t\\.?(?![a-z])|montant\\s*h\\.?\\s*t\\.?(?![a-z])|(?:total|montant|base)\\s*hors\\s*(?:taxes?|tva)|(?:total|montant)\\s*h\\.?\\s*tva|htva|base\\s*(?:h\\.?\\s*t\\.?(?:\\s*v\\.?\\s*a\\.?)?(?![a-z])|imposable)`),
  // Peru's "Op. Gravada" / "Operaciones gravadas" and "Valor de venta": the taxed net.
  L('subtotal', 'es', `base\\s*imponible|subtotal|importe\\s*neto|total\\s*sin\\s*iva|total\\s*neto|suma\\s*neta|neto|op(?:\\.|eraciones?)\\s*gravadas?|total\\s*gravado|valor\\s*de\\s*venta`),
  // Not "non imponibile" (an export's or exempt supply's VAT: not taxable).
  L('subtotal', 'it', `(?:totale\\s*)?(?<!non\\s{0,2})imponibile|subtotale|totale\\s*(?:netto|merce)|netto\\s*merce`),
  L('subtotal', 'nl', `subtotaal|totaal\\s*(?:excl\\.?|exclusief|ex\\.?)(?:\\s*btw)?|bedrag\\s*excl\\.?(?:\\s*btw)?|netto\\s*-?\\s*bedrag`),
  L('subtotal', 'pt', `valor\\s*(?:bruto\\s*)?d[oa]s?\\s*servicos?|total\\s*i?liquido|base\\s*tributavel|(?:total|valor)\\s*sem\\s*iva|incidencia`),
  // A fiscal receipt's taxable sales per rate letter ("Sprzedaż opodatkowana A").
  L('subtotal', 'pl', `(?:wartosc|kwota|suma|razem)\\s*netto|(?:sprzedaz\\s*opodatk(?:owana|\\.)?|sprzed\\.?\\s*opod\\.?)(?:\\s*ptu)?(?:\\s*[a-g](?![a-z]))?`),
  L('subtotal', 'sv', `(?:summa|belopp|totalt)?\\s*exkl\\.?\\s*moms|nettobelopp|delsumma|(?:moms\\s*-?\\s*)?underlag`),
  L('subtotal', 'da', `(?:i\\s*alt|subtotal|bel[oø]b|total|sum)\\s*(?:ekskl|ex|eks)\\.?\\s*moms|momsgrundlag|nettobel[oø]b`),
  // A delivery app's "Varer i alt" (goods in all) before its fees: the items' sum.
  L('subtotal', 'da', `varer\\s*i\\s*alt|mellemsum`),
  L('subtotal', 'no', `(?:sum|bel[oø]p|total|totalt)\\s*(?:eks|ekskl|ex)\\.?\\s*mva|nettobel[oø]p|mva\\s*-?\\s*grunnlag`),
  L('subtotal', 'fi', `veroton\\s*(?:yhteensa|hinta|summa)|(?:yhteensa|summa|hinta)\\s*(?:ilman\\s*alv|alv\\s*0)|veroton`),
  L('subtotal', 'cs', `mezisoucet|medzisucet|(?:celkem\\s*)?bez\\s*dph|zaklad(?:\\s*dane)?(?:\\s*celkem)?|celkem\\s*zaklad`),
  L('subtotal', 'hu', `nett[o6]\\s*(?:osszesen|ertek(?:\\s*osszesen)?|vegosszeg)|adoalap`),
  L('subtotal', 'ro', `total\\s*fara\\s*tva|valoare\\s*fara\\s*tva|baza\\s*(?:de\\s*)?impozitare`),
  L('subtotal', 'tr', `ara\\s*toplam|kdv\\s*matrahi|matrah`),
  L('subtotal', 'lt', `suma\\s*be\\s*pvm|(?:is\\s*viso\\s*)?be\\s*pvm`),
  L('subtotal', 'et', `(?:summa\\s*)?ilma\\s*km-?ta|vahesumma`),
  L('subtotal', 'hr', `(?:ukupno|iznos)\\s*bez\\s*pdv-?a|osnovica\\s*ukupno`),
  L('subtotal', 'sl', `skupaj\\s*brez\\s*ddv|osnova\\s*za\\s*ddv|davcna\\s*osnova`),
  L('subtotal', 'lv', `(?:summa|kopa)\\s*bez\\s*pvn|bez\\s*pvn`),
  L('subtotal', 'is', `samtals\\s*an\\s*vsk|upphæð\\s*an\\s*vsk`),
  // ("HT" inside an item code such as "L-HT01" is none.)
  L('subtotal', 'en', `net(?!\\s+\\d{1,3}(?:\\s|$))|excl\\.?\\s*tax|(?<!-)ht(?![\\d-])`, 1),
  // British wholesale: "Goods 138.12 / VAT 14.74 / TOTAL DUE".
  L('subtotal', 'en', `(?:total\\s*|net\\s*)?goods(?:\\s*(?:total|value))?`, 1),
  // A US distributor's "Merchandise 1,558.57" above its fuel surcharge and sales tax.
  L('subtotal', 'en', `merchandise(?:\\s*(?:total|subtotal|amount))?`, 1),
  // "Total subject to VAT", "Amount liable to GST": the base the tax is charged on.
  // "Subtotaal excl. btw", "Zwischensumme ohne MwSt.", "Sous-total HT": the qualifier is the
  // subtotal's, not a tax label of its own.
  L('subtotal', null, `(?:sub\\s*-?\\s*total[e]?|subtotaal|zwischensumme|sous\\s*-?\\s*total|subtotal)\\s*(?:excl\\.?|exclusief|excluding|exkl\\.?|ex\\.?|ohne|hors|sin|senza|sem|before)\\s*(?:btw|vat|tax|gst|mwst\\.?|ust\\.?|tva|iva|taxes)`),
  // "Amount: Net of VAT" (Philippine sales invoices): the net, not the VAT.
  L('subtotal', 'en', `(?:amount\\s*:?\\s*)?net\\s*of\\s*(?:vat|tax|gst)`),
  L('subtotal', 'en', `(?<!(?:not|non)\\s{0,2})(?:total\\s*)?(?:amount\\s*)?(?:subject|liable)\\s*to\\s*(?:vat|gst|tax)`),
  // "VAT 20%  VATABLE £13.90  VAT £2.32", "VATable Sales": what the VAT is charged on.
  L('subtotal', 'en', `vatable(?:\\s*(?:sales|amount|amt))?`, 1),
  // Not "hors TVA" / "sans TVA": an amount outside the VAT ("Taxe de séjour (hors TVA)").
  L('tax', 'fr', `(?:total|montant)\\s*(?:de\\s*(?:la\\s*)?)?t\\.?v\\.?a\\.?|(?<!(?:hors|sans)\\s{0,2})${NOT_SUBJECT_BEFORE}t\\.?v\\.?a\\.?${NOT_IMPORT_AFTER}|tps|tvq`),
  L('tax', 'es', `(?:cuota|total|importe)\\s*(?:de\\s*)?i\\.?v\\.?a\\.?|${NOT_SUBJECT_BEFORE}i\\.?v\\.?a\\.?${NOT_IMPORT_AFTER}|impuestos?|igic|i\\.?g\\.?v\\.?`),
  // "CUOTA" alone heads the tax column of an IVA breakdown; with more after it, it is an instalment.
  L('tax', 'es', `cuota(?=\\s*$)`),
  L('tax', 'it', `totale\\s*(?:dell'?\\s*)?iva|iva\\s*totale|di\\s*cui\\s*iva|totale\\s*imposta|imposta\\s*(?:iva|totale)`),
  // "Bedrag incl. btw" heads a VAT summary's gross column: the btw there qualifies an amount.
  L('tax', 'nl', `(?:totaal\\s*)?${NOT_IMPORT_BEFORE}(?<!(?:bedrag|prijs|prijzen)\\s{0,2}(?:incl|inclusief|excl|exclusief)\\.?\\s{0,2})b\\.?t\\.?w\\.?(?:\\s*-?\\s*bedrag)?${NOT_IMPORT_AFTER}|omzetbelasting`),
  L('tax', 'pt', `(?:total|valor)\\s*(?:de\\s*|do\\s*)?iva|iva\\s*incluido`),
  L('tax', 'pl', `(?:kwota|razem|suma)\\s*vat|podatek(?:\\s*vat)?|(?:suma\\s*)?ptu(?:\\s*[a-d](?![a-z]))?`),
  L('tax', 'sv', `(?:varav\\s*)?moms(?:belopp)?|mervardesskatt`),
  L('tax', 'da', `(?:heraf\\s*)?moms(?:bel[oø]b)?|merv(?:ae|æ)rdiafgift`),
  L('tax', 'no', `(?:herav\\s*|sum\\s*)?(?<!\\d\\s{0,3})mva(?:\\s*-?\\s*bel[oø]p)?|merverdiavgift`),
  L('tax', 'fi', `(?:alv|arvonlisavero|vero)\\s*yhteensa|alv|arvonlisavero`),
  L('tax', 'cs', `(?:celkem\\s*)?dph(?:\\s*celkem)?|dan\\s*z\\s*pridane\\s*hodnoty`),
  L('tax', 'hu', `afa(?:\\s*osszesen|\\s*ertek(?:\\s*osszesen)?)?`),
  L('tax', 'ro', `(?:total\\s*|valoare(?:a)?\\s*)tva`),
  L('tax', 'tr', `top\\s*kdv|toplam\\s*kdv|kdv\\s*tutari|kdv`),
  // Indonesia's PPN (pajak pertambahan nilai) and Malaysia's cukai.
  L('tax', null, `ppn|pajak|cukai`),
  L('tax', 'lt', `pvm(?:\\s*suma)?`),
  L('tax', 'et', `km\\s*(?:kokku|summa)|kaibemaks`),
  L('tax', 'hr', `(?:ukupno\\s*)?porez(?:\\s*ukupno)?|pdv(?:\\s*ukupno)?`),
  L('tax', 'sl', `(?:znesek\\s*)?ddv(?!\\s*(?:st\\.|id))`),
  L('tax', 'lv', `pvn(?:\\s*summa)?(?!\\s*(?:maksataja|reg|nr|numurs))`),
  L('tax', 'is', `vsk(?!-?\\s*(?:nr|numer|stofn))|virðisaukaskattur`),
  // "MwSt gesamt", "Summe USt": the tax total, not the document total.
  L('tax', 'de', `(?:mwst|mw\\.?\\s*st|ust|mehrwertsteuer|umsatzsteuer)\\.?\\s*(?:gesamt|summe|betrag)|(?:gesamt|summe|total)\\s*(?:der\\s*)?(?:mwst|ust)\\.?(?![a-z])(?!\\s*(?:inkl|incl))`),
  // Insurance premium tax instead of VAT: "Versicherungssteuer 11 %", "Insurance Premium Tax", "taxe sur les
  // conventions d'assurance", "imposta sulle assicurazioni".
  L('tax', null, `versicherungs?steuer|insurance\\s*premium\\s*tax|taxe\\s*(?:sur\\s*les\\s*conventions\\s*d'?\\s*)?assurances?|imposta\\s*(?:sulle\\s*)?assicurazioni|impuesto\\s*sobre\\s*(?:las\\s*)?primas\\s*de\\s*seguros?`),
  L('tax', 'de', `(?:zzgl\\.?|inkl\\.?|plus)?\\s*(?:mwst|mw\\.?\\s*st|ust)\\.?|mehrwertsteuer|umsatzsteuer|steuer(?:betrag)?`),
  // Not the heading of a VAT summary ("VAT analysis", "Tax summary"): the amount beside it is another column's.
  L('tax', 'en', `(?:(?:total\\s*)?(?:sales\\s*)?tax(?:es)?(?:\\s*(?:amount|total))?|${NOT_IMPORT_BEFORE}${NOT_SUBJECT_BEFORE}vat(?:\\s*amount)?${NOT_IMPORT_AFTER}(?![\\s-]*(?:exempt|zero|able))|${NOT_IMPORT_BEFORE}(?:[csi]|ut)?gst|hst|pst|qst|sst)(?:\\s*included\\s*in\\s*(?:the\\s*)?(?:total|price))?(?!\\s*(?:analysis|summary|breakdown|details|invoice))`),
  // Not a landfill charge ("Tip fee (green waste)", "tip charges": a "tip" is a dump in NZ, AU and UK English).
  L('tip', 'en', `tip(?!\\s*(?:fees?|charges?|levy|site|run)(?![a-z]))|gratuity`),
  // A tax the customer withholds and pays to the authority for the seller, taken off the amount
  // payable ("Retención IRPF 15% -150,00", "Ritenuta d'acconto 20 %", "Retención en la fuente 4%",
  // "ISSQN Retido", "Less: Withholding Tax (1%)"): no tax of the document, no discount either.
  L('withholding', 'en', `(?:less\\s*:?\\s*)?(?:creditable\\s*|expanded\\s*)?withholding(?:\\s*(?:income\\s*)?tax)?|tax\\s*withheld|w\\/?h(?:olding)?\\s*tax|wht`),
  L('withholding', 'es', `retencion(?:\\s*(?:en\\s*la\\s*fuente|de\\s*(?:iva|ica|isr|ganancias)|irpf|isr))?|ret\\.?\\s*irpf|irpf|rete\\s*-?\\s*(?:fuente|iva|ica)`),
  L('withholding', 'it', `ritenuta(?:\\s*d'?\\s*acconto)?(?:\\s*irpef)?`),
  L('withholding', 'pt', `(?:iss|issqn|irrf|pis|cofins|csll|inss)\\s*retid[oa]|retencao(?:\\s*na\\s*fonte)?`),
  L('withholding', 'fr', `retenue\\s*a\\s*la\\s*source`),
  // A cash-rounding line ("Rundungsdifferenz -0.02", "Arrondi", Swiss and Nordic 5-cent rounding):
  // a signed amount between the tax and the total.
  L('rounding', 'en', `rounding(?:\\s*(?:adjustment|difference))?|round(?:ing)?\\s*off`),
  L('rounding', 'de', `rundungs(?:differenz|betrag)|rundung`),
  L('rounding', 'fr', `(?:ecart\\s*d'?\\s*)?arrondi`),
  L('rounding', 'es', `redondeo`),
  L('rounding', 'it', `arrotondamento`),
  L('rounding', 'nl', `afronding(?:sverschil)?`),
  L('rounding', 'pt', `arredondamento`),
  L('rounding', 'sv', `(?:oresavrundning|avrundning)`),
  L('rounding', 'da', `[oø0dq]re\\s*-?\\s*afrunding|afrunding`),
  L('rounding', 'no', `[oø0dq]re\\s*-?\\s*avrunding|avrunding`),
  L('rounding', 'fi', `pyoristys`),
  L('rounding', 'cs', `zaokrouhleni`),
  L('rounding', 'hu', `kerekites`),
  L('rounding', 'ro', `rotunjire`),
  L('rounding', 'tr', `yuvarlama`),
  L('rounding', 'cs', `zaokruhlenie`),
  L('rounding', 'lt', `apvalinimas`),
  L('rounding', 'et', `umardamine|umardus`),
  L('rounding', 'hr', `zaokruzivanje`),
  L('tip', 'de', `trinkgeld`),
  L('tip', 'fr', `pourboire`),
  L('tip', 'es', `propina`),
  L('tip', 'it', `mancia`),
  L('tip', 'nl', `fooi`),
  L('tip', 'pt', `gorjeta`),
  L('tip', 'pl', `napiwek`),
  L('tip', 'sv', `dricks`),
  L('tip', 'da', `drikkepenge`),
  L('tip', 'no', `driks|tips`),
  L('tip', 'fi', `tippi|juomaraha`),
  L('tip', 'cs', `spropitne|dysko`),
  L('tip', 'hu', `borraval[o?6]`),
  L('tip', 'ro', `bacsis`),
  L('tip', 'tr', `bahsis`),
  L('shipping', 'en', `shipping(?:\\s*(?:&|and)\\s*handling)?|delivery(?:\\s*(?:charge|fee))?|freight|postage|fuel\\s*(?:sur)?charge|fuel\\s*(?:&|and)?\\s*delivery(?:\\s*fee)?|(?:credit\\s*)?card\\s*(?:surcharge|fee)`),
  // A restaurant's service charge is added to the bill as a delivery charge is (a tip is the
  // guest's; "service compris" / "servizio incluso" is in the prices and adds nothing).
  L('shipping', 'en', `(?:discretionary|optional)\\s*service(?:\\s*charge)?|service\\s*(?:charge|fee)`),
  L('shipping', null, `(?:service|servizio|servicio|servico|bedienung)\\s*(?=\\d{1,2}(?:[.,]\\d+)?\\s*%(?!\\s*(?:incl|compris|compreso|inclus)))`),
  L('shipping', 'de', `servicepauschale|servicegebuhr`),
  // The sum of charges outside VAT, added after the taxed total ("Skupaj postavke brez DDV",
  // "Total items not subject to VAT"): an add-on to the taxed sums, as a delivery charge is.
  L('shipping', 'en', `total\\s*(?:items|charges)\\s*not\\s*subject\\s*to\\s*(?:vat|tax)`),
  L('shipping', 'sl', `skupaj\\s*postavke\\s*brez\\s*ddv`),
  L('shipping', 'hr', `ukupno\\s*stavke\\s*bez\\s*pdv-?a`),
  L('shipping', 'es', `cargo\\s*por\\s*servicio`),
  L('shipping', 'pt', `taxa\\s*de\\s*servico`),
  L('shipping', 'nl', `servicekosten|bedieningsgeld`),
  L('shipping', 'da', `servicegebyr|levering(?:sgebyr)?|smaordretillaeg`),
  L('shipping', 'de', `versand(?:kosten)?|fracht(?:kosten)?|porto|lieferkosten`),
  L('shipping', 'fr', `frais\\s*de\\s*(?:port|livraison|transport)|livraison`),
  // "Port" alone is also a word of names ("Crêperie du Port"): a weak label.
  L('shipping', 'fr', `port`, 1),
  L('shipping', 'es', `(?:gastos\\s*de\\s*)?envio|transporte|portes`),
  L('shipping', 'it', `spese\\s*di\\s*(?:spedizione|trasporto|consegna)|spedizione`),
  L('shipping', 'nl', `verzendkosten|verzending|bezorgkosten|vrachtkosten`),
  L('shipping', 'pt', `custos?\\s*de\\s*(?:envio|transporte)`),
  L('shipping', 'pl', `koszt(?:y)?\\s*(?:dostawy|wysylki|transportu)`),
  L('shipping', 'sv', `frakt(?:avgift)?|leveransavgift`),
  L('shipping', 'da', `fragt(?:omkostninger)?|forsendelse`),
  L('shipping', 'no', `frakt(?:kostnader)?`),
  L('shipping', 'fi', `rahti|toimitus(?:maksu|kulut)|postikulut`),
  L('shipping', 'cs', `doprava|dopravne|postovne`),
  L('discount', 'en', `discounts?|rebates?|disc\\.`),
  // A Philippine senior citizen's or PWD's share of the bill is sold without VAT: "Less: VAT (SC
  // share)" takes that VAT off like a discount; it is no tax of the sale.
  L('discount', 'en', `less\\s*:?\\s*vat\\s*\\(\\s*(?:sc|pwd|senior)[^)]*\\)|(?:sc|pwd|sc\\s*\\/\\s*pwd)\\s*vat\\s*exempt(?:ion)?`),
  // A health provider's statement: the insurer's share comes off the charges, the patient pays the rest.
  L('discount', 'en', `(?:estimated\\s*)?(?:insurance|ins\\.|insurer)\\s*(?:portion|share|payment|paid|pays|coverage|benefit|adjustment|write\\s*-?\\s*off)|contractual\\s*adjustment`),
  L('subtotal', 'en', `today'?s\\s*charges`),
  L('total', 'en', `(?:estimated\\s*)?(?:patient|your)\\s*(?:portion|share|responsibility|pays|payment\\s*due)`),
  L('discount', 'de', `rabatt|skonto|nachlass`),
  L('discount', 'fr', `remises?|rabais|escomptes?`),
  L('discount', 'es', `descuentos?|bonificacion(?:es)?|dto\\.?`),
  L('discount', 'it', `sconto|sconti|abbuono`),
  L('discount', 'nl', `kortingen|korting`),
  L('discount', 'pt', `descontos?`),
  L('discount', 'pl', `rabat|upust`),
  L('discount', 'sv', `avdrag`),
  L('discount', 'da', `rabat`),
  L('discount', 'no', `rabatt`),
  L('discount', 'fi', `alennus`),
  L('discount', 'cs', `sleva`),
  L('discount', 'hu', `kedvezmeny|engedmeny`),
  L('discount', 'ro', `reducere`),
  L('discount', 'tr', `indirim|iskonto`),
  L('discount', null, `diskon|potongan`),
  L('total', 'en', `net\\s*(?:amount\\s*)?payable|grand\\s*total|total\\s*(?:amount\\s*)?due|amount\\s*due|balance\\s*due|(?<!(?:points?|poin|punkte|card|gift\\s*card|loyalty)\\s{0,3})balance|invoice\\s*total|total\\s*(?:of\\s*)?this\\s*invoice|total\\s*fee\\s*note|total\\s*amount|amount\\s*payable|total\\s*payable|total\\s*to\\s*pay|total\\s*paid|total\\s*usd|total\\s*eur`),
  L('total', 'de', `gesamtbetrag|gesamtsumme|gesamtpreis|endsumme|rechnungssumme|bruttosumme|rechnungsbetrag|endbetrag|zu\\s*zahlen(?:der\\s*betrag)?|zahlbetrag|gesamt|summe`),
  L('total', null, `total`, 1),
  L('total', 'it', `totale`, 1),
  L('total', 'nl', `totaal`, 1),
  L('total', 'pl', `razem|suma`, 1),
  L('total', 'sv', `summa|totalt`, 1),
  L('total', 'da', `i\\s*alt`, 1),
  L('total', 'no', `sum|totalt`, 1),
  L('total', 'fi', `yhteensa`, 1),
  L('total', 'cs', `celkem`, 1),
  // A bare amount word that is the whole label ("IMPORTE  9,57", "Betrag  EUR 9,57" on a card
  // slip); weak, since as a column heading it stands alone as well.
  L('total', null, `^(?:importe|montant|betrag|importo|bedrag|amount)\\s*:?$`, 1),
  L('tender', 'en', `cash(?:\\s*tendered)?|change(?:\\s*due)?|tendered|amount\\s*(?:paid|tendered)|paid|payment`),
  // "Bar" pays cash, but "Bar – boissons" on a hotel bill is the bar.
  L('tender', 'de', `gegeben|ruckgeld|rueckgeld|bar(?:geld)?(?!\\s*[-–]\\s*[a-z])|zuruck|gezahlt`),
  L('tender', 'fr', `rendu|monnaie|especes|paye|regle|paiement\\s*(?:par\\s*)?(?:cb|carte(?:\\s*bancaire)?|visa|mastercard|amex|especes)`),
  L('tender', 'es', `cambio|efectivo|entregado|pagado|su\\s*cambio|vuelta`),
  L('tender', 'it', `resto|contanti|contante|pagamento\\s*(?:contant[ei]|elettronico|con\\s*carta|bancomat)|pagato|importo\\s*pagato|bancomat`),
  L('tender', 'nl', `wisselgeld|terug|contant|betaald|(?<!\\d\\s?)pin(?:nen)?|pinbetaling`),
  L('tender', 'pt', `troco|numerario|dinheiro|valor\\s*(?:recebido|entregue)|entregue|multibanco`),
  // Also Spanish ("Forma de pago"): no language vote.
  L('tender', null, `pago`),
  L('tender', 'pl', `gotowka|reszta|wp[lłt]ata|karta|zap[lłt]acono`),
  L('tender', 'sv', `kontant(?:er)?|vaxel|erhallet|betalt|kort(?:betalning)?`),
  L('tender', 'da', `kontant|byttepenge|modtaget|betalt`),
  L('tender', 'no', `kontant|veksel|betalt|mottatt`),
  L('tender', 'fi', `kateinen|vaihtoraha|takaisin|maksettu|korttimaksu`),
  L('tender', 'cs', `hotove|hotovost|vraceno|zaplaceno|platba\\s*kartou|prijato|platobna\\s*karta|vydavok`),
  L('tender', 'hu', `keszpenz|bankkartya|visszajaro`),
  L('tender', 'ro', `numerar`),
  L('tender', 'tr', `nakit|kredi\\s*karti|banka\\s*karti|para\\s*ustu`),
  L('tender', 'lt', `grynieji|grynaisiais|mokejimo\\s*kortele`),
  L('tender', 'et', `sularaha|pangakaart|kaardimakse|tagasi`),
  L('tender', 'hr', `gotovina|nacin\\s*placanja|kartica`),
  L('tender', 'sl', `gotovina|placilna\\s*kartica|nacin\\s*placila`),
  L('tender', 'lv', `skaidra\\s*nauda|(?:maksajuma|bankas)\\s*karte`),
  L('tender', 'is', `reiðufe|greiðslukort|kortagreiðsla`),
  // Indonesian and Malay receipts (no language vote: the patterns only help read the sums).
  L('tender', null, `tunai|kembalian|kembali|baki`),

  L('billTo', 'en', `bill(?:ed)?\\s*to|invoice\\s*to|sold\\s*to|ship(?:ped)?\\s*to|deliver\\s*to|customer|client`),
  L('billTo', 'de', `rechnungs(?:empfanger|adresse|anschrift)|lieferadresse|lieferanschrift|kunde|empfanger`),
  L('billTo', 'fr', `factur(?:e|er)\\s*a|adresse\\s*de\\s*(?:facturation|livraison)|livr(?:e|er)\\s*a|destinataire`),
  L('billTo', 'es', `facturar\\s*a|facturado\\s*a|datos\\s*del\\s*cliente|enviar\\s*a|cliente`),
  L('billTo', 'it', `destinatario|intestatario|spett\\.?\\s*le|spettabile|indirizzo\\s*di\\s*(?:consegna|fatturazione)|cessionario(?:\\s*\\/\\s*committente)?(?:\\s*\\(\\s*cliente\\s*\\))?`),
  L('billTo', 'nl', `factuuradres|afleveradres|klantgegevens|klant`),
  // "TOMADOR DO SERVIÇO", "DESTINATÁRIO": a Brazilian invoice's customer.
  L('billTo', 'pt', `tomador(?:\\s*d[eo]s?\\s*servicos?)?|destinatario|morada\\s*de\\s*(?:faturacao|entrega)|dados\\s*do\\s*cliente|adquirente|exmo\\.?\\s*\\(?s?\\)?\\s*(?:sr|senhor)`),
  L('billTo', 'pl', `nabywca|odbiorca|p[lłt]atnik`),
  L('billTo', 'sv', `kund|faktureringsadress|leveransadress|mottagare`),
  L('billTo', 'da', `faktureres\\s*til|leveringsadresse|modtager`),
  L('billTo', 'no', `fakturaadresse|leveringsadresse|mottaker`),
  L('billTo', 'fi', `asiakas|laskutusosoite|toimitusosoite|vastaanottaja|ostaja`),
  L('billTo', 'cs', `odberatel|prijemce|fakturacni\\s*adresa|dodaci\\s*adresa|kupujici`),
  L('billTo', 'hu', `vev[o?6]|megrendel[o?6]`),
  L('billTo', 'ro', `cumparator|beneficiar`),
  L('billTo', 'tr', `musteri|sayin`),
  L('billTo', 'lt', `pirkejas`),
  L('billTo', 'et', `ostja|maksja`),
  L('billTo', 'hr', `kupac`),
  L('billTo', 'sl', `kupec|prejemnik\\s*racuna`),
  L('billTo', 'lv', `pircejs|sanemejs`),
  L('billTo', 'is', `kaupandi|viðskiptavinur`),
  // A customer block headed by a bare "To" / "An" / "Aan" (alone on its line, a colon at most):
  // common words elsewhere, a label only when they are all the segment says.
  L('billTo', 'en', `^to(?=\\s*:?\\s*$)`),
  L('billTo', 'de', `^an(?=\\s*:?\\s*$)`),
  L('billTo', 'nl', `^aan(?=\\s*:?\\s*$)`),
  L('vendorFrom', 'en', `(?:bill(?:ed)?\\s*)?from|seller|supplier|vendor|issued\\s*by|sold\\s*by|payable\\s*to|remit\\s*to`),
  L('vendorFrom', 'de', `verkaufer|verkauft\\s*(?:von|durch)|lieferant|rechnungssteller|absender`),
  L('vendorFrom', 'fr', `fournisseur|vendeur|vendu\\s*par|emetteur`),
  L('vendorFrom', 'es', `emisor|proveedor|vendedor|vendido\\s*por`),
  L('vendorFrom', 'it', `fornitore|cedente(?:\\s*\\/\\s*prestatore)?(?:\\s*\\(\\s*fornitore\\s*\\))?|emittente|venditore|venduto\\s*da`),
  L('vendorFrom', 'nl', `leverancier|verkoper|afzender|verkocht\\s*door`),
  // "EMITENTE DA NFS-e", "Prestador do Serviço" (Brazilian service invoices): the seller's block.
  L('vendorFrom', 'pt', `fornecedor|emitente(?:\\s*d[ao]\\s*(?:nfs-?e|nfc-?e|nf-?e|nota(?:\\s*fiscal)?|documento))?|prestador(?:\\s*d[eo]s?\\s*servicos?)?|vendido\\s*por`),
  L('vendorFrom', 'pl', `sprzedawca|dostawca|wystawca`),
  L('vendorFrom', 'sv', `leverantor|saljare|avsandare`),
  L('vendorFrom', 'da', `leverand[oø]r|s(?:ae|æ)lger|afsender`),
  L('vendorFrom', 'no', `leverand[oø]r|selger|avsender`),
  L('vendorFrom', 'fi', `myyja|toimittaja|laskuttaja`),
  L('vendorFrom', 'cs', `dodavatel|prodavajici|vystavil`),
  L('vendorFrom', 'hu', `elad[o?6]|szallit[o?6]|kibocsat[o?6]`),
  L('vendorFrom', 'ro', `furnizor|vanzator|prestator`),
  L('vendorFrom', 'tr', `satici`),
  L('vendorFrom', 'lt', `pardavejas|tiekejas`),
  L('vendorFrom', 'et', `muuja`),
  L('vendorFrom', 'hr', `prodavatelj|izdavatelj`),
  L('vendorFrom', 'sl', `dobavitelj|izdajatelj`),
  L('vendorFrom', 'lv', `pardevejs|piegadatajs`),
  L('vendorFrom', 'is', `seljandi`),
];

/**
 * Rows, blocks, tables, totals, dates and the vendor each ask for the labels of the same segment
 * texts (a page's segments are looked at a dozen times over), and each ask runs all the label
 * patterns: the answers are kept per text. Only segment- and row-sized texts: a whole document,
 * asked once, would only fill the cache.
 */
const LABEL_CACHE_SIZE = 4096;
const LABEL_CACHE_MAX_TEXT = 256;
const LABELS_OF_TEXT = new Map<string, readonly Readonly<LabelHit>[]>();

const COMPILED = DEFS.map((d) => ({
  ...d,
  regex: new RegExp(`(?<![a-z0-9])(?:${d.re})(?![a-z])`, 'g'),
}));

/**
 * All labels in a text, left to right. Overlaps go to the longest match ("Amount Due" over
 * "Due", "Total HT" over "Total"), then to the earlier definition.
 */
export function findLabels(text: string): readonly LabelHit[] {
  if (text.length > LABEL_CACHE_MAX_TEXT) return labelsIn(text);
  const known = LABELS_OF_TEXT.get(text);
  if (known) return known;
  // A cache, not a store: cleared whole when full, which costs one re-read per text.
  if (LABELS_OF_TEXT.size >= LABEL_CACHE_SIZE) LABELS_OF_TEXT.clear();
  const hits = Object.freeze(labelsIn(text).map((hit) => Object.freeze(hit)));
  LABELS_OF_TEXT.set(text, hits);
  return hits;
}

function labelsIn(text: string): LabelHit[] {
  const folded = foldText(text);
  const candidates: (LabelHit & { order: number })[] = [];
  COMPILED.forEach((def, order) => {
    def.regex.lastIndex = 0;
    for (const m of folded.matchAll(def.regex)) {
      let start = m.index;
      let end = start + m[0].length;
      // Trim spaces a pattern swallowed at its edges.
      while (start < end && folded[start] === ' ') start += 1;
      while (end > start && folded[end - 1] === ' ') end -= 1;
      if (end <= start) continue;
      candidates.push({ field: def.field, language: def.language, start, end, weakness: def.weakness ?? 0, order });
    }
  });
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.order - b.order);
  const hits: LabelHit[] = [];
  for (const c of candidates) {
    if (hits.some((h) => c.start < h.end && c.end > h.start)) continue;
    hits.push({ field: c.field, language: c.language, start: c.start, end: c.end, weakness: c.weakness });
  }
  hits.sort((a, b) => a.start - b.start);
  // "Base imponible (IVA 10 %)": a label in brackets right after another qualifies it, as a
  // heading's brackets do; it labels nothing of its own.
  return hits.filter((h, i) => i === 0 || !/^\s*\(\s*$/.test(folded.slice(hits[i - 1]!.end, h.start)));
}

/** Words that name the document type: never a vendor, and a strong language cue. */
const TITLE_WORDS: [RegExp, Language | null][] = [
  [/^(?:tax\s*|sales\s*|commercial\s*)?invoice|^receipt|^credit\s*(?:note|memo)|^statement|^pro\s*-?forma|^sales\s*receipt|^bill$|^fee\s*note$/, 'en'],
  [/^rechnung|^quittung|^kassenbon|^kassenbeleg|^beleg$|^gutschrift|^bon$/, 'de'],
  [/^facture|^recu$|^ticket(?:\s*de\s*caisse)?|^avoir$|^note\s*de\s*credit/, 'fr'],
  // "A FACTURA": Argentina prints the invoice's letter (A, B, C, E, M) in a box beside the title.
  [/^(?:[abcem]\s)?factura|^recibo|^ticket|^nota\s*de\s*credito|^albaran/, 'es'],
  [/^fattura|^ricevuta|^scontrino|^documento\s*commerciale|^nota\s*di\s*credito/, 'it'],
  [/^factuur|^bon$|^kassabon|^creditnota|^kwitantie/, 'nl'],
  [/^fatura|^recibo|^nota\s*de\s*credito|^talao|^danfs?e|^nfs-?e\b|^nota\s*fiscal/, 'pt'],
  [/^faktura|^paragon|^rachunek|^korekta/, 'pl'],
  [/^faktura|^kvitto|^kreditfaktura/, 'sv'],
  [/^faktura|^kvittering|^kreditnota/, 'da'],
  [/^faktura|^kvittering|^kreditnota/, 'no'],
  [/^lasku|^kuitti|^hyvityslasku/, 'fi'],
  [/^faktura|^danovy\s*doklad|^uctenka|^paragon|^dobropis/, 'cs'],
  [/^szamla|^nyugta|^egyszerusitett\s*szamla|^jovairo\s*szamla/, 'hu'],
  [/^factura|^bon\s*fiscal|^chitanta/, 'ro'],
  [/^fatura|^fis$|^e-arsiv|^makbuz|^adisyon/, 'tr'],
  [/^(?:pvm\s*)?saskaita(?:\s*-?\s*faktura)?|^kvitas$|^cekis$/, 'lt'],
  [/^arve$|^kviitung$|^tsekk$|^kassatsekk$/, 'et'],
  [/^racun$|^r-?1\s*racun|^fiskalni\s*racun/, 'hr'],
  [/^racun$|^dobropis$/, 'sl'],
  [/^rekins$|^pavadzime|^ceks$|^kases\s*ceks/, 'lv'],
  [/^reikningur$|^kvittun$|^solureikningur$/, 'is'],
];

/** True when the text is only a document-type title like "INVOICE" or "Facture N° 12". */
export function isDocumentTitle(text: string): boolean {
  // A bilingual title names the document in each language ("ARVE / INVOICE", "FAKTURA / RECHNUNG").
  const parts = text.split(/\s*\/\s*/).slice(0, 2);
  return parts.some((part) => {
    const folded = foldText(part).replace(/[^a-z0-9# ]+/g, ' ').trim();
    return folded !== '' && TITLE_WORDS.some(([re]) => re.test(folded) && folded.split(' ').length <= 5);
  });
}

const LANGUAGE_WORDS: [RegExp, Language][] = [
  [/\b(invoice|receipt|amount|thank you|quantity|description|price|payment|bill to)\b/g, 'en'],
  [/\b(rechnung|betrag|menge|beschreibung|preis|summe|zahlbar|bitte|vielen dank|mwst|ust)\b/g, 'de'],
  [/\b(facture|montant|quantite|designation|prix|tva|merci|reglement|paiement)\b/g, 'fr'],
  [/\b(factura|importe|cantidad|descripcion|precio|iva|gracias|pago)\b/g, 'es'],
  [/\b(fattura|importo|quantita|descrizione|prezzo|grazie|totale|imponibile|scadenza|pagamento|contanti|resto)\b/g, 'it'],
  [/\b(factuur|bedrag|aantal|omschrijving|prijs|btw|bedankt|totaal|subtotaal|betalen|wisselgeld|pinnen)\b/g, 'nl'],
  [/\b(fatura|quantidade|descricao|preco|obrigad[oa]|vencimento|emissao|contribuinte|numerario|troco|multibanco|iliquido)\b/g, 'pt'],
  [/\b(faktura|sprzedawca|nabywca|razem|netto|brutto|zap[lłt]aty|p[lłt]atnosci|ilosc|cena|wartosc|stawka|dziekujemy|paragon|gotowka|reszta|sztuk|szt)\b/g, 'pl'],
  [/\b(faktura|fakturadatum|antal|beskrivning|pris|belopp|moms|summa|totalt|betala|tack|kvitto|kontant|forfallodatum)\b/g, 'sv'],
  [/\b(fakturadato|antal|beskrivelse|bel[oø]b|moms|i alt|betale|tak|kvittering|kontant|forfaldsdato|stk|ekskl|inkl)\b/g, 'da'],
  [/\b(fakturadato|antall|beskrivelse|bel[oø]p|mva|sum|betale|takk|kvittering|kontant|forfallsdato|stk|eks|inkl)\b/g, 'no'],
  [/\b(lasku|laskun|maara|kuvaus|hinta|yhteensa|alv|kiitos|kuitti|kateinen|erapaiva|veroton|maksettava|kpl)\b/g, 'fi'],
  [/\b(faktura|dodavatel|odberatel|mnozstvi|popis|cena|celkem|dph|dekujeme|uctenka|hotovost|splatnosti|zaklad|ks)\b/g, 'cs'],
  [/\b(szamla|vevo|elado|osszesen|fizetendo|netto|brutto|afa|megnevezes|mennyiseg|egysegar|kelte|hatarido|koszonjuk|penztar|keszpenz|forint)\b/g, 'hu'],
  [/\b(factura|furnizor|cumparator|cantitate|pret|valoarea|denumirea|fara|plata|scadenta|multumim|numerar|lei|buc)\b/g, 'ro'],
  [/\b(fatura|toplam|kdv|tarih|saat|nakit|tesekkurler|adet|tutar|fis|kasiyer|musteri|kredi|karti)\b/g, 'tr'],
  [/\b(saskaita|faktura|pardavejas|pirkejas|pvm|kiekis|kaina|suma|viso|apmoketi|aciu|vnt|grynieji|kortele)\b/g, 'lt'],
  [/\b(arve|kviitung|kokku|summa|hind|kogus|km|ilma|koos|aitah|sularaha|pangakaart|tk)\b/g, 'et'],
  [/\b(racun|ukupno|porez|pdv|osnovica|iznos|kolicina|cijena|hvala|gotovina|kartica|konobar|kom)\b/g, 'hr'],
  [/\b(racun|skupaj|ddv|placilo|placila|znesek|kolicina|hvala|kupec|stevilka|zapadlosti|izdaje)\b/g, 'sl'],
  [/\b(rekins|rekina|kopa|pvn|apmaksai|apmaksas|daudzums|paldies|skaidra nauda|atlikums|ceks|pircejs|pardevejs|summa)\b/g, 'lv'],
  [/\b(reikningur|reiknings|gjalddagi|eindagi|samtals|vsk|greiðslu|kennitala|magn|upphæð|einingaverð|takk fyrir)\b/g, 'is'],
];

/** Dominant language of the document's labels and common words. */
export function detectLanguage(texts: string[]): Language | null {
  const folded = foldText(texts.join('\n'));
  const scores = new Map<Language, number>();
  for (const [re, lang] of LANGUAGE_WORDS) {
    scores.set(lang, (scores.get(lang) ?? 0) + (folded.match(re)?.length ?? 0));
  }
  for (const hit of labelsIn(texts.join('\n'))) {
    if (hit.language && hit.weakness === 0) scores.set(hit.language, (scores.get(hit.language) ?? 0) + 1);
  }
  let best: Language | null = null;
  let bestScore = 0;
  for (const [lang, score] of scores) {
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}

/** Long label words OCR often gets one letter wrong in ("Rechrungsnummer", "Subtotai"). */
const LABEL_WORDS = [
  'invoice', 'subtotal', 'balance', 'amount', 'payment', 'number', 'nummer', 'total',
  'rechnungsnummer', 'rechnungsdatum', 'zahlbar', 'rechnungsbetrag', 'rechnung', 'zwischensumme', 'gesamtbetrag',
  'gesamtsumme', 'nettobetrag', 'bruttobetrag', 'mehrwertsteuer', 'umsatzsteuer', 'endbetrag', 'fälligkeitsdatum',
  'rechnungsempfänger', 'kundennummer', 'bestellnummer', 'zahlungsbedingungen',
  'facture', 'échéance', 'montant', 'sous-total', 'numéro', 'facturation', "d'échéance",
  'factura', 'vencimiento', 'importe', 'imponible', 'emisión', 'número',
  'fattura', 'scadenza', 'imponibile',
  'factuurnummer', 'factuurdatum', 'vervaldatum', 'subtotaal',
  'vencimento', 'emissão', 'ilíquido', 'contribuinte',
  'faktura', 'faktury', 'wystawienia', 'sprzedawca', 'fakturanummer', 'fakturadatum', 'förfallodatum',
  'fakturadato', 'forfaldsdato', 'forfallsdato', 'eräpäivä', 'maksettava', 'yhteensä', 'splatnosti', 'vystavení', 'dodavatel', 'odběratel',
];

function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return false;
    prev = cur;
  }
  return prev[b.length]! <= max;
}

const FOLDED_LABEL_WORDS = LABEL_WORDS.map((w) => ({ word: w, folded: foldText(w) }));
/**
 * Words one letter from a label word that are words in their own right: "Valor Líquido" (Brazil's
 * net payable), "DETERGENTE LIQUIDO", not a misread "Ilíquido" (whose "Total Liquido" the
 * Portuguese subtotal label reads as well).
 */
const NOT_MISSPELT = new Set(['liquido']);
/** The document-type words that a number sign ("N°", "Nº") is printed in front of. */
const INVOICE_WORDS = new Set(['invoice', 'facture', 'factura', 'fattura', 'fatura', 'faktura', 'faktury']);

/**
 * Replaces OCR-misspelt label words with their spelling (one edit for words of 7+ letters, two
 * for 12+), so that "Rechrungsnummer" is found as "Rechnungsnummer". Words that already spell a
 * label, or are short, are left alone; only whole words are replaced.
 */
export function correctLabelTypos(text: string): string {
  // A receipt's item count glued to its total label ("4BALANCEDUE", "3TOTAL").
  text = text.replace(/(?<![\p{L}\d.,])(\d{1,3})(?=\p{Lu}{4,})/gu, '$1 ');
  // Short words the spelling check below leaves alone: "Totai" / "Tota1" (a final l read as i or
  // 1), and a currency code glued to its total word ("SUMMEEUR", "TOTALUSD").
  text = text
    .replace(/(?<!\p{L})(tota)[i1|](?!\p{L})/giu, (_, stem: string) => `${stem}${stem === 'TOTA' ? 'L' : 'l'}`)
    .replace(/(?<!\p{L})(summe|total|totale|totaal|gesamt|betrag)(eur|usd|chf|gbp|cad|aud|sek|nok|dkk|pln)(?!\p{L})/giu, '$1 $2')
    // The I of a spelt-out tax name read as a 1: "1.G.V. 18%", "1VA 21%".
    .replace(/(?<![\p{L}\d.,])1(?=\.?(?:G\.?V|V\.?A)\.?(?!\p{L}))/gu, 'I')
    // The l of "inkl." / "incl." read as I or 1: "Total CHF inkI. MWST".
    .replace(/(?<!\p{L})(in[kc])[I1|](?=\.|\s|$)/gu, '$1l')
    // The I of the Danish and Norwegian "I alt" read as an l or a 1 ("l alt 181,30 kr.").
    .replace(/^([l1|])(?=\s?alt(?!\p{L}))/u, 'I')
    // A US till's county or city tax with the space lost: "CUYAHOGA COTAX 2.25%".
    .replace(/(?<!\p{L})(CO|CNTY|CTY|CITY|ST|LOC)(TAX)(?!\p{L})/gu, '$1 $2')
    // A tax name OCR glued to the word before it: "ALL PRICES EXCLUDEVAT", "PLUSGST".
    .replace(/(?<!\p{L})(incl(?:ude|uding)?|excl(?:ude|uding)?|inkl|exkl|zzgl|plus|total|zero)(vat|mwst|gst|hst|tva|iva|btw)(?!\p{L})/giu, '$1 $2')
    // A series glued to its word: "SeriaTBE nr. 11844712".
    .replace(/(?<!\p{L})(seria|serija|serie)(?=\p{Lu}{1,6}\s+nr\.?\s*\d)/giu, '$1 ');
  // OCR also breaks a label word in two ("Factu ra", "Rechnungs nummer"): join the pieces when
  // together they spell a label word and neither piece is one.
  // "FacturanFAC-25-4078": OCR glued the label, its "n°" and the value into one word.
  text = text.replace(/(?<!\p{L})(\p{L}{6,}?)([nN][°º]?)(?=[A-Z0-9]{2})/gu, (whole, word: string, mark: string) =>
    INVOICE_WORDS.has(foldText(word)) ? `${word} ${mark} ` : whole,
  );
  // "SALESINVOICE0044781": a title bar's words and its number read as one word.
  text = text.replace(/(?<!\p{L})\p{L}{6,}(?=\d{3})/gu, (word) => {
    const folded = foldText(word);
    const title = [...INVOICE_WORDS].find((w) => folded.endsWith(w));
    if (title === undefined || folded.length !== word.length) return word;
    const head = word.slice(0, word.length - title.length);
    return `${head === '' ? '' : `${head} `}${word.slice(head.length)} `;
  });
  // The second piece is only looked at (not consumed), so "Invoice Numbe r" can still join "Numbe r".
  text = text.replace(/(?<!\p{L})(\p{L}{2,}) (?=(\p{L}+))/gu, (pair, a: string, b: string) => {
    const joined = foldText(a + b);
    if (joined.length < 5) return pair;
    const [foldedA, foldedB] = [foldText(a), foldText(b)];
    if (FOLDED_LABEL_WORDS.some((w) => w.folded === foldedA || w.folded === foldedB)) return pair;
    return FOLDED_LABEL_WORDS.some((w) => w.folded === joined) ? a : pair;
  });
  return text.replace(/[\p{L}'-]{7,}/gu, (word) => {
    const folded = foldText(word);
    if (FOLDED_LABEL_WORDS.some((w) => w.folded === folded) || NOT_MISSPELT.has(folded)) return word;
    // A label word with a few letters stuck to it is a merged token ("Facturan" = "Factura nº",
    // "Rechnungs" of a split "Rechnungs-nummer"), not a misspelling: "correcting" it loses them.
    if (FOLDED_LABEL_WORDS.some((w) => folded.startsWith(w.folded) && folded.length - w.folded.length <= 2)) return word;
    // "NFartura": OCR dropped the "°" of "N° Factura" and the space after it.
    const rest = folded.slice(1);
    const invoiceWords = folded.startsWith('n') && rest.length >= 6 ? FOLDED_LABEL_WORDS.filter((w) => INVOICE_WORDS.has(w.folded)) : [];
    const glued = invoiceWords.find((w) => w.folded === rest) ?? invoiceWords.find((w) => editDistanceAtMost(rest, w.folded, 1));
    if (glued) return `${word[0]} ${glued.word}`;
    const max = folded.length >= 12 ? 2 : 1;
    const match = FOLDED_LABEL_WORDS.find((w) => editDistanceAtMost(folded, w.folded, max));
    return match ? match.word : word;
  });
}

// Label phrases as printed, for reading labels OCR damaged beyond the patterns above
// ("Imvoce Nunber", "Date de tactre", "Payment Duer"). Folded spelling, no spaces.
const FUZZY_PHRASES: [LabelField, Language | null, string[]][] = [
  ['invoiceNumber', 'en', ['invoicenumber', 'invoiceno', 'invoicenr', 'invoiceid', 'inv.no', 'billnumber']],
  ['invoiceNumber', 'de', ['rechnungsnummer', 'rechnungsnr', 're-nr', 'belegnummer']],
  ['invoiceNumber', 'fr', ['numerodefacture', 'n°defacture', 'facturen°', 'nodefacture']],
  ['invoiceNumber', 'es', ['numerodefactura', 'n°defactura', 'facturan°', 'n°factura']],
  ['invoiceNumber', 'it', ['numerofattura', 'fatturan.', 'n.fattura']],
  ['invoiceNumber', 'nl', ['factuurnummer', 'factuurnr']],
  ['invoiceNumber', 'pt', ['numerodafatura', 'faturan°', 'n°fatura']],
  ['invoiceNumber', 'pl', ['numerfaktury', 'nrfaktury']],
  ['invoiceNumber', 'sv', ['fakturanummer', 'fakturanr']],
  ['invoiceNumber', 'fi', ['laskunnumero', 'laskunro']],
  ['invoiceNumber', 'cs', ['cislofaktury']],
  ['invoiceDate', 'en', ['invoicedate', 'dateofissue', 'issuedate', 'dateissued', 'billdate']],
  ['invoiceDate', 'de', ['rechnungsdatum', 'belegdatum']],
  ['invoiceDate', 'fr', ['datedefacture', "dated'emission", 'datedefacturation']],
  ['invoiceDate', 'es', ['fechadefactura', 'fechadeemision', 'fechafactura']],
  ['invoiceDate', 'it', ['datafattura', 'datadiemissione', 'datadocumento']],
  ['invoiceDate', 'nl', ['factuurdatum']],
  ['invoiceDate', 'pt', ['datadeemissao', 'datadafatura']],
  ['invoiceDate', 'pl', ['datawystawienia']],
  ['invoiceDate', 'sv', ['fakturadatum']],
  ['invoiceDate', 'da', ['fakturadato']],
  ['invoiceDate', 'fi', ['laskunpaivamaara', 'laskupaiva']],
  ['invoiceDate', 'cs', ['datumvystaveni']],
  ['dueDate', 'en', ['duedate', 'paymentdue', 'datedue', 'payableby']],
  ['dueDate', 'de', ['falligam', 'falligkeitsdatum', 'zahlbarbis', 'fallig']],
  ['dueDate', 'fr', ["dated'echeance", 'echeance', 'apayeravantle', 'datelimitedepaiement']],
  ['dueDate', 'es', ['fechadevencimiento', 'vencimiento', 'fechavencimiento']],
  ['dueDate', 'it', ['datadiscadenza', 'scadenza', 'datascadenza']],
  ['dueDate', 'nl', ['vervaldatum']],
  ['dueDate', 'pt', ['datadevencimento', 'vencimento']],
  ['dueDate', 'pl', ['terminplatnosci']],
  ['dueDate', 'sv', ['forfallodatum']],
  ['dueDate', 'da', ['forfaldsdato']],
  ['dueDate', 'no', ['forfallsdato']],
  ['dueDate', 'fi', ['erapaiva']],
  ['dueDate', 'cs', ['datumsplatnosti']],
  ['subtotal', 'en', ['subtotal', 'sub-total', 'netamount', 'totalbeforetax']],
  ['subtotal', 'de', ['zwischensumme', 'nettobetrag', 'summenetto']],
  ['subtotal', 'fr', ['sous-total', 'totalht', 'montantht']],
  ['subtotal', 'es', ['baseimponible', 'importeneto']],
  ['subtotal', 'it', ['imponibile', 'totaleimponibile']],
  ['subtotal', 'nl', ['subtotaal']],
  ['total', 'en', ['total', 'totaldue', 'amountdue', 'balancedue', 'grandtotal', 'invoicetotal', 'totalamount']],
  ['total', 'de', ['gesamtbetrag', 'rechnungsbetrag', 'endbetrag', 'gesamtsumme', 'summebrutto']],
  ['total', 'fr', ['totalttc', 'montantttc', 'netapayer', 'totalapayer']],
  ['total', 'es', ['totalfactura', 'importetotal', 'totalapagar']],
  ['total', 'it', ['totale', 'totalefattura', 'totaledocumento', 'importototale']],
  ['total', 'nl', ['totaal', 'tebetalen', 'totaalbedrag']],
  ['total', 'pt', ['totaldafatura', 'totaldodocumento', 'valortotal']],
  ['total', 'pl', ['dozaplaty', 'razemdozaplaty']],
  ['total', 'sv', ['attbetala', 'summaattbetala']],
  ['total', 'da', ['atbetale', 'ialtdkk']],
  ['total', 'no', ['abetale', 'sumabetale', 'åbetale']],
  ['total', 'fi', ['maksettava', 'maksettavayhteensa']],
  ['total', 'cs', ['celkemkuhrade', 'kuhrade']],
];

/** Edits forgiven in a label of `length` letters: one in five-to-seven, then one per four. */
function editBudget(length: number): number {
  return length < 5 ? 0 : length < 8 ? 1 : Math.floor(length / 4);
}

/**
 * A label too damaged for the patterns: the whole text (or the part before its colon) within a
 * few edits of one known label phrase and clearly nearer to it than to any other field's. Only
 * for OCR'd text with no label found, since a text layer prints its labels whole. The hit is
 * weak (weakness 1): its reading is a guess.
 */
export function findFuzzyLabel(text: string): LabelHit | null {
  const colon = text.indexOf(':');
  const labelPart = colon >= 0 ? text.slice(0, colon) : text;
  const squeezed = foldText(labelPart).replace(/\s+/g, '');
  if (squeezed.length < 5 || squeezed.length > 24 || /\d/.test(squeezed)) return null;
  const budget = editBudget(squeezed.length);
  let best: { field: LabelField; language: Language | null; distance: number } | null = null;
  const nearestPerField = new Map<LabelField, number>();
  for (const [field, language, phrases] of FUZZY_PHRASES) {
    for (const phrase of phrases) {
      if (Math.abs(phrase.length - squeezed.length) > budget) continue;
      const distance = editDistance(squeezed, phrase);
      nearestPerField.set(field, Math.min(nearestPerField.get(field) ?? Infinity, distance));
      if (!best || distance < best.distance) best = { field, language, distance };
    }
  }
  // Distance 0 is a label the patterns missed only for the spaces OCR put inside its words
  // ("Date d'ec he ance"): read, like any other damage.
  if (!best || best.distance > budget) return null;
  const rival = Math.min(...[...nearestPerField].filter(([f]) => f !== best.field).map(([, d]) => d), Infinity);
  if (rival <= best.distance) return null;
  const end = labelPart.trimEnd().length;
  return { field: best.field, language: best.language, start: text.length - text.trimStart().length, end, weakness: 1 };
}
