// The shared card model: a card is a two-letter string ('QS', 'TD'), so game
// states stay plain JSON and cards compare with ===.

import * as v from 'valibot';

export const SUITS = ['C', 'D', 'H', 'S'] as const;

/** Low to high, ace last. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;

export type Suit = (typeof SUITS)[number];
export type Rank = (typeof RANKS)[number];
export type Card = `${Rank}${Suit}`;

/** All 52 cards, suit by suit (clubs, diamonds, hearts, spades), each 2 to ace. */
export const FULL_DECK: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank): Card => `${rank}${suit}`));

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

export function isRed(suit: Suit): boolean {
  return suit === 'D' || suit === 'H';
}

const RANK_NAMES: Record<Rank, string> = {
  '2': 'Two',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
  T: 'Ten',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
  A: 'Ace',
};

export const SUIT_NAMES: Record<Suit, string> = { C: 'Clubs', D: 'Diamonds', H: 'Hearts', S: 'Spades' };

/** "Queen of Spades". */
export function cardName(card: Card): string {
  return `${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)]}`;
}

const SUIT_SYMBOLS: Record<Suit, string> = { C: '\u2663', D: '\u2666', H: '\u2665', S: '\u2660' };

/** "Q♠", "10♥": a card as a line of text names it in a few letters. */
export function cardSymbol(card: Card): string {
  const rank = rankOf(card);
  return `${rank === 'T' ? '10' : rank}${SUIT_SYMBOLS[suitOf(card)]}`;
}

const CARD_SET: ReadonlySet<string> = new Set(FULL_DECK);

export function isCard(x: unknown): x is Card {
  return typeof x === 'string' && CARD_SET.has(x);
}

/** A card, for the valibot schemas that read cards from outside (kept games, network messages). */
export const CardSchema = v.custom<Card>(isCard, 'not a card');

/**
 * Whether `cards` are the cards of `deck`, each exactly once; else what is
 * wrong, naming a card that is doubled, foreign or missing.
 */
export function deckProblem(cards: readonly unknown[], deck: readonly Card[]): string | null {
  const wanted = new Set<unknown>(deck);
  const seen = new Set<unknown>();
  for (const card of cards) {
    if (!wanted.has(card)) return `${String(card)} is not a card of the pack`;
    if (seen.has(card)) return `${String(card)} is there twice`;
    seen.add(card);
  }
  const missing = deck.find((card) => !seen.has(card));
  return missing === undefined ? null : `${missing} is missing`;
}

/** A copy of `deck`, a stacked deck handed to a game's `setup`; a RangeError unless it holds each card of `pack` once. */
export function stackedDeck(deck: readonly unknown[], pack: readonly Card[]): Card[] {
  const wrong = deckProblem(deck, pack);
  if (wrong !== null) throw new RangeError(`A stacked deck must hold each of the ${pack.length} cards once. Here ${wrong}.`);
  return deck.filter(isCard);
}
