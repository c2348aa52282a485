// The choices of the person playing at the Court's table, turned into
// actions: the deck turned over, Keep or Discard, a card of the hand played,
// a bonus card. A press made while a move is still shown hurries it and is
// kept for the turn to come (CourtPresses), but not while people share the
// screen, as it may be the other's. A move made by one of two people turns
// their cards face down (CourtTurns).

import type { Card } from '../../engine/cards';
import type { CourtAction, CourtView } from '../../engine/court';
import type { SfxName } from '../../audio/effects';
import type { DialogHost, FocusGroup } from '../../renderer/widgets';
import type { Seat } from '../../engine/game';
import type { ShowOptions } from '../table/card-layer';
import type { Decision, LocalSeat } from '../../table/seats';
import { type CourtPress, type CourtPresses, pressTaken } from './court-presses';
import type { CourtTable } from './court-table';
import type { CourtTurns } from './court-turns';
import { askBonus } from './bonus-questions';

/** What the choices need of the Court's table. */
export interface ChoosingTable {
  readonly table: CourtTable;
  readonly presses: CourtPresses;
  readonly turns: CourtTurns;
  readonly focus: FocusGroup;
  /** People share the screen. */
  shared(): boolean;
  /** Where a question asked of the person at `seat` opens (with two people, hearing only theirs). */
  askedOf(seat: Seat): DialogHost | undefined;
  sfx(name: SfxName): void;
  render(options?: ShowOptions): void;
  drawMarks(): void;
  /** The focus on `card` of the hand. */
  focusCard(card: Card): void;
  /** `person`'s action: taken, or refused with the rule's reason shown. */
  offer(action: CourtAction, person: LocalSeat<CourtView, CourtAction>): boolean;
}

export class CourtChoices {
  /** The person to act took the top card and is looking at it (without Quick Play, a press on the deck). */
  revealed = false;

  constructor(private readonly t: ChoosingTable) {}

  /** The deck pressed: the person drawing turns its top card over. */
  drawTopCard(): void {
    const { table, focus } = this.t;
    const decision = this.t.turns.acting()?.decision ?? null;
    if (!decision && this.holds({ kind: 'deck' })) return;
    if (!decision || decision.view.phase !== 'draw' || this.revealed) {
      this.t.sfx('error');
      return;
    }
    this.revealed = true;
    this.t.sfx('flip');
    this.t.render({ duration: 120 });
    focus.focus(table.keep.enabled ? table.keep : table.discard);
    this.t.drawMarks();
  }

  /** Keep or Discard pressed, for the card turned over. */
  drawChoice(type: 'keep' | 'discard'): void {
    if (this.t.turns.acting()?.decision.view.phase !== 'draw' || !this.revealed) return;
    this.attempt({ type });
  }

  /** A card of the hand pressed. */
  playCard(card: Card): void {
    const decision = this.t.turns.acting()?.decision ?? null;
    if (!decision && this.holds({ kind: 'card', card })) return;
    if (decision?.view.phase === 'play') this.attempt({ type: 'play', card });
    else this.t.sfx('error');
  }

  /**
   * The turn of a person whose cards show: Quick Play turns the top card
   * over for them; the bonus round asks card by card (the cards said no to
   * in it, `declined`); a press kept meanwhile is taken.
   */
  begin(decision: Decision<CourtView, CourtAction>, quickPlay: boolean, declined: Set<Card>): void {
    if (decision.view.phase === 'draw' && quickPlay) this.revealed = true;
    if (decision.view.phase === 'bonus') void askBonus(decision, declined, (action) => void this.act(action, true), this.t.turns.people()?.[1 - decision.seat], this.t.askedOf(decision.seat));
    this.t.render();
    this.takeKept(decision);
  }

  /** The turn come: a press kept while the last move was shown draws, plays, or puts the focus on its card. */
  takeKept(decision: Decision<CourtView, CourtAction>): void {
    const press = this.t.presses.take();
    const taken = press && pressTaken(press, decision, this.revealed);
    if (taken?.kind === 'draw') this.drawTopCard();
    else if (taken?.kind === 'play') this.playCard(taken.card);
    else if (taken?.kind === 'focus') this.t.focusCard(taken.card);
  }

  /**
   * The person playing chose `action`: true when taken (refused, the reason
   * is shown unless `quietly`). With others at the screen their cards turn
   * face down, unless their choice goes on (see `court-turns.ts`).
   */
  act(action: CourtAction, quietly = false): boolean {
    const acting = this.t.turns.acting();
    if (!acting) return false;
    const taken = quietly ? acting.person.offer(action) === null : this.t.offer(action, acting.person);
    if (taken) this.t.turns.moved(acting.decision, action);
    return taken;
  }

  /** While a move is shown, a press is kept for the turn to come; not while people share the screen, as it may be another's. */
  private holds(press: CourtPress): boolean {
    return !this.t.shared() && this.t.presses.hold(press);
  }

  private attempt(action: CourtAction): void {
    if (this.act(action)) this.t.sfx('click');
  }
}
