// Stage: text → calendar dates (ISO YYYY-MM-DD).
// Numeric dates (12/03/2024, 03.12.2024, 2024-03-12, 12-Mar-24) and textual ones with English,
// German, French, Spanish, Italian, Dutch, Portuguese, Polish, Czech and Scandinavian month names (Polish in
// both the nominative and the genitive that dates use: "5 marca 2024"). Whether 03/04/2024 is the
// 3rd of April or the 4th of March cannot be told from the token alone, so every ambiguous
// candidate carries both readings and `resolveDayMonthOrder` picks one for the whole document.
import { editDistance, foldText, oneEditApart } from './text.js';

export type DayMonthOrder = 'dmy' | 'mdy';

export interface DateCandidate {
  /** Reading under day-first order (or the only reading). */
  dmy: string;
  /** Reading under month-first order; equals `dmy` when the token is unambiguous. */
  mdy: string;
  /** What the token itself forces: a day over 12, a month name, year first. */
  forced: DayMonthOrder | 'either' | 'fixed';
  /**
   * Read through damage that had to be guessed back (a lost year digit, a month name shortened
   * to a few of its letters): less certain than a date printed whole.
   */
  repaired?: true;
  start: number;
  end: number;
}

const MONTHS: Record<string, number> = {};
function addMonths(names: string[][]): void {
  names.forEach((variants, i) => {
    for (const v of variants) MONTHS[v] = i + 1;
  });
}
// Folded (lowercase, no accents). Abbreviations are listed explicitly so "mar" (EN/FR/ES) and
// "mär" (DE, folded to "mar") land on the same month.
/** Czech, Nordic, Hungarian, Romanian, Turkish, Lithuanian and Estonian names, read only as spelled: their short forms would make garbled words of other languages look like months. */
const EXACT_ONLY_MONTHS = new Set([
  'leden', 'ledna', 'unor', 'unora', 'brezen', 'brezna', 'duben', 'dubna', 'kveten', 'kvetna', 'cerven', 'cervna', 'cervenec',
  'cervence', 'srpen', 'srpna', 'zari', 'rijen', 'rijna', 'listopadu', 'prosinec', 'prosince', 'marts', 'desember',
  // Hungarian, Romanian and Turkish.
  'marcius', 'aprilis', 'majus', 'junius', 'julius', 'augusztus', 'szeptember', 'ianuarie', 'februarie', 'martie', 'aprilie',
  'iunie', 'iulie', 'septembrie', 'octombrie', 'noiembrie', 'decembrie', 'ocak', 'subat', 'mart', 'nisan', 'mayis', 'haziran',
  'temmuz', 'agustos', 'eylul', 'ekim', 'kasim', 'aralik',
  // Lithuanian (the genitive of dates and the nominative) and Estonian.
  'sausio', 'sausis', 'vasario', 'vasaris', 'kovo', 'kovas', 'balandzio', 'balandis', 'geguzes', 'geguze', 'birzelio', 'birzelis',
  'liepos', 'liepa', 'rugpjucio', 'rugpjutis', 'rugsejo', 'rugsejis', 'spalio', 'spalis', 'lapkricio', 'lapkritis', 'gruodzio', 'gruodis',
  'jaanuar', 'veebruar', 'aprill', 'juuni', 'juuli', 'oktoober', 'detsember',
]);
addMonths([
  ['january', 'jan', 'januar', 'janvier', 'janv', 'enero', 'ene', 'gennaio', 'gen', 'januari', 'janeiro', 'jänner', 'janner', 'jaen', 'styczen', 'stycznia', 'sty', 'leden', 'ledna', 'ianuarie', 'ocak', 'sausio', 'sausis', 'jaanuar'],
  ['february', 'feb', 'februar', 'fevrier', 'fev', 'fevr', 'febrero', 'febbraio', 'februari', 'fevereiro', 'luty', 'lutego', 'lut', 'unor', 'unora', 'februarie', 'subat', 'vasario', 'vasaris', 'veebruar'],
  ['march', 'mar', 'marz', 'maerz', 'mars', 'marzo', 'maart', 'mrt', 'marco', 'marzec', 'marca', 'marts', 'brezen', 'brezna', 'marcius', 'martie', 'mart', 'kovo', 'kovas'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile', 'kwiecien', 'kwietnia', 'kwi', 'duben', 'dubna', 'aprilis', 'aprilie', 'nisan', 'balandzio', 'balandis', 'aprill'],
  ['may', 'mai', 'mayo', 'maggio', 'mag', 'mei', 'maio', 'maj', 'maja', 'kveten', 'kvetna', 'majus', 'mayis', 'geguzes', 'geguze'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho', 'czerwiec', 'czerwca', 'cze', 'cerven', 'cervna', 'junius', 'iunie', 'haziran', 'birzelio', 'birzelis', 'juuni'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho', 'lipiec', 'lipca', 'lip', 'cervenec', 'cervence', 'julius', 'iulie', 'temmuz', 'liepos', 'liepa', 'juuli'],
  // "aot": PP-OCR has no "û" and drops it from "août".
  ['august', 'aug', 'aout', 'aot', 'agosto', 'ago', 'augustus', 'augusti', 'sierpien', 'sierpnia', 'sie', 'srpen', 'srpna', 'augusztus', 'agustos', 'rugpjucio', 'rugpjutis'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'set', 'settembre', 'setembro', 'wrzesien', 'wrzesnia', 'wrz', 'zari', 'szeptember', 'septembrie', 'eylul', 'rugsejo', 'rugsejis'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro', 'out', 'pazdziernik', 'pazdziernika', 'paz', 'rijen', 'rijna', 'octombrie', 'ekim', 'spalio', 'spalis', 'oktoober'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro', 'listopad', 'listopada', 'lis', 'listopadu', 'noiembrie', 'kasim', 'lapkricio', 'lapkritis'],
  ['december', 'dec', 'dezember', 'dez', 'decembre', 'diciembre', 'dic', 'dicembre', 'dezembro', 'grudzien', 'grudnia', 'gru', 'prosinec', 'prosince', 'desember', 'decembrie', 'aralik', 'gruodzio', 'gruodis', 'detsember'],
]);

// OCR may put a space after a month's first letter ("J uni"); monthOf ignores it.
// Up to twelve letters: the Polish "października" is the longest month word.
const MONTH_WORD = '([a-z]\\s?[a-z]{2,11})\\.?';
// Shortest first, so a Spanish "de" glued to the month ("6defebrerode2023") is left to the
// pattern's own "de" instead of being read as part of the month word.
// Spanish and Portuguese months, the languages that write "6 de febrero": a "de" glued to the day
// is only split off before one of them (German "6Dezember" keeps its "De").
const GLUED_DE_MONTHS = '(?:ene|jan|feb|fev|mar|abr|may|mai|jun|jul|ago|sep|set|oct|out|nov|dic|dez)';
const LAZY_MONTH_WORD = '([a-z]\\s?[a-z]{2,11}?)\\.?';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function fullYear(y: number): number {
  // "2625", "2924": OCR misread the 0 of 20xx; no document is dated after 2100.
  if (y > 2100 && y < 3000) return 2000 + (y % 100);
  if (y >= 100) return y;
  return y < 70 ? 2000 + y : 1900 + y;
}

/**
 * The year a three-digit run stands for when OCR lost one of its four digits ("222" for 2022,
 * "025" for 2025): the only year from 1970 to 2100 that one inserted digit makes; null when
 * several could ("202": 2020 to 2029, "205": 2005 or 2015 to 2095).
 */
function yearWithDigitLost(digits: string): number | null {
  const years = new Set<number>();
  for (let at = 0; at <= digits.length; at++) {
    for (let d = 0; d <= 9; d++) {
      const year = Number(`${digits.slice(0, at)}${d}${digits.slice(at)}`);
      if (year >= 1970 && year <= 2100) years.add(year);
    }
  }
  return years.size === 1 ? [...years][0]! : null;
}

function validIso(year: number, month: number, day: number): string | null {
  if (year < 1970 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Repairs O/l/I/S inside date-shaped words ("1O/O3/2O24"). Offsets are preserved. */
function repairDateText(text: string): string {
  // "jui1." / "Ju1y": an l read as 1 inside a month name.
  text = text.replace(/\p{L}{2,}[1|]\p{L}*/gu, (word) => {
    const fixed = word.replace(/[1|]/g, 'l');
    return monthOf(foldText(fixed)) !== null ? fixed : word;
  });
  // "Aug ust 18": OCR split a month name; the space moves after it so offsets stay put.
  text = text.replace(/(?<!\p{L})(\p{L}{2,}) (\p{L}{2,})(?!\p{L})/gu, (pair, a: string, b: string) => {
    const joined = foldText(a + b);
    return joined.length >= 5 && MONTHS[joined] !== undefined && MONTHS[foldText(b)] === undefined ? `${a}${b} ` : pair;
  });
  // "1 1 / 2 2 / 2 0 2 3": OCR spaced out every digit; the spaces move to the end.
  text = text.replace(/(?<!\d ?)\d(?: \d)+ ?[./-] ?\d(?: \d)* ?[./-] ?\d(?: \d){1,3}(?![\d])/g, (spaced) => {
    const compact = spaced.replace(/ /g, '');
    return compact + ' '.repeat(spaced.length - compact.length);
  });
  // "13:06/2024": one separator read as a colon. A time never runs on into a slash and a year.
  text = text.replace(/(?<![\d:])(\d{1,2}):(\d{1,2})(?=\/\d{4}(?![\d:]))/g, '$1/$2');
  return text.replace(/\S+/g, (word) => {
    if (!/\d/.test(word) || !/[./-]/.test(word)) return word;
    const fixed = word.replace(/[OoDQ]/g, '0').replace(/[lI|]/g, '1').replace(/S/g, '5').replace(/B/g, '8');
    return /^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}[.,]?$/.test(fixed) ? fixed : word;
  });
}

interface Pattern {
  re: RegExp;
  build: (m: RegExpExecArray) => Omit<DateCandidate, 'start' | 'end'> | null;
}

const LONG_MONTH_NAMES = Object.keys(MONTHS).filter((name) => name.length >= 4 && !EXACT_ONLY_MONTHS.has(name));
const SHORT_MONTH_NAMES = Object.keys(MONTHS).filter((name) => name.length === 3);

/** Month of a (folded) word; an OCR slip of one letter in a long name ("aouit", "Septmber") is
 * forgiven when it points at one month only. */
function monthOf(word: string | undefined, withDayAndYear = false): number | null {
  if (!word) return null;
  word = word.replace(/\s/g, '');
  const exact = MONTHS[word];
  if (exact !== undefined) return exact;
  if (word.length < 4) {
    // "Oet 12, 2023": a three-letter abbreviation with one letter wrong is read only between a
    // day and a four-digit year, and only when one month clearly has the most abbreviations at
    // that distance ("oet": oct, okt, ott, out against Italian "set"), or is the only month there.
    if (!withDayAndYear || word.length !== 3) return null;
    const votes = new Map<number, number>();
    for (const name of SHORT_MONTH_NAMES) {
      if ([...name].filter((ch, i) => ch !== word[i]).length === 1) votes.set(MONTHS[name]!, (votes.get(MONTHS[name]!) ?? 0) + 1);
    }
    const ranked = [...votes].sort((a, b) => b[1] - a[1]);
    // "ncv": one month alone within a slip ("nov") is read as well, when the slip spares the
    // first letter ("qty" is no "sty").
    if (ranked.length === 1 && SHORT_MONTH_NAMES.some((name) => MONTHS[name] === ranked[0]![0] && name[0] === word[0] && [...name].filter((ch, i) => ch !== word[i]).length === 1)) return ranked[0]![0];
    return ranked[0] && ranked[0][1] >= (ranked[1]?.[1] ?? 0) + 2 ? ranked[0][0] : null;
  }
  const months = new Set(LONG_MONTH_NAMES.filter((name) => oneEditApart(word, name)).map((name) => MONTHS[name]!));
  return months.size === 1 ? [...months][0]! : null;
}

/**
 * Month of a two-letter word that is a three-letter abbreviation with one letter lost ("dc" for
 * dic/dec, "nv" for nov); null when it could be two months ("ma": mar, may) or is the Spanish
 * and Portuguese "de".
 */
function monthOfClipped(word: string): number | null {
  if (word === 'de') return null;
  const months = new Set(SHORT_MONTH_NAMES.filter((name) => [0, 1, 2].some((i) => name.slice(0, i) + name.slice(i + 1) === word)).map((name) => MONTHS[name]!));
  return months.size === 1 ? [...months][0]! : null;
}

/** A day or month of one or two digits; OCR may put a space between the two ("Jun 2 4"). */
const DAY = '(\\d\\s\\d|\\d{1,2})';
const num = (digits: string): number => Number(digits.replace(/\s/g, ''));

function fixed(iso: string | null): Omit<DateCandidate, 'start' | 'end'> | null {
  return iso ? { dmy: iso, mdy: iso, forced: 'fixed' } : null;
}

const PATTERNS: Pattern[] = [
  // 2024-03-12, 2024/03/12, 2024.03.12
  {
    // OCR may put a space around a separator ("2024-08- 18") or inside the year ("202 3-04-06":
    // read as "3-04-06" the date would become 4 March 2006); a spaced year must start 19 or 20.
    re: /(?<!\d)(\d{4}|(?:19|20)\d\s\d|(?:19|20)\s\d{2}|[12]\s\d{3})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{1,2})(?!\d)/g,
    build: (m) => fixed(validIso(num(m[1]!), +m[2]!, +m[3]!)) ?? repairedIsoDate(num(m[1]!), m[2]!, m[3]!),
  },
  // 12 March 2024, 12. März 2024, 12-Mar-24, 1er janvier 2024, 12 de marzo de 2024, 1st March 2024
  {
    // OCR may also float the abbreviation's dot after a space ("18ene .2024") and glue "de" to
    // its neighbours ("6defebrero de2023").
    // A photo spaces out the year's digits too ("14. Feb . 2 02 3"): a spaced year starts "20"
    // and is no two-digit year followed by a time ("20 15:27").
    re: new RegExp(`(?<![\\d])${DAY}(?:st|nd|rd|th|er|e|º|°)?\\.?[\\s\\-/]*(?:de\\s+|(?<=\\d)de(?=${GLUED_DE_MONTHS}))?${LAZY_MONTH_WORD}(?:\\s\\.)?[\\s\\-/,]*(?:de\\s*)?'?(\\d{4}|2\\s?0\\s?\\d\\s?\\d(?!\\s?:)|\\d{2})(?!\\d)`, 'g'),
    build: (m) => {
      const year = num(m[3]!);
      const month = monthOf(m[2], year >= 1000);
      return month ? fixed(validIso(fullYear(year), month, num(m[1]!))) : null;
    },
  },
  // Year first: Hungarian "2026. november 20.", "2026. márc. 5.", Lithuanian "2026 m. lapkričio 20 d.".
  {
    re: new RegExp(`(?<!\\d)(\\d{4})(?:\\.|\\s*m\\.)\\s*${MONTH_WORD}\\s*${DAY}(?:\\.|\\s*d\\.)?(?!\\d)`, 'g'),
    build: (m) => {
      const month = monthOf(m[2], true);
      return month ? fixed(validIso(+m[1]!, month, num(m[3]!))) : null;
    },
  },
  // "6dc.2025": OCR dropped a letter of a three-letter month ("dic."), keeping its dot. Read only
  // between a day and a four-digit year, and only when the two letters fit one month alone.
  {
    re: /(?<!\d)(\d{1,2})\s?([a-z]{2})\.\s?(\d{4})(?!\d)/g,
    build: (m) => {
      const month = monthOfClipped(m[2]!);
      const built = month ? fixed(validIso(+m[3]!, month, +m[1]!)) : null;
      return built ? { ...built, repaired: true } : null;
    },
  },
  // March 12, 2024; Mar 12 2024; March 1st, 2024
  {
    // OCR reads the comma as a dot ("Aug25.2023") or puts a space before it ("Feb 2 , 2024").
    // The year may run into the time after it, OCR having lost the space ("Nov 21. 202611:18 AM").
    re: new RegExp(`(?<![a-z])${MONTH_WORD}\\s*${DAY}(?:st|nd|rd|th)?\\s?[,.]?\\s*(\\d{4})(?:(?!\\d)|(?=\\d{1,2}:\\d{2}(?!\\d)))`, 'g'),
    build: (m) => {
      const month = monthOf(m[1], true);
      return month ? fixed(validIso(fullYear(+m[3]!), month, num(m[2]!))) : null;
    },
  },
  // Jun 12, 22: a two-digit year only after a comma or an apostrophe, the way US dates are abbreviated.
  {
    // Or after an apostrophe: "Nov 21 '26".
    re: new RegExp(`(?<![a-z])${MONTH_WORD}\\s*${DAY}(?:,\\s?|\\s?['’‘]\\s?)(\\d{2})(?![\\d.,:])`, 'g'),
    build: (m) => {
      const month = monthOf(m[1]);
      return month ? fixed(validIso(fullYear(+m[3]!), month, num(m[2]!))) : null;
    },
  },
  // "Nov 2126 8:05 AM": OCR lost the apostrophe of "Nov 21 '26". Read so only before a clock time
  // and where the four digits are no year a document would print (2126, 1226).
  {
    re: new RegExp(`(?<![a-z])${MONTH_WORD}\\s*(\\d{2})(\\d{2})(?=\\s+\\d{1,2}\\s?:\\s?\\d{2}(?!\\d))`, 'g'),
    build: (m) => {
      const month = monthOf(m[1]);
      const asYear = Number(m[2]! + m[3]!);
      if (!month || (asYear >= 1900 && asYear < 2100)) return null;
      const built = fixed(validIso(fullYear(+m[3]!), month, +m[2]!));
      return built ? { ...built, repaired: true } : null;
    },
  },
  // 12/03/2024, 03.12.24, 12-03-2024 (also glued to a time: "07/27/202518:58")
  {
    // A two-digit year glued to letters is a pack size ("4/6/12OZ"), not a date.
    // OCR may change the second separator before a four-digit year ("12/17.2023") and split the
    // year ("04/19/202 3").
    re: /(?<![\d.,/-])(\d\s\d|\d{1,2})\s?([./-])\s?(\d\s\d|\d{1,2})\s?(?:\2|[./-](?=\s?\d{4}(?!\d)))\s?(\d{4}|\d{3}\s\d(?![:\d])|\d{2}\s\d{2}(?![:\d])|\d{2}(?!\p{L}))(?!(?!\d{1,2}[:h]\d{2})\d|[.,/]\d)/gu,
    build: (m) => numericDate(num(m[1]!), num(m[3]!), fullYear(num(gluedTwoDigitYear(m) ?? m[4]!))),
  },
  // "20102822 23:46": a receipt's timestamp whose date separators OCR lost (the year's 0 read
  // as 8). Only before a clock time, which makes the digits a date and not an id; year first
  // when it reads as one ("20221020").
  {
    re: /(?<![\d.,/-])(\d{2})(\d{2})(\d{4})(?=\s+\d{1,2}\s?:\s?\d{2}(?!\d))/g,
    build: (m) => {
      const yearFirst = /^(?:19|20)$/.test(m[1]!) ? validIso(Number(m[1]! + m[2]!), Number(m[3]!.slice(0, 2)), Number(m[3]!.slice(2))) : null;
      const built = yearFirst ? fixed(yearFirst) : numericDate(+m[1]!, +m[2]!, fullYear(+m[3]!));
      return built ? { ...built, repaired: true } : null;
    },
  },
  // "07/27/225 18:58": a receipt's timestamp whose year lost a digit. Only before a clock time,
  // which makes the run a date and not a pack size ("4/6/120").
  {
    re: /(?<![\d.,/-])(\d{1,2})([./-])(\d{1,2})\2(\d{3})(?=\s?\d{1,2}:\d{2}(?!\d))/g,
    build: (m) => repairedNumericDate(+m[1]!, +m[3]!, m[4]!),
  },
];

/**
 * "11/21/2618:22:05": a two-digit year run into the time after it (OCR lost the space). A
 * four-digit year past 2100 whose last two digits and the ":MM" after them make a clock time is
 * that year and an hour, not a year with a misread 0.
 */
function gluedTwoDigitYear(m: RegExpExecArray): string | null {
  const year = m[4]!;
  if (!/^\d{4}$/.test(year) || Number(year) <= 2100 || Number(year.slice(2)) > 23) return null;
  return /^:[0-5]\d/.test(m.input.slice(m.index + m[0].length)) ? year.slice(0, 2) : null;
}

/** Both readings of a numeric a/b/year date; which one holds is decided per document. */
/** True when `word` is a month's name or abbreviation as printed, in a language we read ("Oct", "März", "juil."). */
export function isMonthName(word: string): boolean {
  return MONTHS[foldText(word).replace(/\.$/, '')] !== undefined;
}

export function numericDate(a: number, b: number, year: number): Omit<DateCandidate, 'start' | 'end'> | null {
  const dmy = validIso(year, b, a);
  const mdy = validIso(year, a, b);
  if (dmy && mdy) return { dmy, mdy, forced: a === b ? 'fixed' : 'either' };
  if (dmy) return { dmy, mdy: dmy, forced: 'dmy' };
  if (mdy) return { dmy: mdy, mdy, forced: 'mdy' };
  return null;
}

/** The one date a repair could mean, marked as repaired; null when it could mean several or none. */
function onlyDate(dates: ReadonlySet<string>): Omit<DateCandidate, 'start' | 'end'> | null {
  return dates.size === 1 ? { ...fixed([...dates][0]!)!, repaired: true } : null;
}

/** Digits OCR reads in place of a 0 or a 1 on a blurred photo. */
const DIGIT_SLIPS: Record<string, string> = { '6': '0', '8': '0', '9': '0', '7': '1' };

/**
 * "2022-69-17": a year-first date whose month or day is out of range because OCR misread one
 * digit (a 0 as 6, 8 or 9, a 1 as 7). Repaired when one such digit, changed back, gives the only
 * valid date; marked as repaired.
 */
function repairedIsoDate(year: number, month: string, day: string): Omit<DateCandidate, 'start' | 'end'> | null {
  const dates = new Set<string>();
  const digits = month + day;
  for (let i = 0; i < digits.length; i++) {
    const slip = DIGIT_SLIPS[digits[i]!];
    if (!slip) continue;
    const changed = digits.slice(0, i) + slip + digits.slice(i + 1);
    const iso = validIso(year, +changed.slice(0, month.length), +changed.slice(month.length));
    if (iso) dates.add(iso);
  }
  return onlyDate(dates);
}

/** A numeric date whose year lost one digit (see yearWithDigitLost), marked as repaired. */
function repairedNumericDate(a: number, b: number, yearDigits: string): Omit<DateCandidate, 'start' | 'end'> | null {
  const year = yearWithDigitLost(yearDigits);
  const built = year === null ? null : numericDate(a, b, year);
  return built ? { ...built, repaired: true } : null;
}

function isSubsequence(word: string, of: string): boolean {
  let at = 0;
  for (const ch of of) if (ch === word[at]) at += 1;
  return at === word.length;
}

/**
 * Month of a word OCR shortened to a few letters of a month name, in order and with its first
 * letter kept ("ms" for "mars", "sptbr" for "septembre"); null when names of two months fit
 * ("me": mei or marzec) or the word is the Spanish and Portuguese "de".
 */
function monthOfContracted(word: string): number | null {
  if (word.length < 2 || word === 'de') return null;
  const months = new Set(Object.keys(MONTHS).filter((name) => !EXACT_ONLY_MONTHS.has(name) && name[0] === word[0] && isSubsequence(word, name)).map((name) => MONTHS[name]!));
  return months.size === 1 ? [...months][0]! : null;
}

/**
 * Month of a long month name OCR garbled past one slip ("Deenbe" for December): the month whose
 * names come nearest, within one edit per two letters and three at most, when every other
 * month's names are further off. Only for a date label's value, where a month is expected.
 */
function monthByLikeness(word: string): number | null {
  if (word.length < 4) return null;
  const budget = Math.min(3, Math.floor(word.length / 2));
  const nearest = new Map<number, number>();
  for (const name of LONG_MONTH_NAMES) {
    if (Math.abs(name.length - word.length) > budget) continue;
    const distance = editDistance(word, name);
    const month = MONTHS[name]!;
    nearest.set(month, Math.min(nearest.get(month) ?? Infinity, distance));
  }
  const ranked = [...nearest].sort((a, b) => a[1] - b[1]);
  const [best, rival] = ranked;
  return best && best[1] <= budget && (!rival || rival[1] > best[1]) ? best[0] : null;
}

/**
 * A garbled month name, then a day and a year ("Deenbe 1: 2025" for December 1, 2025), the two
 * maybe glued ("Septembe3224" for September 3, 2024, whose year lost its 0): read when exactly one
 * split of the digits into a day and a year makes a date.
 */
function readGarbledMonthFirst(text: string): Omit<DateCandidate, 'start' | 'end'> | null {
  const m = /^(\p{L}{4,})\.?[\s,.:]*(?:(\d{1,2})[\s,.:]+(\d{3,4})|(\d{4,6}))$/u.exec(text);
  if (!m) return null;
  const digits = m[3] ?? m[4]!;
  const month = monthByLikeness(foldText(m[1]!)) ?? monthOf(foldText(m[1]!));
  if (month === null) return null;
  // "Juni 2024": a month and its year, no day.
  if (!m[2] && validIso(fullYear(+digits), month, 1)) return null;
  const splits = m[2] ? [[m[2], digits]] : [1, 2].map((n) => [digits.slice(0, n), digits.slice(n)]);
  const dates = new Set<string>();
  for (const [day, yearDigits] of splits) {
    if (!day || !yearDigits || yearDigits.length < 3 || yearDigits.length > 4) continue;
    const year = yearDigits.length === 4 ? fullYear(+yearDigits) : yearWithDigitLost(yearDigits);
    const iso = year === null ? null : validIso(year, month, +day);
    if (iso) dates.add(iso);
  }
  return onlyDate(dates);
}

/**
 * Numeric dates with a separator lost or never printed, as a whole value: "18.04 2025" (OCR read
 * the dot as a space), "1707/2023" and "01/062022" (OCR dropped one), "20240315" and "15092022".
 * Only a date label's value may be read this way: elsewhere such digits are far more often an
 * invoice number ("FV 0112/2023"), an amount or a phone number.
 */
const SEPARATOR_SLIPS: { re: RegExp; build: (m: RegExpExecArray) => Omit<DateCandidate, 'start' | 'end'> | null }[] = [
  { re: /^(\d{1,2})[./-](\d{1,2}) (\d{4})$/, build: (m) => numericDate(+m[1]!, +m[2]!, fullYear(+m[3]!)) },
  { re: /^(\d{1,2}) (\d{1,2})[./-](\d{4})$/, build: (m) => numericDate(+m[1]!, +m[2]!, fullYear(+m[3]!)) },
  { re: /^(\d{2})(\d{2})[./-](\d{4})$/, build: (m) => numericDate(+m[1]!, +m[2]!, fullYear(+m[3]!)) },
  { re: /^(\d{2})[./-](\d{2})(\d{4})$/, build: (m) => numericDate(+m[1]!, +m[2]!, fullYear(+m[3]!)) },
  // Year first when it reads as one (ISO basic "20240315"), else day and month first.
  { re: /^((?:19|20)\d{2})(\d{2})(\d{2})$/, build: (m) => fixed(validIso(+m[1]!, +m[2]!, +m[3]!)) },
  { re: /^(\d{2})(\d{2})(\d{4})$/, build: (m) => numericDate(+m[1]!, +m[2]!, fullYear(+m[3]!)) },
  // A separator read as a colon or comma ("01/05:2023", "27:8/2022").
  { re: /^(\d{1,2})[./:,-](\d{1,2})[./:,-](\d{4})$/, build: (m) => numericDate(+m[1]!, +m[2]!, fullYear(+m[3]!)) },
  // A slash read as the 1 or 7 it looks like ("17/0872023", "12/1012024", "0812/2025" is above).
  { re: /^(\d{2})([./-])(\d{2})[17](\d{4})$/, build: (m) => numericDate(+m[1]!, +m[3]!, fullYear(+m[4]!)) },
  { re: /^(\d{2})[17](\d{2})([./-])(\d{4})$/, build: (m) => numericDate(+m[1]!, +m[2]!, fullYear(+m[4]!)) },
  // A two-digit year after a dot read as a space ("02 11.25").
  { re: /^(\d{1,2}) (\d{1,2})[./-](\d{2})$/, build: (m) => numericDate(+m[1]!, +m[2]!, fullYear(+m[3]!)) },
  // A year that lost one of its digits ("05/5/222", "02.06.025").
  { re: /^(\d{1,2})([./-])(\d{1,2})\2(\d{3})$/, build: (m) => repairedNumericDate(+m[1]!, +m[3]!, m[4]!) },
  // A month name shortened to a few of its letters between day and year ("13ms2024" for
  // "13 mars 2024").
  {
    re: /^(\d{1,2})\s?(\p{L}{2,5})\.?\s?(\d{4})$/u,
    build: (m) => {
      const month = monthOfContracted(foldText(m[2]!));
      const built = month === null ? null : fixed(validIso(fullYear(+m[3]!), month, +m[1]!));
      return built ? { ...built, repaired: true } : null;
    },
  },
];

function readSlips(text: string): Omit<DateCandidate, 'start' | 'end'> | null {
  for (const slip of SEPARATOR_SLIPS) {
    const m = slip.re.exec(text);
    const built = m ? slip.build(m) : null;
    if (built) return built;
  }
  return readGarbledMonthFirst(text);
}

/**
 * A date label's whole value read as a date whose separators slipped (see SEPARATOR_SLIPS), or
 * whose digits OCR spaced out at random ("04/ 0 7/ 2 0 24"): a value of nothing but digits and
 * separators is read again without its spaces.
 */
export function readSlippedDateValue(value: string): DateCandidate | null {
  const text = repairDateText(value).trim().replace(/[.,:;]$/, '');
  // A clean date ("05.05.2024") is findDates' to read, at full strength.
  if (findDates(text).some((d) => d.start === 0 && d.end === text.length)) return null;
  let built = readSlips(text);
  if (!built && /^[\d./-]+(?:\s+[\d./-]+)+$/.test(text)) {
    const compact = text.replace(/\s+/g, '');
    const whole = findDates(compact).find((d) => d.start === 0 && d.end === compact.length);
    built = whole ? { dmy: whole.dmy, mdy: whole.mdy, forced: whole.forced } : readSlips(compact);
  }
  return built ? { ...built, start: 0, end: value.length } : null;
}

/** Every date in a text, left to right, without overlaps. */
export function findDates(raw: string): DateCandidate[] {
  const text = foldText(repairDateText(raw));
  const found: DateCandidate[] = [];
  for (const pattern of PATTERNS) {
    pattern.re.lastIndex = 0;
    for (const m of text.matchAll(pattern.re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      const built = pattern.build(m as RegExpExecArray);
      if (built) found.push({ ...built, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

export function readDate(candidate: DateCandidate, order: DayMonthOrder): string {
  return order === 'dmy' ? candidate.dmy : candidate.mdy;
}

export interface OrderHints {
  /** Dominant label language of the document (en, de, fr, es, ...). */
  language: string | null;
  currency: string | null;
  /** Optional caller hint like "en-US" or "de-DE". */
  localeHint?: string | undefined;
  /** A US state + ZIP code appears in the document ("Portland, OR 97211"). */
  usAddress?: boolean;
  /** A UK postcode or an Australian state + postcode appears ("Leeds LS11 5QP", "NSW 2000"). */
  dayFirstAddress?: boolean;
}

/**
 * Day/month order for a document: unambiguous numeric dates elsewhere in it win; then the
 * locale hint; then language and currency (US dollars → month first, everything else day first).
 */
export function resolveDayMonthOrder(candidates: DateCandidate[], hints: OrderHints): DayMonthOrder {
  let dmy = 0;
  let mdy = 0;
  for (const c of candidates) {
    if (c.forced === 'dmy') dmy += 1;
    else if (c.forced === 'mdy') mdy += 1;
  }
  if (dmy !== mdy) return dmy > mdy ? 'dmy' : 'mdy';
  const hint = hints.localeHint?.toLowerCase();
  if (hint) {
    if (/^en[-_](us|ph)$/.test(hint) || hint === 'us') return 'mdy';
    if (/^[a-z]{2}[-_][a-z]{2}$/.test(hint)) return 'dmy';
  }
  if (hints.language && hints.language !== 'en') return 'dmy';
  // The address says more than the currency: a US vendor billing in euros still writes 05/09.
  if (hints.usAddress && !hints.dayFirstAddress) return 'mdy';
  if (hints.dayFirstAddress && !hints.usAddress) return 'dmy';
  if (hints.currency === 'USD') return 'mdy';
  if (hints.currency === null && hints.language === 'en') return 'mdy';
  return 'dmy';
}

/**
 * How sure the chosen order is for an ambiguous date: certain when other dates in the document
 * force it, very likely from a locale hint or a non-English language (day first almost
 * everywhere), less so when only the currency speaks for it.
 */
export function dayMonthOrderCertainty(candidates: DateCandidate[], hints: OrderHints): number {
  const forced = candidates.filter((c) => c.forced === 'dmy' || c.forced === 'mdy');
  if (forced.length > 0) return forced.every((c) => c.forced === forced[0]!.forced) ? 0.99 : 0.8;
  if (hints.localeHint) return 0.97;
  if (hints.language && hints.language !== 'en') return 0.97;
  if (hints.currency === 'USD' || hints.currency === 'GBP' || hints.currency === 'AUD' || hints.currency === 'EUR') return 0.93;
  return 0.8;
}
