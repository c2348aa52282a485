// The bottom hand of the Court's table as controls: each card one the focus
// walks along and a press plays, the focus kept on its card as the hand
// changes (on the first card once the play begins), and the marks round the
// deck or round a card, while it may be played.

import type { Card } from '../../engine/cards';
import type { CourtView } from '../../engine/court';
import type { Focusable, FocusGroup } from '../../renderer/widgets';
import { HandCard, handControls } from '../table/hand-card';
import type { CourtTable } from './court-table';

/** What the hand's controls need of the Court's table. */
export interface HandTable {
  readonly table: CourtTable;
  readonly focus: FocusGroup;
  readonly deck: Focusable;
  /** The phase of the game shown; null with none. */
  phase(): CourtView['phase'] | null;
  /** Nobody holds the cards in a replay: nothing is marked. */
  replaying(): boolean;
  /** A card of the hand was pressed. */
  play(card: Card): void;
}

export class CourtHand {
  cards: HandCard[] = [];

  constructor(private readonly t: HandTable) {}

  /** The focus (and its marks) on `card` of the hand. */
  focusCard(card: Card): void {
    const held = this.cards.find((h) => h.card === card);
    if (held) this.t.focus.focus(held);
    this.drawMarks();
  }

  /** The controls for `hand` as now drawn. */
  sync(hand: readonly Card[]): void {
    const { focus, table } = this.t;
    const changed = handControls(focus, this.cards, hand, (i) => table.cardBounds(i), (c) => this.t.play(c));
    if (!changed) return;
    this.cards = changed.cards;
    const keep = this.cards.find((h) => h.card === changed.focusedCard);
    if (keep) focus.focus(keep);
    else if (this.t.phase() === 'play' && this.cards[0] && !(focus.current instanceof HandCard)) focus.focus(this.cards[0]);
  }

  /** The marks round the deck or the card with the focus; cards are marked only while they can be played. */
  drawMarks(): void {
    const focused = this.t.replaying() ? null : this.t.focus.current;
    if (focused === this.t.deck) this.t.table.mark('deck');
    else if (focused instanceof HandCard && this.t.phase() === 'play') this.t.table.mark({ card: this.cards.indexOf(focused) });
    else this.t.table.mark(null);
  }
}
