import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import {
  faceFor,
  fontOf,
  fontsReady,
  mainFace,
  nominalFontOf,
  outlineFontOf,
  type Face,
  type Weight,
} from './fonts';

/**
 * Text in every PDF of the app (issue 31, docs/pdf-fonts.md): any name prints as typed. A text
 * is cut into runs of one font (the first of the chain that has each character, spaces and marks
 * staying with the run they are in), ordered right to left where the Unicode bidirectional
 * algorithm says so (bidi-js), shaped by fontkit (Arabic joining, Indic conjuncts), wrapped
 * within the width (at spaces; anywhere in a word that does not fit, as Chinese is written), and
 * drawn on one baseline per line. Chinese (a variable font) is drawn as outlines of its regular or
 * bold instance, with the same invisible text below. pdfkit maps each glyph back to its characters (ToUnicode), so
 * the text extracted from the PDF is the text given — except where shaping reorders, splits or
 * merges glyphs (a Devanagari vowel sign drawn before its consonant, an Arabic hamza split from
 * its alef): such a run is drawn as glyph outlines, under an invisible copy of its characters
 * (render mode 3, as OCR layers do) that extraction and search read.
 */

export type Doc = PDFKit.PDFDocument;

/** A piece of a text with its own weight (a bold label before a value). */
export interface Segment {
  text: string;
  weight?: Weight;
}

export interface TextOptions {
  width: number;
  size?: number;
  weight?: Weight;
  color?: string;
  align?: 'left' | 'center' | 'right';
  /** extra space between lines, in points */
  lineGap?: number;
  link?: string;
}

const bidi = bidiFactory();

/** A run: characters drawn with one font at one bidi level, never broken inside. */
interface Atom {
  text: string;
  face: Face;
  level: number;
  space: boolean;
  /** a line may break before it */
  breakBefore: boolean;
  width: number;
}

interface Line {
  atoms: Atom[];
  width: number;
}

/** Characters that take the font of their neighbour when it has them: spaces, marks, joiners. */
const JOINERS = new Set(['\u200c', '\u200d', '\ufe0f']); // ZWNJ, ZWJ, emoji presentation
const isNeutral = (char: string) => JOINERS.has(char) || /^[\s\p{M}\p{P}]$/u.test(char);
/** Scripts written without spaces: a line may break between any two characters. */
const BREAK_ANYWHERE =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Extended_Pictographic}]$/u;

const registered = new WeakMap<Doc, Set<string>>();

/** Selects a font in the document under a name, registering it there the first time. */
function select(doc: Doc, name: string, font: () => unknown, size: number): Doc {
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(name)) {
    // pdfkit takes a parsed fontkit font as it is (each document embeds its own subset)
    doc.registerFont(name, font() as string);
    names.add(name);
  }
  return doc.font(name).fontSize(size);
}

const use = (doc: Doc, face: Face, size: number) => select(doc, face.key, () => fontOf(face), size);

const rtl = (atom: Pick<Atom, 'level'>) => atom.level % 2 === 1;

/**
 * fontkit options for a run: a right-to-left run is laid out whole (pdfkit would otherwise lay
 * out each word on its own, left to right); others as pdfkit does.
 */
const featuresOf = (atom: Pick<Atom, 'level'>) => (rtl(atom) ? ([] as string[]) : undefined);

function atomsOf(doc: Doc, segments: Segment[], base: Weight, size: number): Atom[] {
  const whole = segments.map((s) => s.text).join('');
  const { levels } = bidi.getEmbeddingLevels(whole, 'ltr');
  const atoms: Atom[] = [];
  let offset = 0;
  for (const segment of segments) {
    const weight = segment.weight ?? base;
    const main = mainFace(weight);
    let previous: Face | null = null;
    for (const char of segment.text) {
      const cp = char.codePointAt(0)!;
      const level = levels[offset];
      offset += char.length;
      if (cp === 0x0a || cp === 0x0d) continue; // single-line texts: a stray line break is dropped
      const neutral = isNeutral(char);
      // a space stays with its run only inside right-to-left text (shaped whole); elsewhere it is
      // the main face's (an emoji font's space is as wide as an emoji)
      const keeps =
        neutral &&
        previous !== null &&
        (!/\s/.test(char) || level % 2 === 1) &&
        fontOf(previous).hasGlyphForCodePoint(cp);
      const face: Face = keeps && previous ? previous : (faceFor(cp, weight) ?? main);
      // spaces are atoms of their own (a line breaks there), except inside a right-to-left run,
      // which is shaped and ordered whole
      const space = /\s/.test(char) && level % 2 === 0;
      const last = atoms[atoms.length - 1];
      const anywhere = BREAK_ANYWHERE.test(char);
      const lastAnywhere = !!last && BREAK_ANYWHERE.test(last.text.slice(-1));
      if (
        last &&
        last.face === face &&
        last.level === level &&
        last.space === space &&
        !anywhere &&
        !lastAnywhere
      )
        last.text += char;
      else
        atoms.push({
          text: char,
          face,
          level,
          space,
          breakBefore: space || !!last?.space || anywhere || lastAnywhere,
          width: 0,
        });
      previous = face;
    }
  }
  for (const atom of atoms) atom.width = widthOf(doc, atom, size);
  return atoms;
}

