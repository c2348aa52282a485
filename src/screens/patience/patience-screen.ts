// Chinese Patience at the kiosk, as the Spectrum showed it: a 256x192 table
// of attribute cells inside the border, the original's keys (T, M, M P, the
// pile numbers, Z, X) echoed on the prompt line, beeper sounds, and the same
// moves from a gamepad cursor or the mouse. The table session runs the game
// (the computer thinks in the Worker); this screen draws the table, turns
// presses into actions, and opens the menu and its pages over the table.
// Head to head, two people here take turns at it, each with their own pad or
// the shared devices, the table handed over between their turns
// (`table-people.ts`); across kiosks, the table shows a network game
// instead of its own (`network-table.ts`).

import { Container } from 'pixi.js';
import { createThinker } from '../../engine/ai/thinker';
import type { Outcome } from '../../engine/game';
import { PatienceNetwork } from './network-table';
import { type PatienceAction, type PatienceEvent, type PatienceOptions, type PatienceState, type PatienceView, patience } from '../../engine/patience';
import type { Command, Device } from '../../input/commands';
import { SPECTRUM_SIZE } from '../../renderer/stage';
import { SpectrumScreen } from '../../renderer/widgets';
import type { PatienceSnapshot } from './patience-snapshot';
import { screenSnapshot } from './screen-snapshot';
import type { IdleKind } from '../idle';
import type { Screen } from '../screen';
import { type Shell, seatPerson, seatedName } from '../shell-contract';
import type { Move, TableSession } from '../../table/session';
import type { Decision } from '../../table/seats';
import { TableRun } from '../../table/table-run';
import { TableClock } from '../table/table-clock';
import { drawHeld } from './held-card';
import { MenuFlow, type MenuTable } from './menu-flow';
import type { PageSound } from './menu-page';
import { type BoardScene, TABLE, drawBoard } from './patience-board';
import { PatienceRecords } from './patience-records';
import { type PatienceGame, type PatienceReplay, TableReplay } from './patience-replay';
import { type PatienceSettings, STANDARD_SETTINGS } from './patience-settings';
import { NEW_SERIES, type Series, addToSeries } from './patience-stats';
import * as words from './patience-texts';
import type { SavedPatience } from './saved-patience';
import { KeptOffer } from './kept-offer';
import { heldDown } from './held-down';
import { entryTable } from './key-entry';
import { ComputerPace } from './computer-pace';
import { TableTelling } from './table-telling';
import { refusalWords } from './refusal';
import { type TableEffect, TableKeys, type TableTurn } from './table-keys';
import { tableScene } from './table-scene';
import { fameShort } from '../shell/fame';
import { AGAINST_THE_COMPUTER } from './seating';
import { TablePeople } from './table-people';
import { tablePress } from './table-presses';
import { endOf, recordEnd, recordKeptLoss, recordLoss } from './table-results';
import { TableStart } from './table-start';
import { ShownGame, type Shown } from './shown-game';
import { WHOLE_TREE } from '../../renderer/destroy';

/** A computer turn longer than this is cut short with Z: the thinker must never hold the table. */
const MAX_COMPUTER_ACTIONS = 150;

type PatienceSession = TableSession<PatienceState, PatienceAction, PatienceOptions, PatienceView, PatienceEvent>;
type PatienceRun = TableRun<PatienceState, PatienceAction, PatienceOptions, PatienceView, PatienceEvent>;

