// A card of your hand as a control: the arrows walk along the hand, confirm
// (or a click) chooses it, just as for a button. Its bounds are the strip of
// the card that shows past its neighbour, so overlapping cards never fight
// over a click and left/right always find the next card.

import type { Card } from '../../engine/cards';
import type { FocusGroup, Focusable, Rect } from '../../renderer/widgets';

export class HandCard implements Focusable {
  focused = false;
  enabled = true;
  pressed = false;

  constructor(
    readonly card: Card,
    private readonly where: () => Rect,
    private readonly chosen: (card: Card) => void,
  ) {}

  get label(): string {
    return this.card;
  }

  bounds(): Rect {
    return this.where();
  }

  activate(): void {
    this.chosen(this.card);
  }
}

/** The hand's controls after a change of hand, and which card (and place) had the focus before. */
export interface HandControls {
  cards: HandCard[];
  focusedCard: Card | null;
  focusedIndex: number;
}

/**
 * The hand's cards as controls, in hand order, so arrows, clicks and
 * automation reach them; null while the hand is as it was. Where the focus
 * goes next is the table's choice.
 */
export function handControls(focus: FocusGroup, old: readonly HandCard[], hand: readonly Card[], bounds: (i: number) => Rect, choose: (card: Card) => void): HandControls | null {
  if (hand.length === old.length && hand.every((card, i) => old[i]?.card === card)) return null;
  const focusedCard = focus.current instanceof HandCard ? focus.current.card : null;
  const focusedIndex = focusedCard ? old.findIndex((h) => h.card === focusedCard) : -1;
  for (const card of old) focus.remove(card);
  const cards = hand.map((card, i) => new HandCard(card, () => bounds(i), choose));
  focus.add(...cards);
  return { cards, focusedCard, focusedIndex };
}

/**
 * Your hand as controls in the table's focus group, and the marks round the
 * card that has the focus. Every move of the focus made here redraws the
 * marks, so only one control ever looks focused.
 */
export class HandFocus {
  cards: HandCard[] = [];

  constructor(
    private readonly focus: FocusGroup,
    private readonly bounds: (i: number) => Rect,
    private readonly choose: (card: Card) => void,
    /** Draw the marks round card `i` of the hand; null for none. */
    private readonly mark: (i: number | null) => void,
    /** Whether a card may be marked at all (nobody holds the cards in a demo or a replay). */
    private readonly marking: () => boolean,
  ) {}

  /**
   * After the hand changed: the focus stays on its card, else on the card
   * now in its place, unless `button` (the table's own, enabled) has it.
   */
  sync(hand: readonly Card[], button: Focusable): void {
    const changed = handControls(this.focus, this.cards, hand, this.bounds, this.choose);
    if (!changed) return;
    const { focusedCard, focusedIndex } = changed;
    this.cards = changed.cards;
    const keep = this.cards.find((h) => h.card === focusedCard) ?? this.cards[Math.min(Math.max(focusedIndex, 0), this.cards.length - 1)];
    if (focusedCard !== null || !(this.focus.current === button && button.enabled)) this.focusOn(keep ?? button);
  }

  focusFirst(): void {
    const first = this.cards[0];
    if (first) this.focusOn(first);
  }

  /** Move the focus, and its marks with it. */
  focusOn(item: Focusable): void {
    this.focus.focus(item);
    this.drawMarks();
  }

  /** The marks round the focused card, or none when the focus is elsewhere. */
  drawMarks(): void {
    const focused = this.focus.current;
    this.mark(this.marking() && focused instanceof HandCard ? this.cards.indexOf(focused) : null);
  }
}
