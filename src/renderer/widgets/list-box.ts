// A list box: a white well of text lines, the selection in the highlight
// colour, and a vertical scroll bar when the list is longer than the box.
// Up/down move the selection (and leave the list at either end, so a D-pad can
// reach the buttons); a click selects a line, the scroll-bar arrows and track
// scroll, and confirm reports the selected line.

import { Container } from 'pixi.js';
import { Rects } from '../rects';
import type { Command } from '../../input/commands';
import { arrow, dottedRect, fillRect, outline, raisedBox, well } from './draw';
import { FocusMarks } from './focus-marks';
import type { Focusable } from './focus';
import { type Rect, type Sized, stageRect } from './geometry';
import { Label } from './label';
import { ListModel } from './list-model';
import { type Look, type Theme, theme } from './theme';
import { lineHeight } from '../text';

export interface ListBoxOptions {
  look?: Look;
  width: number;
  /** Lines visible at once. */
  rows: number;
  selected?: number;
  onSelect?: (index: number) => void;
  /** Confirm on the list (or a click on the selected line). */
  onActivate?: (index: number) => void;
  /** What the list is called (automation finds it by this); 'List' when omitted. */
  label?: string;
  /** The shortcut letter underlined in the label above the list: it moves the focus to the list. */
  accelerator?: string;
}

const ROW_PAD = 1;

export class ListBox extends Container implements Focusable, Sized {
  readonly model: ListModel;
  readonly layoutWidth: number;
  readonly layoutHeight: number;
  readonly enabled = true;
  readonly accelerator: string | undefined;
  readonly shortcutFocuses = true;
  private readonly theme: Theme;
  private readonly rowHeight: number;
  private readonly border: number;
  private readonly frame = new Rects();
  private readonly highlight = new Rects();
  /** The dotted rectangle round the line chosen, while the list has the focus. */
  private readonly focusRing = new FocusMarks();
  private readonly lines = new Container();
  private readonly bar = new Rects();
  private items: string[];
  private isFocused = false;

  constructor(
    items: readonly string[],
    private readonly options: ListBoxOptions,
  ) {
    super();
    this.theme = theme(options.look ?? 'win31');
    this.label = options.label ?? 'List';
    this.accelerator = options.accelerator?.toUpperCase();
    this.items = [...items];
    this.model = new ListModel(items.length, options.rows, options.selected ?? 0);
    this.rowHeight = lineHeight(this.theme.font) + 2 * ROW_PAD;
    this.border = this.theme.look === 'win31' ? 1 : 2;
    this.layoutWidth = options.width;
    this.layoutHeight = options.rows * this.rowHeight + 2 * this.border;
    this.addChild(this.frame, this.highlight, this.focusRing, this.lines, this.bar);
    this.redraw();
  }

  get focused(): boolean {
    return this.isFocused;
  }

  set focused(value: boolean) {
    this.isFocused = value;
    this.redraw();
  }

  get selected(): number {
    return this.model.selected;
  }

  get selectedItem(): string | undefined {
    return this.items[this.model.selected];
  }

  setItems(items: readonly string[]): void {
    this.items = [...items];
    this.model.setCount(items.length);
    this.redraw();
  }

  select(index: number): void {
    if (this.model.select(index)) this.options.onSelect?.(this.model.selected);
    this.redraw();
  }

  bounds(): Rect {
    return stageRect(this, this.layoutWidth, this.layoutHeight);
  }

  activate(): void {
    if (this.model.selected >= 0) this.options.onActivate?.(this.model.selected);
  }

  handle(command: Command): boolean {
    if (command.type === 'pointer') {
      if (command.phase === 'down') this.click(command.x, command.y);
      return true;
    }
    if (command.type !== 'press') return false;
    if (command.button !== 'up' && command.button !== 'down') return false;
    const moved = this.model.move(command.button === 'up' ? -1 : 1);
    if (moved) {
      this.options.onSelect?.(this.model.selected);
      this.redraw();
    }
    return moved;
  }

  private get barWidth(): number {
    return this.model.scrolls ? this.theme.scrollBarWidth : 0;
  }

  /** The scroll bar's box in the list: on 3.1 it shares the list's outline, on 95 it sits inside the sunken edge. */
  private barBox(): Rect {
    const bw = this.barWidth;
    if (this.theme.look === 'win31') return { x: this.layoutWidth - bw, y: 0, width: bw, height: this.layoutHeight };
    const b = this.border;
    return { x: this.layoutWidth - b - bw, y: b, width: bw, height: this.layoutHeight - 2 * b };
  }

