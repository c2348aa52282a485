import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sprite } from 'pixi.js';
import { CLEAR, type Bitmap } from './bitmap';
import { FONTS, glyphFor, layoutText } from './font';
import { VGA } from './palette';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });

// No canvas in Node: keep the atlas bitmap beside a texture of its size, so
// the tests can check what each sprite's frame shows.
const sheets: Bitmap[] = [];
vi.mock('./texture', async () => {
  const { Texture, TextureSource } = await import('pixi.js');
  return {
    bitmapTexture(bitmap: Bitmap) {
      sheets.push(bitmap);
      return new Texture({ source: new TextureSource({ width: bitmap.width, height: bitmap.height, label: String(sheets.length - 1) }) });
    },
  };
});

const { PixelText, loadFonts, measureText, lineHeight } = await import('./text');

function visible(text: InstanceType<typeof PixelText>): Sprite[] {
  return text.children.filter((c): c is Sprite => c.visible && 'texture' in c);
}

function picture(width: number, height: number, inked: (x: number, y: number) => boolean): string[] {
  return Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => (inked(x, y) ? '#' : '.')).join(''),
  );
}

/** The 1-bit picture a sprite's frame cuts from its atlas. */
function shown(sprite: Sprite): string[] {
  const sheet = sheets[Number(sprite.texture.source.label)];
  const { x, y, width, height } = sprite.texture.frame;
  return picture(width, height, (i, j) => sheet?.get(x + i, y + j) !== CLEAR);
}

function rowsOf(bitmap: Bitmap): string[] {
  return picture(bitmap.width, bitmap.height, (x, y) => bitmap.get(x, y) !== CLEAR);
}

describe('PixelText', () => {
  beforeAll(() => loadFonts());

  it('builds one white atlas per font', () => {
    expect(sheets).toHaveLength(Object.keys(FONTS).length);
    for (const sheet of sheets) expect(sheet.colours()).toEqual(new Set([0xffffff]));
  });

  it('draws each inked glyph as a sprite cut from the atlas, at the laid-out whole-pixel spot', () => {
    const text = new PixelText('Hi there', { colour: VGA.maroon });
    const layout = layoutText(FONTS.system, 'Hi there');
    const inked = layout.placements.filter((p) => p.glyph.char !== ' ');
    const sprites = visible(text);
    expect(sprites).toHaveLength(inked.length);
    sprites.forEach((sprite, i) => {
      const p = inked[i];
      if (!p) throw new Error('missing placement');
      expect([sprite.x, sprite.y]).toEqual([p.x, p.y]);
      expect(shown(sprite)).toEqual(rowsOf(p.glyph.bitmap));
      expect(sprite.tint).toBe(VGA.maroon);
    });
    expect([text.textWidth, text.textHeight]).toEqual([layout.width, layout.height]);
  });

  it('re-uses its sprites when the text changes, hiding the spare ones', () => {
    const text = new PixelText('Score: 104', { font: 'small' });
    const before = [...text.children];
    text.text = 'Score: 9';
    expect(text.children).toEqual(before);
    expect(visible(text)).toHaveLength('Score:9'.length);
    text.text = 'Score: 12345';
    expect(text.children.slice(0, before.length)).toEqual(before);
    expect(visible(text)).toHaveLength('Score:12345'.length);
    expect(text.textWidth).toBe(measureText('Score: 12345', { font: 'small' }).width);
  });

  it('recolours every sprite', () => {
    const text = new PixelText('&Deal', { accelerator: true });
    text.colour = VGA.white;
    expect(visible(text).every((s) => s.tint === VGA.white)).toBe(true);
    expect(text.colour).toBe(VGA.white);
  });

  it('underlines an accelerator with a one-pixel line under the letter', () => {
    const text = new PixelText('&Deal', { accelerator: true });
    const sprites = visible(text);
    const line = sprites.at(-1);
    const d = glyphFor(FONTS.system, 'D');
    expect(sprites).toHaveLength(5);
    expect(line && shown(line)).toEqual(['#']);
    expect(line && [line.x, line.y, line.scale.x, line.scale.y]).toEqual([0, FONTS.system.underline, d.bitmap.width, 1]);
  });

  it('shows unknown characters as the placeholder box', () => {
    const text = new PixelText('\u263A', { font: 'spectrum' });
    const [sprite] = visible(text);
    expect(sprite && shown(sprite)).toEqual(rowsOf(FONTS.spectrum.placeholder.bitmap));
  });

  it('measures and reports line heights per font', () => {
    expect(lineHeight()).toBe(16);
    expect(lineHeight('small')).toBe(10);
    expect(lineHeight('spectrum')).toBe(8);
    expect(measureText('AB', { font: 'spectrum' })).toEqual({ width: 16, height: 8 });
    expect(measureText('a b c d', { wrap: 20 }).height).toBe(32);
  });
});
