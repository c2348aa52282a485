import { describe, expect, it } from 'vitest';
import { CLEAR } from '../bitmap';
import { VGA, WIN95 } from '../palette';
import { FULL_DECK } from '../../engine/cards';
import { blankCard } from './frame';
import { paintFace } from './face';
import { invertCard } from './selected';

describe('selected card', () => {
  it('swaps white and black, red and teal, keeps clear corners', () => {
    const b = invertCard(paintFace('AH'));
    expect(b.get(35, 2)).toBe(VGA.black);
    expect(b.get(35, 0)).toBe(VGA.white);
    expect(b.get(0, 0)).toBe(CLEAR);
    expect(b.colours()).toEqual(new Set([VGA.white, VGA.black, VGA.teal]));
  });

  it('gives the original back when inverted twice', () => {
    for (const card of FULL_DECK) {
      const face = paintFace(card);
      expect(invertCard(invertCard(face)).data).toEqual(face.data);
    }
  });

  it('refuses colours outside the VGA set', () => {
    expect(() => invertCard(blankCard(WIN95.light))).toThrow(/VGA/);
  });
});
