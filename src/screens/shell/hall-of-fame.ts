// The Hall of Fame: each installed game's high-score tables, one at a time
// (a game may keep several: the Court's by level, and its tournaments apart),
// each with a line saying what its score is, and every entry's details.
// Left/Right (or the shoulder buttons, or the arrow buttons beside the
// window) step through the tables; Back returns to the title. Tables are read
// from the records as the player arrives at them, so a slow read shows
// "Loading..." and an answer for a table the player has already left is dropped.

import { Container } from 'pixi.js';
import type { Button as CommandButton, Command } from '../../input/commands';
import { VGA } from '../../renderer/palette';
import { SHELL_SIZE } from '../../renderer/stage';
import { PixelText } from '../../renderer/text';
import { Button } from '../../renderer/widgets';
import type { Shell } from '../shell-contract';
import { baize, centre, lettering } from './decor';
import { type HallPage, type ScoreRow, hallPages, pageTitle, scoreRows, standing, stepGame } from './score-table';
import { SCORE_WINDOW_HEIGHT, SCORE_WINDOW_WIDTH, messageWindow, scoreWindow } from './score-window';
import { ShellScreen } from './shell-screen';
import { WHOLE_TREE } from '../../renderer/destroy';

export const NO_GAMES = 'No games are installed yet, so there are no scores to show.';
export const NO_SCORES = 'No scores yet. Be the first!';
export const LOADING = 'Loading...';
export const UNREADABLE = 'The scores could not be read.';

const WINDOW_X = Math.floor((SHELL_SIZE.width - SCORE_WINDOW_WIDTH) / 2);
const WINDOW_Y = 78;
const MESSAGE_WIDTH = 460;
const ARROW_SIZE = 32;
const ARROW_GAP = 8;
const CAPTION_Y = WINDOW_Y + SCORE_WINDOW_HEIGHT + 8;
const BACK_WIDTH = 100;
const BACK_HEIGHT = 28;
const BACK_Y = 414;

/** Which way each game-stepping button goes. */
const STEPS: Partial<Record<CommandButton, 1 | -1>> = { left: -1, prev: -1, right: 1, next: 1 };

export class HallOfFameScreen extends ShellScreen {
  private readonly pages: HallPage[];
  private index: number;
  private rows: ScoreRow[] = [];
  private loading = false;
  private message: string | null;
  /** Holds the score window, which is rebuilt whenever its content changes. */
  private readonly holder = new Container();
  private readonly standingLine = new PixelText('', { colour: VGA.white });
  /** What the table's score is. */
  private readonly caption = new PixelText('', { colour: VGA.white, align: 'center', wrap: SCORE_WINDOW_WIDTH });
  /** Bumped on every read and on leaving, so only the latest read's answer is shown. */
  private ticket = 0;

  /**
   * `showcase`: a turn in the attract loop, with no buttons or prompts (any
   * input ends the loop); the loop turns the tables with `turnTable`.
   */
  constructor(
    shell: Shell,
    showcase = false,
  ) {
    super('hall-of-fame', shell);
    this.view.addChild(baize());
    this.view.addChild(centre(lettering('Hall of Fame', { scale: 3, colour: VGA.yellow, shadow: VGA.black }), 18));
    this.holder.position.set(WINDOW_X, WINDOW_Y);
    this.view.addChild(this.holder);

    this.pages = hallPages(shell.games);
    this.index = this.pages.length > 0 ? 0 : -1;
    this.message = this.pages.length > 0 ? LOADING : NO_GAMES;

    if (!showcase) {
      const back = this.control('back', 'Back', new Button('&Back', { width: BACK_WIDTH, height: BACK_HEIGHT, isDefault: true }), () =>
        shell.show('title'),
      );
      back.position.set(Math.floor((SHELL_SIZE.width - BACK_WIDTH) / 2), BACK_Y);
      this.view.addChild(back);
    }

    if (this.pages.length === 0) {
      const none = messageWindow('High Scores', NO_GAMES, MESSAGE_WIDTH);
      none.position.set(Math.floor((SHELL_SIZE.width - MESSAGE_WIDTH) / 2), 180);
      this.view.addChild(none);
      this.prompts([
        ['back', 'Back'],
        ['help', 'Help'],
      ]);
      return;
    }

    this.view.addChild(this.caption, this.standingLine);
    if (showcase) {
      void this.load();
      return;
    }
    if (this.pages.length > 1) this.arrows();
    this.prompts([
      ['left', 'Table'],
      ['right', 'Table'],
      ['back', 'Back'],
      ['help', 'Help'],
    ]);
    void this.load();
  }

