import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { CardSchema, FULL_DECK, RANKS, SUITS, cardName, deckProblem, isCard, isRed, rankOf, stackedDeck, suitOf } from './cards';
import type { Card } from './cards';

describe('card model', () => {
  it('has 52 distinct cards, every rank of every suit once', () => {
    expect(FULL_DECK).toHaveLength(52);
    expect(new Set(FULL_DECK).size).toBe(52);
    for (const suit of SUITS) {
      expect(FULL_DECK.filter((c) => suitOf(c) === suit).map(rankOf)).toEqual(RANKS);
    }
  });

  it('orders ranks from two up to ace', () => {
    expect(RANKS.join('')).toBe('23456789TJQKA');
    expect(SUITS.join('')).toBe('CDHS');
  });

  it('splits a card into rank and suit', () => {
    expect(rankOf('QS')).toBe('Q');
    expect(suitOf('QS')).toBe('S');
    expect(rankOf('TD')).toBe('T');
    expect(suitOf('TD')).toBe('D');
  });

  it('knows the red suits', () => {
    expect(SUITS.filter(isRed)).toEqual(['D', 'H']);
  });

  it('names cards in words', () => {
    expect(cardName('QS')).toBe('Queen of Spades');
    expect(cardName('TD')).toBe('Ten of Diamonds');
    expect(cardName('2C')).toBe('Two of Clubs');
    expect(cardName('AH')).toBe('Ace of Hearts');
    expect(new Set(FULL_DECK.map(cardName)).size).toBe(52);
  });

  it('recognises exactly the 52 cards', () => {
    for (const card of FULL_DECK) expect(isCard(card)).toBe(true);
    for (const x of ['', 'Q', 'QSS', '1S', '10S', 'qs', 'QX', 'SQ', 42, null, undefined, ['Q', 'S'], { card: 'QS' }]) {
      expect(isCard(x)).toBe(false);
    }
  });

  it('accepts a string only if it is a rank followed by a suit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), (s) => {
        const expected = s.length === 2 && (RANKS as readonly string[]).includes(s[0] ?? '') && (SUITS as readonly string[]).includes(s[1] ?? '');
        expect(isCard(s)).toBe(expected);
      }),
    );
  });

  it('round-trips rank and suit for every card', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FULL_DECK), (card: Card) => {
        expect(`${rankOf(card)}${suitOf(card)}`).toBe(card);
      }),
    );
  });
});

describe('one pack, each card once', () => {
  it('names the card that is foreign, doubled or missing', () => {
    expect(deckProblem(FULL_DECK, FULL_DECK)).toBeNull();
    expect(deckProblem([...FULL_DECK, 'ZZ'], FULL_DECK)).toBe('ZZ is not a card of the pack');
    expect(deckProblem(['AS', ...FULL_DECK], FULL_DECK)).toBe('AS is there twice');
    expect(deckProblem(FULL_DECK.slice(1), FULL_DECK)).toBe('2C is missing');
  });

  it('turns away a stacked deck that is not a whole pack, and copies one that is', () => {
    const deck = stackedDeck(FULL_DECK, FULL_DECK);
    expect(deck).toEqual(FULL_DECK);
    expect(deck).not.toBe(FULL_DECK);
    expect(() => stackedDeck(FULL_DECK.slice(1), FULL_DECK)).toThrow(RangeError);
  });

  it('reads a card with the one card schema', () => {
    expect(v.is(CardSchema, 'QS')).toBe(true);
    expect(v.is(CardSchema, 'XS')).toBe(false);
    expect(v.is(CardSchema, 7)).toBe(false);
  });
});
