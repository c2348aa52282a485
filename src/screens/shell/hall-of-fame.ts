// The Hall of Fame: each installed game's high-score table, one at a time.
// Left/Right (or the shoulder buttons, or the arrow buttons beside the
// window) step through the games; Back returns to the title. Tables are read
// from the records as the player arrives at them, so a slow read shows
// "Loading..." and an answer for a game the player has already left is dropped.

import { Container } from 'pixi.js';
import type { Button as CommandButton, Command } from '../../input/commands';
import { VGA } from '../../renderer/palette';
import { SHELL_SIZE } from '../../renderer/stage';
import { PixelText } from '../../renderer/text';
import { Button } from '../../renderer/widgets';
import type { GameEntry } from '../registry';
import type { Shell } from '../shell';
import { baize, centre, lettering } from './decor';
import { type ScoreRow, scoreRows, standing, stepGame } from './score-table';
import { SCORE_WINDOW_HEIGHT, SCORE_WINDOW_WIDTH, messageWindow, scoreWindow } from './score-window';
import { ShellScreen } from './shell-screen';

export const NO_GAMES = 'No games are installed yet, so there are no scores to show.';
export const NO_SCORES = 'No scores yet. Be the first!';
export const LOADING = 'Loading...';
export const UNREADABLE = 'The scores could not be read.';

const WINDOW_X = Math.floor((SHELL_SIZE.width - SCORE_WINDOW_WIDTH) / 2);
const WINDOW_Y = 78;
const MESSAGE_WIDTH = 460;
const ARROW_SIZE = 32;
const ARROW_GAP = 10;
const BACK_WIDTH = 100;
const BACK_HEIGHT = 28;
const BACK_Y = 414;

/** Which way each game-stepping button goes. */
const STEPS: Partial<Record<CommandButton, 1 | -1>> = { left: -1, prev: -1, right: 1, next: 1 };

export class HallOfFameScreen extends ShellScreen {
  private index: number;
  private rows: ScoreRow[] = [];
  private loading = false;
  private message: string | null;
  /** Holds the score window, which is rebuilt whenever its content changes. */
  private readonly holder = new Container();
  private readonly standingLine = new PixelText('', { colour: VGA.white });
  /** Bumped on every read and on leaving, so only the latest read's answer is shown. */
  private ticket = 0;

  constructor(shell: Shell) {
    super('hall-of-fame', shell);
    this.view.addChild(baize());
    this.view.addChild(centre(lettering('Hall of Fame', { scale: 3, colour: VGA.yellow, shadow: VGA.black }), 18));
    this.holder.position.set(WINDOW_X, WINDOW_Y);
    this.view.addChild(this.holder);

    const games = shell.games;
    this.index = games.length > 0 ? 0 : -1;
    this.message = games.length > 0 ? LOADING : NO_GAMES;

    const back = this.control('back', 'Back', new Button('&Back', { width: BACK_WIDTH, height: BACK_HEIGHT, isDefault: true }), () =>
      shell.show('title'),
    );
    back.position.set(Math.floor((SHELL_SIZE.width - BACK_WIDTH) / 2), BACK_Y);
    this.view.addChild(back);

    if (games.length === 0) {
      const none = messageWindow('High Scores', NO_GAMES, MESSAGE_WIDTH);
      none.position.set(Math.floor((SHELL_SIZE.width - MESSAGE_WIDTH) / 2), 180);
      this.view.addChild(none);
      this.prompts([
        ['back', 'Back'],
        ['help', 'Help'],
      ]);
      return;
    }

    this.view.addChild(this.standingLine);
    if (games.length > 1) this.arrows();
    this.prompts([
      ['left', 'Game'],
      ['right', 'Game'],
      ['back', 'Back'],
      ['help', 'Help'],
    ]);
    void this.load();
  }

  /** The game shown, or null when none is installed. */
  private get game(): GameEntry | null {
    return this.shell.games[this.index] ?? null;
  }

  /** Square buttons either side of the window, for the mouse (keys and pads step with Left/Right). */
  private arrows(): void {
    const y = WINDOW_Y + Math.floor((SCORE_WINDOW_HEIGHT - ARROW_SIZE) / 2);
    const previous = this.control('prev-game', 'Previous game', new Button('<', { width: ARROW_SIZE, height: ARROW_SIZE }), () => this.step(-1));
    const next = this.control('next-game', 'Next game', new Button('>', { width: ARROW_SIZE, height: ARROW_SIZE }), () => this.step(1));
    previous.position.set(WINDOW_X - ARROW_GAP - ARROW_SIZE, y);
    next.position.set(WINDOW_X + SCORE_WINDOW_WIDTH + ARROW_GAP, y);
    this.view.addChild(previous, next);
  }

  override handle(command: Command): void {
    // Left/Right step through the games rather than move the focus: the arrow
    // buttons only repeat them, and Back already answers to Enter and Esc.
    const step = command.type === 'press' && this.shell.games.length > 1 ? STEPS[command.button] : undefined;
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
    this.index = stepGame(this.index, this.shell.games.length, by);
    void this.load();
  }

  private async load(): Promise<void> {
    const game = this.game;
    if (!game) return;
    const ticket = ++this.ticket;
    this.rows = [];
    this.loading = true;
    this.message = LOADING;
    this.redraw();
    let rows: ScoreRow[] | null;
    try {
      rows = scoreRows(await this.shell.records.highScores(game.id));
    } catch {
      rows = null;
    }
    // The player moved on to another game, or left, while the records were read.
    if (ticket !== this.ticket) return;
    this.rows = rows ?? [];
    this.loading = false;
    this.message = rows === null ? UNREADABLE : rows.length === 0 ? NO_SCORES : null;
    this.redraw();
  }

  private redraw(): void {
    const game = this.game;
    if (!game) return;
    for (const old of this.holder.removeChildren()) old.destroy({ children: true });
    this.holder.addChild(scoreWindow({ title: game.title, scoreLabel: game.highScores.label, rows: this.rows, message: this.message }));
    this.standingLine.text = standing(this.index, this.shell.games.length, game.highScores.order);
    this.standingLine.position.set(Math.floor((SHELL_SIZE.width - this.standingLine.textWidth) / 2), WINDOW_Y + SCORE_WINDOW_HEIGHT + 10);
  }

  protected override state(): Record<string, unknown> {
    return {
      game: this.game?.id ?? null,
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
