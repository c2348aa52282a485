import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Bitmap, CLEAR } from './bitmap';
import { FONTS, FontParseError, drawText, glyphFor, layoutText, measure, parseFont, type Font, type FontId } from './font';
import { VGA } from './palette';
import { saveBitmap } from '../../tests/png';

const IDS: FontId[] = ['system', 'small', 'spectrum', 'sans'];
const SUITS = ['\u2663', '\u2666', '\u2665', '\u2660'];
const REQUIRED = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), ...SUITS];

const TINY = `font tiny
line-height 5
top 1
rows 3
spacing 1
underline 4
char A
.#.
###
#.#
char B
##
##
##
char U+0020
..
..
..
`;

const tiny = parseFont(TINY);

function ink(bitmap: Bitmap): string[] {
  const rows: string[] = [];
  for (let y = 0; y < bitmap.height; y++) {
    let row = '';
    for (let x = 0; x < bitmap.width; x++) row += bitmap.get(x, y) === CLEAR ? '.' : '#';
    rows.push(row);
  }
  return rows;
}

function inkColumns(bitmap: Bitmap): Set<number> {
  const cols = new Set<number>();
  for (let y = 0; y < bitmap.height; y++) for (let x = 0; x < bitmap.width; x++) if (bitmap.get(x, y) !== CLEAR) cols.add(x);
  return cols;
}

