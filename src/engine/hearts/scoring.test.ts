import { describe, expect, it } from 'vitest';
import { type Card, FULL_DECK, suitOf } from '../cards';
import { cardPoints, gameOutcome, scoreHand } from './scoring';
import { DEFAULT_OPTIONS, type HeartsOptions } from './types';

const HEARTS = FULL_DECK.filter((c) => suitOf(c) === 'H');

function opts(changes: Partial<HeartsOptions> = {}): HeartsOptions {
  return { ...DEFAULT_OPTIONS, ...changes };
}

describe('card points', () => {
  it('counts each heart 1, the queen 13 and the jack of diamonds -10 by default', () => {
    expect(cardPoints(['2H', 'AH'], opts())).toBe(2);
    expect(cardPoints(['QS'], opts())).toBe(13);
    expect(cardPoints(['JD'], opts())).toBe(-10);
    expect(cardPoints(['2C', 'KS', 'AS', 'QD'], opts())).toBe(0);
    expect(cardPoints(['QS', 'JD', '5H'], opts())).toBe(4);
  });

  it('drops the jack under Jack of Diamonds off', () => {
    expect(cardPoints(['JD', '5H'], opts({ jackOfDiamonds: false }))).toBe(1);
  });

  it('drops the queen under Queen of Spades off', () => {
    expect(cardPoints(['QS', '5H'], opts({ queenOfSpades: false }))).toBe(1);
  });
});

describe('a hand', () => {
  // Seat 0 took the queen and three hearts, seat 1 the jack, seat 2 ten hearts, seat 3 nothing that scores.
  const split: Card[][] = [['QS', '2H', '3H', '4H', '2C'], ['JD', '3C'], HEARTS.slice(3), ['4C', 'AS']];

  it('adds up the cards each seat took', () => {
    expect(scoreHand(split, opts())).toEqual({ points: [16, -10, 10, 0], moon: null, noTrick: [] });
  });

  it('gives -5 under the No Trick Rule to each seat that took no heart and not the queen', () => {
    // Seat 1 took only the jack: -10 and -5. Seat 3 took tricks but no points.
    expect(scoreHand(split, opts({ noTrickBonus: true }))).toEqual({
      points: [16, -15, 10, -5],
      moon: null,
      noTrick: [1, 3],
    });
  });

  it('gives the no-trick bonus to the taker of a queen that scores nothing', () => {
    const taken: Card[][] = [['QS'], HEARTS.slice(0, 6), HEARTS.slice(6), ['JD']];
    expect(scoreHand(taken, opts({ noTrickBonus: true, queenOfSpades: false }))).toEqual({
      points: [-5, 6, 7, -15],
      moon: null,
      noTrick: [0, 3],
    });
  });

  it('scores a moon -26 to the shooter and nothing to the others', () => {
    const taken: Card[][] = [[], [...HEARTS, 'QS'], ['2C'], []];
    expect(scoreHand(taken, opts({ jackOfDiamonds: false }))).toEqual({ points: [0, -26, 0, 0], moon: 1, noTrick: [] });
  });

  it('still counts the jack in a moon hand, to the shooter (-36) or to whoever took it', () => {
    const shooterJack: Card[][] = [[], [...HEARTS, 'QS', 'JD'], [], []];
    expect(scoreHand(shooterJack, opts()).points).toEqual([0, -36, 0, 0]);
    const otherJack: Card[][] = [['JD'], [...HEARTS, 'QS'], [], []];
    expect(scoreHand(otherJack, opts()).points).toEqual([-10, -26, 0, 0]);
  });

  it('needs the queen for a moon, even when she scores nothing', () => {
    const noQueen: Card[][] = [[...HEARTS], ['QS'], [], []];
    expect(scoreHand(noQueen, opts({ queenOfSpades: false }))).toEqual({ points: [13, 0, 0, 0], moon: null, noTrick: [] });
    const withQueen: Card[][] = [[...HEARTS, 'QS'], [], [], []];
    expect(scoreHand(withQueen, opts({ queenOfSpades: false, jackOfDiamonds: false }))).toEqual({
      points: [-26, 0, 0, 0],
      moon: 0,
      noTrick: [],
    });
  });

  it('gives no no-trick bonus in a moon hand', () => {
    const taken: Card[][] = [[...HEARTS, 'QS'], ['JD'], [], []];
    expect(scoreHand(taken, opts({ noTrickBonus: true }))).toEqual({
      points: [-26, -10, 0, 0],
      moon: 0,
      noTrick: [],
    });
  });
});

describe('the end of the game', () => {
  it('goes on while nobody is over the limit; reaching it exactly is not enough', () => {
    expect(gameOutcome([100, 20, 30, 40], 100)).toBeNull();
    expect(gameOutcome([0, 0, 0, 0], 0)).toBeNull();
  });

  it('ends when a total goes over the limit, and the lowest total wins', () => {
    expect(gameOutcome([101, 20, 30, 40], 100)).toEqual({ scores: [101, 20, 30, 40], winners: [1], draw: false });
    expect(gameOutcome([1, -36, 0, 0], 0)).toEqual({ scores: [1, -36, 0, 0], winners: [1], draw: false });
  });

  it('shares the win between equal lowest totals and calls it a draw', () => {
    expect(gameOutcome([20, 104, 20, 60], 100)).toEqual({ scores: [20, 104, 20, 60], winners: [0, 2], draw: true });
  });
});
