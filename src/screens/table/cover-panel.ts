// The panel that covers the hands between two people's turns at a cabinet
// they share ("Pass to ANNE"), in the window's look: a raised box with its
// words and the button the person named shows their cards with. Only the
// right device presses it (the table's seats decide whose press counts).

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import { PixelText } from '../../renderer/text';
import { Button, type Look, theme } from '../../renderer/widgets';
import { raisedBox } from '../../renderer/widgets/draw';
import type { SeatPlan } from './seat-plan';

/** Room for three lines of words over the button. */
export const COVER_SIZE = { width: 300, height: 100 };
const BUTTON_WIDTH = 120;

/** The cover's words for `name`'s turn: how they show their cards, with their own pad or the shared devices. */
export function coverText(name: string, plan: SeatPlan | undefined, plugged: readonly number[]): string {
  const pad = plan?.kind === 'person' ? plan.pad : null;
  if (pad !== null && !plugged.includes(pad)) return `Pass to ${name}.\nPad ${pad + 1} is unplugged: press Enter or A on any free pad, or click below.`;
  const how = pad !== null ? `press A on pad ${pad + 1}` : 'press Enter or A, or click below';
  return `Pass to ${name}.\n${name}, ${how} to see your cards.`;
}

export class CoverPanel extends Container {
  /** The person named shows their cards with it. */
  readonly button: Button;
  private readonly words: PixelText;

  constructor(look: Look) {
    super();
    const t = theme(look);
    const box = new Rects();
    raisedBox(box, t, 0, 0, COVER_SIZE.width, COVER_SIZE.height);
    this.words = new PixelText('', { colour: t.text, font: t.font, wrap: COVER_SIZE.width - 24, align: 'center' });
    this.words.position.set(12, 12);
    this.button = new Button('&Show my cards', { look, width: BUTTON_WIDTH });
    this.button.position.set(Math.floor((COVER_SIZE.width - BUTTON_WIDTH) / 2), COVER_SIZE.height - 34);
    this.addChild(box, this.words, this.button);
    this.show(null);
  }

  /** Up with `text`, or down (null). */
  show(text: string | null): void {
    this.visible = text !== null;
    this.words.text = text ?? '';
    this.button.enabled = text !== null;
  }

  /** The words while it is up. */
  get text(): string | null {
    return this.visible ? this.words.text : null;
  }
}
