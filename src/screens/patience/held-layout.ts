// Where the cards held by the mouse lie: on whole character cells, as the
// Spectrum could only print them, a cell up and left of the pointer's cell
// and kept on the paper. A top card shows whole (three cells); a whole pile
// taken by its first card comes along whole, fanned as it lay.

import { type Card, isRed, suitOf } from '../../engine/cards';
import { COLUMNS, ROWS } from '../../renderer/widgets/spectrum-cells';
import { CARD_HEIGHT, CARD_WIDTH, TOP_CARD_WIDTH } from './board-layout';
import { cardIndex } from './card-index';

/** One card's row of cells: its text from (row, col), ink red or black on white paper, BRIGHT alternating along a fan. */
export interface HeldRun {
  row: number;
  col: number;
  text: string;
  red: boolean;
  bright: boolean;
}

/** The cards held, `whole` a pile taken by its first card, laid on cells around the pointer's cell. */
export function heldRuns(pile: readonly Card[], whole: boolean, pointer: { row: number; col: number }): HeldRun[] {
  const cards = whole ? pile : pile.slice(-1);
  if (cards.length === 0) return [];
  const width = (cards.length - 1) * CARD_WIDTH + TOP_CARD_WIDTH;
  const row = Math.max(0, Math.min(ROWS - CARD_HEIGHT, pointer.row - 1));
  const col = Math.max(0, Math.min(COLUMNS - width, pointer.col - 1));
  return cards.flatMap((card, i) => {
    const top = i === cards.length - 1;
    const face = cardIndex(card);
    const at = col + i * CARD_WIDTH;
    const look = { red: isRed(suitOf(card)), bright: top || (cards.length - 1 - i) % 2 === 0 };
    return [
      { row, col: at, text: top ? `${face} ` : face, ...look },
      { row: row + 1, col: at, text: top ? `  ${face.slice(1)}` : '  ', ...look },
    ];
  });
}
