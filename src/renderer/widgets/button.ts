// A push button: rounded black outline and 2-px bevel on 3.1, the double
// 3-D edge on 95; a thicker border when it is the default button, the dotted
// rectangle round its label when focused, sunk while held, grey when disabled.

import { Container } from 'pixi.js';
import { Rects } from '../rects';
import { acceleratorOf, plainLabel } from './accelerator';
import { dottedRect, edge, fillRect, outline } from './draw';
import { FocusMarks } from './focus-marks';
import type { Focusable } from './focus';
import { type Rect, type Sized, stageRect } from './geometry';
import { Label } from './label';
import { type Look, type Theme, theme } from './theme';
import { measureText } from '../text';

export interface ButtonOptions {
  look?: Look;
  width?: number;
  height?: number;
  /** The button Enter presses (drawn with the heavy border). */
  isDefault?: boolean;
  enabled?: boolean;
  /** False for a button Tab passes over and a dialog does not start on (a page turner beside the answers). */
  tabStop?: boolean;
  onActivate?: () => void;
}

/** The width a button needs for a label: the look's minimum, or the label plus margins. */
export function buttonWidth(label: string, look: Look = 'win31'): number {
  const t = theme(look);
  return Math.max(t.buttonMinWidth, measureText(label, { accelerator: true, font: t.font }).width + 20);
}

interface ButtonState {
  focused: boolean;
  pressed: boolean;
  enabled: boolean;
  isDefault: boolean;
}

export class Button extends Container implements Focusable, Sized {
  accelerator: string | undefined;
  readonly layoutWidth: number;
  readonly layoutHeight: number;
  onActivate: (() => void) | null;
  readonly tabStop: boolean;
  private readonly theme: Theme;
  private readonly face = new Rects();
  private readonly focusRing = new FocusMarks();
  private readonly caption: Label;
  private state: ButtonState = { focused: false, pressed: false, enabled: true, isDefault: false };

  constructor(label: string, options: ButtonOptions = {}) {
    super();
    this.theme = theme(options.look ?? 'win31');
    this.accelerator = acceleratorOf(label);
    this.label = plainLabel(label);
    this.layoutWidth = options.width ?? buttonWidth(label, this.theme.look);
    this.layoutHeight = options.height ?? this.theme.buttonHeight;
    this.onActivate = options.onActivate ?? null;
    this.tabStop = options.tabStop ?? true;
    this.caption = new Label(label, { accelerator: true, font: this.theme.font, colour: this.theme.text, emboss: this.theme.disabledEmboss });
    this.addChild(this.face, this.caption, this.focusRing);
    this.state.enabled = options.enabled ?? true;
    this.state.isDefault = options.isDefault ?? false;
    this.redraw();
  }

  /** Change the caption in place ("Pass Left" becomes "Pass Right"); the size stays. */
  relabel(label: string): void {
    if (plainLabel(label) === this.label && acceleratorOf(label) === this.accelerator) return;
    this.accelerator = acceleratorOf(label);
    this.label = plainLabel(label);
    this.caption.text = label;
    this.redraw();
  }

  get focused(): boolean {
    return this.state.focused;
  }

  set focused(value: boolean) {
    this.setState({ focused: value });
  }

  get pressed(): boolean {
    return this.state.pressed;
  }

  set pressed(value: boolean) {
    this.setState({ pressed: value });
  }

  get enabled(): boolean {
    return this.state.enabled;
  }

  set enabled(value: boolean) {
    this.setState({ enabled: value });
  }

  get isDefault(): boolean {
    return this.state.isDefault;
  }

  set isDefault(value: boolean) {
    this.setState({ isDefault: value });
  }

  bounds(): Rect {
    return stageRect(this, this.layoutWidth, this.layoutHeight);
  }

  activate(): void {
    if (this.state.enabled) this.onActivate?.();
  }

  private setState(change: Partial<ButtonState>): void {
    const next = { ...this.state, ...change };
    const same = (Object.keys(next) as (keyof ButtonState)[]).every((k) => this.state[k] === next[k]);
    if (same) return;
    this.state = next;
    this.redraw();
  }

  private redraw(): void {
    const { face, theme: t, layoutWidth: w, layoutHeight: h } = this;
    const { pressed, isDefault, enabled, focused } = this.state;
    face.clear();
    if (t.look === 'win31') {
      // Rounded: the outline leaves the four corner pixels out.
      const b = isDefault ? 2 : 1;
      fillRect(face, 1, 0, w - 2, 1, t.outline);
      fillRect(face, 1, h - 1, w - 2, 1, t.outline);
      fillRect(face, 0, 1, 1, h - 2, t.outline);
      fillRect(face, w - 1, 1, 1, h - 2, t.outline);
      if (isDefault) outline(face, 1, 1, w - 2, h - 2, t.outline);
      fillRect(face, b, b, w - 2 * b, h - 2 * b, t.face);
      if (pressed) {
        fillRect(face, b, b, w - 2 * b, 1, t.shadow);
        fillRect(face, b, b, 1, h - 2 * b, t.shadow);
      } else {
        for (let k = 0; k < 2; k++) {
          edge(face, b + k, b + k, w - 2 * (b + k), h - 2 * (b + k), t.highlight, t.shadow);
        }
      }
    } else if (pressed) {
      outline(face, 0, 0, w, h, t.outline);
      outline(face, 1, 1, w - 2, h - 2, t.shadow);
      fillRect(face, 2, 2, w - 4, h - 4, t.face);
    } else if (isDefault) {
      outline(face, 0, 0, w, h, t.outline);
      edge(face, 1, 1, w - 2, h - 2, t.innerHighlight, t.outline);
      edge(face, 2, 2, w - 4, h - 4, t.highlight, t.shadow);
      fillRect(face, 3, 3, w - 6, h - 6, t.face);
    } else {
      edge(face, 0, 0, w, h, t.innerHighlight, t.outline);
      edge(face, 1, 1, w - 2, h - 2, t.highlight, t.shadow);
      fillRect(face, 2, 2, w - 4, h - 4, t.face);
    }

    const label = this.caption;
    label.colour = enabled ? t.text : t.disabledText;
    label.embossVisible = !enabled;
    const shift = pressed ? 1 : 0;
    const lw = label.layoutWidth - (t.disabledEmboss === null ? 0 : 1);
    const lh = label.layoutHeight - (t.disabledEmboss === null ? 0 : 1);
    label.position.set(Math.floor((w - lw) / 2) + shift, Math.floor((h - lh) / 2) + shift);

    this.focusRing.clear();
    if (focused && enabled) {
      if (t.look === 'win31') {
        // One pixel clear of the letters at the sides, above the capitals and below the
        // descenders, but never on the bevel: the default button's thicker border leaves
        // its face no row to spare below the descenders.
        const faceBottom = h - 1 - (isDefault ? 2 : 1) - 2 + shift;
        const bottom = Math.min(label.y + lh + 1, faceBottom);
        dottedRect(this.focusRing, label.x - 2, label.y + 1, lw + 4, bottom - label.y, t.outline);
      } else {
        dottedRect(this.focusRing, 4 + shift, 4 + shift, w - 8, h - 8, t.outline);
      }
    }
  }
}
