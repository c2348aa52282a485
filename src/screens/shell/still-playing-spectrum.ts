// "Still playing?" over a Spectrum game: the same question as the Windows
// dialog, printed as the Spectrum would, in a bright red box of character
// cells on the 320x240 stage, its seconds counting down.

import { Container, Graphics } from 'pixi.js';
import type { Navigator } from '../navigator';
import { PixelText } from '../../renderer/text';
import { CELL, PAPER_X, PAPER_Y, spectrumColour } from '../../renderer/widgets';
import { fillRect } from '../../renderer/widgets/draw';
import type { StillPlayingAnswer } from './still-playing';

const ROW = 8;
const COL = 1;
const WIDTH = 30;

export class SpectrumStillPlaying {
  readonly view = new Container();
  private readonly lines = new Container();
  private shown = -1;
  private settle: (answer: StillPlayingAnswer) => void = () => undefined;
  readonly result: Promise<StillPlayingAnswer>;

  constructor(
    private readonly nav: Navigator,
    private readonly secondsLeft: () => number,
  ) {
    this.result = new Promise((resolve) => (this.settle = resolve));
    const box = new Graphics();
    fillRect(box, PAPER_X + COL * CELL - 2, PAPER_Y + ROW * CELL - 2, WIDTH * CELL + 4, 7 * CELL + 4, spectrumColour('white', true));
    fillRect(box, PAPER_X + COL * CELL, PAPER_Y + ROW * CELL, WIDTH * CELL, 7 * CELL, spectrumColour('red', true));
    this.view.addChild(box, this.lines);
    this.draw();
    nav.open(this);
  }

  static lines(seconds: number): string[] {
    return ['STILL PLAYING?', '', 'NOBODY HAS PRESSED A KEY FOR', `A WHILE. THE GAME ENDS IN ${seconds}`, `SECOND${seconds === 1 ? '' : 'S'}. PRESS ANYTHING TO`, 'PLAY ON.'];
  }

  private draw(): void {
    const seconds = this.secondsLeft();
    if (seconds === this.shown) return;
    this.shown = seconds;
    this.lines.removeChildren().forEach((c) => c.destroy());
    SpectrumStillPlaying.lines(seconds).forEach((line, i) => {
      const text = new PixelText(line, { font: 'spectrum', colour: spectrumColour(i === 0 ? 'yellow' : 'white', true) });
      text.position.set(PAPER_X + (COL + 0.5) * CELL, PAPER_Y + (ROW + 0.5 + i) * CELL);
      this.lines.addChild(text);
    });
  }

  /** Every command is the kiosk shell's to answer; none reaches the game beneath. */
  handle(): boolean {
    return true;
  }

  update(): void {
    this.draw();
  }

  close(answer: StillPlayingAnswer): void {
    this.nav.close(this);
    this.view.destroy({ children: true });
    this.settle(answer);
  }
}
