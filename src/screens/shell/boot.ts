// The boot screen: a Windows-style progress bar filling while the fonts and
// the records are made ready (the card art and the sounds come after the
// title, src/main.ts). The bar is drawn before the fonts exist; the caption
// appears once they do.

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import type { Command } from '../../input/commands';
import { VGA } from '../../renderer/palette';
import { SHELL_SIZE } from '../../renderer/stage';
import { PixelText } from '../../renderer/text';
import { fillRect, outline } from '../../renderer/widgets/draw';
import type { Screen } from '../screen';

const BAR_WIDTH = 320;
const BAR_HEIGHT = 20;
const BAR_X = (SHELL_SIZE.width - BAR_WIDTH) / 2;
const BAR_Y = 240;

export class BootScreen implements Screen {
  readonly id = 'boot';
  readonly view = new Container();
  private readonly bar = new Rects();
  private caption: PixelText | null = null;
  private done = 0;
  private step = '';

  constructor() {
    const back = new Rects();
    fillRect(back, 0, 0, SHELL_SIZE.width, SHELL_SIZE.height, VGA.navy);
    this.view.addChild(back, this.bar);
    this.draw();
  }

  /** Call once the fonts are built: from then on the step is named. */
  fontsReady(): void {
    this.caption = new PixelText('', { colour: VGA.white, align: 'center', wrap: BAR_WIDTH });
    this.caption.position.set(BAR_X, BAR_Y - 24);
    this.view.addChild(this.caption);
    this.draw();
  }

  progress(fraction: number, step: string): void {
    this.done = Math.max(0, Math.min(1, fraction));
    this.step = step;
    this.draw();
  }

  handle(_command: Command): void {
    // Nothing to do until the title is up.
  }

  snapshot(): unknown {
    return { progress: this.done, step: this.step, controls: [] };
  }

  private draw(): void {
    const g = this.bar.clear();
    fillRect(g, BAR_X, BAR_Y, BAR_WIDTH, BAR_HEIGHT, VGA.white);
    outline(g, BAR_X, BAR_Y, BAR_WIDTH, BAR_HEIGHT, VGA.black);
    const filled = Math.round((BAR_WIDTH - 4) * this.done);
    if (filled > 0) fillRect(g, BAR_X + 2, BAR_Y + 2, filled, BAR_HEIGHT - 4, VGA.blue);
    if (this.caption) this.caption.text = this.step;
  }
}
