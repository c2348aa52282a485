// What check boxes and radio buttons share: a small picture, a label beside
// it with the dotted focus rectangle round the label, and a click or confirm
// anywhere on the pair.

import { Container } from 'pixi.js';
import { Rects } from '../rects';
import { acceleratorOf, plainLabel } from './accelerator';
import { dottedRect } from './draw';
import { FocusMarks } from './focus-marks';
import type { Focusable } from './focus';
import { type Rect, type Sized, stageRect } from './geometry';
import { Label } from './label';
import { type Look, type Theme, theme } from './theme';

export const MARK_SIZE = 13;
const LABEL_GAP = 5;

export abstract class Choice extends Container implements Focusable, Sized {
  readonly accelerator: string | undefined;
  readonly layoutWidth: number;
  readonly layoutHeight: number;
  protected readonly theme: Theme;
  protected readonly mark = new Rects();
  private readonly focusRing = new FocusMarks();
  private readonly caption: Label;
  private isFocused = false;
  private isEnabled = true;

  constructor(label: string, look: Look) {
    super();
    this.theme = theme(look);
    this.accelerator = acceleratorOf(label);
    this.label = plainLabel(label);
    this.caption = new Label(label, { accelerator: true, font: this.theme.font, colour: this.theme.text, emboss: this.theme.disabledEmboss });
    this.caption.embossVisible = false;
    this.layoutHeight = Math.max(MARK_SIZE, this.caption.layoutHeight);
    this.caption.position.set(MARK_SIZE + LABEL_GAP, Math.floor((this.layoutHeight - this.caption.layoutHeight) / 2));
    this.layoutWidth = this.caption.x + this.caption.layoutWidth + 2;
    this.addChild(this.mark, this.caption, this.focusRing);
  }

  get focused(): boolean {
    return this.isFocused;
  }

  set focused(value: boolean) {
    this.isFocused = value;
    this.focusRing.clear();
    if (value) {
      // One pixel clear of the letters all round: above the capitals, below the descenders.
      const l = this.caption;
      const emboss = this.theme.disabledEmboss === null ? 0 : 1;
      dottedRect(this.focusRing, l.x - 2, l.y + 1, l.layoutWidth - emboss + 4, l.layoutHeight - emboss + 1, this.theme.text);
    }
  }

  get enabled(): boolean {
    return this.isEnabled;
  }

  set enabled(value: boolean) {
    this.isEnabled = value;
    this.caption.colour = value ? this.theme.text : this.theme.disabledText;
    this.caption.embossVisible = !value;
    this.drawMark();
  }

  bounds(): Rect {
    return stageRect(this, this.layoutWidth, this.layoutHeight);
  }

  abstract activate(): void;

  /** Paint the picture into `mark` for the current state. */
  protected abstract drawMark(): void;

  /** 95 greys a disabled control's well and mark; 3.1 greys only the label. */
  protected get wellColour(): number {
    return this.isEnabled || this.theme.look === 'win31' ? this.theme.field : this.theme.face;
  }

  protected get markColour(): number {
    return this.isEnabled || this.theme.look === 'win31' ? this.theme.text : this.theme.disabledText;
  }

  /** Top of the picture, so it sits centred on the label's line. */
  protected get markY(): number {
    return Math.floor((this.layoutHeight - MARK_SIZE) / 2);
  }
}
