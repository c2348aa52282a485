// Who plays at the Euchre table and whose turn it is at the screen: the
// people seated (one, as Euchre has always been played, or up to four at one
// cabinet, each on their own pad or sharing the keyboard and mouse) and the
// computers; each person's choices (a bid, going alone, the dealer's
// discard, the Pass Best card, a card to play) turned into actions. With
// several people the table is covered between turns: it turns to put the
// person asked at the bottom, their cards show only once they press "Show my
// cards" on their own device, and turn face down as soon as the move is
// made. Who is recorded for the game at the table is kept from its deal.

import type { Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import { confirmBox, messageBox } from '../../renderer/widgets';
import type { Decision } from '../../table/seats';
import { HandCard } from '../table/hand-card';
import type { EuchreAction, EuchreView } from '../../engine/euchre';
import { foldMove, openMove } from './euchre-moves';
import { type BidOffer, CARD_PHASES, aloneQuestion, handOrder, heldPress } from './euchre-scene';
import { type RecordedAs, type Sitter, recordedAs } from './euchre-seating';
import { type SeatPlan, peopleSeats } from '../table/seat-plan';
import { EuchreTable, TITLE } from './euchre-table';

export abstract class EuchrePeople extends EuchreTable {
  /** Who is recorded for the game at the table, and where: set as it is dealt or carried on, so a game given up for another is its own people's. */
  protected recording: { sitters: Sitter[]; as: RecordedAs } = { sitters: [], as: 'intermediate' };

  /** Seats people play at the table now. */
  protected get people(): Seat[] {
    return this.seats.personSeats;
  }

  /** Seat `plans` at the table (a kept game from before: seat 0's person alone, the computers at the game's level): their names, and the cover for several people. */
  protected sitAt(plans: readonly SeatPlan[], names: readonly string[]): void {
    this.seats.set(plans);
    this.names = [...names];
    const people = peopleSeats(plans);
    this.cover.seat(people.length, people[0] ?? 0);
  }

  /** The game now at the table (just dealt or carried on) is recorded for the people at it, at its level (among people only, as such). */
  protected recordFromNow(): void {
    const plans = this.seats.seating;
    const as = recordedAs(plans) === 'people' ? 'people' : this.gameLevel;
    this.recording = { sitters: this.people.map((seat) => ({ seat, name: this.personAt(seat) })), as };
  }

  /** The name of the person at `seat` (null: a guest, or nobody). */
  private personAt(seat: Seat): string | null {
    const plan = this.seats.plan(seat);
    return plan?.kind === 'person' ? plan.name : null;
  }

  /** What giving up the game costs: a loss for each person at it by name (a guest's games are counted nowhere). */
  protected override givingUp(it: string): string {
    const named = this.recording.sitters.flatMap((p) => (p.name === null ? [] : [p.name]));
    if (this.recording.sitters.length <= 1 || named.length === 0) return super.givingUp(it);
    return `${it} will count as a loss for ${named.join(' and ')}.`;
  }

  // ---- whose turn it is ----

  /** The person asked to act now, once their cards are shown at the bottom (always, for one person alone). */
  protected acting() {
    if (this.replay) return null;
    const waiting = this.seats.waiting();
    return waiting && this.cover.open(waiting.seat) ? waiting : null;
  }

  protected override yourTurn(decision: Decision<EuchreView, EuchreAction>): void {
    // A card pressed during the deal is never turned into a late "Bid first": at a bid it is dropped.
    const held = heldPress(this.dealHold.take(), decision.view.phase);
    if (this.cover.shared) {
      // The table turns to put the person asked at the bottom, their cards face down until they show them.
      this.fold();
      this.cover.turn(decision.seat);
    }
    super.yourTurn(decision);
    if (!this.cover.open(decision.seat)) {
      this.hand.focusOn(this.felt.cover.button);
      return;
    }
    this.focusChoice();
    if (held !== null) this.chooseCard(held);
  }

  /** A bid starts on Pass, which loses nothing; a card choice on the hand. */
  private focusChoice(): void {
    const bids = this.felt.bids;
    const pass = bids.find((b) => b.id === 'bid-pass')?.button ?? bids[0]?.button;
    if (pass) this.hand.focusOn(pass);
    else if (!(this.focus.current instanceof HandCard)) this.hand.focusFirst();
  }

  /** The person named on the cover shows their cards: they lie face up at the bottom until the move is made. */
  protected showCards(): void {
    const waiting = this.seats.waiting();
    if (!waiting || waiting.seat !== this.cover.viewer || !this.cover.uncover()) return;
    const view = waiting.decision.view;
    this.shown = openMove(this.shown, waiting.seat, handOrder(view.hand, view.trump)).shown;
    this.shell.sfx.play('flip');
    this.render();
    this.focusChoice();
  }

  /** The hand at the bottom turns face down (the table is about to turn, or the move is made). */
  private fold(): void {
    if (!this.replay) this.shown = foldMove(this.shown, this.cover.viewer).shown;
  }

  /** `person`'s action: taken (with others at the screen, the cards turn face down at once), or refused with the rule's reason. */
  private act(action: EuchreAction, person: NonNullable<ReturnType<EuchrePeople['acting']>>['person']): void {
    if (!this.offer(action, person) || !this.cover.shared) return;
    this.cover.moved();
    this.fold();
    this.render();
  }

  // ---- the person's choices ----

  protected chooseCard(card: Card): void {
    const acting = this.acting();
    // Pressed while the cards fly out: they land at once, and the press counts when the turn comes.
    if (!acting && this.dealHold.hold(card)) return;
    const phase = acting?.decision.view.phase;
    if (!acting || phase === undefined || !CARD_PHASES.has(phase)) {
      this.shell.sfx.play('error');
      if (phase === 'order' || phase === 'call') void messageBox(TITLE, 'Bid first, with the buttons above your hand.');
      return;
    }
    this.shell.sfx.play('click');
    this.act(phase === 'play' ? { type: 'play', card } : phase === 'give' ? { type: 'give', card } : { type: 'discard', card }, acting.person);
  }

  /** A bidding button: a pass is made at once; a make first asks whether to go alone (No unless chosen). */
  protected async bid(offer: BidOffer): Promise<void> {
    const acting = this.acting();
    if (!acting) return;
    const { decision, person } = acting;
    this.shell.sfx.play('click');
    let action = offer.action;
    const host = this.askedOf(decision.seat);
    if (offer.alone !== null && (await confirmBox('Go Alone?', aloneQuestion(decision.view, offer.action, this.names, this.you), host && { host }))) action = offer.alone;
    if (person.waiting === decision) this.act(action, person);
  }
}
