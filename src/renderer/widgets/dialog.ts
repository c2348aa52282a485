// A modal dialog window: caption, content stacked in a column, a centred row
// of buttons, centred on the frame. It traps focus (see `DialogController`),
// answers with a promise, and takes itself off the screen when answered.

import { Container } from 'pixi.js';
import { Rects } from '../rects';
import type { Command } from '../../input/commands';
import { SHELL_SIZE } from '../stage';
import { edge, fillRect, outline } from './draw';
import { Button, buttonWidth } from './button';
import { DialogController } from './dialog-controller';
import type { Focusable } from './focus';
import type { Sized } from './geometry';
import { CAPTION_FONT, type Look, type Theme, theme } from './theme';
import { titleBar } from './title-bar';
import { measureText } from '../text';

/** Where dialogs are shown: the navigator's modal layer satisfies this. */
export interface DialogHost {
  open(dialog: { readonly view: Container; handle(command: Command): unknown }): void;
  close(dialog: { readonly view: Container; handle(command: Command): unknown }): void;
}

export interface ButtonSpec {
  id: string;
  /** With '&' before the shortcut letter. */
  label: string;
}

export type Block = Container & Sized;

export interface DialogLayout<T> {
  body: Block[];
  buttons: ButtonSpec[];
  /** The answer a button gives. */
  answer: (buttonId: string) => T;
  /** The answer for back; omitted when back should do nothing. */
  cancel?: () => T;
  /** Controls in the body, in tab order, before the buttons. */
  controls?: Focusable[];
  /**
   * Ids automation knows body controls by, where their labels would not do:
   * a button whose caption says what it holds now ("Seat 2: Hetty").
   */
  ids?: ReadonlyMap<Focusable, string>;
  /** The button drawn as default (Enter); the first when omitted. */
  defaultButton?: string;
  /** Sees each command before focus does (a text field takes typed characters). */
  intercept?: (command: Command) => boolean;
}

const MIN_WIDTH = 220;

/** The narrowest a dialog's body is: blocks this wide fill it from side to side. */
export function dialogBodyWidth(look: Look): number {
  return MIN_WIDTH - 2 * theme(look).padding;
}
const BORDER_31 = 5;
const BORDER_95 = 3;

export class Dialog<T> {
  readonly view = new Container();
  readonly controller: DialogController<T>;
  readonly buttons: Button[] = [];
  /** The id of each of `buttons`, in order (automation finds them by it). */
  readonly buttonIds: string[] = [];
  private readonly theme: Theme;
  private host: DialogHost | null = null;
  private readonly tickers: ((dtMs: number) => void)[] = [];
  private readonly intercept: ((command: Command) => boolean) | null;
  private readonly ids: ReadonlyMap<Focusable, string>;