export class PatienceScreen implements Screen {
  readonly id = 'patience';
  readonly native = SPECTRUM_SIZE;
  readonly view = new Container();
  get idle(): IdleKind {
    return this.net.mode.idle;
  }
  private readonly screen = new SpectrumScreen(TABLE, TABLE, 'black');
  /** The card the mouse holds, over the cells. */
  private readonly held = new Container();
  private readonly clock: TableClock;
  private readonly pace: ComputerPace;
  private readonly records: PatienceRecords;
  private readonly instant: boolean;
  /** The game at the table, from sitting down to its end. */
  private readonly run: PatienceRun;
  private readonly keys = new TableKeys(() => entryTable(this.shown().view));
  /** Who plays (the computer, or a second person here), which device acts for whom, and the cover between two people's turns. */
  private readonly people: TablePeople;
  /** The menu and its pages, over the table. */
  private readonly menu: MenuFlow;
  /** The games left unfinished, offered to whoever they belong to. */
  private readonly kept: KeptOffer;
  /** A game across kiosks, shown in place of the table's own while it is on. */
  private readonly net: PatienceNetwork;
  /** The finished game being played back, while it is (the table's own, or a network game's). */
  private readonly replays: TableReplay;
  /** Which game the table shows, and from which seat. */
  private readonly shownGame: ShownGame;
  /** The records read and the tape loading, before the first page. */
  private readonly start: TableStart;
  private settings: PatienceSettings = STANDARD_SETTINGS;
  /** What the message rows say and the beeper plays. */
  private readonly telling: TableTelling;
  private series: Series | null = null;
  private destroyed = false;
  /** The device whose keys the table's menu line was last drawn with: a click on a key is that key's press. */
  private drawnFor: Device = 'keyboard';

  constructor(private readonly shell: Shell) {
    this.instant = shell.flags.instant;
    this.start = new TableStart(this.screen, {
      read: async () => {
        this.settings = await this.records.settings();
        this.run.gameLevel = this.settings.level;
        await this.records.load(seatedName(this.shell));
        const saved = await this.kept.of(seatedName(this.shell));
        return this.destroyed ? null : { tape: this.settings.tape && !this.instant, saved };
      },
      tapeBegins: () => this.shell.sfx.play('tape'),
      loaded: (saved) => this.afterLoading(saved),
      render: () => this.render(),
    });
    this.records = new PatienceRecords(shell.records);
    this.clock = new TableClock(() => this.instant, () => false);
    this.pace = new ComputerPace((ms) => this.clock.pause(ms));
    this.telling = new TableTelling((sound) => shell.sfx.play(sound));
    this.view.addChild(this.screen, this.held);
    this.people = new TablePeople((decision) => this.asked(decision), () => this.run.gameLevel);
    this.run = new TableRun({
      game: patience,
      thinker: createThinker(),
      person: seatedName(shell),
      nextLevel: () => this.settings.level,
      computer: {
        pace: (_decision, thoughtMs) => this.pace.wait(thoughtMs),
        forced: (decision) => (decision.streak >= MAX_COMPUTER_ACTIONS ? { type: 'finish' } : undefined),
      },
      seats: (standard) => this.people.build(standard),
      firstSeed: shell.flags.seed,
      hooks: {
        present: (events, move) => this.present(events, move),
        save: (game) => this.save(game),
        finished: (outcome) => this.gameOver(outcome),
        abandoned: (game) => recordLoss(this.records, game.state, this.people.played, this.run.gameLevel),
        asked: (decision) => this.asked(decision),
      },
      // A kept game is offered on a page over the table, where carrying on loses nothing, so Enter and A answer yes.
      // Giving a game up is asked only from the menu's own pages: nothing is given up by the run's question.
      ask: (question) => (question.kind === 'resume' ? this.menu.ask(words.keptQuestion(question.player), false) : Promise.resolve(false)),
    });
    this.shownGame = new ShownGame(this.run, this.people, () => this.net, () => this.replays);
    const table = { keys: this.keys, telling: this.telling, present: this.present.bind(this), pause: (ms: number) => this.clock.pause(ms), render: () => this.render() };
    this.replays = new TableReplay(shell.nav, this.screen, this.run, table);
    const host = { nav: shell.nav, device: () => this.device(), play: (sound: PageSound) => shell.sfx.play(sound) };
    this.menu = new MenuFlow(host, shell, this.records, this.menuTable());
    this.net = new PatienceNetwork({
      ...host,
      shell,
      people: this.people,
      menu: this.menu,
      telling: this.telling,
      screen: this.screen,
      // A game here is kept while a network game is played, or another game's table joined, to carry on after.
      showElsewhere: (source) => this.run.showElsewhere(source, true),
      makeWay: () => this.run.makeWay(true),
      level: () => this.settings.level,
      present: (events, move) => this.present(events, move),
      fresh: () => this.fresh(),
      render: () => this.render(),
      toTable: () => this.toTable(),
      backHere: () => void this.backHere(),
      replay: (game, done) => this.replays.start(game, done),
    });
    this.kept = new KeptOffer(this.records, {
      game: () => (this.run.playing ? { player: this.run.person.name, untouched: this.run.live.untouched } : null),
      offer: (saved) => this.offer(saved),
      handTo: async (name) => {
        this.run.person.name = name;
        this.people.rename(name);
        await this.save(this.run.live.record());
      },
      gone: () => this.destroyed,
    });
  }

