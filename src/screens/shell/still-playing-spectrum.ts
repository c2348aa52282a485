// "Still playing?" over a Spectrum game: the same question as the Windows
// dialog, printed as the Spectrum would, in a bright red box of whole
// character cells on the 320x240 stage, framed by line graphics in white
// ink within those cells (one ink and one paper per cell, as the attribute
// grid allows), its seconds counting down.

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import type { Navigator } from '../navigator';
import { PixelText } from '../../renderer/text';
import { PAPER_X, PAPER_Y } from '../../renderer/widgets/spectrum';
import { CELL, spectrumColour } from '../../renderer/widgets/spectrum-cells';
import { fillRect } from '../../renderer/widgets/draw';
import type { StillPlayingAnswer } from './still-playing';
import { WHOLE_TREE } from '../../renderer/destroy';

/** The box's cells: its top row, left column, width and height, frame included. */
const ROW = 8;
const COL = 1;
const WIDTH = 30;
const HEIGHT = 8;

/** The frame's rows of cells, in line graphics along the cells' edges. */
function frameRows(): { row: number; col: number; text: string }[] {
  const inner = WIDTH - 2;
  const rows = [{ row: ROW, col: COL, text: `\u250c${'\u2594'.repeat(inner)}\u2510` }];
  for (let r = ROW + 1; r < ROW + HEIGHT - 1; r++) rows.push({ row: r, col: COL, text: `\u258f${' '.repeat(inner)}\u2595` });
  rows.push({ row: ROW + HEIGHT - 1, col: COL, text: `\u2514${'\u2581'.repeat(inner)}\u2518` });
  return rows;
}

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
    const box = new Rects();
    fillRect(box, PAPER_X + COL * CELL, PAPER_Y + ROW * CELL, WIDTH * CELL, HEIGHT * CELL, spectrumColour('red', true));
    this.view.addChild(box);
    for (const { row, col, text } of frameRows()) {
      const line = new PixelText(text, { font: 'spectrum', colour: spectrumColour('white', true) });
      line.position.set(PAPER_X + col * CELL, PAPER_Y + row * CELL);
      this.view.addChild(line);
    }
    this.view.addChild(this.lines);
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
      // Inside the frame, each line on whole cells.
      text.position.set(PAPER_X + (COL + 1) * CELL, PAPER_Y + (ROW + 1 + i) * CELL);
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
    this.view.destroy(WHOLE_TREE);
    this.settle(answer);
  }
}
