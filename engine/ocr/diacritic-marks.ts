// Diacritics the recogniser cannot give: PP-OCR's dictionary has no ö, ô, ñ, č, š, å, ø, ç, ą...
// and it reads even the accents it has (é, á, ä) as plain letters most of the time, so
// "Köhler", "Kovárně" and "Atlântico" come out "Kohler", "Kovarne" and "Atlantico". The marks are
// still on the strip it read: this stage looks at the ink above (and below) each plain letter the
// recogniser gave and puts the mark it finds on it, where that letter carries that mark in some
// European language. It only ever adds a mark to a plain letter (or a stroke to the l or t the
// recogniser made of ł); anything it is unsure of is left as read.

import { median, otsuThreshold } from '../stats.js';
import type { RecognizedChar, RecognizedLine } from './ctc.js';
import type { GreyStrip } from './strip.js';

type Mark = 'diaeresis' | 'double-acute' | 'acute' | 'grave' | 'circumflex' | 'caron' | 'tilde' | 'macron' | 'dot' | 'ring' | 'cedilla' | 'ogonek' | 'stroke';

/** The letter a plain letter becomes with a mark, for the letters and marks European languages pair. */
const MARKED: Readonly<Record<string, Partial<Record<Mark, string>>>> = {
  a: { diaeresis: 'ä', acute: 'á', grave: 'à', circumflex: 'â', caron: 'ă', tilde: 'ã', ring: 'å', ogonek: 'ą' },
  e: { diaeresis: 'ë', acute: 'é', grave: 'è', circumflex: 'ê', caron: 'ě', ogonek: 'ę' },
  o: { diaeresis: 'ö', 'double-acute': 'ő', acute: 'ó', grave: 'ò', circumflex: 'ô', tilde: 'õ', stroke: 'ø' },
  u: { diaeresis: 'ü', 'double-acute': 'ű', acute: 'ú', grave: 'ù', circumflex: 'û', ring: 'ů', ogonek: 'ų' },
  y: { acute: 'ý' },
  c: { acute: 'ć', caron: 'č', cedilla: 'ç' },
  n: { acute: 'ń', caron: 'ň', tilde: 'ñ' },
  s: { acute: 'ś', caron: 'š', cedilla: 'ş' },
  z: { acute: 'ź', caron: 'ž', dot: 'ż' },
  r: { caron: 'ř' },
  l: { stroke: 'ł' },
  // The recogniser's usual reading of ł.
  t: { stroke: 'ł' },
};

/**
 * Where the shape is ambiguous at strip resolution, the mark a letter most likely carries:
 * a hat on o or u is a circumflex (no language puts a caron there), a slant on a consonant is an
 * acute (ǹ, ẁ are not European), a double acute on a letter without one is two dots. Two dots
 * run together read as a bar (a macron, which only Latvian and Lithuanian print, so it is not
 * given), and a small acute as a dot (ż has one; ė, Lithuanian only, is not given).
 */
const FALLBACK: Partial<Record<Mark, Mark>> = { caron: 'circumflex', circumflex: 'caron', grave: 'acute', 'double-acute': 'diaeresis', macron: 'diaeresis', dot: 'acute' };

/** Letters whose body fills the x-height band exactly: they give the line's x-height and baseline. */
const X_HEIGHT_LETTERS = new Set('acemnorsuvwxz');
/** Glyphs standing from the baseline to about the cap height (capitals, digits, ascenders): they give it for capitals' marks. */
const CAP_HEIGHT_GLYPHS = new Set('ABDEFHIKLMNPRTUVWXZ0123456789bdfhklt');

/** A read line and its strip's ink, as every step below looks at them. */
interface LineInk {
  chars: readonly RecognizedChar[];
  mask: Uint8Array;
  /** Component index + 1 of each pixel (0: paper). */
  labels: Int32Array;
  components: readonly Component[];
  width: number;
  /** Median distance between neighbouring characters, in strip columns (0 when unknown). */
  pitch: number;
}

