// The 1-bit bitmap fonts: parsing their text files into glyph bitmaps, and
// laying strings out as glyph placements. Pure code, so layout and measuring
// work the same in Node (tests, art built offline) and in the browser, where
// `text.ts` turns placements into sprites.

import { Bitmap, CLEAR } from './bitmap';
import systemSrc from '../../assets/pixelfonts/system.txt?raw';
import smallSrc from '../../assets/pixelfonts/small.txt?raw';
import spectrumSrc from '../../assets/pixelfonts/spectrum.txt?raw';
import sansSrc from '../../assets/pixelfonts/sans.txt?raw';

export type FontId = 'system' | 'small' | 'spectrum' | 'sans';

/** Glyph ink is white so a tint (or `drawText`'s colour) gives the exact colour. */
export const INK = 0xffffff;

export interface Glyph {
  readonly char: string;
  /** `rows` high, its own width wide; ink is `INK`, paper is `CLEAR`. */
  readonly bitmap: Bitmap;
  /** Distance to the next glyph's left edge: width plus the font's spacing. */
  readonly advance: number;
}

export interface Font {
  readonly name: string;
  readonly lineHeight: number;
  /** Blank rows between the top of a line and the top of its glyphs. */
  readonly top: number;
  /** Rows in every glyph bitmap, ascender top to descender bottom. */
  readonly rows: number;
  /** Blank columns between neighbouring glyphs. */
  readonly spacing: number;
  /** Row of the line (from its top) where accelerator underlines go. */
  readonly underline: number;
  /** Width of every glyph in a fixed-cell font; absent when proportional. */
  readonly cell?: number;
  readonly glyphs: ReadonlyMap<string, Glyph>;
  /** Drawn for characters the font lacks, so gaps in a font are visible. */
  readonly placeholder: Glyph;
}

export class FontParseError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'FontParseError';
  }
}

const HEADER_KEYS = ['font', 'line-height', 'top', 'rows', 'spacing', 'underline', 'cell'] as const;
type HeaderKey = (typeof HEADER_KEYS)[number];

function isHeaderKey(key: string): key is HeaderKey {
  return (HEADER_KEYS as readonly string[]).includes(key);
}

function parseChar(name: string, line: number): string {
  const code = /^U\+([0-9A-Fa-f]{4,6})$/.exec(name);
  if (code?.[1]) return String.fromCodePoint(parseInt(code[1], 16));
  if ([...name].length !== 1) throw new FontParseError(line, `"char" names one character or U+XXXX, not "${name}"`);
  return name;
}

function placeholderBitmap(width: number, rows: number, inset: number): Bitmap {
  const box = new Bitmap(width, rows);
  const w = width - inset * 2;
  const h = rows - inset * 2;
  box.rect(inset, inset, w, 1, INK);
  box.rect(inset, inset + h - 1, w, 1, INK);
  box.rect(inset, inset, 1, h, INK);
  box.rect(inset + w - 1, inset, 1, h, INK);
  return box;
}

/** Drawn as a space, but a line is never broken there (U+00A0). */
export const NO_BREAK_SPACE = '\u00A0';

/**
 * Parse a font file: `key value` header lines, then glyphs, each a line
 * `char X` (or `char U+XXXX`) followed by `rows` lines of `#` (ink) and `.`
 * (paper). Lines starting with `;` are comments. Mistakes throw a
 * `FontParseError` naming the line.
 */