describe('the fonts', () => {
  it.each(IDS)('%s has every printable ASCII character and the four suits', (id) => {
    const missing = REQUIRED.filter((c) => !FONTS[id].glyphs.has(c));
    expect(missing).toEqual([]);
  });

  it.each(IDS)('%s draws ink for every visible character', (id) => {
    const blank = REQUIRED.filter((c) => c !== ' ' && FONTS[id].glyphs.get(c)?.bitmap.colours().size !== 1);
    expect(blank).toEqual([]);
  });

  it.each(IDS)('%s glyphs fit inside a line', (id) => {
    const font = FONTS[id];
    expect(font.top + font.rows).toBeLessThanOrEqual(font.lineHeight);
    expect(font.underline).toBeLessThan(font.lineHeight);
  });

  it('spectrum glyphs are exactly 8x8 and leave their right column blank', () => {
    // Underscores and em dashes run on into their neighbours, as rules should.
    const joining = new Set(['_', '\u2014']);
    for (const glyph of FONTS.spectrum.glyphs.values()) {
      expect([glyph.char, glyph.bitmap.width, glyph.bitmap.height, glyph.advance]).toEqual([glyph.char, 8, 8, 8]);
      if (!joining.has(glyph.char)) expect(inkColumns(glyph.bitmap).has(7), glyph.char).toBe(false);
    }
  });

  it.each(['system', 'small', 'sans'] as const)('%s has figures of one width, so columns of scores line up', (id) => {
    const widths = new Set([...'0123456789'].map((d) => glyphFor(FONTS[id], d).advance));
    expect(widths.size).toBe(1);
  });

  it.each(IDS)('%s tells apart the characters people confuse', (id) => {
    const shape = (c: string): string => ink(glyphFor(FONTS[id], c).bitmap).join('/');
    for (const group of [['l', '1', 'I', '|'], ['0', 'O', 'o'], ['5', 'S'], ['8', 'B'], ['2', 'Z']]) {
      expect(new Set(group.map(shape)).size, group.join(' ')).toBe(group.length);
    }
    expect(measure(FONTS[id], 'rn').width).not.toBe(measure(FONTS[id], 'm').width);
  });

  it('system has bold strokes: the stems of H are two pixels wide', () => {
    expect(ink(glyphFor(FONTS.system, 'H').bitmap)[0]).toMatch(/^##\.+##$/);
  });

  it('sans has a glyph for every character the system font has, so a look can change face without gaps', () => {
    const missing = [...FONTS.system.glyphs.keys()].filter((c) => !FONTS.sans.glyphs.has(c));
    expect(missing).toEqual([]);
  });

  it('sans is the regular face of 8-point MS Sans Serif: one-pixel stems, capitals 8 rows, lower case 6, descenders 2', () => {
    const font = FONTS.sans;
    /** First and last inked rows of a glyph. */
    const span = (c: string): [number, number] => {
      const inked = ink(glyphFor(font, c).bitmap).flatMap((row, y) => (row.includes('#') ? [y] : []));
      return [inked[0] ?? -1, inked.at(-1) ?? -1];
    };
    expect(ink(glyphFor(font, 'H').bitmap).at(1)).toMatch(/^#\.+#$/);
    const [capTop, baseline] = span('H');
    expect(baseline - capTop + 1).toBe(8);
    for (const c of 'ABCDEFGHIKLMNOPRSTUVWXYZ0123456789') expect(span(c), c).toEqual([capTop, baseline]);
    for (const c of 'acemnorsuvwxz') expect(span(c), c).toEqual([baseline - 5, baseline]);
    for (const c of 'gpqy') expect(span(c)[1], c).toBe(baseline + 2);
    for (const c of 'bdhkl') expect(span(c)[0], c).toBeGreaterThanOrEqual(capTop - 1);
    // Wide letters wide, thin ones one column.
    const width = (c: string): number => glyphFor(font, c).bitmap.width;
    expect(width('m')).toBeGreaterThan(width('n'));
    expect(width('w')).toBeGreaterThan(width('v'));
    expect([width('i'), width('l'), width('I')]).toEqual([1, 1, 1]);
    // The accelerator underline sits under the baseline, above the line's end.
    const baselineRow = font.top + baseline;
    expect(font.underline).toBeGreaterThan(baselineRow);
    expect(font.underline).toBeLessThanOrEqual(baselineRow + 2);
    expect(font.lineHeight).toBe(13);
  });
});

describe('parseFont', () => {
  it('reads metrics and glyph bitmaps', () => {
    expect(tiny).toMatchObject({ name: 'tiny', lineHeight: 5, top: 1, rows: 3, spacing: 1, underline: 4 });
    expect(ink(glyphFor(tiny, 'A').bitmap)).toEqual(['.#.', '###', '#.#']);
    expect(glyphFor(tiny, 'A').advance).toBe(4);
    expect(glyphFor(tiny, ' ').advance).toBe(3);
  });

  it.each([
    ['a glyph with too few rows', TINY.replace('##\n##\n##\n', '##\n##\n'), 11, /expected 3/],
    ['a ragged row', TINY.replace('###\n', '####\n'), 9, /row is 4 wide/],
    ['an unknown header', TINY.replace('top 1', 'tops 1'), 3, /unknown line/],
    ['a missing header', TINY.replace('spacing 1\n', ''), 6, /"spacing" missing/],
    ['a character named twice', TINY.replace('char B', 'char A'), 11, /defined twice/],
    ['a long character name', TINY.replace('char B', 'char BB'), 11, /one character/],
    ['a row before any glyph', `.#.\n${TINY}`, 1, /outside a glyph/],
    ['a wrong cell width', TINY.replace('top 1', 'top 1\ncell 3'), 12, /cell is 3/],
  ])('reports %s with its line number', (_, src, line, message) => {
    let error: unknown;
    try {
      parseFont(src);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FontParseError);
    expect((error as FontParseError).line).toBe(line);
    expect((error as FontParseError).message).toMatch(message);
  });
});

describe('layoutText', () => {
  it('places glyphs left to right by their advances, on the font top row', () => {
    const layout = layoutText(tiny, 'AB A');
    expect(layout.placements.map((p) => [p.glyph.char, p.x, p.y])).toEqual([
      ['A', 0, 1],
      ['B', 4, 1],
      [' ', 7, 1],
      ['A', 10, 1],
    ]);
    expect(layout.width).toBe(13);
    expect(layout.height).toBe(5);
  });

  it('draws a placeholder box for characters the font lacks', () => {
    const layout = layoutText(tiny, 'AzA');
    const box = layout.placements[1]?.glyph;
    expect(box).toBe(tiny.placeholder);
    expect(ink(tiny.placeholder.bitmap)).toEqual(['##', '##', '##']);
    expect(layout.placements[2]?.x).toBe(4 + 3);
    const spectrumBox = ink(FONTS.spectrum.placeholder.bitmap);
    expect(spectrumBox[0]).toBe('........');
    expect(spectrumBox[1]).toBe('.######.');
    expect(spectrumBox[3]).toBe('.#....#.');
  });

  it('breaks lines at newlines', () => {
    const layout = layoutText(tiny, 'AA\nB');
    expect(layout.lines).toBe(2);
    expect(layout.placements.map((p) => [p.x, p.y])).toEqual([
      [0, 1],
      [4, 1],
      [0, 6],
    ]);
    expect(layout.width).toBe(7);
    expect(layout.height).toBe(10);
  });

  it('wraps at spaces, dropping the space at the break', () => {
    // 'AA' is 7 wide, 'AA AA' 17.
    const layout = layoutText(tiny, 'AA AA A', { wrap: 12 });
    expect(layout.lines).toBe(3);
    const lines = [0, 5, 10].map((y) =>
      layout.placements.filter((p) => p.y === y + 1).map((p) => p.glyph.char).join(''),
    );
    expect(lines).toEqual(['AA', 'AA', 'A']);
  });

  it('breaks a word wider than the wrap width between letters', () => {
    const layout = layoutText(tiny, 'AAAAA', { wrap: 8 });
    expect(layout.lines).toBe(3);
    expect(layout.width).toBeLessThanOrEqual(8);
  });

  it('aligns lines within the wrap width', () => {
    const right = layoutText(tiny, 'A', { wrap: 11, align: 'right' });
    expect(right.placements[0]?.x).toBe(8);
    const centre = layoutText(tiny, 'A', { wrap: 12, align: 'center' });
    expect(centre.placements[0]?.x).toBe(4);
  });

  it('aligns short lines against the longest when not wrapping', () => {
    const layout = layoutText(tiny, 'AAA\nA', { align: 'right' });
    expect(layout.placements[3]?.x).toBe(8);
  });

  it('underlines the accelerator letter and hides the ampersand', () => {
    const layout = layoutText(tiny, 'A&BA', { accelerator: true });
    expect(layout.placements.map((p) => p.glyph.char).join('')).toBe('ABA');
    expect(layout.underlines).toEqual([{ x: 4, y: 4, width: 2 }]);
  });

  it('reads && as a literal ampersand without underline', () => {
    const layout = layoutText(FONTS.system, 'R&&D', { accelerator: true });
    expect(layout.placements.map((p) => p.glyph.char).join('')).toBe('R&D');
    expect(layout.underlines).toEqual([]);
  });

  it('leaves ampersands alone when accelerators are off', () => {
    const layout = layoutText(FONTS.system, '&File');
    expect(layout.placements.map((p) => p.glyph.char).join('')).toBe('&File');
  });

  it('underlines at the font underline row of the right line', () => {
    const font = FONTS.system;
    const layout = layoutText(font, 'Game\n&Help', { accelerator: true });
    expect(layout.underlines).toEqual([{ x: 0, y: font.lineHeight + font.underline, width: glyphFor(font, 'H').bitmap.width }]);
  });

  it('never lets a wrapped line outgrow the wrap width unless a single glyph does', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 12 }), fc.integer({ min: 20, max: 200 }), (words, wrap) => {
        const text = words.join(' ');
        const layout = layoutText(FONTS.system, text, { wrap });
        expect(layout.width).toBeLessThanOrEqual(wrap);
        const shown = layout.placements.map((p) => p.glyph.char).join('');
        expect(shown.replaceAll(' ', '')).toBe(text.replaceAll(' ', ''));
        for (const p of layout.placements) expect(p.x + p.glyph.bitmap.width).toBeLessThanOrEqual(wrap);
      }),
    );
  });

  it('measures what it lays out, whatever the text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...IDS), fc.string({ maxLength: 40 }), (id, text) => {
        const font: Font = FONTS[id];
        const size = measure(font, text);
        const layout = layoutText(font, text);
        expect(size).toEqual({ width: layout.width, height: layout.height });
        for (const p of layout.placements) {
          expect(Number.isInteger(p.x) && Number.isInteger(p.y)).toBe(true);
          expect(p.x + p.glyph.bitmap.width).toBeLessThanOrEqual(size.width);
          expect(p.y + p.glyph.bitmap.height).toBeLessThanOrEqual(size.height);
        }
      }),
    );
  });
});

