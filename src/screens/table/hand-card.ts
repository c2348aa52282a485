// A card of your hand as a control: the arrows walk along the hand, confirm
// (or a click) chooses it, just as for a button. Its bounds are the strip of
// the card that shows past its neighbour, so overlapping cards never fight
// over a click and left/right always find the next card.

import type { Card } from '../../engine/cards';
import type { Focusable, Rect } from '../../renderer/widgets';

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
