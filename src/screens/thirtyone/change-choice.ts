// Choosing a change at the Thirty-One table, as the original had it: click
// (or press) one card of your hand and one of the pot; each pressed again
// is let go. The cards are controls in the table's focus group while the
// person may change, ahead of the buttons in the Tab order, so the arrows,
// a pad's D-pad and the mouse all reach them.

import type { Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import type { ThirtyOneAction, ThirtyOneView } from '../../engine/thirtyone';
import type { FocusGroup, Rect } from '../../renderer/widgets';
import { HandCard } from '../table/hand-card';

export class ChangeChoice {
  /** The cards chosen: one of the hand and one of the pot, at most. */
  chosen: Card[] = [];
  /** The cards as controls, with the ids automation knows them by ("card-QS", "pot-7H"). */
  cards: { id: string; control: HandCard }[] = [];

  constructor(
    private readonly focus: FocusGroup,
    /** Where a card of `seat`'s hand (or of the pot, null) is hit. */
    private readonly bounds: (seat: Seat | null, card: Card) => Rect,
    /** A card was pressed. */
    private readonly pressed: (card: Card, inPot: boolean) => void,
  ) {}

  /** The chosen card of the hand and of the pot, each or null. */
  pair(view: ThirtyOneView): [Card | null, Card | null] {
    return [this.chosen.find((c) => view.hand.includes(c)) ?? null, this.chosen.find((c) => view.pot.includes(c)) ?? null];
  }

  /** The change the chosen cards make, or null until one of each is chosen. */
  change(view: ThirtyOneView): ThirtyOneAction | null {
    const [card, potCard] = this.pair(view);
    return card && potCard ? { type: 'change', card, potCard } : null;
  }

  /** `card` chosen, or let go when it was; the other card of its group is let go. */
  toggle(view: ThirtyOneView, card: Card, inPot: boolean): void {
    const group = inPot ? view.pot : view.hand;
    this.chosen = this.chosen.includes(card) ? this.chosen.filter((c) => c !== card) : [...this.chosen.filter((c) => !group.includes(c)), card];
  }

  /** The hand's and the pot's cards as controls while `seat` may change; none otherwise. The focus stays in its place. */
  sync(seat: Seat, view: ThirtyOneView | null): void {
    const wanted = view
      ? [...view.hand.map((card) => ({ id: `card-${card}`, card, inPot: false })), ...view.pot.map((card) => ({ id: `pot-${card}`, card, inPot: true }))]
      : [];
    if (wanted.length === this.cards.length && wanted.every((w, i) => this.cards[i]?.id === w.id)) return;
    const focused = this.cards.findIndex((c) => c.control === this.focus.current);
    for (const { control } of this.cards) this.focus.remove(control);
    this.cards = wanted.map((w) => ({ id: w.id, control: new HandCard(w.card, () => this.bounds(w.inPot ? null : seat, w.card), (card) => this.pressed(card, w.inPot)) }));
    this.focus.addFirst(...this.cards.map((c) => c.control));
    const keep = this.cards[Math.min(focused, this.cards.length - 1)];
    if (focused >= 0 && keep) this.focus.focus(keep.control);
  }

  /** The card control with the focus, if one has it. */
  /** The cards as automation knows them. */
  controls(): { id: string; label: string; item: HandCard }[] {
    return this.cards.map(({ id, control }) => ({ id, label: control.label, item: control }));
  }

  get focused(): HandCard | null {
    return this.cards.find((c) => c.control === this.focus.current)?.control ?? null;
  }
}