describe('drawText', () => {
  it('paints glyph ink and underlines in one colour at an offset', () => {
    const target = new Bitmap(12, 8);
    drawText(target, tiny, '&AB', 2, 1, VGA.red, { accelerator: true });
    expect(target.colours()).toEqual(new Set([VGA.red]));
    expect(target.get(3, 2)).toBe(VGA.red); // top of A
    expect(target.get(2, 2)).toBe(CLEAR);
    expect(target.get(2, 5)).toBe(VGA.red); // underline under A
    expect(target.get(6, 5)).toBe(CLEAR); // B is not underlined
  });
});

const SAMPLES = [
  'Hearts Deluxe \u2014 Game  Rules  Help',
  'Score: 26  \u2660\u2665\u2666\u2663',
  'YOUR TURN  T Twist  M Move  Z Finish',
  'The quick brown fox jumps over the lazy dog.',
  'THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG!',
  'l1I| 0Oo rn m  5S 8B 2Z  (a,b) [c;d] {e:f} "g\'h"',
  'Thirty-One: 3 lives left. Knock? $10 @ 50% & more_',
  '&Game  &Options  &Help   ~^`\\/<>=+-*#',
];

describe('specimens', () => {
  it.each(IDS)('render %s to test-results for a look', (id) => {
    const font = FONTS[id];
    const chars = REQUIRED.join('');
    const rows = [chars.slice(0, 32), chars.slice(32, 64), chars.slice(64)];
    const lines = [...rows, '', ...SAMPLES];
    const size = measure(font, lines.join('\n'), { accelerator: true });
    const sheet = new Bitmap(size.width + 8, size.height + font.lineHeight * 2 + 8, VGA.white);
    drawText(sheet, font, lines.join('\n'), 4, 4, VGA.black, { accelerator: true });
    const y = 4 + size.height;
    sheet.rect(0, y, sheet.width, font.lineHeight * 2 + 4, VGA.navy);
    drawText(sheet, font, `${SAMPLES[0] ?? ''}\n${SAMPLES[1] ?? ''}`, 4, y + 2, VGA.white);
    saveBitmap(`test-results/fonts-${id}.png`, sheet, 3);
    expect(sheet.colours()).toEqual(new Set([VGA.white, VGA.black, VGA.navy]));
  });
});