  constructor(
    readonly title: string,
    look: Look,
    layout: DialogLayout<T>,
  ) {
    const t = (this.theme = theme(look));
    this.controller = new DialogController<T>(layout.cancel ?? null, () => this.close());
    this.intercept = layout.intercept ?? null;
    this.ids = layout.ids ?? new Map();
    const bw = Math.max(...layout.buttons.map((b) => buttonWidth(b.label, look)));
    const rowWidth = layout.buttons.length * (bw + t.gap) - t.gap;
    const bodyWidth = Math.max(0, ...layout.body.map((b) => b.layoutWidth));
    const titleWidth = measureText(title, { font: CAPTION_FONT }).width + 2 * t.captionHeight + 16;
    const border = look === 'win31' ? BORDER_31 : BORDER_95;
    const inner = Math.max(MIN_WIDTH, bodyWidth + 2 * t.padding, rowWidth + 2 * t.padding, titleWidth);
    const width = inner + 2 * border;

    const caption = titleBar(t, title, inner, { sizeBoxes: false });
    caption.position.set(border, border);
    let y = border + t.captionHeight + (look === 'win31' ? 1 : 0) + t.padding;
    for (const block of layout.body) {
      block.position.set(border + t.padding, y);
      y += block.layoutHeight + t.gap;
    }
    if (layout.buttons.length > 0) {
      y += t.gap;
      let x = border + Math.floor((inner - rowWidth) / 2);
      const defaultId = layout.defaultButton ?? layout.buttons[0]?.id;
      for (const spec of layout.buttons) {
        const button = new Button(spec.label, { look, width: bw, isDefault: spec.id === defaultId });
        button.onActivate = () => this.finish(layout.answer(spec.id));
        button.position.set(x, y);
        x += bw + t.gap;
        this.buttons.push(button);
        this.buttonIds.push(spec.id);
      }
      y += t.buttonHeight;
    } else {
      y -= t.gap;
    }
    const height = y + t.padding + border;

    const frame = new Rects();
    this.drawFrame(frame, width, height, border);
    this.view.addChild(frame, caption, ...layout.body, ...this.buttons);
    this.view.position.set(Math.floor((SHELL_SIZE.width - width) / 2), Math.floor((SHELL_SIZE.height - height) / 2));
    this.controller.focus.add(...(layout.controls ?? []), ...this.buttons);
    const defaultIndex = this.buttonIds.indexOf(layout.defaultButton ?? layout.buttons[0]?.id ?? '');
    const defaultButton = this.buttons[defaultIndex];
    if (defaultButton) this.controller.defaultAction = () => defaultButton.activate();
    // As a Windows message box with a second default button: the focus starts
    // on it, so Enter, Space and the pad's A all give the default answer.
    if (defaultButton && layout.defaultButton !== undefined && (layout.controls ?? []).length === 0) this.controller.focus.focus(defaultButton);
    this.controller.isButton = (control) => control instanceof Button;
  }

  /** The button `id` of the row; a dialog that gives a button work of its own (not answering) sets its `onActivate`. */
  button(id: string): Button | undefined {
    return this.buttons[this.buttonIds.indexOf(id)];
  }

  get result(): Promise<T> {
    return this.controller.result;
  }

  /** Show on `host`; the dialog closes itself there when answered. */
  open(host: DialogHost): this {
    this.host = host;
    host.open(this);
    return this;
  }

  finish(value: T): void {
    this.controller.finish(value);
  }

  /**
   * Every control in tab order under the id automation knows it by: a
   * button's id, else the id the layout gave it, else its label in lower
   * case with dashes ('fast-play').
   */
  namedControls(): { id: string; label: string; item: Focusable }[] {
    return this.controller.focus.controls.map((item, i) => {
      const label = item.label ?? '';
      const button = this.buttons.indexOf(item as Button);
      const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
      return { id: (button >= 0 ? this.buttonIds[button] : (this.ids.get(item) ?? slug)) || `control-${i}`, label, item };
    });
  }

  handle(command: Command): boolean {
    if (!this.controller.done && this.intercept?.(command)) return true;
    return this.controller.handle(command);
  }

  /** Run `fn` every frame while open (caret blinking). */
  onUpdate(fn: (dtMs: number) => void): void {
    this.tickers.push(fn);
  }

  update(dtMs: number): void {
    for (const fn of this.tickers) fn(dtMs);
  }

  private close(): void {
    if (this.host) this.host.close(this);
    else this.view.removeFromParent();
  }

  private drawFrame(g: Rects, w: number, h: number, border: number): void {
    const t = this.theme;
    if (t.look === 'win31') {
      fillRect(g, 0, 0, w, h, t.dialogBorder);
      outline(g, 0, 0, w, h, t.outline);
      outline(g, border - 1, border - 1, w - 2 * (border - 1), h - 2 * (border - 1), t.outline);
    } else {
      edge(g, 0, 0, w, h, t.highlight, t.outline);
      edge(g, 1, 1, w - 2, h - 2, t.innerHighlight, t.shadow);
      outline(g, 2, 2, w - 4, h - 4, t.face);
    }
    fillRect(g, border, border, w - 2 * border, h - 2 * border, t.window);
  }
}
