import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import woff2 from 'wawoff2/build/decompress_binding.js';

/**
 * The fonts every PDF of the app draws with (issue 31, docs/pdf-fonts.md): Noto, from the npm
 * registry's @fontsource packages, so `npm install` brings them and nothing is fetched at run
 * time. Each package is cut by Google Fonts into subsets (files) with the Unicode ranges in its
 * `unicode.json`; a character is drawn with the first face of the chain whose range holds it and
 * whose font really has its glyph (fontkit `hasGlyphForCodePoint`). Fonts are parsed once per
 * process, when a character first needs them (the Chinese font is ~100 slices: a name loads one
 * or two).
 */

export type Weight = 'regular' | 'bold';

/** One file of a package: the font of a range of characters at one weight. */
export interface Face {
  /** unique per file: the name a document registers the font under */
  key: string;
  file: string;
  ranges: [number, number][];
  /**
   * A variable font (Chinese): its default instance is Thin, and pdfkit embeds the default
   * instance, so its glyphs are drawn as outlines of the weight asked (text.ts).
   */
  variable?: { weight: number };
}

/** A package of the chain, with the files of its subsets for each weight. */
interface Family {
  pkg: string;
  variable?: boolean;
  /** file name of a subset at a weight; null when the package has no such weight */
  file: (subset: string, weight: Weight) => string;
  /** subsets to use, in this order; all of the package's when absent */
  subsets?: string[];
}

const staticFamily = (pkg: string, prefix: string, subsets: string[]): Family => ({
  pkg,
  subsets,
  file: (subset, weight) => `${prefix}-${subset}-${weight === 'bold' ? 700 : 400}-normal.woff`,
});

/**
 * The chain, in order of preference. Noto Sans holds Latin (with Latin Extended: Romanian,
 * Albanian, Polish, Vietnamese), Greek and Cyrillic; then Arabic (shaped by fontkit's Arabic
 * shaper), Devanagari, Bengali; last Simplified Chinese, whose font also covers Japanese kana,
 * Hangul syllables, full-width forms and some pictographs. Chinese is one variable font (its
 * default instance is Thin: its glyphs are drawn as outlines at 400 or 700, see `outlineFontOf`).
 * Emoji come before it, as outlines of Noto Emoji.
 */
const CHAIN: Family[] = [
  staticFamily('@fontsource/noto-sans', 'noto-sans', [
    'latin',
    'latin-ext',
    'vietnamese',
    'greek',
    'greek-ext',
    'cyrillic',
    'cyrillic-ext',
  ]),
  staticFamily('@fontsource/noto-sans-arabic', 'noto-sans-arabic', ['arabic']),
  staticFamily('@fontsource/noto-sans-devanagari', 'noto-sans-devanagari', ['devanagari']),
  staticFamily('@fontsource/noto-sans-bengali', 'noto-sans-bengali', ['bengali']),
  {
    // monochrome emoji (outlines; a PDF has no colour fonts): its slices are "[N]" as well
    pkg: '@fontsource/noto-emoji',
    file: (subset, weight) =>
      `noto-emoji-${subset.replace(/[[\]]/g, '')}-${weight === 'bold' ? 700 : 400}-normal.woff`,
  },
  {
    pkg: '@fontsource-variable/noto-sans-sc',
    variable: true,
    // the keys of its unicode.json are "[N]", its files noto-sans-sc-N-wght-normal.woff2
    file: (subset) => `noto-sans-sc-${subset.replace(/[[\]]/g, '')}-wght-normal.woff2`,
  },
];

function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from, 16);
    return [start, to ? parseInt(to, 16) : start];
  });
}

const facesByWeight = new Map<Weight, Face[]>();

