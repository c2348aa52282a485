import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bitmap } from '../bitmap';
import { VGA } from '../palette';

const painted: Bitmap[] = [];
vi.mock('../texture', () => ({
  bitmapTexture: (bitmap: Bitmap) => {
    painted.push(bitmap);
    return { bitmap };
  },
}));

const { backTexture, faceTexture, slotTexture } = await import('./cardTextures');

describe('card textures', () => {
  beforeEach(() => {
    painted.length = 0;
  });

  it('paints a face once and then reuses it', () => {
    const first = faceTexture('7D');
    expect(faceTexture('7D')).toBe(first);
    expect(painted).toHaveLength(1);
    expect(faceTexture('7C')).not.toBe(first);
    expect(painted).toHaveLength(2);
  });

  it('keeps the selected face apart from the plain one', () => {
    const plain = faceTexture('QS');
    const selected = faceTexture('QS', true);
    expect(selected).not.toBe(plain);
    expect(faceTexture('QS', true)).toBe(selected);
    const [, inverted] = painted;
    expect(inverted?.get(35, 2)).toBe(VGA.black);
  });

  it('caches backs by design and slots by colour', () => {
    expect(backTexture(3)).toBe(backTexture(3));
    expect(backTexture(3)).not.toBe(backTexture(4));
    expect(slotTexture()).toBe(slotTexture());
    expect(slotTexture(VGA.white)).not.toBe(slotTexture());
    expect(painted).toHaveLength(4);
  });
});
