// Chinese Patience at the kiosk, as the Spectrum showed it: a 256x192 table
// of attribute cells inside the border, the original's keys (T, M, M P, the
// pile numbers, Z, X) echoed on the prompt line, beeper sounds, and the same
// moves from a gamepad cursor or the mouse. The table session runs the game
// (the computer thinks in the Worker); this screen draws the table, turns
// presses into actions, and opens the menu and its pages over the table.

import { Container } from 'pixi.js';
import { createThinker } from '../../engine/ai/thinker';
import type { Outcome } from '../../engine/game';
import { type PatienceAction, type PatienceEvent, type PatienceOptions, type PatienceState, type PatienceView, patience } from '../../engine/patience';
import type { Command, Device } from '../../input/commands';
import { SPECTRUM_SIZE } from '../../renderer/stage';
import { SpectrumScreen } from '../../renderer/widgets';
import type { PatienceSnapshot } from './patience-snapshot';
import type { IdleKind } from '../idle';
import type { Screen } from '../screen';
import { type Shell, seatPerson, seatedName } from '../shell-contract';
import type { Move, TableSession } from '../../table/session';
import { TableRun } from '../../table/table-run';
import { TableClock } from '../table/table-clock';
import { drawHeld } from './held-card';
import { MenuFlow, type MenuTable } from './menu-flow';
import type { PageSound } from './menu-page';
import { type BoardScene, TABLE, drawBoard } from './patience-board';
import { PatienceRecords } from './patience-records';
import { type PatienceGame, PatienceReplay } from './patience-replay';
import { type PatienceSettings, STANDARD_SETTINGS } from './patience-settings';
import { pilePlaces, screenLines } from './patience-snapshot';
import { NEW_SERIES, type Series, addToSeries } from './patience-stats';
import * as words from './patience-texts';
import type { SavedPatience } from './saved-patience';
import { KeptOffer } from './kept-offer';
import { tablePointer } from './table-pointer';
import { heldDown } from './held-down';
import { entryTable } from './key-entry';
import { ComputerPace } from './computer-pace';
import { MoveLog } from './move-log';
import { refusalWords } from './refusal';
import { type TableEffect, TableKeys, type TableTurn } from './table-keys';
import { type Message, endNews, eventNews, handsHeld } from './table-news';
import { tableScene } from './table-scene';
import { fameShort } from '../shell/fame';
import { tapeBands } from './tape-stripes';
import { WHOLE_TREE } from '../../renderer/destroy';

/** A computer turn longer than this is cut short with Z: the thinker must never hold the table. */
const MAX_COMPUTER_ACTIONS = 150;

type PatienceSession = TableSession<PatienceState, PatienceAction, PatienceOptions, PatienceView, PatienceEvent>;
type PatienceRun = TableRun<PatienceState, PatienceAction, PatienceOptions, PatienceView, PatienceEvent>;

export class PatienceScreen implements Screen {
  readonly id = 'patience';
  readonly native = SPECTRUM_SIZE;
  readonly view = new Container();
  readonly idle: IdleKind = 'game';
  private readonly screen = new SpectrumScreen(TABLE, TABLE, 'black');
  /** The card the mouse holds, over the cells. */
  private readonly held = new Container();
  private readonly clock: TableClock;
  private readonly pace: ComputerPace;
  private readonly records: PatienceRecords;
  private readonly instant: boolean;
  /** The game at the table, from sitting down to its end. */
  private readonly run: PatienceRun;
  private readonly keys = new TableKeys(() => entryTable(this.run.live.view(0)));
  /** The menu and its pages, over the table. */
  private readonly menu: MenuFlow;
  /** The games left unfinished, offered to whoever they belong to. */
  private readonly kept: KeptOffer;
  /** The finished game being played back, while it is. */
  private playBack: PatienceReplay | null = null;
  /** Beneath any page: the records loading, the tape-loading border, loaded (the first page opening), or the table. */
  private base: 'loading' | 'tape' | 'loaded' | 'play' = 'loading';
  /** Presses made while the records load wait for the tape or the first page. */
  private readonly loaded: Promise<void>;
  private markLoaded: () => void = () => undefined;
  /** The game left unfinished, read with the records and offered once they are loaded. */
  private unfinished: SavedPatience | null = null;
  private tapeMs = 0;
  private settings: PatienceSettings = STANDARD_SETTINGS;
  private message: Message | null = null;
  /** The last moves in words, and the piles the last one marks. */
  private readonly log = new MoveLog();
  /** The words of the game's end, shown again after its replay. */
  private endMessage: Message | null = null;
  private series: Series | null = null;
  private destroyed = false;
  /** The device whose keys the table's menu line was last drawn with: a click on a key is that key's press. */
  private drawnFor: Device = 'keyboard';