interface Component {
  label: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  area: number;
}

/** `stripOf` gives the strip the line was read from, in grey and taller (strip.ts greyStrip); it is only asked for where a letter could take a mark. */
export function addDiacriticMarks(line: RecognizedLine, stripOf: () => GreyStrip): RecognizedLine {
  if (!line.chars.some((c) => Object.hasOwn(MARKED, c.text.toLowerCase()))) return line;
  const strip = stripOf();
  const inked = inkMask(strip);
  if (!inked) return line;
  const { mask, width, height } = inked;
  const { labels, components } = connectedComponents(mask, width, height);
  const ink: LineInk = { chars: line.chars, mask, labels, components, width, pitch: medianPitch(line.chars) * width };
  const bodies = line.chars.map((c) => bodyUnder(c, ink, strip.quadTop, strip.quadTop + strip.quadHeight));
  const smallBandAt = glyphBands(ink, bodies, X_HEIGHT_LETTERS);
  const capBandAt = glyphBands(ink, bodies, CAP_HEIGHT_GLYPHS);
  if (!smallBandAt && !capBandAt) return line;
  const { pitch } = ink;
  let changed = false;
  const chars = line.chars.map((c, k) => {
    const lower = c.text.toLowerCase();
    const options = Object.hasOwn(MARKED, lower) ? MARKED[lower] : undefined;
    const capital = lower !== c.text;
    const body = bodies[k];
    const centre = body ? (body.minX + body.maxX) / 2 : 0;
    // (A t or l read in a line of capitals is an Ł read small: the capitals give its band.)
    const band = body && (capital ? capitalBand(capBandAt?.(centre)) : smallLetterBand(smallBandAt?.(centre), strip.quadTop) ?? ('lt'.includes(c.text) ? capitalBand(capBandAt?.(centre)) : null));
    if (!options || !body || !band || !isLetterBody(body, band)) return c;
    // A glyph joined to its neighbours ("ap" touching) has their descenders and marks too. (Capitals
    // are wider than the line's pitch; their limit is the cap height.)
    if (capital ? body.maxX - body.minX + 1 > 1.8 * band.xHeight : pitch > 0 && body.maxX - body.minX + 1 > 1.3 * pitch) return c;
    // An l has no mark over it (its own stem stands there), only Polish's stroke through it.
    const mark = lower === 'l' || c.text === 't' ? (alone(ink, k, body) && struck(body, ink, band, c.text === 't') ? 'stroke' : null) : markOver(ink, k, body, band);
    if (!mark) return c;
    const letter = options[mark] ?? (FALLBACK[mark] ? options[FALLBACK[mark]!] : undefined);
    if (!letter) return c;
    changed = true;
    // The recogniser reads Ł small too ("łódź" for "Łódź"); its foot tells it apart.
    const upper = capital || (mark === 'stroke' && lower !== 'o' && footed(body, ink, band));
    return { ...c, text: upper ? letter.toUpperCase() : letter };
  });
  if (!changed) return line;
  return { ...line, text: chars.map((c) => c.text).join(''), chars };
}

interface InkMask {
  mask: Uint8Array;
  width: number;
  height: number;
}

/**
 * The strip's ink, by Otsu's threshold on the grey levels of the quad's own rows. A quad with too
 * little contrast, or with more ink than paper (white print on a dark band), gets none: marks are
 * not read there.
 */
function inkMask({ grey, width, height, quadTop, quadHeight }: GreyStrip): InkMask | null {
  const own = grey.subarray(quadTop * width, (quadTop + quadHeight) * width);
  let min = Infinity;
  let max = -Infinity;
  for (const g of own) {
    if (g < min) min = g;
    if (g > max) max = g;
  }
  // Under a fifth of the grey range is no printed text.
  if (max - min < 51) return null;
  const threshold = otsu(own, min, max);
  let inked = 0;
  for (const g of own) if (g < threshold) inked++;
  if (inked > own.length * 0.45) return null;
  const mask = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) if (grey[i]! < threshold) mask[i] = 1;
  return { mask, width, height };
}

