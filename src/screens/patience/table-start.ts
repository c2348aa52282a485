// What comes before the Spectrum table's first page: the records read, then
// the tape loading (when it is on) until it runs out or any press skips it.
// Presses made while the records load wait for what comes next; the table
// is the screen's once a page or the board is up.

import type { Command } from '../../input/commands';
import type { SpectrumScreen } from '../../renderer/widgets';
import type { SavedPatience } from './saved-patience';
import { TapeLoading } from './tape-stripes';

/** Beneath any page: the records loading, the tape-loading border, loaded (the first page opening), or the table. */
export type TableBase = 'loading' | 'tape' | 'loaded' | 'play';

/** What the start needs of the table. */
export interface StartTable {
  /** The records read: whether the tape plays, and the game left unfinished; null when the screen has gone meanwhile. */
  read(): Promise<{ tape: boolean; saved: SavedPatience | null } | null>;
  /** The tape begins to play. */
  tapeBegins(): void;
  /** The records are read and the tape is over: `saved` is offered, or the first page opens. */
  loaded(saved: SavedPatience | null): void;
  render(): void;
}

export class TableStart {
  base: TableBase = 'loading';
  readonly tape: TapeLoading;
  private readonly ready: Promise<void>;
  private markReady: () => void = () => undefined;
  /** The game left unfinished, read with the records and offered once they are loaded. */
  private saved: SavedPatience | null = null;

  constructor(
    screen: SpectrumScreen,
    private readonly table: StartTable,
  ) {
    this.tape = new TapeLoading(screen);
    this.ready = new Promise((resolve) => (this.markReady = resolve));
  }

  async open(): Promise<void> {
    const read = await this.table.read();
    if (read === null) return;
    this.saved = read.saved;
    if (read.tape) {
      this.base = 'tape';
      this.table.tapeBegins();
      this.table.render();
    } else this.done();
    this.markReady();
  }

  /** A press before the table is up: true when it was taken here (it skipped the tape, or waits for the records). */
  press(command: Command, later: (command: Command) => void): boolean {
    if (this.base === 'tape') {
      if (command.type !== 'pointer' || command.phase === 'down') this.skip();
      return true;
    }
    if (this.base === 'loading') void this.ready.then(() => later(command));
    return this.base !== 'play';
  }

  update(dtMs: number): void {
    if (this.base === 'tape' && !this.tape.run(dtMs)) this.skip();
  }

  private skip(): void {
    if (this.base !== 'tape') return;
    this.tape.stop();
    this.base = 'loaded';
    // The first page opens after every command of the press that skipped the tape (Space is a character and a confirm).
    queueMicrotask(() => this.done());
  }

  private done(): void {
    this.base = 'loaded';
    const saved = this.saved;
    this.saved = null;
    this.table.loaded(saved);
  }
}
