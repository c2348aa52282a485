import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Card, FULL_DECK, type Suit, rankOf, suitOf } from './cards';
import {
  type Power,
  canFollow,
  cardsOfSuit,
  followingSuit,
  ledSuit,
  nextSeat,
  plainPower,
  seatAfter,
  trickWinner,
} from './tricks';

const hand: Card[] = ['2C', 'KC', '5H', 'QS', 'JD'];

describe('following suit', () => {
  it('finds the cards of a suit', () => {
    expect(cardsOfSuit(hand, 'C')).toEqual(['2C', 'KC']);
    expect(cardsOfSuit(hand, 'D')).toEqual(['JD']);
    expect(canFollow(hand, 'S')).toBe(true);
    expect(canFollow(['2C', '3C'], 'H')).toBe(false);
  });

  it('must follow when it can, and plays anything when void or leading', () => {
    expect(followingSuit(hand, 'C')).toEqual(['2C', 'KC']);
    expect(followingSuit(['2C', '3D'], 'H')).toEqual(['2C', '3D']);
    expect(followingSuit(hand, null)).toEqual(hand);
  });

  it('accepts a suit of its own for odd cards', () => {
    // A card that counts as another suit (as Euchre's left bower counts as trump).
    const odd = (card: Card): Suit => (card === 'JD' ? 'H' : suitOf(card));
    expect(followingSuit(hand, 'H', odd)).toEqual(['5H', 'JD']);
    expect(followingSuit(hand, 'D', odd)).toEqual(hand);
  });
});

describe('trick winner', () => {
  it('gives the trick to the highest card of the led suit', () => {
    const plays = [
      { seat: 2, card: '9H' as Card },
      { seat: 3, card: 'AS' as Card },
      { seat: 0, card: 'KH' as Card },
      { seat: 1, card: '3H' as Card },
    ];
    expect(trickWinner(plays).seat).toBe(0);
    expect(ledSuit(plays)).toBe('H');
    expect(ledSuit([])).toBeNull();
  });

  it('lets any trump beat the led suit, and the higher trump win', () => {
    const plays = [
      { seat: 0, card: 'AH' as Card },
      { seat: 1, card: '2S' as Card },
      { seat: 2, card: '5S' as Card },
      { seat: 3, card: 'KH' as Card },
    ];
    expect(trickWinner(plays, 'S').seat).toBe(2);
    expect(trickWinner(plays, null).seat).toBe(0);
    expect(trickWinner(plays, 'D').seat).toBe(0);
  });

  it('takes a power order of the game', () => {
    // Jacks above everything, otherwise plain.
    const jacksHigh: Power = (card, led, trump) => (rankOf(card) === 'J' ? 1000 : plainPower(card, led, trump));
    const plays = [
      { seat: 0, card: 'AH' as Card },
      { seat: 1, card: 'JC' as Card },
    ];
    expect(trickWinner(plays, null, jacksHigh).seat).toBe(1);
  });

  it('always names one of the players, whose card follows or trumps', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...FULL_DECK], { minLength: 4, maxLength: 4 }),
        fc.constantFrom<Suit | null>(null, 'C', 'D', 'H', 'S'),
        (cards, trump) => {
          const plays = cards.map((card, seat) => ({ seat, card }));
          const win = trickWinner(plays, trump);
          const led = suitOf(cards[0] as Card);
          const anyTrump = trump !== null && cards.some((c) => suitOf(c) === trump);
          expect(suitOf(win.card)).toBe(anyTrump ? trump : led);
        },
      ),
    );
  });

  it('refuses an empty trick', () => {
    expect(() => trickWinner([])).toThrow(RangeError);
  });
});

describe('seats', () => {
  it('goes round to the left', () => {
    expect([0, 1, 2, 3].map((s) => nextSeat(s, 4))).toEqual([1, 2, 3, 0]);
    expect(nextSeat(2, 3)).toBe(0);
    expect(seatAfter(0, -1, 4)).toBe(3);
    expect(seatAfter(1, 2, 4)).toBe(3);
  });
});
