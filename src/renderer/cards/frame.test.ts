import { describe, expect, it } from 'vitest';
import { CLEAR } from '../bitmap';
import { VGA } from '../palette';
import { CARD_HEIGHT, CARD_WIDTH, blankCard, isCornerPixel, isOutlinePixel, outlinePath } from './frame';

describe('card blank', () => {
  it('is the Windows card size', () => {
    const card = blankCard();
    expect([card.width, card.height]).toEqual([71, 96]);
    expect([CARD_WIDTH, CARD_HEIGHT]).toEqual([71, 96]);
  });

  it('cuts three pixels off each corner and keeps the rest', () => {
    const card = blankCard();
    const clear: string[] = [];
    for (let y = 0; y < CARD_HEIGHT; y++) {
      for (let x = 0; x < CARD_WIDTH; x++) if (card.get(x, y) === CLEAR) clear.push(`${x},${y}`);
    }
    const r = CARD_WIDTH - 1;
    const b = CARD_HEIGHT - 1;
    expect(clear.sort()).toEqual(
      [`0,0`, `1,0`, `0,1`, `${r},0`, `${r - 1},0`, `${r},1`, `0,${b}`, `1,${b}`, `0,${b - 1}`, `${r},${b}`, `${r - 1},${b}`, `${r},${b - 1}`].sort(),
    );
  });

  it('draws the outline in black round a white inside', () => {
    const card = blankCard();
    expect(card.get(1, 1)).toBe(VGA.black);
    expect(card.get(35, 0)).toBe(VGA.black);
    expect(card.get(0, 48)).toBe(VGA.black);
    expect(card.get(1, 2)).toBe(VGA.white);
    expect(card.get(35, 48)).toBe(VGA.white);
    expect(card.colours()).toEqual(new Set([VGA.black, VGA.white]));
  });

  it('walks the outline as one closed chain of neighbouring pixels', () => {
    const path = outlinePath();
    const keys = path.map(([x, y]) => `${x},${y}`);
    expect(new Set(keys).size).toBe(path.length);
    path.forEach(([x, y], i) => {
      const [nx, ny] = path[(i + 1) % path.length] ?? [0, 0];
      expect(Math.max(Math.abs(nx - x), Math.abs(ny - y))).toBe(1);
      expect(isOutlinePixel(x, y)).toBe(true);
      expect(isCornerPixel(x, y)).toBe(false);
    });
    let outline = 0;
    for (let y = 0; y < CARD_HEIGHT; y++) for (let x = 0; x < CARD_WIDTH; x++) if (isOutlinePixel(x, y)) outline++;
    expect(path.length).toBe(outline);
  });
});