export function parseFont(src: string): Font {
  const header = new Map<HeaderKey, string>();
  const glyphs = new Map<string, Glyph>();
  let pending: { char: string; line: number; rows: string[] } | undefined;

  const number = (key: HeaderKey, line: number, fallback?: number): number => {
    const raw = header.get(key);
    if (raw === undefined) {
      if (fallback !== undefined) return fallback;
      throw new FontParseError(line, `header "${key}" missing before the first glyph`);
    }
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new FontParseError(line, `header "${key}" must be a whole number`);
    return n;
  };
  let metrics: { rows: number; spacing: number; cell: number | undefined } | undefined;

  const finish = (): void => {
    if (!pending || !metrics) return;
    const { char, line, rows } = pending;
    if (rows.length !== metrics.rows) {
      throw new FontParseError(line, `glyph "${char}" has ${rows.length} rows, expected ${metrics.rows}`);
    }
    const width = rows[0]?.length ?? 0;
    if (metrics.cell !== undefined && width !== metrics.cell) {
      throw new FontParseError(line, `glyph "${char}" is ${width} wide, the cell is ${metrics.cell}`);
    }
    const bitmap = new Bitmap(width, rows.length);
    rows.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) if (row[x] === '#') bitmap.set(x, y, INK);
    });
    glyphs.set(char, { char, bitmap, advance: width + metrics.spacing });
    pending = undefined;
  };

  const lines = src.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '' || text.startsWith(';')) return;
    if (/^[#.]+$/.test(text)) {
      if (!pending) throw new FontParseError(line, 'glyph row outside a glyph');
      const first = pending.rows[0];
      if (first !== undefined && first.length !== text.length) {
        throw new FontParseError(line, `row is ${text.length} wide, the glyph's first row is ${first.length}`);
      }
      pending.rows.push(text);
      return;
    }
    const space = text.indexOf(' ');
    const key = space < 0 ? text : text.slice(0, space);
    const value = space < 0 ? '' : text.slice(space + 1).trim();
    if (key === 'char') {
      finish();
      metrics ??= {
        rows: number('rows', line),
        spacing: number('spacing', line),
        cell: header.has('cell') ? number('cell', line) : undefined,
      };
      const char = parseChar(value, line);
      if (glyphs.has(char)) throw new FontParseError(line, `glyph "${char}" defined twice`);
      pending = { char, line, rows: [] };
      return;
    }
    if (!isHeaderKey(key)) throw new FontParseError(line, `unknown line "${text}"`);
    if (metrics) throw new FontParseError(line, `header "${key}" after the first glyph`);
    header.set(key, value);
  });
  finish();
  // A no-break space looks like a space but never ends a line: "10 to 8" and "3 tricks" stay whole.
  const space = glyphs.get(' ');
  if (space && !glyphs.has(NO_BREAK_SPACE)) glyphs.set(NO_BREAK_SPACE, { ...space, char: NO_BREAK_SPACE });

  if (!metrics) throw new FontParseError(lines.length, 'no glyphs');
  const end = lines.length;
  const rows = metrics.rows;
  const cell = metrics.cell;
  const boxWidth = cell ?? Math.ceil(rows / 2);
  return {
    name: header.get('font') ?? '',
    lineHeight: number('line-height', end),
    top: number('top', end),
    rows,
    spacing: metrics.spacing,
    underline: number('underline', end),
    ...(cell === undefined ? {} : { cell }),
    glyphs,
    placeholder: {
      char: '\uFFFD',
      bitmap: placeholderBitmap(boxWidth, rows, cell === undefined ? 0 : 1),
      advance: boxWidth + metrics.spacing,
    },
  };
}

export const FONTS: Readonly<Record<FontId, Font>> = {
  system: parseFont(systemSrc),
  small: parseFont(smallSrc),
  spectrum: parseFont(spectrumSrc),
  sans: parseFont(sansSrc),
};

export function glyphFor(font: Font, char: string): Glyph {
  return font.glyphs.get(char) ?? font.placeholder;
}

export interface LayoutOptions {
  align?: 'left' | 'center' | 'right';
  /** Word-wrap to this width in pixels; also the width `align` works within. */
  wrap?: number;
  /** `&` underlines the next character; `&&` is a literal `&`. */
  accelerator?: boolean;
}

/** A glyph's bitmap drawn with its top-left at (x, y). */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly glyph: Glyph;
}