/** The faces of the chain at a weight, in order (read from the packages once). */
export function faces(weight: Weight): Face[] {
  let list = facesByWeight.get(weight);
  if (list) return list;
  list = [];
  for (const family of CHAIN) {
    const dir = path.dirname(require.resolve(`${family.pkg}/package.json`));
    const unicode = JSON.parse(fs.readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    for (const subset of family.subsets ?? Object.keys(unicode)) {
      const file = path.join(dir, 'files', family.file(subset, weight));
      if (!fs.existsSync(file)) continue;
      list.push({
        key: `${family.pkg}/${path.basename(file)}`,
        file,
        ranges: parseRanges(unicode[subset]),
        ...(family.variable ? { variable: { weight: weight === 'bold' ? 700 : 400 } } : {}),
      });
    }
  }
  facesByWeight.set(weight, list);
  return list;
}

const woff2Ready = new Promise<void>((resolve) => {
  if (woff2.calledRun) resolve();
  else woff2.onRuntimeInitialized = resolve;
});

/** Resolves once the fonts can be read (the WOFF2 decoder's WebAssembly is compiled): `newPdf`. */
export const fontsReady = (): Promise<void> => woff2Ready;

/**
 * The bytes fontkit reads for a face. A variable WOFF2 is decoded to TrueType first: fontkit 2
 * applies a WOFF2's variations against the compressed stream, i.e. not at all.
 */
function bytesOf(face: Face): Buffer {
  const bytes = fs.readFileSync(face.file);
  if (!face.variable) return bytes;
  const ttf = woff2.decompress(bytes);
  if (!ttf) throw new Error(`cannot decode ${face.file}`);
  return Buffer.from(ttf);
}

const loaded = new Map<string, fontkit.Font>();

function parse(key: string, face: Face, coords?: number[]): fontkit.Font {
  let font = loaded.get(key);
  if (!font) {
    font = fontkit.create(bytesOf(face)) as fontkit.Font;
    // read by fontkit's variation processor when a glyph's outline is first asked
    if (coords) (font as unknown as { variationCoords: number[] }).variationCoords = coords;
    loaded.set(key, font);
  }
  return font;
}

/** The parsed font of a face (once per process). */
export const fontOf = (face: Face): fontkit.Font => parse(face.key, face);

/** The font whose outlines a variable face draws with, at its weight. */
export const outlineFontOf = (face: Face): fontkit.Font =>
  face.variable
    ? parse(`${face.key}@${face.variable.weight}`, face, [face.variable.weight])
    : fontOf(face);

const covers = (face: Face, cp: number) => face.ranges.some(([a, b]) => cp >= a && cp <= b);

/** Whether the face draws this character. */
export const hasGlyph = (face: Face, cp: number): boolean =>
  covers(face, cp) && fontOf(face).hasGlyphForCodePoint(cp);

/**
 * The first face of the chain that draws the character; null when none does (the caller draws
 * it with the main face, whose missing-glyph box still extracts as the character).
 */
export function faceFor(cp: number, weight: Weight): Face | null {
  for (const face of faces(weight)) if (hasGlyph(face, cp)) return face;
  return null;
}

const nominal = new Map<string, fontkit.Font>();

/**
 * A second parse of a face's font that lays out text glyph by glyph from its character map, with
 * no shaping: the invisible text layer of shaped runs (text.ts), whose glyphs then map back to
 * exactly the characters given. A separate instance, so that the glyphs it creates (and the
 * characters fontkit remembers for them) are not those of the shaped text.
 */
export function nominalFontOf(face: Face): fontkit.Font {
  let proxy = nominal.get(face.key);
  if (!proxy) {
    const font = fontkit.create(bytesOf(face)) as fontkit.Font;
    const layout = (text: string) => {
      const glyphs = [...text].map((c) => font.glyphForCodePoint(c.codePointAt(0)!));
      const positions = glyphs.map((g) => ({
        xAdvance: g.advanceWidth,
        yAdvance: 0,
        xOffset: 0,
        yOffset: 0,
      }));
      return { glyphs, positions, advanceWidth: glyphs.reduce((n, g) => n + g.advanceWidth, 0) };
    };
    // its own PostScript name: pdfkit would otherwise take it for the shaped font and reuse that
    const postscriptName = `${font.postscriptName}-Text`;
    proxy = new Proxy(font, {
      get: (target, property) =>
        property === 'layout'
          ? layout
          : property === 'postscriptName'
            ? postscriptName
            : (Reflect.get(target, property, target) as unknown),
    });
    nominal.set(face.key, proxy);
  }
  return proxy;
}

/** The face of plain Latin text: the one of the letter "a". */
export const mainFace = (weight: Weight): Face => faceFor(0x61, weight)!;
