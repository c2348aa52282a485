// What the player reads of the moves just made, so a computer's turn can be
// followed card by card: each move in words that name the card and the
// piles ("I MOVE 7♠ FROM MY PILE TO 3": the computer's own discard pile, not
// "FROM 9", which rule f forbids), the last few kept on the message rows,
// and the piles the last one took from and put onto, which FLASH until the
// player acts.

import type { Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import { type PatienceAction, type PatienceEvent, pileSeenBy } from '../../engine/patience';
import { cardIndex } from './card-index';
import { ALONE, type Sides, namedMove } from './sides';

/** How many moves the message rows keep. */
export const LOG_LINES = 2;

/** The piles of the last move, in the player's numbering: where from (a deck beside pile 0 or 9 for a twist) and where to. */
export interface Marks {
  readonly from: number | 'deck';
  readonly to: number;
}

/** A pile as the player reads it: their own pile 0 and the computer's pile (their 9) by whose they are. */
function pileName(pile: number): string {
  return pile === 0 ? 'YOUR PILE' : pile === 9 ? 'MY PILE' : String(pile);
}

/** How a move reads, in the player's own pile numbers: "I ..." for the computer's, "YOU ..." for the player's (in a replay). */
export function moveWords(action: PatienceAction, card: Card | null, seat: Seat): string {
  const who = seat === 0 ? 'YOU' : 'I';
  const face = card ? ` ${cardIndex(card)}` : '';
  switch (action.type) {
    case 'twist':
      return `${who} TWIST${face}`;
    case 'move':
      return `${who} MOVE${face} FROM ${pileName(pileSeenBy(action.from, seat, 0))} TO ${pileName(pileSeenBy(action.to, seat, 0))}`;
    case 'move-pile':
      return `${who} MOVE PILE ${action.from}${card ? ` (${cardIndex(card)})` : ''} ONTO ${action.to}`;
    case 'finish':
      return seat === 0 ? 'OVER TO ME' : 'OVER TO YOU';
  }
}

/** The piles a move marks, in the numbering of the seat the table is drawn for (the player's); null for the end of a turn. */
export function moveMarks(action: PatienceAction, seat: Seat, viewer: Seat = 0): Marks | null {
  switch (action.type) {
    case 'twist':
      return { from: 'deck', to: pileSeenBy(0, seat, viewer) };
    case 'move':
    case 'move-pile':
      return { from: pileSeenBy(action.from, seat, viewer), to: pileSeenBy(action.to, seat, viewer) };
    case 'finish':
      return null;
  }
}

/** The card a move's events name: the one twisted or moved, or the first of a whole pile. */
export function movedCard(events: readonly PatienceEvent[]): Card | null {
  for (const event of events) {
    if (event.type === 'twist' || event.type === 'move') return event.card;
    if (event.type === 'move-pile') return event.cards[0] ?? null;
  }
  return null;
}

export class MoveLog {
  /** The moves kept, oldest first. */
  lines: readonly string[] = [];
  marks: Marks | null = null;
  /** When the last move was told, on the table's frame clock: what a test times the computer's pace by. */
  toldAt = 0;

  /** A move made at `at` on the table's clock: its words join the log and its piles are marked (the end of a turn keeps the last move's); head to head, the people are named. */
  add(action: PatienceAction, seat: Seat, events: readonly PatienceEvent[], at = 0, sides: Sides = ALONE): void {
    const card = movedCard(events);
    if (action.type !== 'finish') this.note(sides.names ? namedMove(sides.names, sides.viewer, action, card, seat) : moveWords(action, card, seat));
    this.marks = moveMarks(action, seat, sides.viewer) ?? this.marks;
    this.toldAt = at;
  }

  /** A line of news (a deck made again) kept with the moves. */
  note(text: string): void {
    this.lines = [...this.lines, text].slice(-LOG_LINES);
  }

  clear(): void {
    this.lines = [];
    this.marks = null;
  }
}
