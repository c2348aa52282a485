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
