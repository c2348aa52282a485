import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { Container, Texture } = await import('pixi.js');
const { Rects } = await import('./rects');
const { WHOLE_TREE } = await import('./destroy');

describe('taking a finished view down', () => {
  it('destroys every rectangle under the view, and never the white pixel they share', () => {
    const view = new Container();
    const inner = new Container();
    const drawing = new Rects().rect(0, 0, 4, 4, 0xff0000).rect(1, 1, 2, 2, 0x00ff00);
    inner.addChild(drawing);
    view.addChild(inner);
    const sprites = [...drawing.children];
    view.destroy(WHOLE_TREE);
    expect(sprites.every((sprite) => sprite.destroyed)).toBe(true);
    expect(Texture.WHITE.source.destroyed).toBe(false);
    // Another drawing still draws with it.
    expect(new Rects().rect(0, 0, 1, 1, 0).drawn).toBe(true);
  });
});
