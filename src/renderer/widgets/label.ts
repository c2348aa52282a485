// A line or paragraph of bitmap text, optionally etched as Windows 95 draws
// disabled text: grey over a white copy one pixel down and right.

import { Container } from 'pixi.js';
import { PixelText, type TextOptions } from '../text';

export interface LabelOptions extends TextOptions {
  /** Colour of a copy one pixel down and right, under the text; null for none. */
  emboss?: number | null;
}

export class Label extends Container {
  private readonly main: PixelText;
  private readonly under: PixelText | null;

  constructor(text: string, options: LabelOptions = {}) {
    super();
    const { emboss = null, ...textOptions } = options;
    this.under = emboss === null ? null : new PixelText(text, { ...textOptions, colour: emboss });
    if (this.under) {
      this.under.position.set(1, 1);
      this.addChild(this.under);
    }
    this.main = new PixelText(text, textOptions);
    this.addChild(this.main);
  }

  get text(): string {
    return this.main.text;
  }

  set text(value: string) {
    this.main.text = value;
    if (this.under) this.under.text = value;
  }

  get colour(): number {
    return this.main.colour;
  }

  set colour(value: number) {
    this.main.colour = value;
  }

  set embossVisible(visible: boolean) {
    if (this.under) this.under.visible = visible;
  }

  get layoutWidth(): number {
    return this.main.textWidth + (this.under ? 1 : 0);
  }

  get layoutHeight(): number {
    return this.main.textHeight + (this.under ? 1 : 0);
  }
}
