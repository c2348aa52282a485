// A move refused, in words that name the cards: "7♠ ON 9♥: PILES 5-8 GO
// DOWN BY ONE, RED AND BLACK IN TURN". The rules give the reason; the cards
// come from what the player sees, so the message says which card would not
// go where, and why, rank as well as colour or suit.

import type { PatienceAction, PatienceView } from '../../engine/patience';
import { cardIndex } from './card-index';

/** The reason a move was refused, with the card moved and the card it would go on when both are showing. */
export function refusalWords(action: PatienceAction, view: (Pick<PatienceView, 'piles'> & Partial<Pick<PatienceView, 'twisted'>>) | null, reason: string): string {
  const text = reason.toUpperCase();
  // A second twist waits for the card twisted: say which card that is.
  if (action.type === 'twist' && view?.twisted) return text.replace('THE CARD YOU TWISTED', `THE ${cardIndex(view.twisted)} YOU TWISTED`);
  if (!view || (action.type !== 'move' && action.type !== 'move-pile')) return text;
  const source = view.piles[action.from] ?? [];
  const card = action.type === 'move' ? source.at(-1) : source[0];
  const onto = view.piles[action.to]?.at(-1);
  // Only a refusal about where the card would go names both cards.
  if (card === undefined || onto === undefined || action.from === action.to || /EMPTY|STAY|NOTHING COMES|TWIST|TWO OR MORE|NO SUCH/.test(text)) return text;
  return `${cardIndex(card)} ON ${cardIndex(onto)}: ${text}`;
}