/** Otsu's threshold of grey values spanning min..max, over 64 levels. */
function otsu(values: Float32Array, min: number, max: number): number {
  const levels = 64;
  const histogram = new Float64Array(levels);
  const scale = (levels - 1) / (max - min);
  for (const v of values) histogram[Math.round((v - min) * scale)]!++;
  // min and max fill the first and last level, so some level always splits them.
  return min + (otsuThreshold(histogram, levels - 1) + 0.5) / scale;
}

/** 8-connected ink components; labels[i] is the component index + 1 of pixel i (0: paper). */
function connectedComponents(mask: Uint8Array, width: number, height: number): { labels: Int32Array; components: Component[] } {
  const labels = new Int32Array(mask.length);
  const components: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    const label = components.length + 1;
    const c: Component = { label, minX: width, maxX: -1, minY: height, maxY: -1, area: 0 };
    labels[start] = label;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      c.area++;
      if (x < c.minX) c.minX = x;
      if (x > c.maxX) c.maxX = x;
      if (y < c.minY) c.minY = y;
      if (y > c.maxY) c.maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (mask[j] && !labels[j]) {
            labels[j] = label;
            stack.push(j);
          }
        }
      }
    }
    components.push(c);
  }
  return { labels, components };
}

/**
 * The largest component under a character's peak column (its glyph, or its bulk where glyphs
 * touch). A thin glyph (l, t, i) may miss the peak by a column or two: the nearest column with
 * ink within a third of the pitch stands in.
 */
function bodyUnder(c: RecognizedChar, { components, labels, width, pitch }: LineInk, firstRow: number, endRow: number): Component | undefined {
  const peak = Math.round(c.position * width - 0.5);
  const slack = Math.max(2, Math.round(pitch / 3));
  for (let d = 0; d <= slack; d++) {
    for (const x of d === 0 ? [peak] : [peak - d, peak + d]) {
      if (x < 0 || x >= width) continue;
      let best: Component | undefined;
      for (let y = firstRow; y < endRow; y++) {
        const label = labels[y * width + x]!;
        if (!label) continue;
        const comp = components[label - 1]!;
        if (!best || comp.area > best.area) best = comp;
      }
      if (best) return best;
    }
  }
  return undefined;
}

/** Where a glyph stands and how big its marks may be. */
interface Band {
  /** The glyph's top (x-height or cap height); its marks are above. */
  top: number;
  baseline: number;
  /** The scale marks are judged at: the x-height (for capitals, seven tenths of the cap height). */
  xHeight: number;
  /** How far above `top` a mark may reach. */
  reach: number;
}

/** Over a small letter the mark sits below the tops of the tall letters, at most a little over the detected box; higher up is the line above's descenders. */
function smallLetterBand(glyphs: GlyphBand | null | undefined, quadTop: number): Band | null {
  if (!glyphs) return null;
  const { top, baseline, height } = glyphs;
  return { top, baseline, xHeight: height, reach: Math.min(1.3 * height, top - (quadTop - 0.3 * height)) };
}

/** Over a capital the mark sits low and flat, within three quarters of the cap height (often over the detected box). */
function capitalBand(glyphs: GlyphBand | null | undefined): Band | null {
  if (!glyphs) return null;
  const { top, baseline, height } = glyphs;
  return { top, baseline, xHeight: Math.round(0.7 * height), reach: 0.75 * height };
}

interface GlyphBand {
  top: number;
  baseline: number;
  height: number;
}

/**
 * The band where a glyph stands, from the glyphs of `letters` (x-height letters, or capitals and
 * digits): the medians of the tops and bottoms of the five nearest. Local, so that a skewed or
 * curled line has its band where the glyph is. Touching glyphs (wider than two letters) do not
 * count; fewer than three such glyphs on the line give no band.
 */