  private click(x: number, y: number): void {
    const box = this.bounds();
    const localX = x - box.x;
    const localY = y - box.y;
    const bar = this.barBox();
    if (this.model.scrolls && localX >= bar.x) {
      this.clickBar(localY - bar.y);
      return;
    }
    const row = Math.floor((localY - this.border) / this.rowHeight);
    const index = this.model.itemAtRow(row);
    if (index < 0) return;
    if (index === this.model.selected) this.activate();
    else this.select(index);
  }

  /** A click `y` pixels below the top of the scroll bar. */
  private clickBar(y: number): void {
    const { arrowHeight, thumbY } = this.barGeometry();
    const page = this.model.rows - 1;
    if (y < arrowHeight) this.model.scroll(-1);
    else if (y >= this.barBox().height - arrowHeight) this.model.scroll(1);
    else if (y < thumbY) this.model.scroll(-page);
    else if (y >= thumbY + arrowHeight) this.model.scroll(page);
    this.redraw();
  }

  /** Arrow boxes are square; the thumb is as tall as they are and slides between them (offsets within the bar). */
  private barGeometry(): { arrowHeight: number; thumbY: number } {
    const height = this.barBox().height;
    const arrowHeight = Math.min(this.barWidth, Math.floor(height / 3));
    const travel = height - 3 * arrowHeight;
    const maxTop = this.model.maxTop;
    const thumbY = arrowHeight + (maxTop === 0 ? 0 : Math.floor((travel * this.model.top) / maxTop));
    return { arrowHeight, thumbY };
  }

  private redraw(): void {
    const t = this.theme;
    const b = this.border;
    const win31 = t.look === 'win31';
    // 3.1 draws the list's outline up to the bar's; 95's sunken edge wraps the bar too.
    const w = win31 ? this.layoutWidth - this.barWidth + (this.model.scrolls ? 1 : 0) : this.layoutWidth;
    this.frame.clear();
    well(this.frame, t, 0, 0, w, this.layoutHeight, t.field);

    this.highlight.clear();
    this.focusRing.clear();
    this.lines.removeChildren().forEach((c) => c.destroy());
    const innerWidth = win31 ? w - 2 * b : w - 2 * b - this.barWidth;
    for (let row = 0; row < this.model.rows; row++) {
      const index = this.model.itemAtRow(row);
      if (index < 0) break;
      const y = b + row * this.rowHeight;
      const chosen = index === this.model.selected;
      if (chosen) fillRect(this.highlight, b, y, innerWidth, this.rowHeight, t.selection);
      const line = new Label(this.items[index] ?? '', { font: t.font, colour: chosen ? t.selectionText : t.text });
      line.position.set(b + 2, y + ROW_PAD);
      this.lines.addChild(line);
      if (chosen && this.isFocused) {
        dottedRect(this.focusRing, b, y, innerWidth, this.rowHeight, win31 ? t.selectionText : t.highlight);
      }
    }
    if (this.model.selected < 0 && this.isFocused) dottedRect(this.focusRing, b, b, innerWidth, this.rowHeight, t.text);
    this.drawBar();
  }

  private drawBar(): void {
    const g = this.bar;
    g.clear();
    if (!this.model.scrolls) return;
    const t = this.theme;
    const { x, y: top, width: bw, height: h } = this.barBox();
    const { arrowHeight, thumbY } = this.barGeometry();
    fillRect(g, x, top, bw, h, t.scrollTrack);
    if (t.look === 'win31') outline(g, x, top, bw, h, t.outline);
    const button = (y: number, height: number) => {
      if (t.look === 'win31') {
        outline(g, x, top + y, bw, height, t.outline);
        raisedBox(g, t, x + 1, top + y + 1, bw - 2, height - 2);
      } else {
        raisedBox(g, t, x, top + y, bw, height);
      }
    };
    button(0, arrowHeight);
    button(h - arrowHeight, arrowHeight);
    button(thumbY, arrowHeight);
    const mid = x + Math.floor(bw / 2) - (t.look === 'win31' ? 0 : 1);
    // 3.1's arrows are always black; 95 greys (and etches) the one that can go no further.
    const drawArrow = (tipY: number, direction: 'up' | 'down', disabled: boolean) => {
      if (disabled && t.look === 'win95') {
        arrow(g, mid + 1, tipY + 1, direction, 4, t.innerHighlight);
        arrow(g, mid, tipY, direction, 4, t.disabledText);
      } else {
        arrow(g, mid, tipY, direction, 4, t.text);
      }
    };
    drawArrow(top + Math.floor(arrowHeight / 2) - 2, 'up', this.model.top === 0);
    drawArrow(top + h - arrowHeight + Math.floor(arrowHeight / 2) + 1, 'down', this.model.top === this.model.maxTop);
  }
}