  /** How many tables there are to show. */
  get tableCount(): number {
    return this.pages.length;
  }

  /** The next table (the attract loop's turn). */
  turnTable(): void {
    if (this.pages.length > 1) this.step(1);
  }

  /** The table shown, or null when no game is installed. */
  private get page(): HallPage | null {
    return this.pages[this.index] ?? null;
  }

  /** Square buttons either side of the window, for the mouse (keys and pads step with Left/Right). */
  private arrows(): void {
    const y = WINDOW_Y + Math.floor((SCORE_WINDOW_HEIGHT - ARROW_SIZE) / 2);
    const previous = this.control('prev-game', 'Previous table', new Button('<', { width: ARROW_SIZE, height: ARROW_SIZE }), () => this.step(-1));
    const next = this.control('next-game', 'Next table', new Button('>', { width: ARROW_SIZE, height: ARROW_SIZE }), () => this.step(1));
    previous.position.set(WINDOW_X - ARROW_GAP - ARROW_SIZE, y);
    next.position.set(WINDOW_X + SCORE_WINDOW_WIDTH + ARROW_GAP, y);
    this.view.addChild(previous, next);
  }

  override handle(command: Command): void {
    // Left/Right step through the games rather than move the focus: the arrow
    // buttons only repeat them, and Back already answers to Enter and Esc.
    const step = command.type === 'press' && this.pages.length > 1 ? STEPS[command.button] : undefined;
    if (step !== undefined) {
      this.shell.sfx.play('click');
      this.step(step);
      return;
    }
    super.handle(command);
  }

  protected override command(command: Command): void {
    if (command.type === 'press' && command.button === 'back') {
      this.shell.sfx.play('click');
      this.shell.show('title');
    }
  }

  private step(by: 1 | -1): void {
    this.index = stepGame(this.index, this.pages.length, by);
    void this.load();
  }

  private async load(): Promise<void> {
    const page = this.page;
    if (!page) return;
    const ticket = ++this.ticket;
    this.rows = [];
    this.loading = true;
    this.message = LOADING;
    this.redraw();
    let rows: ScoreRow[] | null;
    try {
      rows = scoreRows(await this.shell.records.highScores(page.board.key));
    } catch {
      rows = null;
    }
    // The player moved on to another table, or left, while the records were read.
    if (ticket !== this.ticket) return;
    this.rows = rows ?? [];
    this.loading = false;
    this.message = rows === null ? UNREADABLE : rows.length === 0 ? NO_SCORES : null;
    this.redraw();
  }

  private redraw(): void {
    const page = this.page;
    if (!page) return;
    for (const old of this.holder.removeChildren()) old.destroy(WHOLE_TREE);
    this.holder.addChild(scoreWindow({ title: pageTitle(page), scoreLabel: page.board.label, rows: this.rows, message: this.message }));
    this.caption.text = page.board.caption;
    this.caption.position.set(WINDOW_X, CAPTION_Y);
    this.standingLine.text = standing(this.index, this.pages.length, page.board.order, page.board.keeping);
    this.standingLine.position.set(Math.floor((SHELL_SIZE.width - this.standingLine.textWidth) / 2), CAPTION_Y + this.caption.textHeight + 6);
  }

  protected override state(): Record<string, unknown> {
    return {
      game: this.page?.game ?? null,
      board: this.page?.board.key ?? null,
      title: this.page ? pageTitle(this.page) : null,
      caption: this.page?.board.caption ?? null,
      rows: this.rows.map((row) => ({ ...row })),
      loading: this.loading,
      message: this.message,
    };
  }

  override destroy(): void {
    this.ticket++;
    super.destroy();
  }
}