function glyphBands({ chars, pitch }: LineInk, bodies: readonly (Component | undefined)[], letters: ReadonlySet<string>): ((x: number) => GlyphBand | null) | null {
  const samples: { x: number; top: number; bottom: number }[] = [];
  chars.forEach((c, k) => {
    const body = bodies[k];
    if (!body || !letters.has(c.text) || (pitch > 0 && body.maxX - body.minX + 1 > 2 * pitch)) return;
    samples.push({ x: (body.minX + body.maxX) / 2, top: body.minY, bottom: body.maxY });
  });
  if (samples.length < 3) return null;
  return (x) => {
    const near = samples.slice().sort((a, b) => Math.abs(a.x - x) - Math.abs(b.x - x)).slice(0, 5);
    const top = median(near.map((s) => s.top));
    const baseline = median(near.map((s) => s.bottom));
    const height = baseline - top + 1;
    return height >= 6 ? { top, baseline, height } : null;
  };
}

/** A glyph that sits in the x-height band (an accent may join it above, a cedilla below). */
function isLetterBody(body: Component, { top, baseline, xHeight }: Band): boolean {
  return body.minY >= top - 1.3 * xHeight && body.maxY >= baseline - 0.3 * xHeight && body.maxY <= baseline + 0.8 * xHeight
    && body.maxY - body.minY + 1 >= 0.6 * xHeight && body.maxX - body.minX + 1 <= 1.6 * xHeight;
}

function medianPitch(chars: readonly RecognizedChar[]): number {
  const gaps: number[] = [];
  for (let k = 1; k < chars.length; k++) if (chars[k]!.text !== ' ' && chars[k - 1]!.text !== ' ') gaps.push(chars[k]!.position - chars[k - 1]!.position);
  return gaps.length ? median(gaps) : 0;
}

