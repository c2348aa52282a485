// The last few moves at the Thirty-One table, in words, as a card site's
// move log keeps them: "Round 2: OSKAR deals", "HETTY changed 9♥ for 8♠",
// "OSKAR passed", "RITA took the pot". A computer's move is only a short
// glide of cards; the log keeps it readable afterwards. Every move in it is
// public (what went into and out of the pot), so it shows nobody's hand.

import { type Card, cardSymbol } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import type { PublicMove, ThirtyOneEvent, ThirtyOneView } from '../../engine/thirtyone';

/** How many moves the table shows. */
export const LOG_LINES = 5;

/** One move as the log writes it: its wordings, longest first (the narrowest names the cards alone). */
export type LogLine = readonly string[];

type Move = Pick<PublicMove, 'seat' | 'type'> & { card?: Card; potCard?: Card };

/** A move's words; null for what is not a move of the round (its end, a player going out). */
export function moveWords(event: ThirtyOneEvent | Move, names: readonly string[]): LogLine | null {
  const name = (seat: Seat) => names[seat] ?? `Player ${seat + 1}`;
  switch (event.type) {
    case 'deal':
      return 'round' in event ? [`Round ${event.round}: ${name(event.dealer)} ${name(event.dealer) === 'You' ? 'deal' : 'deals'}`] : null;
    case 'choose':
      return 'choice' in event ? chose(name(event.seat), event.choice) : null;
    case 'hand':
    case 'pot':
      return chose(name(event.seat), event.type);
    case 'change': {
      if (!event.card || !event.potCard) return null;
      const cards = `${cardSymbol(event.card)} for ${cardSymbol(event.potCard)}`;
      return [`${name(event.seat)} changed ${cards}`, `${name(event.seat)}: ${cards}`];
    }
    case 'pass':
      return [`${name(event.seat)} passed`];
    case 'take-pot':
      return [`${name(event.seat)} took the pot`];
    default:
      return null;
  }
}

function chose(name: string, choice: 'hand' | 'pot'): LogLine {
  return choice === 'hand' ? [`${name} kept the hand (Hand)`, `${name} chose Hand`] : [`${name} took the extra set (Pot)`, `${name} chose Pot`];
}

export class MoveLog {
  private kept: LogLine[] = [];

  /** The moves shown, oldest first. */
  get lines(): readonly LogLine[] {
    return this.kept;
  }

  /** Show `lines` again (the table as it ended, after a replay). */
  restore(lines: readonly LogLine[]): void {
    this.kept = lines.slice(-LOG_LINES);
  }

  /** Log `event`, if it is a move. */
  add(event: ThirtyOneEvent, names: readonly string[]): void {
    const words = moveWords(event, names);
    if (words) this.kept = [...this.kept, words].slice(-LOG_LINES);
  }

  /** Start again from what `view` shows of its round (a game carried on, a network game joined); empty with none. */
  reset(view: ThirtyOneView | null = null, names: readonly string[] = []): void {
    this.kept = [];
    if (view === null || view.phase === 'over') return;
    this.add({ type: 'deal', round: view.round, dealer: view.dealer, seats: [] }, names);
    for (const move of view.moves) {
      const words = moveWords(move, names);
      if (words) this.kept = [...this.kept, words].slice(-LOG_LINES);
    }
  }
}