  /** The table as the menu sees it. */
  private menuTable(): MenuTable {
    return {
      // A game put away for a network game is kept as it was, and offered again once that is over.
      inProgress: () => this.run.playing,
      untouched: () => this.run.live.untouched,
      hasTable: () => this.run.live.state !== null && !this.run.putAway,
      level: () => this.run.gameLevel,
      settings: () => this.settings,
      setSettings: (next) => (this.settings = next),
      abandon: () => this.run.live.abandon('if-played'),
      newGame: () => this.newGame(null),
      toTable: () => this.toTable(),
      refused: (text) => (this.telling.message = { text, error: true }),
      seated: (name) => this.kept.seated(name),
      network: () => this.net.open(),
    };
  }

  show(): void {
    void this.start.open();
  }

  /** The session shown: the game, or its replay. */
  private get session(): PatienceSession {
    return this.run.session;
  }

  // ---- starting ----

  /** The records are read and the tape is over: a game left unfinished is offered, or the menu opens. */
  private afterLoading(saved: SavedPatience | null): void {
    if (this.destroyed) return;
    this.screen.border = TABLE;
    void (async () => {
      // A page reloaded mid-way through a network game goes back to its seat first, if the person wants it.
      if (await this.net.rejoin()) return;
      if (!(saved && (await this.offer(saved))) && !this.destroyed) await this.showMenu();
    })();
  }

  private newGame(series: Series | null): void {
    this.series = series;
    this.run.person.name = seatedName(this.shell);
    this.people.sit(this.settings.players ?? AGAINST_THE_COMPUTER, this.run.person.name);
    this.fresh();
    this.telling.dealt();
    this.shell.sfx.play('beep-high');
    this.run.deal({ seed: this.run.live.nextSeed() });
    this.toTable();
  }

  /** `saved`, offered to its player by the run: carried on at the table (true), or refused, counted as lost and forgotten. */
  private async offer(saved: SavedPatience): Promise<boolean> {
    const resumed = await this.run.offer(saved, this.records.kept, (game) => this.carryOn(game), (game) => recordKeptLoss(this.records, game));
    if (resumed && !this.destroyed) this.toTable();
    return resumed;
  }

  /** The table made ready for `saved` (its player seated, its series), before the run carries it on. */
  private carryOn(saved: SavedPatience): void {
    seatPerson(this.shell, 0, saved.player);
    this.run.person.name = saved.player;
    this.people.sit(saved.players ?? AGAINST_THE_COMPUTER, saved.player);
    this.series = saved.series;
    this.fresh();
    void this.records.load(saved.player);
  }

  /** A table set anew: nothing typed, no card held, nothing told. */
  private fresh(): void {
    this.keys.reset();
    drawHeld(this.held, null, null);
    this.telling.carriedOn();
  }

  /** A network game is over here: the game put away for it is offered again (its player seated), or the menu opens; nothing when the kiosk is going to another game's table. */
  private async backHere(): Promise<void> {
    if (this.net.mode.taken) return;
    this.run.person.name = seatedName(this.shell);
    const saved = this.run.putAway ? await this.kept.of(seatedName(this.shell)) : null;
    if (this.destroyed || this.net.mode.taken) return;
    if (!(saved && (await this.offer(saved))) && !this.destroyed) await this.showMenu();
  }

