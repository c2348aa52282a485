// Typing without a keyboard and with one: the entry field that shows the text
// with a blinking caret, and the on-screen keyboard grid a D-pad walks or a
// mouse clicks.

import { Container } from 'pixi.js';
import { Rects } from '../rects';
import type { Command } from '../../input/commands';
import { dottedRect, fillRect, raisedBox, well } from './draw';
import type { Focusable } from './focus';
import { type Rect, type Sized, stageRect } from './geometry';
import { KEYBOARD_COLUMNS, KEYBOARD_ROWS, KEYS, type Key, KeyboardModel, keyAt, pressKey } from './keyboard-model';
import { Label } from './label';
import type { TextModel } from './text-model';
import { type Look, type Theme, theme } from './theme';
import { lineHeight, measureText } from '../text';

const CARET_BLINK_MS = 530;

/** Shows a `TextModel`'s text; call `refresh` after the text changes. */
export class TextField extends Container implements Sized {
  readonly layoutWidth: number;
  readonly layoutHeight: number;
  private readonly theme: Theme;
  private readonly line: Label;
  private readonly caret = new Rects();
  private blinkMs = 0;

  constructor(
    private readonly text: TextModel,
    width: number,
    look: Look = 'win31',
  ) {
    super();
    this.theme = theme(look);
    this.layoutWidth = width;
    this.layoutHeight = lineHeight(this.theme.font) + 6;
    const frame = new Rects();
    const border = well(frame, this.theme, 0, 0, width, this.layoutHeight, this.theme.field);
    this.line = new Label('', { font: this.theme.font, colour: this.theme.text });
    this.line.position.set(border + 2, 3);
    this.addChild(frame, this.line, this.caret);
    this.refresh();
  }

  refresh(): void {
    this.line.text = this.shown();
    this.blinkMs = 0;
    this.caret.clear();
    // One blank column after the last letter, where the next one would start.
    const x = this.line.x + measureText(this.line.text, { font: this.theme.font }).width + (this.line.text === '' ? 0 : 1);
    fillRect(this.caret, Math.min(x, this.layoutWidth - 4), 2, 1, this.layoutHeight - 4, this.theme.text);
  }

  /** The end of the text that fits the box: a line longer than the box scrolls, as a Windows edit box does, and never runs out of it. */
  private shown(): string {
    const room = this.layoutWidth - this.line.x * 2 - 2;
    const value = this.text.value;
    let from = 0;
    while (from < value.length && measureText(value.slice(from), { font: this.theme.font }).width > room) from += 1;
    return value.slice(from);
  }

  update(dtMs: number): void {
    this.blinkMs = (this.blinkMs + dtMs) % (2 * CARET_BLINK_MS);
    this.caret.visible = this.blinkMs < CARET_BLINK_MS;
  }
}

const KEY_W = 20;
const KEY_H = 18;
const KEY_GAP = 2;

/** The key grid. Pressing OK (or the text's owner) decides what accepting means. */
export class OnScreenKeyboard extends Container implements Focusable, Sized {
  readonly model = new KeyboardModel();
  readonly layoutWidth = KEYBOARD_COLUMNS * (KEY_W + KEY_GAP) - KEY_GAP;
  readonly layoutHeight = KEYBOARD_ROWS * (KEY_H + KEY_GAP) - KEY_GAP;
  readonly enabled = true;
  private readonly theme: Theme;
  private readonly faces = new Rects();
  private readonly labels = new Container();
  private isFocused = false;
  /** The key under a held pointer, drawn sunk. */
  private held: Key | null = null;

  constructor(
    private readonly text: TextModel,
    private readonly onTyped: () => void,
    private readonly onAccept: () => void,
    look: Look = 'win31',
  ) {
    super();
    this.theme = theme(look);
    this.label = 'Keyboard';
    this.addChild(this.faces, this.labels);
    this.redraw();
  }

  get focused(): boolean {
    return this.isFocused;
  }

