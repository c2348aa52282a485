import { describe, expect, it } from 'vitest';
import { type Card, deckProblem } from '../cards';
import type { Play } from '../tricks';
import {
  EUCHRE_DECK,
  effectiveSuit,
  euchrePower,
  isLeftBower,
  isRightBower,
  nextActive,
  playableCards,
  trickTaker,
  whyNotPlay,
} from './rules';

/** A trick led by seat 0, one card per seat in order. */
function trick(...cards: Card[]): Play[] {
  return cards.map((card, seat) => ({ seat, card }));
}

describe('the pack', () => {
  it('holds 24 cards, nine to ace of each suit', () => {
    expect(EUCHRE_DECK).toHaveLength(24);
    expect(deckProblem(EUCHRE_DECK, EUCHRE_DECK)).toBeNull();
    expect(deckProblem(EUCHRE_DECK.map((c) => (c === '9C' ? '8C' : c)), EUCHRE_DECK)).toBe('8C is not a card of the pack');
    expect(deckProblem([...EUCHRE_DECK.slice(1), 'AS'], EUCHRE_DECK)).toBe('AS is there twice');
  });
});

describe('the bowers', () => {
  it('makes the jack of trump the right bower and the jack of the same colour the left', () => {
    expect(isRightBower('JH', 'H')).toBe(true);
    expect(isLeftBower('JD', 'H')).toBe(true);
    expect(isLeftBower('JC', 'S')).toBe(true);
    expect(isLeftBower('JS', 'H')).toBe(false);
    expect(isRightBower('AH', 'H')).toBe(false);
  });

  it('counts the left bower as a trump and no other jack, and every card as its own suit before trump', () => {
    expect(effectiveSuit('JD', 'H')).toBe('H');
    expect(effectiveSuit('JS', 'C')).toBe('C');
    expect(effectiveSuit('JC', 'H')).toBe('C');
    expect(effectiveSuit('JD', null)).toBe('D');
    expect(effectiveSuit('AD', 'H')).toBe('D');
  });

  it('ranks trump right bower, left bower, A K Q T 9, above every other card', () => {
    const trumps: Card[] = ['JS', 'JC', 'AS', 'KS', 'QS', 'TS', '9S'];
    const powers = trumps.map((c) => euchrePower(c, 'H', 'S'));
    expect(powers).toEqual([...powers].sort((a, b) => b - a));
    expect(new Set(powers).size).toBe(trumps.length);
    expect(euchrePower('9S', 'H', 'S')).toBeGreaterThan(euchrePower('AH', 'H', 'S'));
  });

  it('ranks the other suits A K Q J T 9, and a card off the suit led and not trump can never win', () => {
    const hearts: Card[] = ['AH', 'KH', 'QH', 'JH', 'TH', '9H'];
    const powers = hearts.map((c) => euchrePower(c, 'H', 'S'));
    expect(powers).toEqual([...powers].sort((a, b) => b - a));
    expect(euchrePower('AD', 'H', 'S')).toBeLessThan(0);
    // The jack of clubs under spades is the left bower, not a club.
    expect(euchrePower('JC', 'C', 'S')).toBeGreaterThan(euchrePower('AC', 'C', 'S'));
  });
});

describe('following suit', () => {
  it('makes the left bower follow trump', () => {
    expect(playableCards(['JD', '9C', 'AD'], trick('9H'), 'H')).toEqual(['JD']);
    expect(whyNotPlay(['JD', '9C', 'AD'], trick('9H'), 'H', 'AD')).toBe('You must follow suit.');
  });

  it('does not let the left bower follow its own printed suit', () => {
    expect(playableCards(['JD', '9C', 'AD'], trick('KD'), 'H')).toEqual(['AD']);
    expect(whyNotPlay(['JD', '9C', 'AD'], trick('KD'), 'H', 'JD')).toBe('You must follow suit.');
    // Holding only the left bower, a diamond lead leaves the hand free.
    expect(playableCards(['JD', '9C'], trick('KD'), 'H')).toEqual(['JD', '9C']);
  });

  it('makes a left bower led call for trump', () => {
    expect(playableCards(['AH', 'AD', '9C'], trick('JD'), 'H')).toEqual(['AH']);
  });

  it('lets a leader play anything, and refuses a card not held', () => {
    expect(playableCards(['AH', 'AD'], [], 'H')).toEqual(['AH', 'AD']);
    expect(whyNotPlay(['AH', 'AD'], [], 'H', 'KS')).toBe('That card is not in your hand.');
  });
});

describe('taking a trick', () => {
  it('goes to the highest trump, the left bower above the ace', () => {
    expect(trickTaker(trick('AH', 'JD', '9C', 'KH'), 'H')).toBe(1);
    expect(trickTaker(trick('AC', 'JD', 'JH', 'KC'), 'H')).toBe(2);
  });

  it('goes to the highest card of the suit led when nobody trumps, whatever is higher elsewhere', () => {
    expect(trickTaker(trick('TC', 'AD', 'KC', 'AS'), 'H')).toBe(2);
    expect(trickTaker(trick('9C', 'AD', 'AS', 'KS'), 'H')).toBe(0);
  });
});

describe('the seats in play', () => {
  it('passes over a partner who sits out', () => {
    expect(nextActive(0, 1)).toBe(2);
    expect(nextActive(3, null)).toBe(0);
    expect(nextActive(3, 0)).toBe(1);
  });
});