  private async save(game: PatienceGame | null): Promise<void> {
    // Against the computer the record is as it always was; head to head it says who the second person is.
    const players = this.people.headToHead ? { players: this.people.players } : {};
    await this.records.kept.keep(game === null ? null : { ...game, actions: [...game.actions], player: this.run.person.name, level: this.run.gameLevel, series: this.series, ...players }, this.run.person.name);
  }

  /** A person is asked to act: head to head, a new turn hands the table over (nothing typed, the cursor home) under the cover. */
  private asked(decision: Decision<PatienceView, PatienceAction>): void {
    this.pace.forget();
    if (!this.people.turn(decision.seat)) {
      this.keys.reset();
      drawHeld(this.held, null, null);
    }
    this.render();
  }

  // ---- what happened at the table ----

  /** Sounds and words for a move (or a replayed one), then the table drawn again. */
  private present(events: readonly PatienceEvent[], move: Move<PatienceAction> | null): Promise<void> {
    const sides = this.shownGame.sides();
    if (move) this.keys.moved(move.action, move.seat, this.shownGame.lengths(), sides.viewer);
    // A person's own moves need no telling (head to head, both are at the table); the computer's, another kiosk's (and a replay's) are told and marked.
    const local = move !== null && move.seat !== 0 && !this.people.headToHead;
    const told = this.playBack !== null || (this.net.on ? this.net.told(move) : local);
    this.telling.moved(move, events, sides, told, this.clock.now);
    this.render();
    return Promise.resolve();
  }

  private async gameOver(outcome: Outcome): Promise<void> {
    const played = this.people.played;
    const { points, message, sound } = endOf(outcome, this.run.live.view(this.people.viewer), played);
    if (this.series) this.series = addToSeries(this.series, points);
    this.telling.ended(message, sound);
    this.render();
    const fame = fameShort(await recordEnd(this.records, outcome, played, this.run.gameLevel));
    // A new entry in the Hall of Fame is celebrated under the result.
    if (fame && !this.destroyed) {
      this.telling.note(fame);
      this.render();
    }
  }

  /** Walked away or left: a game in progress counts as lost, once. */
  async abandon(): Promise<void> {
    await this.run.abandon();
  }

  /** The finished game being played back, while it is. */
  private get playBack(): PatienceReplay | null {
    return this.replays.current;
  }

  /** The game the table shows now: its replay, a network game, or its own. */
  private shown(): Shown {
    return this.shownGame.now();
  }

  // ---- the player's presses on the table ----

  private turn(): TableTurn {
    if (this.shown().outcome !== null) return 'over';
    return this.people.waiting() ? 'mine' : 'waiting';
  }

  handle(command: Command): void {
    if (command.type === 'press' || command.type === 'char') this.shell.sfx.unlock();
    if (heldDown(command) || this.start.press(command, (later) => this.shell.nav.handle(later)) || this.net.handle(command)) return;
    const pads = this.shell.input.padSlots();
    this.take(tablePress(command, { people: this.people, keys: this.keys, screen: this.screen, turn: this.turn(), drawnFor: this.drawnFor, lengths: this.shownGame.lengths(), pads }));
    if (command.type === 'pointer') drawHeld(this.held, this.keys.drag, this.shown().view?.piles ?? null);
  }