  constructor(private readonly shell: Shell) {
    this.instant = shell.flags.instant;
    this.loaded = new Promise((resolve) => (this.markLoaded = resolve));
    this.records = new PatienceRecords(shell.records);
    this.clock = new TableClock(() => this.instant, () => false);
    this.pace = new ComputerPace((ms) => this.clock.pause(ms));
    this.view.addChild(this.screen, this.held);
    this.run = new TableRun({
      game: patience,
      thinker: createThinker(),
      person: seatedName(shell),
      nextLevel: () => this.settings.level,
      computer: {
        pace: (_decision, thoughtMs) => this.pace.wait(thoughtMs),
        forced: (decision) => (decision.streak >= MAX_COMPUTER_ACTIONS ? { type: 'finish' } : undefined),
      },
      firstSeed: shell.flags.seed,
      hooks: {
        present: (events, move) => this.present(events, move),
        save: (game) => this.save(game),
        finished: (outcome) => this.gameOver(outcome),
        abandoned: (game) => this.records.lose(this.run.person.name, game.state, this.run.gameLevel),
        asked: () => {
          this.pace.forget();
          this.render();
        },
      },
      // A kept game is offered on a page over the table, where carrying on loses nothing, so Enter and A answer yes.
      // Giving a game up is asked only from the menu's own pages: nothing is given up by the run's question.
      ask: (question) => (question.kind === 'resume' ? this.menu.ask(words.keptQuestion(question.player), false) : Promise.resolve(false)),
    });
    const host = { nav: shell.nav, device: () => this.device(), play: (sound: PageSound) => shell.sfx.play(sound) };
    this.menu = new MenuFlow(host, shell, this.records, this.menuTable());
    this.kept = new KeptOffer(this.records, {
      game: () => (this.run.live.inProgress ? { player: this.run.person.name, untouched: this.run.live.untouched } : null),
      offer: (saved) => this.offer(saved),
      handTo: async (name) => {
        this.run.person.name = name;
        await this.save(this.run.live.record());
      },
      gone: () => this.destroyed,
    });
  }

  /** The table as the menu sees it. */
  private menuTable(): MenuTable {
    return {
      inProgress: () => this.run.live.inProgress,
      untouched: () => this.run.live.untouched,
      hasTable: () => this.run.live.state !== null,
      level: () => this.run.gameLevel,
      settings: () => this.settings,
      setSettings: (next) => (this.settings = next),
      abandon: () => this.run.live.abandon('if-played'),
      newGame: () => this.newGame(null),
      toTable: () => this.toTable(),
      refused: (text) => (this.message = { text, error: true }),
      seated: (name) => this.kept.seated(name),
    };
  }

  show(): void {
    void this.open();
  }

  /** The session shown: the game, or its replay. */
  private get session(): PatienceSession {
    return this.run.session;
  }

  // ---- starting ----

  private async open(): Promise<void> {
    this.settings = await this.records.settings();
    this.run.gameLevel = this.settings.level;
    await this.records.load(seatedName(this.shell));
    const saved = await this.kept.of(seatedName(this.shell));
    if (this.destroyed) return;
    this.unfinished = saved;
    if (this.settings.tape && !this.instant) {
      this.base = 'tape';
      this.shell.sfx.play('tape');
      this.render();
    } else this.afterLoading();
    this.markLoaded();
  }

  private skipTape(): void {
    if (this.base !== 'tape') return;
    this.screen.stripes(null);
    this.base = 'loaded';
    // The menu opens after every command of the press that skipped the tape (Space is a character and a confirm).
    queueMicrotask(() => this.afterLoading());
  }

  /** The records are read and the tape is over: a game left unfinished is offered, or the menu opens. */
  private afterLoading(): void {
    if (this.destroyed) return;
    this.base = 'loaded';
    this.screen.border = TABLE;
    const saved = this.unfinished;
    this.unfinished = null;
    void (async () => {
      if (!(saved && (await this.offer(saved))) && !this.destroyed) await this.showMenu();
    })();
  }

  private newGame(series: Series | null): void {
    this.series = series;
    this.run.person.name = seatedName(this.shell);
    this.keys.reset();
    this.log.clear();
    this.message = { text: 'YOUR FIRST MOVE: TWIST (T)', error: false };
    this.shell.sfx.play('beep-high');
    this.run.deal({ seed: this.run.live.nextSeed() });
    this.toTable();
  }

  /** `saved`, offered to its player by the run: carried on at the table (true), or refused, counted as lost and forgotten. */
  private async offer(saved: SavedPatience): Promise<boolean> {
    const lost = (game: SavedPatience) => this.records.lose(game.player, game.state, game.level);
    const resumed = await this.run.offer(saved, this.records.kept, (game) => this.carryOn(game), lost);
    if (resumed && !this.destroyed) this.toTable();
    return resumed;
  }

