import { describe, expect, it } from 'vitest';
import { HOME, moveCursor, settleCursor } from './cursor';

const ones = Array.from({ length: 10 }, () => 1);
const withPile = (pile: number, n: number) => ones.map((v, i) => (i === pile ? n : v));

describe('the gamepad cursor', () => {
  it('starts on pile 0 and reaches every pile with the D-pad', () => {
    expect(HOME).toEqual({ pile: 0, part: 'top' });
    const seen = new Map([[`${HOME.pile}:${HOME.part}`, HOME]]);
    for (const c of seen.values()) {
      for (const d of ['up', 'down', 'left', 'right'] as const) {
        const next = moveCursor(c, d, withPile(5, 2));
        seen.set(`${next.pile}:${next.part}`, next);
      }
    }
    expect([...new Set([...seen.values()].map((c) => c.pile))].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(seen.has('5:bottom')).toBe(true);
  });

  it('walks up the table from pile 0 through 8, 7, 6, 5 to the aces', () => {
    const path = [HOME];
    for (let i = 0; i < 5; i++) path.push(moveCursor(path.at(-1) ?? HOME, 'up', ones));
    expect(path.map((c) => c.pile)).toEqual([0, 8, 7, 6, 5, 1]);
    expect(moveCursor({ pile: 1, part: 'top' }, 'up', ones)).toEqual({ pile: 1, part: 'top' });
    expect(moveCursor({ pile: 0, part: 'top' }, 'right', ones)).toEqual({ pile: 9, part: 'top' });
    expect(moveCursor({ pile: 4, part: 'top' }, 'down', ones).pile).toBe(5);
  });

  it('holds a whole fan by its first card with left, only when it has two cards or more', () => {
    expect(moveCursor({ pile: 6, part: 'top' }, 'left', withPile(6, 3))).toEqual({ pile: 6, part: 'bottom' });
    expect(moveCursor({ pile: 6, part: 'bottom' }, 'right', withPile(6, 3))).toEqual({ pile: 6, part: 'top' });
    expect(moveCursor({ pile: 6, part: 'top' }, 'left', ones)).toEqual({ pile: 6, part: 'top' });
    expect(settleCursor({ pile: 6, part: 'bottom' }, ones)).toEqual({ pile: 6, part: 'top' });
    expect(settleCursor({ pile: 6, part: 'bottom' }, withPile(6, 2))).toEqual({ pile: 6, part: 'bottom' });
  });
});
