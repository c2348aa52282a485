import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { toMasks } from '../cardset';
import { type PlayoutRules, dealRandom, handPoints, legalMasks, newPosition, playOut } from './playout';

const STANDARD: PlayoutRules = {
  jackOfDiamonds: true,
  queenOfSpades: true,
  twoOfClubsLeads: false,
  bleedOnFirstTrick: false,
  queenIsNotAHeart: false,
};

function masksOf(cards: Parameters<typeof toMasks>[0]): number[] {
  return toMasks(cards);
}

describe('Hearts playout', () => {
  it('plays every card of a random deal and scores 26 points (or a moon) plus the jack', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = createRng(seed);
        const p = newPosition();
        dealRandom(p, rng, new Int32Array(52));
        playOut(p, STANDARD, rng);
        expect([...p.hands].every((mask) => mask === 0)).toBe(true);
        const points = new Int32Array(4);
        handPoints(p, STANDARD, points);
        const sum = points.reduce((a, b) => a + b, 0);
        expect([16, -36]).toContain(sum);
      }),
      { numRuns: 2000 },
    );
  });

  it('opens with a club, and with the two of clubs when the rule says so', () => {
    const p = newPosition();
    p.hands.set([...masksOf(['2C', '5C', 'AH', '3D']), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const out = new Int32Array(4);
    legalMasks(p, 0, STANDARD, out);
    expect([...out]).toEqual(masksOf(['2C', '5C']));
    legalMasks(p, 0, { ...STANDARD, twoOfClubsLeads: true }, out);
    expect([...out]).toEqual(masksOf(['2C']));
  });

  it('keeps points off the first trick unless the hand has nothing else', () => {
    const p = newPosition();
    // Seat 1 has led the two of clubs; seat 0, void in clubs, is to play.
    p.leader = 1;
    p.table[0] = 1 * 64; // seat 1, clubs, the two
    p.tableCount = 1;
    p.hands.set(masksOf(['QS', 'AH', '4S']), 0);
    const out = new Int32Array(4);
    legalMasks(p, 0, STANDARD, out);
    expect([...out]).toEqual(masksOf(['4S']));
    p.hands.set(masksOf(['QS', 'AH']), 0);
    legalMasks(p, 0, STANDARD, out);
    expect([...out]).toEqual(masksOf(['QS', 'AH']));
    legalMasks(p, 0, { ...STANDARD, bleedOnFirstTrick: true }, out);
    expect([...out]).toEqual(masksOf(['QS', 'AH']));
  });

  it('does not lead hearts or the queen before they are broken, unless nothing else is left', () => {
    const p = newPosition();
    p.firstTrick = false;
    p.hands.set(masksOf(['QS', 'AH', '4S']), 0);
    const out = new Int32Array(4);
    legalMasks(p, 0, STANDARD, out);
    expect([...out]).toEqual(masksOf(['4S']));
    legalMasks(p, 0, { ...STANDARD, queenIsNotAHeart: true }, out);
    expect([...out]).toEqual(masksOf(['QS', '4S']));
    p.hands.set(masksOf(['QS', 'AH']), 0);
    legalMasks(p, 0, STANDARD, out);
    expect([...out]).toEqual(masksOf(['QS', 'AH']));
  });

  it('may lead hearts as well as the queen from a hand of nothing else under Queen Is Not A Heart', () => {
    const p = newPosition();
    p.firstTrick = false;
    p.hands.set(masksOf(['QS', 'AH']), 0);
    const out = new Int32Array(4);
    legalMasks(p, 0, { ...STANDARD, queenIsNotAHeart: true }, out);
    expect([...out]).toEqual(masksOf(['QS', 'AH']));
  });

  it('keeps points off the first lead of a leader without clubs (rotating lead)', () => {
    const p = newPosition();
    p.hands.set(masksOf(['5D', 'AH', '4S', 'QS']), 0);
    const out = new Int32Array(4);
    legalMasks(p, 0, { ...STANDARD, queenIsNotAHeart: true }, out);
    expect([...out]).toEqual(masksOf(['5D', '4S']));
    legalMasks(p, 0, { ...STANDARD, queenIsNotAHeart: true, bleedOnFirstTrick: true }, out);
    expect([...out]).toEqual(masksOf(['5D', '4S', 'QS']));
    legalMasks(p, 0, { ...STANDARD, bleedOnFirstTrick: true }, out);
    expect([...out]).toEqual(masksOf(['5D', '4S']));
    p.hands.set(masksOf(['AH', 'QS']), 0);
    legalMasks(p, 0, STANDARD, out);
    expect([...out]).toEqual(masksOf(['AH', 'QS']));
  });

  it('scores a moon as -26 to the shooter and nothing to the others', () => {
    const p = newPosition();
    p.hearts.set([0, 13, 0, 0]);
    p.queenTaker = 1;
    p.jackTaker = 2;
    const out = new Int32Array(4);
    handPoints(p, STANDARD, out);
    expect([...out]).toEqual([0, -26, -10, 0]);
  });
});