const widthOf = (doc: Doc, atom: Omit<Atom, 'width'>, size: number) =>
  use(doc, atom.face, size).widthOfString(atom.text, { features: featuresOf(atom) } as never);

/**
 * Splits an atom wider than a line into pieces that fit: a right-to-left run at its spaces
 * (words stay shaped), anything else between characters (a very long word).
 */
function split(doc: Doc, atom: Atom, width: number, size: number): Atom[] {
  const units = rtl(atom) ? atom.text.split(/(?<=\s)/) : [...atom.text];
  const pieces: Atom[] = [];
  let current = '';
  for (const unit of units) {
    const next = current + unit;
    if (current && widthOf(doc, { ...atom, text: next }, size) > width) {
      pieces.push({ ...atom, text: current, breakBefore: true });
      current = unit;
    } else current = next;
  }
  if (current) pieces.push({ ...atom, text: current, breakBefore: true });
  for (const piece of pieces) piece.width = widthOf(doc, piece, size);
  return pieces;
}

/** Greedy lines: words (atoms between break opportunities) are kept whole when they fit. */
function linesOf(doc: Doc, atoms: Atom[], width: number, size: number): Line[] {
  // words: sequences of atoms with no break opportunity inside
  const words: Atom[][] = [];
  for (const atom of atoms)
    if (!words.length || atom.breakBefore) words.push([atom]);
    else words[words.length - 1].push(atom);
  const lines: Line[] = [{ atoms: [], width: 0 }];
  for (let word of words) {
    let line = lines[lines.length - 1];
    const wordWidth = word.reduce((n, a) => n + a.width, 0);
    const isSpace = word.every((a) => a.space);
    if (line.width + wordWidth > width && line.atoms.length && !isSpace) {
      line = { atoms: [], width: 0 };
      lines.push(line);
    }
    if (isSpace && !line.atoms.length) continue; // no space at the start of a line
    if (wordWidth > width)
      word = word.flatMap((a) => (a.width > width ? split(doc, a, width, size) : [a]));
    for (const atom of word) {
      if (line.width + atom.width > width && line.atoms.length) {
        line = { atoms: [], width: 0 };
        lines.push(line);
      }
      line.atoms.push(atom);
      line.width += atom.width;
    }
  }
  for (const line of lines)
    while (line.atoms.length && line.atoms[line.atoms.length - 1].space)
      line.width -= line.atoms.pop()!.width;
  return lines;
}

/** The atoms of a line in the order they are drawn, left to right (Unicode rule L2). */
function visual(atoms: Atom[]): Atom[] {
  const order = [...atoms];
  const max = Math.max(0, ...order.map((a) => a.level));
  const lowestOdd = Math.min(...order.map((a) => a.level).filter((l) => l % 2 === 1), max + 1);
  for (let level = max; level >= lowestOdd; level--)
    for (let i = 0; i < order.length; i++) {
      if (order[i].level < level) continue;
      let j = i;
      while (j + 1 < order.length && order[j + 1].level >= level) j++;
      order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
      i = j;
    }
  return order;
}

const scaled = (doc: Doc, face: Face, size: number) => {
  const font = fontOf(face);
  const k = size / font.unitsPerEm;
  return {
    ascent: font.ascent * k,
    height: (font.ascent - font.descent + (font.lineGap || 0)) * k,
  };
};

/** Height of one line: the tallest of its fonts (the main face for an empty one). */
function lineMetrics(doc: Doc, line: Line, size: number, weight: Weight) {
  const list = line.atoms.length ? line.atoms.map((a) => a.face) : [mainFace(weight)];
  const metrics = [...new Set(list)].map((f) => scaled(doc, f, size));
  return {
    ascent: Math.max(...metrics.map((m) => m.ascent)),
    height: Math.max(...metrics.map((m) => m.height)),
  };
}

const segmentsOf = (text: string | Segment[]): Segment[] =>
  typeof text === 'string' ? [{ text }] : text;

