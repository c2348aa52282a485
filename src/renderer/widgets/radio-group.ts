// Radio buttons: one choice out of several. Each button is its own control so
// a D-pad can walk them; as in Windows the arrows choose as they go, confirm
// (or a click) chooses the focused one, and only the chosen one is a Tab stop.

import { Container } from 'pixi.js';
import { Choice, MARK_SIZE } from './choice';
import { pattern } from './draw';
import type { Sized } from './geometry';
import type { Look } from './theme';

const CIRCLE = [
  '....oooo....',
  '..ooiiiioo..',
  '.oiiwwwwiio.',
  '.oiwwwwwwio.',
  'oiwwwwwwwwio',
  'oiwwwwwwwwio',
  'oiwwwwwwwwio',
  'oiwwwwwwwwio',
  '.oiwwwwwwio.',
  '.oiiwwwwiio.',
  '..ooiiiioo..',
  '....oooo....',
];
const DOT = ['.##.', '####', '####', '.##.'];
const ROW_GAP = 4;

export interface RadioOption {
  value: string;
  label: string;
}

export class RadioButton extends Choice {
  private isSelected = false;
  /** The arrows choose as they move, as in Windows. */
  readonly followsFocus = true;

  constructor(
    readonly value: string,
    label: string,
    look: Look,
    private readonly onSelect: (value: string) => void,
  ) {
    super(label, look);
    this.drawMark();
  }

  get selected(): boolean {
    return this.isSelected;
  }

  set selected(value: boolean) {
    this.isSelected = value;
    this.drawMark();
  }

  /** Only the chosen button is a Tab stop: the dialog starts on it, and Tab goes past the others. */
  get tabStop(): boolean {
    return this.isSelected;
  }

  activate(): void {
    if (this.enabled) this.onSelect(this.value);
  }

  protected drawMark(): void {
    const g = this.mark;
    const t = this.theme;
    const y = this.markY;
    g.clear();
    // 95 shades the ring like a bowl: dark on the upper left, light on the lower right.
    const upperLeft = (px: number, py: number) => px + py < CIRCLE.length - 1;
    pattern(g, 0, y, CIRCLE, (ch, px, py) => {
      if (ch === 'w') return this.wellColour;
      if (t.look === 'win31') return ch === 'o' ? t.outline : t.field;
      if (ch === 'o') return upperLeft(px, py) ? t.shadow : t.innerHighlight;
      if (ch === 'i') return upperLeft(px, py) ? t.outline : t.highlight;
      return undefined;
    });
    if (this.isSelected) pattern(g, 4, y + 4, DOT, { '#': this.markColour });
  }
}

/** A column of radio buttons sharing one value. */
export class RadioGroup extends Container implements Sized {
  readonly buttons: RadioButton[];
  readonly layoutWidth: number;
  readonly layoutHeight: number;
  private current: string;

  constructor(
    options: readonly RadioOption[],
    value: string,
    look: Look = 'win31',
    private readonly onChange: ((value: string) => void) | null = null,
  ) {
    super();
    this.current = value;
    this.buttons = options.map((o) => new RadioButton(o.value, o.label, look, (v) => this.select(v)));
    let y = 0;
    for (const b of this.buttons) {
      b.y = y;
      y += b.layoutHeight + ROW_GAP;
      b.selected = b.value === value;
    }
    this.addChild(...this.buttons);
    this.layoutWidth = Math.max(MARK_SIZE, ...this.buttons.map((b) => b.layoutWidth));
    this.layoutHeight = Math.max(0, y - ROW_GAP);
  }

  get value(): string {
    return this.current;
  }

  select(value: string): void {
    if (!this.buttons.some((b) => b.value === value)) return;
    const changed = value !== this.current;
    this.current = value;
    for (const b of this.buttons) b.selected = b.value === value;
    if (changed) this.onChange?.(value);
  }
}
