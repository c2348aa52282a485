// Where Chinese Patience sits on the Spectrum's 32x24 character cells. Every
// card is two cells wide and two high (its index in the top row, as a card
// shows its corner in a fan); a pile's top card is one cell wider, as if the
// whole card showed. Pure numbers, so hit-testing is tested without a screen.

import { COLUMNS } from '../../renderer/widgets/spectrum-cells';

export const CARD_WIDTH = 2;
export const TOP_CARD_WIDTH = 3;
export const CARD_HEIGHT = 2;

export const STATUS_ROW = 0;
export const SCORE_ROW = 1;
export const MESSAGE_ROW = 20;
/** A message may take two rows, the second just above the prompt line. */
export const MESSAGE_LINES = 2;

export interface PileSpot {
  readonly pile: number;
  /** The pile number's cell. */
  readonly labelRow: number;
  readonly labelCol: number;
  /** The first card's top-left cell. */
  readonly row: number;
  readonly col: number;
  /** Whether the pile is shown fanned out (piles 5-8), or only its top card. */
  readonly fanned: boolean;
}

function spot(pile: number, row: number, labelCol: number, fanned: boolean): PileSpot {
  // One blank cell between the number and the card, so "0" and "2♠" never read as "02".
  return { pile, labelRow: row, labelCol, row, col: labelCol + 2, fanned };
}

/** Piles 1-4 along the top; 5-8 fanned in rows; your pile 0 and my pile 9 below. */
export const SPOTS: readonly PileSpot[] = [
  spot(0, 18, 0, false),
  spot(1, 3, 0, false),
  spot(2, 3, 5, false),
  spot(3, 3, 10, false),
  spot(4, 3, 15, false),
  spot(5, 6, 0, true),
  spot(6, 9, 0, true),
  spot(7, 12, 0, true),
  spot(8, 15, 0, true),
  spot(9, 18, 17, false),
];

/** Words over piles 0 and 9: how many cards each side holds. */
export const OWNER_ROW = 17;
/** Where each side's words over its piles begin. */
export const OWNER_COL: Readonly<Record<0 | 9, number>> = { 0: 0, 9: 17 };
/** Where the turn and level stand: right-aligned beside piles 1-4, never left of this column. */
export const INFO_ROW = 3;
export const INFO_COL = 21;

/** Each side's face-down deck, a card's size, beside its pile 0 (yours) or 9 (mine); its count to its right. */
export interface DeckSpot {
  readonly pile: 0 | 9;
  readonly row: number;
  readonly col: number;
  readonly countCol: number;
}

export const DECKS: readonly DeckSpot[] = [
  { pile: 0, row: 18, col: 6, countCol: 10 },
  { pile: 9, row: 18, col: 23, countCol: 27 },
];

/** The deck under a cell (by the pile it feeds: 0 yours, 9 mine), or null. */
export function deckAt(row: number, col: number): 0 | 9 | null {
  const deck = DECKS.find((d) => row >= d.row && row < d.row + CARD_HEIGHT && col >= d.col && col < d.col + TOP_CARD_WIDTH);
  return deck?.pile ?? null;
}

export function spotOf(pile: number): PileSpot {
  const found = SPOTS.find((s) => s.pile === pile);
  if (!found) throw new RangeError(`No pile ${pile}`);
  return found;
}

/** The top-left cell of the `index`th card shown in a pile of `length` cards. */
export function cardCell(pile: number, index: number): { row: number; col: number } {
  const s = spotOf(pile);
  return { row: s.row, col: s.col + (s.fanned ? index * CARD_WIDTH : 0) };
}

/** The cells the pile's cards take along their row (the label not counted). */
export function pileWidth(pile: number, length: number): number {
  const s = spotOf(pile);
  if (!s.fanned || length <= 1) return TOP_CARD_WIDTH;
  return (length - 1) * CARD_WIDTH + TOP_CARD_WIDTH;
}

export interface PileHit {
  pile: number;
  /** 'bottom' when a fanned pile of two or more was taken by its first card. */
  part: 'top' | 'bottom';
}

/**
 * The pile under a cell: its label, any of its cards, or the empty place a
 * card would go. `lengths[n]` is how many cards pile n shows.
 */
export function pileAt(row: number, col: number, lengths: readonly number[]): PileHit | null {
  for (const s of SPOTS) {
    if (row < s.row || row >= s.row + CARD_HEIGHT) continue;
    const length = lengths[s.pile] ?? 0;
    if (col >= s.labelCol && col < s.col) return { pile: s.pile, part: 'top' };
    // A fanned pile reaches to the right edge, so a drop beyond its top card still lands.
    const end = s.fanned ? COLUMNS : s.col + TOP_CARD_WIDTH;
    if (col < s.col || col >= end) continue;
    const bottom = s.fanned && length >= 2 && col < s.col + CARD_WIDTH;
    return { pile: s.pile, part: bottom ? 'bottom' : 'top' };
  }
  return null;
}