function layout(doc: Doc, text: string | Segment[], options: TextOptions) {
  const size = options.size ?? 11;
  const weight = options.weight ?? 'regular';
  const atoms = atomsOf(doc, segmentsOf(text), weight, size);
  const lines = linesOf(doc, atoms, options.width, size).map((line) => ({
    ...line,
    ...lineMetrics(doc, line, size, weight),
  }));
  return { size, lines };
}

/** The height a text takes at this width (as `write` would draw it). */
export function heightOf(doc: Doc, text: string | Segment[], options: TextOptions): number {
  const { lines } = layout(doc, text, options);
  const gap = options.lineGap ?? 0;
  return lines.reduce((n, l) => n + l.height + gap, 0) - gap;
}

/**
 * Draws a text from (x, y) (the document's position when not given) within `width`, then leaves
 * the position below it at `x`. A line that would cross the bottom margin starts a new page.
 */
export function write(
  doc: Doc,
  text: string | Segment[],
  options: TextOptions & { x?: number; y?: number },
): void {
  const x = options.x ?? doc.x;
  let y = options.y ?? doc.y;
  const { size, lines } = layout(doc, text, options);
  const gap = options.lineGap ?? 0;
  doc.fillColor(options.color ?? '#1f2937');
  for (const line of lines) {
    const bottom = doc.page.height - doc.page.margins.bottom;
    if (y + line.height > bottom && y > doc.page.margins.top) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const free = options.width - line.width;
    let left = x + (options.align === 'center' ? free / 2 : options.align === 'right' ? free : 0);
    for (const atom of visual(
      line.atoms.map((a) => (rtl(a) ? { ...a, text: a.text.trim() } : a)),
    )) {
      drawAtom(doc, atom, left, y + line.ascent, size, options.link);
      left += atom.width;
    }
    y += line.height + gap;
  }
  doc.x = x;
  doc.y = y;
}

/** Whether pdfkit's text of these glyphs extracts to `text`: no reordering, splitting, merging. */
function extractsAs(
  glyphs: { codePoints: number[] }[],
  text: string,
  rightToLeft: boolean,
): boolean {
  const ordered = rightToLeft ? [...glyphs].reverse() : glyphs;
  // a glyph with no character of its own (a mark split off by shaping) extracts as garbage
  if (ordered.some((g) => !g.codePoints.length)) return false;
  return String.fromCodePoint(...ordered.flatMap((g) => g.codePoints)) === text;
}

/**
 * Draws one atom with its baseline at `baseline`: as text when its glyphs extract to its
 * characters, otherwise as outlines under an invisible text of its characters, in the order
 * pdf.js reads them (it reverses a right-to-left string, so that one is written reversed) and
 * stretched to the same width, so that neighbouring runs join without a space.
 */
function drawAtom(doc: Doc, atom: Atom, x: number, baseline: number, size: number, link?: string) {
  const features = featuresOf(atom);
  const common = { lineBreak: false, baseline: 'alphabetic', ...(link ? { link } : {}) } as const;
  // a variable face is always drawn as outlines: pdfkit would embed its Thin default instance
  const font = outlineFontOf(atom.face);
  const run = font.layout(atom.text, features);
  if (!atom.face.variable && extractsAs(run.glyphs, atom.text, rtl(atom))) {
    use(doc, atom.face, size).text(atom.text, x, baseline, { ...common, features } as never);
    return;
  }
  const k = size / font.unitsPerEm;
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    const p = run.positions[i];
    doc
      .save()
      .translate(x + (pen + p.xOffset) * k, baseline - p.yOffset * k)
      .scale(k, -k)
      .path(glyph.path.toSVG())
      .fill()
      .restore();
    pen += p.xAdvance;
  });
  const hidden = rtl(atom) ? [...atom.text].reverse().join('') : atom.text;
  const nominal = select(doc, `${atom.face.key}#nominal`, () => nominalFontOf(atom.face), size);
  const natural = nominal.widthOfString(hidden);
  doc.save();
  doc.addContent('3 Tr'); // invisible: read by extraction and search, never painted
  nominal.text(hidden, x, baseline, {
    ...common,
    horizontalScaling: natural > 0 ? (atom.width / natural) * 100 : 100,
  } as never);
  doc.restore();
}

/** A new A4 document whose base font is the main face (pdfkit's Helvetica is never used). */
export async function newPdf(options: PDFKit.PDFDocumentOptions): Promise<{
  doc: Doc;
  done: Promise<Buffer>;
}> {
  await fontsReady();
  const doc = new PDFDocument({ size: 'A4', bufferPages: true, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  use(doc, mainFace('regular'), 11);
  return { doc, done };
}

/** Selects the main face at a weight and size, for pdfkit's own measures (lines, moveDown). */
export const baseFont = (doc: Doc, weight: Weight, size: number): Doc =>
  use(doc, mainFace(weight), size);