  private take(effect: TableEffect): void {
    // A network game's end is asked on its own line; nothing here starts another game meanwhile.
    if (this.net.on && (effect.kind === 'again' || effect.kind === 'replay' || effect.kind === 'hurry')) return;
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
        const refused = this.people.waiting()?.person.offer(effect.action) ?? 'It is not your turn.';
        if (refused !== null) this.refuse(refusalWords(effect.action, this.shown().view, refused));
        return;
      }
      case 'menu':
        void this.showMenu();
        return;
      case 'help':
        void this.menu.showPage('CONTROLS', [words.CONTROLS]).then(() => this.toTable());
        return;
      case 'again':
        this.newGame(effect.series ? (this.series ?? addToSeries(NEW_SERIES, this.shownGame.points() ?? [0, 0])) : null);
        return;
      case 'replay':
        this.replays.startOwn();
        return;
      case 'hurry':
        this.pace.hurry();
        return;
    }
  }

  /** A move refused, with the rules' reason. */
  private refuse(reason: string): void {
    this.telling.refused(reason);
    this.render();
  }

  /** The menu (a network game's own while one is on), its pages over the table, until a choice leaves them. */
  private async showMenu(): Promise<void> {
    this.keys.drop();
    drawHeld(this.held, null, null);
    await (this.net.on ? this.net.menu() : this.menu.run());
  }

  /** Back to the table, the pages closed. */
  private toTable(): void {
    this.menu.close();
    this.start.base = 'play';
    this.render();
  }

  // ---- drawing ----

  private device(): Device {
    return this.shell.input.lastDevice;
  }

  private render(): void {
    if (this.destroyed) return;
    if (this.start.base === 'tape') this.start.tape.draw();
    else if (this.start.base === 'play') {
      this.drawnFor = this.device();
      drawBoard(this.screen, this.scene(this.drawnFor));
    }
    this.screen.redraw();
  }

  private scene(device: Device): BoardScene {
    const replay = this.playBack;
    const pads = this.shell.input.padSlots();
    const shown = this.shown();
    const scene = tableScene({
      view: shown.view,
      over: shown.outcome !== null,
      computer: this.net.on ? this.net.waiting : !this.people.headToHead && shown.toAct === 1,
      device,
      keys: this.keys,
      series: this.series,
      points: this.shownGame.points(),
      level: this.run.gameLevel,
      seed: this.session.seed,
      message: this.telling.message,
      log: this.telling.log.lines,
      marks: this.telling.log.marks,
      replayable: this.run.replayable,
      replay: replay && { position: replay.position, length: replay.length, running: replay.running },
      sides: this.shownGame.sides(),
      cover: this.people.coverWords(pads),
      coverPad: this.people.onOwnPad(pads) || undefined,
    });
    return this.net.on && !replay ? this.net.scene(scene, shown.view, device) : scene;
  }

  update(dtMs: number): void {
    this.clock.update(dtMs);
    this.padsChanged();
    this.start.update(dtMs);
    this.screen.update(dtMs);
  }

  /** A pad plugged in or pulled out changes who may take the table, and the cover's words; a person whose pad went mid-turn is told the shared devices play for them. */
  private padsChanged(): void {
    const change = this.people.padsChanged(this.shell.input.padSlots());
    if (change === null || this.start.base !== 'play') return;
    if (change.notice !== null) this.telling.message = { text: change.notice, error: false };
    this.render();
  }

  // ---- automation ----

  /** The snapshot automation reads, with the seed of the game on the table and the replay under way. */
  snapshot(): PatienceSnapshot {
    const shown = this.shown();
    const waiting = this.people.waiting();
    const sides = this.shownGame.sides();
    return screenSnapshot({
      base: this.start.base,
      page: this.net.page ?? this.menu.page,
      screen: this.screen,
      phase: shown.outcome !== null ? 'over' : shown.view === null ? 'starting' : 'play',
      toAct: shown.toAct,
      legal: waiting && !this.people.covered ? waiting.decision.legal : null,
      asked: waiting !== null,
      view: shown.view,
      outcome: shown.outcome,
      keys: this.keys,
      telling: this.telling,
      hurried: this.pace.hurried,
      series: this.series,
      lastPoints: this.shownGame.points(),
      settings: this.settings,
      gameLevel: this.run.gameLevel,
      player: seatedName(this.shell),
      stats: this.records.stats,
      seed: this.run.live.state ? this.run.live.seed : null,
      replay: this.playBack && { position: this.playBack.position, length: this.playBack.length, running: this.playBack.running },
      seating: { players: this.people.players, ...sides, cover: this.people.coverWords(this.shell.input.padSlots()) },
      network: this.net.snapshot(),
    });
  }

  destroy(): void {
    this.net.mode.leave();
    this.destroyed = true;
    this.run.dispose();
    this.replays.stop();
    this.menu.dispose();
    this.view.destroy(WHOLE_TREE);
  }
}
