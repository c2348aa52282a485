// Presses on the Court table made while a move is still shown (a card
// gliding, a turn's two cards held up to be read): the showing finishes at
// once (its cards land, its pauses end) and the press waits for your turn,
// as a dealing table keeps a card pressed during its deal (see DealHold). A
// kept press that does not fit the turn when it comes is dropped quietly:
// it never turns into a refusal after the fact.

import type { Card } from '../../engine/cards';
import type { CourtAction, CourtView } from '../../engine/court';
import { DealHold } from '../table/deal-hold';
import type { Decision } from '../../table/seats';
import type { TableClock } from '../table/table-clock';

/** A press on the deck or on a card of your hand. */
export type CourtPress = { kind: 'deck' } | { kind: 'card'; card: Card };

/** What a kept press comes to at your turn: draw, play the card, or only put the focus on it. */
export type PressTaken = { kind: 'draw' } | { kind: 'play'; card: Card } | { kind: 'focus'; card: Card } | null;

export function pressTaken(press: CourtPress, decision: Decision<CourtView, CourtAction>, revealed: boolean): PressTaken {
  if (press.kind === 'deck') return decision.view.phase === 'draw' && !revealed ? { kind: 'draw' } : null;
  return decision.legal.some((a) => a.type === 'play' && a.card === press.card) ? { kind: 'play', card: press.card } : { kind: 'focus', card: press.card };
}

export class CourtPresses {
  private readonly held: DealHold<CourtPress>;
  /** The move being shown was hurried by a press: its cards land and its pauses end at once. */
  rushing = false;

  constructor(
    private readonly clock: TableClock,
    /** Every card to its place now. */
    settle: () => void,
  ) {
    this.held = new DealHold(() => {
      this.rushing = true;
      settle();
      this.clock.hurry();
    });
  }

  /** Show a move; a press meanwhile hurries it and is kept. */
  async during(show: () => Promise<void>): Promise<void> {
    await this.held.during(show);
    this.rushing = false;
  }

  /** While a move is shown: keep `press` for your turn and hurry the move (true); otherwise false. */
  hold(press: CourtPress): boolean {
    return this.held.hold(press);
  }

  /** The press kept for the turn now come, if any (once). */
  take(): CourtPress | null {
    return this.held.take();
  }

  /** A pause while a move is shown; none once a press has hurried it. */
  pause(ms: number): Promise<void> {
    return this.rushing ? Promise.resolve() : this.clock.pause(ms);
  }
}
