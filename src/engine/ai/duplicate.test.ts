import { describe, expect, it } from 'vitest';
import { nextInt } from '../rng';
import { duplicatePairs } from './duplicate';

describe('duplicate pairs of games', () => {
  it('deals once per pair and plays it with the candidate in each seat', () => {
    const seats: number[] = [];
    let deals = 0;
    const r = duplicatePairs(3, 7, () => {
      deals++;
      return (seat) => {
        seats.push(seat);
        return 0;
      };
    });
    expect(deals).toBe(3);
    expect(seats).toEqual([0, 1, 0, 1, 0, 1]);
    // Seat 0 always wins: the candidate wins once and loses once in every pair.
    expect(r).toEqual({ wins: 3, losses: 3, draws: 0 });
  });

  it('counts draws apart, and the same seed deals the same', () => {
    const play = (seed: number) => {
      const dealt: number[] = [];
      const r = duplicatePairs(4, seed, (rng) => {
        const card = nextInt(rng, 52);
        dealt.push(card);
        return (seat) => (card % 3 === 0 ? null : seat);
      });
      return { r, dealt };
    };
    const a = play(11);
    expect(play(11)).toEqual(a);
    expect(a.r.wins + a.r.losses + a.r.draws).toBe(8);
    expect(a.r.losses).toBe(0);
    expect(a.r.draws).toBe(2 * a.dealt.filter((c) => c % 3 === 0).length);
  });
});
