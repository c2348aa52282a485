// The controls of a replay at a Windows table: a small panel in a corner of
// the felt (so the cards stay in view) with Step, Run and End buttons and the
// move count. It is modal: while a game is played back, nobody plays, and
// every device steers the replay. Enter, Space, A or a click on Step plays the
// next move; R or P, F2 (X) or Run starts or pauses the steady beat; Esc, B or End
// leaves. It wears the look of the window it stands in (Windows 3.1, or
// Thirty-One's Windows 95).

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import type { Command } from '../../input/commands';
import { PixelText } from '../../renderer/text';
import { Button, FocusGroup, type Look, theme } from '../../renderer/widgets';
import { edge, fillRect, outline, raised95 } from '../../renderer/widgets/draw';
import type { Navigator } from '../navigator';
import { WHOLE_TREE } from '../../renderer/destroy';

const BUTTON_WIDTH = 48;
const GAP = 4;
const MARGIN = 6;
/** Small enough for a corner of the felt: three buttons and one line of text. */
export const REPLAY_PANEL_SIZE = { width: 2 * MARGIN + 3 * BUTTON_WIDTH + 2 * GAP, height: 48 };
const WIDTH = REPLAY_PANEL_SIZE.width;
const HEIGHT = REPLAY_PANEL_SIZE.height;

export interface ReplayControls {
  step(): void;
  toggleRun(): void;
  readonly isRunning: boolean;
  readonly position: number;
  readonly length: number;
}

export class ReplayPanel {
  readonly view = new Container();
  private readonly focus = new FocusGroup();
  private readonly line: PixelText;
  /** The look of the window under the panel, which it wears. */
  readonly look: Look;
  private readonly stepButton: Button;
  private readonly runButton: Button;
  private readonly endButton: Button;
  /** The move and running state last drawn (-1: nothing yet), and the game's length. */
  private shown = -1;
  private shownLength = -1;

  constructor(
    private readonly nav: Navigator,
    private readonly replay: ReplayControls,
    /** The top-left corner of the panel on the stage. */
    at: { x: number; y: number },
    /** Shown above the buttons. */
    private readonly title: string,
    private readonly onEnd: () => void,
  ) {
    // The look of the window the panel stands in: the screen's own.
    const look = (this.look = nav.current?.look ?? 'win31');
    const t = theme(look);
    this.line = new PixelText('', { colour: t.text, font: t.font });
    const box = new Rects();
    if (look === 'win95') raised95(box, t, 0, 0, WIDTH, HEIGHT);
    else {
      outline(box, 0, 0, WIDTH, HEIGHT, t.outline);
      fillRect(box, 1, 1, WIDTH - 2, HEIGHT - 2, t.face);
      edge(box, 1, 1, WIDTH - 2, HEIGHT - 2, t.highlight, t.shadow);
    }
    this.line.position.set(MARGIN, 3);
    const y = HEIGHT - 26;
    this.stepButton = new Button('&Step', { look, width: BUTTON_WIDTH, isDefault: true, onActivate: () => replay.step() });
    this.runButton = new Button('&Run', { look, width: BUTTON_WIDTH, onActivate: () => replay.toggleRun() });
    this.endButton = new Button('&End', { look, width: BUTTON_WIDTH, onActivate: () => this.end() });
    [this.stepButton, this.runButton, this.endButton].forEach((button, i) => {
      button.position.set(MARGIN + i * (BUTTON_WIDTH + GAP), y);
      this.view.addChild(button);
    });
    this.view.addChildAt(box, 0);
    this.view.addChild(this.line);
    this.view.position.set(at.x, at.y);
    this.focus.add(this.stepButton, this.runButton, this.endButton);
    this.focus.focus(this.stepButton);
    this.redraw();
    nav.open(this);
  }

  /** The panel's buttons, for automation: id, label and where they are. */
  get controls(): { id: string; button: Button }[] {
    return [
      { id: 'replay-step', button: this.stepButton },
      { id: 'replay-run', button: this.runButton },
      { id: 'replay-end', button: this.endButton },
    ];
  }

  handle(command: Command): boolean {
    if (command.type === 'press' && !command.repeat) {
      if (command.button === 'back') {
        this.end();
        return true;
      }
      if (command.button === 'x') {
        this.replay.toggleRun();
        return true;
      }
    }
    this.focus.handle(command);
    return true;
  }

  update(): void {
    this.redraw();
  }

  close(): void {
    this.nav.close(this);
    this.view.destroy(WHOLE_TREE);
  }

  private end(): void {
    this.close();
    this.onEnd();
  }

  /** Called every frame: the words change only when the move or the running does. */
  private redraw(): void {
    const { position, length, isRunning } = this.replay;
    const key = position * 2 + (isRunning ? 1 : 0);
    if (key === this.shown && length === this.shownLength) return;
    this.shown = key;
    this.shownLength = length;
    this.line.text = `${this.title} ${position}/${length}`;
    this.runButton.relabel(isRunning ? '&Pause' : '&Run');
  }
}
