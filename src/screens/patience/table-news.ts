// What the beeper plays and the message rows say as things happen at the
// table: each card moved or twisted, a deck made again from pile 0, and the
// end of a game with its points. Plain data for the screen to sound and show.

import type { Outcome } from '../../engine/game';
import { BLOCKED_AFTER, type PatienceEvent, type PatienceView } from '../../engine/patience';
import type { SfxName } from '../../audio/sfx';
import type { Result } from './patience-stats';
import { newDeckWords } from './sides';

export interface Message {
  text: string;
  error: boolean;
}

/** An event's sound and, where it has one, its words (head to head, `names` name the people). */
export function eventNews(event: PatienceEvent, names: readonly [string, string] | null = null): { sound?: SfxName; message?: Message } {
  switch (event.type) {
    case 'twist':
      return { sound: 'beep' };
    case 'move':
    case 'move-pile':
      // A card up onto the ace piles rings higher.
      return { sound: event.to <= 4 ? 'beep-high' : 'beep' };
    case 'turn-over':
      if (names) return { message: { text: newDeckWords(names, event.seat), error: false } };
      return { message: { text: event.seat === 0 ? 'YOUR PILE 0 IS YOUR NEW DECK' : 'MY PILE IS MY NEW DECK', error: false } };
    default:
      return {};
  }
}

/** The cards each side holds, deck and pile 0: yours, mine. */
export function handsHeld(view: Pick<PatienceView, 'stock' | 'piles'>): [number, number] {
  return [view.stock[0] + (view.piles[0]?.length ?? 0), view.stock[1] + (view.piles[9]?.length ?? 0)];
}

/** A game's end as the player sees it: the result, the points [yours, mine], the words and the tune. `blocked`: it ended with cards in both hands. */
export function endNews(outcome: Outcome, blocked = false): { result: Result; points: [number, number]; message: Message; sound: SfxName } {
  const points: [number, number] = [outcome.scores[0] ?? 0, outcome.scores[1] ?? 0];
  const result: Result = outcome.draw ? 'drawn' : outcome.winners.includes(0) ? 'won' : 'lost';
  const won = result === 'won' ? `YOU WIN ${points[0]} POINTS!` : `I WIN ${points[1]} POINTS`;
  let text = result === 'drawn' ? 'A DRAW: NOBODY CAN MOVE' : won;
  if (blocked) {
    // Why a game ends with cards in both hands (RULES.md, a blocked game).
    const stuck = `STUCK FOR ${BLOCKED_AFTER / 2} TURNS EACH.`;
    text = result === 'drawn' ? `${stuck} WE HOLD THE SAME: A DRAW` : `${stuck} ${result === 'won' ? 'YOU HOLD FEWER:' : 'I HOLD FEWER:'} ${won}`;
  }
  return { result, points, message: { text, error: false }, sound: result === 'won' ? 'win' : result === 'lost' ? 'lose' : 'beep' };
}