/** Ink pixels of one mark: coordinates in the strip band. */
interface Piece {
  xs: number[];
  ys: number[];
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/**
 * The mark over (or under) character k: the ink above the x-height band inside its glyph's
 * columns, whether a separate component or joined to the glyph, split into pieces and read by
 * their shape; and below the baseline, a cedilla or ogonek.
 */
function markOver(ink: LineInk, k: number, body: Component, band: Band): Mark | null {
  const { chars, mask, components, width, pitch } = ink;
  const { top, baseline, xHeight, reach } = band;
  const letter = chars[k]!.text.toLowerCase();
  const capital = chars[k]!.text !== letter;
  const gap = Math.max(1, Math.round(0.12 * xHeight));
  // A glyph the curl or skew left standing lower or higher than its neighbours is not taller.
  const shiftDown = Math.max(0, body.minY - top);
  const shiftUp = Math.max(0, baseline - body.maxY);
  // The glyph's own ink counts as a mark joined to it only where a small letter stands clearly
  // taller than the x-height (its own top is no accent). A capital's marks must stand apart: the
  // cap height is known less surely (fewer glyphs give it).
  // Nor on c, s and z: their capitals are their small letters drawn taller, and the recogniser
  // reads them small ("corner" for "Corner"), so a capital's top would pass for a caron.
  // Å's ring often touches the apex: over a capital A, ink joined to it well over the cap height is one.
  const joinedAbove = capital
    ? letter === 'a' && top - body.minY - shiftUp >= Math.max(3, 0.2 * xHeight)
    : !'csz'.includes(letter) && top - body.minY - shiftUp >= Math.max(2, 0.15 * xHeight);
  const within = { left: body.minX, right: body.maxX, bodyLabel: body.label, joined: joinedAbove, apart: true };
  // A piece cut by the strip's edge is no mark.
  const above = piecesIn(ink, within, Math.max(0, Math.floor(top - reach)), top - gap);
  if (above.some((p) => p.minY === 0)) return null;
  if (letter === 'o' && above.length === 0 && slashed(body, mask, width)) return 'stroke';
  // A cedilla or ogonek hangs from its glyph under the baseline, on a letter without a descender
  // (y's tail is its own), capitals too ("ŞTİ.", "FAÇADE", "KSIĘGA"): only the glyph's own ink
  // counts, as what lies apart down there is the next line's.
  const hangs = letter !== 'y' && body.maxY - baseline - shiftDown >= Math.max(2, 0.25 * xHeight);
  if (hangs && above.length === 0) {
    const below = piecesIn(ink, { ...within, joined: true, apart: false }, baseline + gap, body.maxY);
    if (below.length !== 1) return null;
    const centre = (below[0]!.minX + below[0]!.maxX) / 2;
    const glyphCentre = (body.minX + body.maxX) / 2;
    const glyphWidth = body.maxX - body.minX + 1;
    // A round letter's bottom overshooting the baseline is as wide as the letter; a cedilla or an
    // ogonek is a narrow hook.
    if (below[0]!.maxX - below[0]!.minX + 1 > 0.6 * glyphWidth) return null;
    if (letter === 'c' || letter === 's') return Math.abs(centre - glyphCentre) <= glyphWidth / 4 ? 'cedilla' : null;
    return centre >= glyphCentre ? 'ogonek' : null;
  }
  // Pieces must be marks, not the neighbours' ascenders reaching into the glyph's columns:
  // small, and nearer this character than any other.
  const marks = above.filter((p) => p.maxY - p.minY + 1 <= 0.75 * xHeight && p.xs.length >= Math.max(3, 0.012 * xHeight * xHeight) && p.maxY - p.minY >= 1 && p.maxX - p.minX >= 1);
  if (marks.length !== above.length || marks.length === 0 || marks.length > 2) return null;
  for (const p of marks) {
    const centre = (p.minX + p.maxX + 1) / 2;
    const own = Math.abs(centre - chars[k]!.position * width);
    for (let j = 0; j < chars.length; j++) if (j !== k && chars[j]!.text !== ' ' && Math.abs(centre - chars[j]!.position * width) < own) return null;
    if (pitch > 0 && own > 0.8 * pitch) return null;
  }
  // Over a capital, the marks reach up where the line above ends: nothing may stand over them.
  if (capital) {
    const half = (body.maxX - body.minX + 1) >> 1;
    const highest = Math.min(...marks.map((p) => p.minY));
    for (let y = 0; y < highest - 1; y++) for (let x = Math.max(0, body.minX - half); x <= Math.min(width - 1, body.maxX + half); x++) if (mask[y * width + x]) return null;
  }
  // Many small pieces at the mark's height beside the glyph are a dashed or dotted rule, not accents.
  const rows = [Math.min(...marks.map((p) => p.minY)), Math.max(...marks.map((p) => p.maxY))] as const;
  if (dashesBeside(components, rows, body, top, 3 * Math.max(pitch, xHeight)) >= 4) return null;
  if (marks.length === 2) return twoPieces(marks[0]!, marks[1]!, xHeight);
  // A lone mark has some body: a speck or a hair of a stroke from the line above is none.
  if (marks[0]!.xs.length < Math.max(6, 0.035 * xHeight * xHeight)) return null;
  return onePiece(marks[0]!, xHeight, body.maxX - body.minX + 1);
}

/**
 * An o struck through (ø): ink on the rising diagonal inside the bowl, paper on the falling one.
 * Points halfway from the centre to the corners sit inside the bowl of a plain o in any weight.
 */
function slashed(body: Component, mask: Uint8Array, width: number): boolean {
  const cx = (body.minX + body.maxX) / 2;
  const cy = (body.minY + body.maxY) / 2;
  const dx = (body.maxX - body.minX) / 4.5;
  const dy = (body.maxY - body.minY) / 4.5;
  const inkAt = (t: number, sign: number) => mask[Math.round(cy - sign * t * dy) * width + Math.round(cx + t * dx)] === 1;
  const steps = [-1, -0.5, 0, 0.5, 1];
  return steps.every((t) => inkAt(t, 1)) && steps.every((t) => t === 0 || !inkAt(t, -1));
}

/**
 * An l struck through (ł, Ł): between the glyph's top fifth and the baseline (where serifs and L's
 * foot are) its ink reaches out on both sides of the stem, the left part lower than the right, as
 * a stroke rising to the right does. The stem is where most rows' ink is. The recogniser reads
 * a small ł as t more often than as l; a t's crossbar lies level, so a t must rise more clearly.
 */
function struck(body: Component, { labels, width }: LineInk, { baseline, xHeight }: Band, readAsT: boolean): boolean {
  const first = Math.ceil(body.minY + 0.2 * (body.maxY - body.minY + 1));
  const last = Math.floor(Math.min(body.maxY, baseline) - 0.25 * xHeight);
  const rows: { y: number; left: number; right: number }[] = [];
  for (let y = first; y <= last; y++) {
    const extent = glyphRow(body, labels, width, y);
    if (extent) rows.push({ y, ...extent });
  }
  if (rows.length < 4) return false;
  const stemLeft = median(rows.map((r) => r.left));
  const stemRight = median(rows.map((r) => r.right));
  const reach = Math.max(2, 0.08 * xHeight);
  const leftRows = rows.filter((r) => r.left <= stemLeft - reach);
  // (Rows reaching further right are the top of L's foot, whose serif rises in some faces.)
  const rightRows = rows.filter((r) => r.right >= stemRight + reach && r.right <= stemRight + 0.55 * xHeight);
  if (leftRows.length === 0 || rightRows.length === 0 || leftRows.length + rightRows.length > 0.6 * rows.length) return false;
  // The stroke has plain stem under it; a blurred foot (and its serif) reaches up from the bottom.
  const lowest = rows[rows.length - 1]!;
  if (leftRows.includes(lowest) || rightRows.includes(lowest)) return false;
  const leftY = median(leftRows.map((r) => r.y));
  const rightY = median(rightRows.map((r) => r.y));
  // Across the middle of the stem, not at a serif's height.
  const across = ((leftY + rightY) / 2 - body.minY) / (Math.min(body.maxY, baseline) - body.minY);
  return leftY - rightY >= (readAsT ? 0.15 : 0.12) * xHeight && across >= 0.3 && across <= 0.75;
}

/** Whether character k's glyph is its own: no other character was read inside its columns (a z touching an l is no stroke through it). */
function alone({ chars, width }: LineInk, k: number, body: Component): boolean {
  return chars.every((c, j) => j === k || c.text === ' ' || c.position * width < body.minX || c.position * width > body.maxX + 1);
}

/** An L's foot: at the baseline the glyph reaches far right of its stem (a t's hook and a serif do not). */
function footed(body: Component, { labels, width }: LineInk, { baseline, xHeight }: Band): boolean {
  const stem = glyphRow(body, labels, width, Math.round(Math.min(body.maxY, baseline) - 0.5 * xHeight));
  const foot = glyphRow(body, labels, width, Math.min(body.maxY, Math.round(baseline)) - 1);
  return stem !== null && foot !== null && foot.right - stem.right >= 0.4 * xHeight;
}

/** The leftmost and rightmost columns of the glyph's own ink in row y, or null where it has none. */
function glyphRow(body: Component, labels: Int32Array, width: number, y: number): { left: number; right: number } | null {
  let left = -1;
  let right = -1;
  for (let x = body.minX; x <= body.maxX; x++) {
    if (labels[y * width + x] !== body.label) continue;
    if (left < 0) left = x;
    right = x;
  }
  return left < 0 ? null : { left, right };
}

/** Components wholly above the x-height band, overlapping rows top..bottom, within `reach` of the glyph but outside it. */
function dashesBeside(components: readonly Component[], [top, bottom]: readonly [number, number], body: Component, xTop: number, reach: number): number {
  let count = 0;
  for (const c of components) {
    if (c.maxY >= xTop || c.maxY < top || c.minY > bottom) continue;
    if (c.maxX < body.minX - reach || c.minX > body.maxX + reach || (c.minX >= body.minX && c.maxX <= body.maxX)) continue;
    count++;
  }
  return count;
}

/** Where piecesIn looks: a glyph's columns, and whose ink counts. */
interface Region {
  left: number;
  right: number;
  bodyLabel: number;
  /** Whether the glyph's own ink counts. */
  joined: boolean;
  /** Whether components apart from the glyph count. */
  apart: boolean;
}

/**
 * Ink in rows top..bottom and columns left..right that belongs, where `apart`, to components lying
 * wholly inside those columns (a neighbour's stroke crossing in is not a mark) or, where `joined`,
 * to the glyph itself, split into 8-connected pieces.
 */
function piecesIn({ mask, labels, components, width }: LineInk, { left, right, bodyLabel, joined, apart }: Region, top: number, bottom: number): Piece[] {
  if (bottom < top) return [];
  const ok = (label: number) => {
    if (label === bodyLabel) return joined;
    if (!apart) return false;
    const c = components[label - 1]!;
    return c.minX >= left && c.maxX <= right;
  };
  const seen = new Uint8Array((right - left + 1) * (bottom - top + 1));
  const pieces: Piece[] = [];
  const w = right - left + 1;
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) {
    const i = y * width + x;
    const s = (y - top) * w + (x - left);
    if (!mask[i] || seen[s] || !ok(labels[i]!)) continue;
    const piece: Piece = { xs: [], ys: [], minX: x, maxX: x, minY: y, maxY: y };
    const stack = [x, y];
    seen[s] = 1;
    while (stack.length > 0) {
      const py = stack.pop()!;
      const px = stack.pop()!;
      piece.xs.push(px);
      piece.ys.push(py);
      piece.minX = Math.min(piece.minX, px);
      piece.maxX = Math.max(piece.maxX, px);
      piece.minY = Math.min(piece.minY, py);
      piece.maxY = Math.max(piece.maxY, py);
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
        const nx = px + dx;
        const ny = py + dy;
        if (nx < left || nx > right || ny < top || ny > bottom) continue;
        const ns = (ny - top) * w + (nx - left);
        const ni = ny * width + nx;
        if (seen[ns] || !mask[ni] || !ok(labels[ni]!)) continue;
        seen[ns] = 1;
        stack.push(nx, ny);
      }
    }
    pieces.push(piece);
  }
  return pieces;
}