  /** The table made ready for `saved` (its player seated, its series), before the run carries it on. */
  private carryOn(saved: SavedPatience): void {
    seatPerson(this.shell, 0, saved.player);
    this.run.person.name = saved.player;
    this.series = saved.series;
    this.keys.reset();
    this.log.clear();
    this.message = null;
    void this.records.load(saved.player);
  }

  private async save(game: PatienceGame | null): Promise<void> {
    await this.records.kept.keep(game === null ? null : { ...game, actions: [...game.actions], player: this.run.person.name, level: this.run.gameLevel, series: this.series }, this.run.person.name);
  }

  // ---- what happened at the table ----

  /** Sounds and words for a move (or a replayed one), then the table drawn again. */
  private present(events: readonly PatienceEvent[], move: Move<PatienceAction> | null): Promise<void> {
    const replaying = this.playBack !== null;
    if (move) {
      this.keys.moved(move.action, move.seat, this.lengths());
      this.message = null;
      // The player's own moves need no telling; the computer's (and a replay's) are told and marked.
      if (move.seat === 0 && !replaying) this.log.clear();
      else this.log.add(move.action, move.seat, events, this.clock.now);
    }
    for (const event of events) {
      const { sound, message } = eventNews(event);
      if (sound) this.shell.sfx.play(sound);
      if (message) this.log.note(message.text);
    }
    this.render();
    return Promise.resolve();
  }

  private async gameOver(outcome: Outcome): Promise<void> {
    const view = this.run.live.view(0);
    const { result, points, message, sound } = endNews(outcome, view !== null && handsHeld(view).every((n) => n > 0));
    if (this.series) this.series = addToSeries(this.series, points);
    this.message = this.endMessage = message;
    this.shell.sfx.play(sound);
    this.render();
    const fame = fameShort(await this.records.addGame(this.run.person.name, { result, points }, this.run.gameLevel));
    // A new entry in the Hall of Fame is celebrated under the result.
    if (fame && !this.destroyed) {
      this.log.note(fame.toUpperCase());
      this.render();
    }
  }

  /** Walked away or left: a game in progress counts as lost, once. */
  async abandon(): Promise<void> {
    await this.run.abandon();
  }

  /** Play the finished game back from its seed and its moves. */
  private startReplay(): void {
    if (!this.run.replayable || this.playBack || this.run.live.outcome === null) return;
    this.keys.lastKeys = [];
    this.log.clear();
    this.message = null;
    const replayed = this.run.playBack(this.run.live.record(), {
      present: (events, move) => this.present(events, move),
      pause: (ms) => this.clock.pause(ms),
      ended: (matches) => {
        this.message = words.replayEnded(matches);
        this.render();
      },
    });
    const replay = new PatienceReplay(this.shell.nav, this.screen, replayed, () => this.render());
    this.playBack = replay;
    this.render();
    void replay.done.then(() => {
      if (this.playBack !== replay) return;
      this.playBack = null;
      this.run.endReplay();
      this.keys.lastKeys = [];
      this.log.clear();
      this.message = this.endMessage;
      this.render();
    });
  }

  /** The finished game's points, yours and mine; null while it is played. */
  private finalPoints(): [number, number] | null {
    const outcome = this.session.outcome;
    return outcome ? [outcome.scores[0] ?? 0, outcome.scores[1] ?? 0] : null;
  }

  private lengths(): number[] {
    return this.session.view(0)?.piles.map((p) => p.length) ?? [];
  }

  // ---- the player's presses on the table ----

  private turn(): TableTurn {
    if (this.run.live.outcome !== null) return 'over';
    return this.run.person.waiting ? 'mine' : 'waiting';
  }

  handle(command: Command): void {
    if (command.type === 'press' || command.type === 'char') this.shell.sfx.unlock();
    if (heldDown(command)) return;
    if (this.base === 'tape') {
      if (command.type !== 'pointer' || command.phase === 'down') this.skipTape();
      return;
    }
    if (this.base === 'loading') void this.loaded.then(() => this.shell.nav.handle(command));
    if (this.base !== 'play') return;
    const turn = this.turn();
    if (command.type === 'char') this.take(this.keys.typed(command.char, turn));
    else if (command.type === 'press') this.take(this.keys.press(command.button, turn, this.lengths()));
    else if (command.type === 'pointer') this.take(this.pointer(command, turn));
  }

  private pointer(command: Extract<Command, { type: 'pointer' }>, turn: TableTurn): TableEffect {
    const effect = tablePointer(this.screen, this.keys, command, turn, this.drawnFor, this.lengths());
    drawHeld(this.held, this.keys.drag, this.session.view(0)?.piles ?? null);
    return effect;
  }

