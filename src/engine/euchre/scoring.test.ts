import { describe, expect, it } from 'vitest';
import { gameOutcome, scoreHand, seatScores } from './scoring';

describe('a hand', () => {
  it('gives the makers 1 point for three or four tricks, alone or not', () => {
    expect(scoreHand(0, 3, false).points).toEqual([1, 0]);
    expect(scoreHand(1, 4, false).points).toEqual([0, 1]);
    expect(scoreHand(1, 4, true).points).toEqual([0, 1]);
  });

  it('gives a march of all five tricks 2 points, 4 to a lone maker', () => {
    expect(scoreHand(0, 5, false)).toEqual({ points: [2, 0], euchred: false, march: true });
    expect(scoreHand(1, 5, true)).toEqual({ points: [0, 4], euchred: false, march: true });
  });

  it('gives the defenders 2 points when the makers are euchred, alone or not', () => {
    expect(scoreHand(0, 2, false)).toEqual({ points: [0, 2], euchred: true, march: false });
    expect(scoreHand(1, 0, true)).toEqual({ points: [2, 0], euchred: true, march: false });
  });
});

describe('the end of the game', () => {
  it('goes on below the target and ends when a team reaches it', () => {
    expect(gameOutcome([9, 9], 10)).toBeNull();
    expect(gameOutcome([10, 3], 10)).toEqual({ scores: [10, 3, 10, 3], winners: [0, 2], draw: false });
    expect(gameOutcome([5, 12], 10)).toEqual({ scores: [5, 12, 5, 12], winners: [1, 3], draw: false });
  });

  it('shows each seat its team points', () => {
    expect(seatScores([4, 7])).toEqual([4, 7, 4, 7]);
  });
});
