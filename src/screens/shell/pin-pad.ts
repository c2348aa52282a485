// The PIN pad as the operator sees it: four boxes that fill with stars, a
// line for hints and refusals, and a telephone-style keypad a gamepad or a
// mouse can work without a keyboard. It only draws and reports presses; the
// digits are kept by `PinPad` in operator-settings.ts, the tries and waits by the records.

import { type Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import { VGA } from '../../renderer/palette';
import { PixelText } from '../../renderer/text';
import { Button, type Focusable } from '../../renderer/widgets';
import { fillRect, well } from '../../renderer/widgets/draw';
import { theme } from '../../renderer/widgets/theme';
import { DialogPanel } from './dialog-panel';
import { PIN_LENGTH } from './operator-settings';

/** Registers a control with the screen's focus group and returns it. */
export type Register = <T extends Focusable & Container>(id: string, label: string, item: T, run?: () => void) => T;

export interface PinPadActions {
  digit(digit: string): void;
  erase(): void;
  submit(): void;
  cancel(): void;
}

export type PinTone = 'hint' | 'error';

const KEY_WIDTH = 52;
const KEY_HEIGHT = 28;
const KEY_GAP = 8;
const KEYS_WIDTH = 3 * KEY_WIDTH + 2 * KEY_GAP;
const BOX_WIDTH = 28;
const BOX_HEIGHT = 30;
const BOX_GAP = 8;
const BOXES_Y = 14;
const MESSAGE_Y = BOXES_Y + BOX_HEIGHT + 8;
/** Two lines of message: a refusal, and how long the pad waits. */
const KEYS_Y = MESSAGE_Y + 2 * 16 + 8;
const CANCEL_Y = KEYS_Y + 4 * KEY_HEIGHT + 3 * KEY_GAP + 10;
const CLIENT_WIDTH = KEYS_WIDTH + 40;
const CLIENT_HEIGHT = CANCEL_Y + 24 + 14;

/** The star a typed digit leaves, drawn twice the size of the font's so it reads from a distance. */
const STAR = ['...#...', '#..#..#', '.#.#.#.', '..###..', '.#.#.#.', '#..#..#', '...#...'];

const ROWS = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
  ['erase', '0', 'ok'],
] as const;

export class PinPadPanel extends DialogPanel {
  private readonly boxes = new Rects();
  private readonly message: PixelText;

  constructor(register: Register, actions: PinPadActions) {
    super('Enter the operator PIN', CLIENT_WIDTH, CLIENT_HEIGHT);
    this.message = new PixelText('', { align: 'center', wrap: CLIENT_WIDTH - 16 });
    this.message.position.set(8, MESSAGE_Y);
    this.client.addChild(this.boxes, this.message);

    const left = Math.floor((CLIENT_WIDTH - KEYS_WIDTH) / 2);
    ROWS.forEach((row, r) =>
      row.forEach((key, c) => {
        const label = key === 'erase' ? 'Erase' : key === 'ok' ? 'OK' : key;
        const id = key === 'erase' || key === 'ok' ? key : `key-${key}`;
        const run = key === 'erase' ? actions.erase : key === 'ok' ? actions.submit : () => actions.digit(key);
        const button = register(id, label, new Button(label, { width: KEY_WIDTH, height: KEY_HEIGHT, isDefault: key === 'ok' }), run);
        button.position.set(left + c * (KEY_WIDTH + KEY_GAP), KEYS_Y + r * (KEY_HEIGHT + KEY_GAP));
        this.client.addChild(button);
      }),
    );
    const cancel = register('cancel', 'Cancel', new Button('Cancel', { width: KEYS_WIDTH, height: 24 }), actions.cancel);
    cancel.position.set(left, CANCEL_Y);
    this.client.addChild(cancel);
  }

  /** Fill `entered` boxes with stars and put the caret in the next; show `text` below. */
  show(entered: number, text: string, tone: PinTone): void {
    const t = theme('win31');
    const g = this.boxes.clear();
    const left = Math.floor((CLIENT_WIDTH - (PIN_LENGTH * BOX_WIDTH + (PIN_LENGTH - 1) * BOX_GAP)) / 2);
    for (let i = 0; i < PIN_LENGTH; i++) {
      const x = left + i * (BOX_WIDTH + BOX_GAP);
      well(g, t, x, BOXES_Y, BOX_WIDTH, BOX_HEIGHT, t.field);
      if (i < entered) {
        const size = STAR.length * 2;
        const sx = x + Math.floor((BOX_WIDTH - size) / 2);
        const sy = BOXES_Y + Math.floor((BOX_HEIGHT - size) / 2);
        STAR.forEach((row, py) => {
          for (let px = 0; px < row.length; px++) if (row[px] === '#') fillRect(g, sx + 2 * px, sy + 2 * py, 2, 2, t.text);
        });
      } else if (i === entered) {
        fillRect(g, x + Math.floor(BOX_WIDTH / 2), BOXES_Y + 5, 1, BOX_HEIGHT - 10, t.text);
      }
    }
    this.message.text = text;
    this.message.colour = tone === 'error' ? VGA.red : t.text;
  }
}