  private take(effect: TableEffect): void {
    switch (effect.kind) {
      case 'none':
        return;
      case 'shown':
        if (effect.sound) this.shell.sfx.play(effect.sound);
        this.render();
        return;
      case 'refused':
        this.refuse(effect.reason);
        return;
      case 'offer': {
        const refused = this.run.person.offer(effect.action);
        if (refused !== null) this.refuse(refusalWords(effect.action, this.run.live.view(0), refused));
        return;
      }
      case 'menu':
        void this.showMenu();
        return;
      case 'help':
        void this.menu.showPage('CONTROLS', [words.CONTROLS]).then(() => this.toTable());
        return;
      case 'again':
        this.newGame(effect.series ? (this.series ?? addToSeries(NEW_SERIES, this.finalPoints() ?? [0, 0])) : null);
        return;
      case 'replay':
        this.startReplay();
        return;
      case 'hurry':
        this.pace.hurry();
        return;
    }
  }

  /** A move refused, with the rules' reason. */
  private refuse(reason: string): void {
    this.message = { text: reason.toUpperCase(), error: true };
    this.shell.sfx.play('beep-low');
    this.render();
  }

  /** The menu, its pages over the table, until a choice leaves them. */
  private async showMenu(): Promise<void> {
    this.keys.drop();
    drawHeld(this.held, null, null);
    await this.menu.run();
  }

  /** Back to the table, the pages closed. */
  private toTable(): void {
    this.menu.close();
    this.base = 'play';
    this.render();
  }

  // ---- drawing ----

  private device(): Device {
    return this.shell.input.lastDevice;
  }

  private render(): void {
    if (this.destroyed) return;
    if (this.base === 'tape') {
      this.screen.cls('black', 'white');
      this.screen.printAt(0, 0, 'PROGRAM: PATIENCE', 'black', 'white');
    } else if (this.base === 'play') {
      this.drawnFor = this.device();
      drawBoard(this.screen, this.scene(this.drawnFor));
    }
    this.screen.redraw();
  }

  private scene(device: Device): BoardScene {
    const replay = this.playBack;
    return tableScene({
      view: this.session.view(0),
      over: this.session.outcome !== null,
      computer: this.session.toAct === 1,
      device,
      keys: this.keys,
      series: this.series,
      points: this.finalPoints(),
      level: this.run.gameLevel,
      seed: this.run.live.seed,
      message: this.message,
      log: this.log.lines,
      marks: this.log.marks,
      replayable: this.run.replayable,
      replay: replay && { position: replay.position, length: replay.length, running: replay.running },
    });
  }

  update(dtMs: number): void {
    this.clock.update(dtMs);
    if (this.base === 'tape') {
      this.tapeMs += dtMs;
      const bands = tapeBands(this.tapeMs);
      if (bands) this.screen.stripes(bands);
      else this.skipTape();
    }
    this.screen.update(dtMs);
  }

  // ---- automation ----

  private mode(): PatienceSnapshot['mode'] {
    if (this.menu.page) return this.menu.page.kind;
    // While the records load, the menu is what comes (presses made meanwhile go to it).
    return this.base === 'loading' || this.base === 'loaded' ? 'menu' : this.base;
  }

  /** The snapshot automation reads, with the seed of the game on the table and the replay under way. */
  snapshot(): PatienceSnapshot {
    const session = this.session;
    const view = session.view(0);
    const waiting = this.run.person.waiting;
    const mode = this.mode();
    return {
      mode,
      menuAt: this.menu.page ? this.menu.page.at : mode === 'menu' ? 0 : null,
      phase: session.state?.phase ?? 'starting',
      toAct: session.toAct,
      busy: session.toAct !== null && waiting === null,
      view,
      legal: mode === 'play' && waiting ? [...waiting.legal] : [],
      entry: [...this.keys.entry.keys],
      ...screenLines(this.menu.page?.screen ?? this.screen),
      message: this.message,
      hurried: this.pace.hurried,
      toldAt: this.log.toldAt,
      marks: this.log.marks,
      cursor: this.keys.cursor,
      places: pilePlaces(view),
      series: this.series,
      lastPoints: this.finalPoints(),
      outcome: session.outcome,
      settings: this.settings,
      level: this.run.gameLevel,
      gameLevel: this.run.gameLevel,
      player: seatedName(this.shell),
      stats: this.records.stats,
      border: this.screen.border,
      seed: this.run.live.state ? this.run.live.seed : null,
      replay: this.playBack && { position: this.playBack.position, length: this.playBack.length, running: this.playBack.running },
    };
  }

  destroy(): void {
    this.destroyed = true;
    this.run.dispose();
    this.playBack?.stop();
    this.menu.dispose();
    this.view.destroy(WHOLE_TREE);
  }
}
