// The original's row of buttons under the table: Deal, Hand and Pot (the
// dealer's choice), Change, Pass and Take pot. Each lights only when it can
// be used (Change once a card of your hand and one of the pot are chosen),
// and each has its underlined letter.

import { Container } from 'pixi.js';
import { Button, type FocusGroup, buttonWidth } from '../../renderer/widgets';

export const BUTTON_IDS = ['deal', 'hand', 'pot', 'change', 'pass', 'take-pot'] as const;
export type ButtonId = (typeof BUTTON_IDS)[number];

const LABELS: Record<ButtonId, string> = { deal: '&Deal', hand: '&Hand', pot: '&Pot', change: '&Change', pass: 'Pa&ss', 'take-pot': '&Take pot' };
const GAP = 8;
const TOP = 5;

export class ButtonRow extends Container {
  readonly buttons: readonly { id: ButtonId; button: Button }[];

  constructor(width: number, focus: FocusGroup, press: (id: ButtonId) => void) {
    super();
    const widths = BUTTON_IDS.map((id) => Math.max(72, buttonWidth(LABELS[id], 'win95')));
    const total = widths.reduce((a, b) => a + b, 0) + GAP * (widths.length - 1);
    let x = Math.floor((width - total) / 2);
    this.buttons = BUTTON_IDS.map((id, i) => {
      const button = new Button(LABELS[id], { look: 'win95', width: widths[i], onActivate: () => press(id) });
      button.position.set(x, TOP);
      x += (widths[i] ?? 0) + GAP;
      button.enabled = false;
      this.addChild(button);
      focus.add(button);
      return { id, button };
    });
  }

  /** Light the buttons that can be used now; the others are greyed. */
  light(lit: ReadonlySet<ButtonId>): void {
    for (const { id, button } of this.buttons) button.enabled = lit.has(id);
  }

  button(id: ButtonId): Button {
    const found = this.buttons.find((b) => b.id === id);
    if (!found) throw new RangeError(`No button ${id}.`);
    return found.button;
  }
}