  set focused(value: boolean) {
    this.isFocused = value;
    this.redraw();
  }

  bounds(): Rect {
    return stageRect(this, this.layoutWidth, this.layoutHeight);
  }

  activate(): void {
    this.press(this.model.current);
  }

  handle(command: Command): boolean {
    if (command.type === 'pointer') {
      this.pointer(command);
      return true;
    }
    if (command.type !== 'press') return false;
    const b = command.button;
    if (b !== 'up' && b !== 'down' && b !== 'left' && b !== 'right') return false;
    const moved = this.model.move(b);
    if (moved) this.redraw();
    return moved;
  }

  private pointer(command: Extract<Command, { type: 'pointer' }>): void {
    const box = this.bounds();
    const col = Math.floor((command.x - box.x) / (KEY_W + KEY_GAP));
    const row = Math.floor((command.y - box.y) / (KEY_H + KEY_GAP));
    const key = keyAt(row, col) ?? null;
    if (command.phase === 'down') {
      this.held = key;
      if (key) this.model.point(key);
    } else if (command.phase === 'move') {
      if (this.held && key !== this.held) this.held = null;
    } else {
      if (key && key === this.held) this.press(key);
      this.held = null;
    }
    this.redraw();
  }

  private press(key: Key): void {
    const outcome = pressKey(key, this.text);
    if (outcome === 'accept') this.onAccept();
    else if (outcome === 'typed') this.onTyped();
  }

  private redraw(): void {
    const t = this.theme;
    const g = this.faces;
    g.clear();
    this.labels.removeChildren().forEach((c) => c.destroy());
    const current = this.model.current;
    for (const key of KEYS) {
      const x = key.col * (KEY_W + KEY_GAP);
      const y = key.row * (KEY_H + KEY_GAP);
      const w = key.span * (KEY_W + KEY_GAP) - KEY_GAP;
      const lit = this.isFocused && key === current;
      const sunk = key === this.held;
      if (lit) fillRect(g, x, y, w, KEY_H, t.selection);
      else raisedBox(g, t, x, y, w, KEY_H);
      if (sunk) fillRect(g, x + 1, y + 1, w - 2, 1, t.shadow);
      const usable = key.kind !== 'char' || this.text.accepts(key.char);
      const colour = lit ? t.selectionText : usable ? t.text : t.disabledText;
      const label = new Label(key.label, { font: t.font, colour });
      const size = measureText(key.label, { font: t.font });
      label.position.set(x + Math.floor((w - size.width) / 2) + (sunk ? 1 : 0), y + Math.floor((KEY_H - size.height) / 2));
      this.labels.addChild(label);
      if (lit) dottedRect(g, x + 2, y + 2, w - 4, KEY_H - 4, t.selectionText);
    }
  }
}

/**
 * What a dialog with a text field does with each command before its focus
 * does: typed characters and erase go to the field whatever has the focus;
 * Enter on a keyboard accepts, as in any Windows text box, while the pad's
 * confirm presses the key the on-screen keyboard is on. True when taken.
 */
export function typing(text: TextModel, field: Pick<TextField, 'refresh'>, keyboard: OnScreenKeyboard, accept: () => void, focused: () => Focusable | null | undefined): (command: Command) => boolean {
  // Space types ' ' and then confirms (keyboard.ts): the space belongs to the text, the confirm is dropped.
  let spaceTyped = false;
  return (command) => {
    const afterSpace = spaceTyped;
    spaceTyped = false;
    if (command.type === 'char') {
      if (text.insert(command.char)) field.refresh();
      spaceTyped = command.char === ' ';
      return true;
    }
    if (command.type !== 'press') return false;
    if (afterSpace && command.button === 'confirm' && command.device === 'keyboard') return true;
    if (command.button === 'erase') {
      if (text.erase()) field.refresh();
      return true;
    }
    if (command.button === 'confirm' && command.device === 'keyboard' && focused() === keyboard) {
      accept();
      return true;
    }
    return false;
  };
}
