// A finished game of Chinese Patience played back move by move from its
// seed and its actions, on the same Spectrum table. The piles are public and
// the decks face down, so the table shows exactly what play showed. While it
// runs it is on top of the navigator and takes every press: Enter, A or a
// click steps, R or X runs or pauses, Esc or B ends; the prompt and menu
// lines say so, in the words of the device used last.

import { Container } from 'pixi.js';
import type { PatienceAction, PatienceEvent, PatienceOptions, PatienceState, PatienceView } from '../../engine/patience';
import type { Command } from '../../input/commands';
import type { SpectrumScreen } from '../../renderer/widgets';
import type { Modal, Navigator } from '../navigator';
import type { Replay } from '../../table/replay';
import type { Move, SessionGame } from '../../table/session';
import type { TableRun } from '../../table/table-run';
import { type TableKeys, replayStep } from './table-keys';
import type { TableTelling } from './table-telling';

export type PatienceGame = SessionGame<PatienceState, PatienceAction, PatienceOptions>;

/** What a replay needs of the table it is shown on. */
export interface ReplayTable {
  /** Show a replayed move as in play. */
  present(events: readonly PatienceEvent[], move: Move<PatienceAction> | null): Promise<void>;
  /** Wait on the table's clock. */
  pause(ms: number): Promise<void>;
  /** The replay reached the end: the same as the game, or not. */
  ended(matches: boolean): void;
  /** A press changed what the lines show. */
  changed(): void;
}

/** A finished game (`run`'s own unless another is given: a network game's) played back on the table whose cells are `cells`, started at once. */
export function playBackOn(nav: Navigator, cells: SpectrumScreen, run: TableRun<PatienceState, PatienceAction, PatienceOptions, PatienceView, PatienceEvent>, table: ReplayTable, game: PatienceGame = run.live.record()): PatienceReplay {
  const replayed = run.playBack(game, { present: (events, move) => table.present(events, move), pause: (ms) => table.pause(ms), ended: (matches) => table.ended(matches) });
  return new PatienceReplay(nav, cells, replayed, () => table.changed());
}

export class PatienceReplay implements Modal {
  /** Nothing of its own to draw: the screen shows the replayed table beneath. */
  readonly view = new Container();
  /** Resolves when the viewer ends the replay. */
  readonly done: Promise<void>;
  private finish: () => void = () => undefined;

  constructor(
    private readonly nav: Navigator,
    /** The table's cells, whose menu line is clicked. */
    private readonly table: SpectrumScreen,
    readonly replay: Replay<PatienceState, PatienceAction, PatienceOptions, PatienceView, PatienceEvent>,
    /** A press changed what the lines show (running or not). */
    private readonly changed: () => void,
  ) {
    this.done = new Promise((resolve) => (this.finish = resolve));
    nav.open(this);
    void this.replay.start();
  }

  get position(): number {
    return this.replay.position;
  }

  get length(): number {
    return this.replay.length;
  }

  /** Running on by itself (and not yet at the end). */
  get running(): boolean {
    return this.replay.isRunning;
  }

  handle(command: Command): boolean {
    let step = null;
    if (command.type === 'char') step = replayStep({ type: 'char', char: command.char });
    else if (command.type === 'press') step = replayStep({ type: 'press', button: command.button });
    else if (command.type === 'pointer' && command.phase === 'down') step = replayStep({ type: 'click', key: this.table.menuKeyAt(command.x, command.y) });
    switch (step) {
      case 'step':
        this.replay.step();
        break;
      case 'run':
        this.replay.toggleRun();
        break;
      case 'end':
        this.stop();
        this.finish();
        return true;
      case null:
        return true;
    }
    this.changed();
    return true;
  }

  /** Stop playing back (the viewer ended it, or the screen is closing). */
  stop(): void {
    if (this.view.destroyed) return;
    this.replay.stop();
    this.nav.close(this);
    this.view.destroy();
  }
}

/** What a replay on the table needs of it: its moves shown and timed, the table drawn again, the keys echoed and the words told. */
export interface ReplayScreen extends Pick<ReplayTable, 'present' | 'pause'> {
  render(): void;
  readonly keys: Pick<TableKeys, 'lastKeys'>;
  readonly telling: Pick<TableTelling, 'replayStarted' | 'replayEnded' | 'replayOver'>;
}

/** The finished game played back on the table, while it is: the table's own, or a network game's. */
export class TableReplay {
  /** The replay under way, if one is. */
  current: PatienceReplay | null = null;

  constructor(
    private readonly nav: Navigator,
    private readonly cells: SpectrumScreen,
    private readonly run: TableRun<PatienceState, PatienceAction, PatienceOptions, PatienceView, PatienceEvent>,
    private readonly table: ReplayScreen,
  ) {}

  /** Play `game` back (the run's own when absent); `done` once the viewer ends it. */
  start(game?: PatienceGame, done: () => void = () => undefined): void {
    const table = this.table;
    table.keys.lastKeys = [];
    table.telling.replayStarted();
    const replay = playBackOn(
      this.nav,
      this.cells,
      this.run,
      {
        present: (events, move) => table.present(events, move),
        pause: (ms) => table.pause(ms),
        ended: (matches) => {
          table.telling.replayEnded(matches);
          table.render();
        },
        changed: () => table.render(),
      },
      game,
    );
    this.current = replay;
    table.render();
    void replay.done.then(() => {
      if (this.current !== replay) return;
      this.current = null;
      this.run.endReplay();
      table.keys.lastKeys = [];
      table.telling.replayOver();
      table.render();
      done();
    });
  }

  /** Play the table's own game back, once it is over, if its moves were kept and none is played back already. */
  startOwn(): void {
    if (this.run.replayable && this.current === null && this.run.live.outcome !== null) this.start();
  }

  /** The screen is closing. */
  stop(): void {
    this.current?.stop();
  }
}