/** A one-pixel-high line under an accelerator character. */
export interface Underline {
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

export interface Layout {
  readonly placements: readonly Placement[];
  readonly underlines: readonly Underline[];
  /** Widest line, from the first glyph's left edge to the last one's ink edge. */
  readonly width: number;
  readonly height: number;
  readonly lines: number;
}

interface Unit {
  readonly glyph: Glyph;
  readonly underlined: boolean;
}

function units(font: Font, paragraph: string, accelerator: boolean): Unit[] {
  const out: Unit[] = [];
  const chars = [...paragraph];
  for (let i = 0; i < chars.length; i++) {
    let char = chars[i] ?? '';
    let underlined = false;
    if (accelerator && char === '&' && i + 1 < chars.length) {
      i++;
      char = chars[i] ?? '';
      underlined = char !== '&';
    }
    out.push({ glyph: glyphFor(font, char), underlined });
  }
  return out;
}

function lineWidth(font: Font, line: readonly Unit[]): number {
  if (line.length === 0) return 0;
  return line.reduce((sum, u) => sum + u.glyph.advance, 0) - font.spacing;
}

const isSpace = (u: Unit): boolean => u.glyph.char === ' ';

/** Greedy word wrap; a word wider than the limit is broken between letters. */
function wrapParagraph(font: Font, paragraph: Unit[], limit: number | undefined): Unit[][] {
  if (limit === undefined) return [paragraph];
  const lines: Unit[][] = [];
  let line: Unit[] = [];
  let i = 0;
  while (i < paragraph.length) {
    let j = i;
    while (j < paragraph.length && isSpace(paragraph[j] as Unit)) j++;
    let k = j;
    while (k < paragraph.length && !isSpace(paragraph[k] as Unit)) k++;
    const gap = paragraph.slice(i, j);
    const word = paragraph.slice(j, k);
    if (line.length === 0 || lineWidth(font, [...line, ...gap, ...word]) <= limit) {
      line.push(...gap);
    } else {
      lines.push(line);
      line = [];
    }
    for (const unit of word) {
      if (line.length > 0 && lineWidth(font, [...line, unit]) > limit && !line.every(isSpace)) {
        lines.push(line);
        line = [];
      }
      line.push(unit);
    }
    i = k;
  }
  lines.push(line);
  return lines;
}

export function layoutText(font: Font, text: string, options: LayoutOptions = {}): Layout {
  const { align = 'left', wrap, accelerator = false } = options;
  const lines = text
    .split('\n')
    .flatMap((paragraph) => wrapParagraph(font, units(font, paragraph, accelerator), wrap));
  const widths = lines.map((line) => lineWidth(font, line));
  const width = Math.max(0, ...widths);
  const box = wrap ?? width;
  const placements: Placement[] = [];
  const underlines: Underline[] = [];
  lines.forEach((line, row) => {
    const slack = box - (widths[row] ?? 0);
    let x = align === 'left' ? 0 : align === 'right' ? slack : Math.floor(slack / 2);
    const y = row * font.lineHeight;
    for (const { glyph, underlined } of line) {
      placements.push({ x, y: y + font.top, glyph });
      if (underlined) underlines.push({ x, y: y + font.underline, width: glyph.bitmap.width });
      x += glyph.advance;
    }
  });
  return { placements, underlines, width, height: lines.length * font.lineHeight, lines: lines.length };
}

export function measure(font: Font, text: string, options: LayoutOptions = {}): { width: number; height: number } {
  const { width, height } = layoutText(font, text, options);
  return { width, height };
}

/** Paint text into a bitmap in one colour, its layout's top-left at (x, y). */
export function drawText(
  target: Bitmap,
  font: Font,
  text: string,
  x: number,
  y: number,
  colour: number,
  options: LayoutOptions = {},
): void {
  const layout = layoutText(font, text, options);
  for (const { x: gx, y: gy, glyph } of layout.placements) {
    const { bitmap } = glyph;
    for (let j = 0; j < bitmap.height; j++) {
      for (let i = 0; i < bitmap.width; i++) {
        if (bitmap.get(i, j) !== CLEAR) target.set(x + gx + i, y + gy + j, colour);
      }
    }
  }
  for (const u of layout.underlines) target.rect(x + u.x, y + u.y, u.width, 1, colour);
}
