// The original's row of buttons under the table: Deal, Hand and Pot (the
// dealer's choice), Change, Pass and Take pot. Each lights only when it can
// be used (Change once a card of your hand and one of the pot are chosen),
// and each has its underlined letter.

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import { VGA } from '../../renderer/palette';
import { fillRect, outline } from '../../renderer/widgets/draw';
import { Button, type FocusGroup, buttonWidth } from '../../renderer/widgets';

export const BUTTON_IDS = ['deal', 'hand', 'pot', 'change', 'pass', 'take-pot'] as const;
export type ButtonId = (typeof BUTTON_IDS)[number];

const LABELS: Record<ButtonId, string> = { deal: '&Deal', hand: '&Hand', pot: '&Pot', change: '&Change', pass: 'Pa&ss', 'take-pot': '&Take pot' };
const GAP = 8;
const TOP = 5;

const CHAT = 'Ch&at';
/** Room for the text icon at the chat button's left. */
const ICON_ROOM = 14;

/** The original's chat button wore a text icon: a white page with lines of writing. */
function textIcon(): Rects {
  const g = new Rects();
  fillRect(g, 0, 0, 9, 11, VGA.white);
  outline(g, 0, 0, 9, 11, VGA.black);
  for (const y of [3, 5, 7]) fillRect(g, 2, y, 5, 1, VGA.navy);
  return g;
}

export class ButtonRow extends Container {
  readonly buttons: readonly { id: ButtonId; button: Button }[];
  /** A network game's chat, at the end of the row while one is on. */
  readonly chat: Button;

  constructor(
    private readonly rowWidth: number,
    focus: FocusGroup,
    press: (id: ButtonId) => void,
    openChat: () => void,
  ) {
    super();
    this.buttons = BUTTON_IDS.map((id) => {
      const button = new Button(LABELS[id], { look: 'win95', width: Math.max(72, buttonWidth(LABELS[id], 'win95')), onActivate: () => press(id) });
      button.enabled = false;
      this.addChild(button);
      focus.add(button);
      return { id, button };
    });
    this.chat = new Button(CHAT, { look: 'win95', width: buttonWidth(`${CHAT} (99)`, 'win95') + ICON_ROOM, onActivate: openChat });
    const icon = textIcon();
    icon.position.set(6, Math.floor((this.chat.layoutHeight - 11) / 2));
    this.chat.addChild(icon);
    this.addChild(this.chat);
    focus.add(this.chat);
    this.showChat(null);
  }

  /** Show the chat button with the count of unread messages, or (null) hide it; the row stays centred. */
  showChat(unread: number | null): void {
    this.chat.visible = this.chat.enabled = unread !== null;
    this.chat.relabel(unread ? `${CHAT} (${unread})` : CHAT);
    const row = [...this.buttons.map((b) => b.button), ...(unread === null ? [] : [this.chat])];
    const total = row.reduce((sum, b) => sum + b.layoutWidth, 0) + GAP * (row.length - 1);
    let x = Math.floor((this.rowWidth - total) / 2);
    for (const button of row) {
      button.position.set(x, TOP);
      x += button.layoutWidth + GAP;
    }
  }

  /** Light the buttons that can be used now; the others are greyed. */
  light(lit: ReadonlySet<ButtonId>): void {
    for (const { id, button } of this.buttons) button.enabled = lit.has(id);
  }

  /** The row's buttons and the chat's, by the ids automation knows them by. */
  controls(): { id: string; label: string; item: Button }[] {
    return [...this.buttons.map(({ id, button }) => ({ id, label: button.label, item: button })), { id: 'chat', label: this.chat.label, item: this.chat }];
  }

  button(id: ButtonId): Button {
    const found = this.buttons.find((b) => b.id === id);
    if (!found) throw new RangeError(`No button ${id}.`);
    return found.button;
  }
}
