// The shared card model: a card is a two-letter string ('QS', 'TD'), so game
// states stay plain JSON and cards compare with ===.

export type Suit = 'C' | 'D' | 'H' | 'S';
export type Rank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'J' | 'Q' | 'K' | 'A';
export type Card = `${Rank}${Suit}`;

export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];

/** Low to high, ace last. */
export const RANKS: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];

/** All 52 cards, suit by suit (clubs, diamonds, hearts, spades), each 2 to ace. */
export const FULL_DECK: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank): Card => `${rank}${suit}`));

/** Whether `cards` are the 52 cards of one deck, each once. */
export function isWholeDeck(cards: readonly Card[]): boolean {
  return cards.length === FULL_DECK.length && new Set(cards).size === FULL_DECK.length;
}

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
