import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { Sprite } = await import('pixi.js');
const { Rects } = await import('./rects');

const shown = (rects: InstanceType<typeof Rects>) =>
  rects.children
    .filter((child) => child.visible)
    .map((child) => {
      const sprite = child as InstanceType<typeof Sprite>;
      return { x: sprite.x, y: sprite.y, w: sprite.width, h: sprite.height, tint: sprite.tint };
    });

describe('Rects', () => {
  it('draws each rectangle at its place, size and colour, later ones over earlier ones', () => {
    const rects = new Rects().rect(2, 3, 10, 4, 0x800000).rect(0, 0, 1, 1, 0xffff00);
    expect(shown(rects)).toEqual([
      { x: 2, y: 3, w: 10, h: 4, tint: 0x800000 },
      { x: 0, y: 0, w: 1, h: 1, tint: 0xffff00 },
    ]);
    expect(rects.drawn).toBe(true);
  });

  it('draws nothing for an empty rectangle', () => {
    const rects = new Rects().rect(0, 0, 0, 5, 0xffffff).rect(0, 0, 5, -1, 0xffffff);
    expect(rects.children).toHaveLength(0);
    expect(rects.drawn).toBe(false);
  });

  it('clears to nothing, and draws again with the sprites it kept', () => {
    const rects = new Rects().rect(0, 0, 8, 8, 0x000080).rect(1, 1, 6, 6, 0xc0c0c0);
    const kept = [...rects.children];
    rects.clear();
    expect(shown(rects)).toEqual([]);
    expect(rects.drawn).toBe(false);
    rects.rect(4, 4, 2, 2, 0xff0000);
    expect(shown(rects)).toEqual([{ x: 4, y: 4, w: 2, h: 2, tint: 0xff0000 }]);
    expect(rects.children).toEqual(kept);
  });
});