/** Two dots side by side (ä, ö, ü), or the two slanted strokes of a Hungarian double acute. */
function twoPieces(a: Piece, b: Piece, xHeight: number): Mark | null {
  const [left, right] = a.minX <= b.minX ? [a, b] : [b, a];
  const small = (p: Piece) => p.maxY - p.minY + 1 <= 0.45 * xHeight && p.maxX - p.minX + 1 <= 0.5 * xHeight;
  if (!small(left) || !small(right)) return null;
  const size = Math.max(left.xs.length, right.xs.length) / Math.min(left.xs.length, right.xs.length);
  const level = Math.abs((left.minY + left.maxY) / 2 - (right.minY + right.maxY) / 2);
  if (size > 3 || level > 0.25 * xHeight || right.minX <= left.maxX) return null;
  // The two arms of a hat whose apex the threshold broke: ^ rises then falls, ˇ falls then rises.
  const [l, r] = [slope(left), slope(right)];
  if (l < -0.4 && r > 0.4) return 'circumflex';
  if (l > 0.4 && r < -0.4) return 'caron';
  if (l < -0.4 && r < -0.4) return 'double-acute';
  return 'diaeresis';
}

/** Principal-axis slope of a piece: negative rises to the right (´), positive falls (`). */
function slope(p: Piece): number {
  const n = p.xs.length;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += p.xs[i]!;
    my += p.ys[i]!;
  }
  mx /= n;
  my /= n;
  let cxx = 0;
  let cyy = 0;
  let cxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = p.xs[i]! - mx;
    const dy = p.ys[i]! - my;
    cxx += dx * dx;
    cyy += dy * dy;
    cxy += dx * dy;
  }
  // Correlation of x and y: -1 a stroke rising to the right, +1 one falling, 0 level or round.
  return cxy / Math.sqrt(Math.max(1e-9, cxx * cyy));
}

/** One piece above a glyph: acute, grave, circumflex, caron, tilde, macron, dot or ring. */
function onePiece(p: Piece, xHeight: number, glyphWidth: number): Mark | null {
  const w = p.maxX - p.minX + 1;
  const h = p.maxY - p.minY + 1;
  const r = slope(p);
  // Per column, the highest and lowest ink: a hat peaks in the middle, a caron dips there, a
  // tilde is high left of the middle and low right of it.
  const topOf = new Float64Array(w).fill(Infinity);
  const bottomOf = new Float64Array(w).fill(-Infinity);
  p.xs.forEach((x, i) => {
    const y = p.ys[i]!;
    topOf[x - p.minX] = Math.min(topOf[x - p.minX]!, y);
    bottomOf[x - p.minX] = Math.max(bottomOf[x - p.minX]!, y);
  });
  const mid = (w - 1) / 2;
  const meanWhere = (values: Float64Array, target: number) => {
    let sum = 0;
    let n = 0;
    values.forEach((v, i) => {
      if (v === target) {
        sum += i;
        n++;
      }
    });
    return sum / n;
  };
  const highestAt = meanWhere(topOf, Math.min(...topOf));
  const lowestAt = meanWhere(bottomOf, Math.max(...bottomOf));
  const columns = (test: (i: number) => boolean) => [...Array(w).keys()].filter(test);
  const mean = (values: Float64Array, at: number[]) => at.reduce((s, i) => s + values[i]!, 0) / Math.max(1, at.length);
  const edge = Math.max(1, Math.round(w / 5));
  const centre = columns((i) => Math.abs(i - mid) <= w / 6);
  const leftSide = columns((i) => i < edge);
  const rightSide = columns((i) => i >= w - edge);
  // Both ends below the middle (^), or both ends above it (ˇ).
  const peak = Math.min(mean(topOf, leftSide), mean(topOf, rightSide)) - mean(topOf, centre);
  const dip = mean(bottomOf, centre) - Math.max(mean(bottomOf, leftSide), mean(bottomOf, rightSide));
  const wide = w >= 0.45 * glyphWidth;
  if (wide && Math.abs(highestAt - mid) <= w / 6 && peak >= 0.35 * h && Math.abs(r) < 0.5) return 'circumflex';
  if (wide && Math.abs(lowestAt - mid) <= w / 6 && dip >= 0.35 * h && Math.abs(r) < 0.5) return 'caron';
  if (wide && h <= 0.6 * w) {
    // Flat: a wave is a tilde, a bar a macron.
    if (h <= Math.max(2, 0.15 * xHeight)) return 'macron';
    // A wave's middle line wanders up and down; a thick bar's stays level.
    const middles = columns((i) => i >= 0.15 * w && i < 0.85 * w).map((i) => (topOf[i]! + bottomOf[i]!) / 2);
    if (Math.max(...middles) - Math.min(...middles) >= 0.3 * h) return 'tilde';
    return null;
  }
  if (r <= -0.4) return 'acute';
  if (r >= 0.4) return 'grave';
  // Round: a dot when small, a ring when about half the x-height across.
  if (Math.max(w, h) <= 0.3 * xHeight) return 'dot';
  // (A ring joined to its letter, as on Å, is cut flat where the letter starts.)
  if (Math.max(w, h) <= 0.6 * xHeight && Math.abs(w - h) <= 0.5 * Math.max(w, h)) return 'ring';
  return null;
}
