// Chinese Patience at the kiosk, as the Spectrum showed it: a 256x192 table
// of attribute cells inside the border, the original's keys (T, M, M P, the
// pile numbers, Z, X) echoed on the prompt line, beeper sounds, and the same
// moves from a gamepad cursor or the mouse. The engine settles every move; the
// computer thinks in the Worker; this screen only shows and asks.

import { Container, Graphics } from 'pixi.js';
import { createThinker, type Thinker } from '../../engine/ai/thinker';
import { type Card, isRed, suitOf } from '../../engine/cards';
import { type GameEvent, type Level, RuleError } from '../../engine/game';
import { type PatienceAction, type PatienceState, type PatienceView, cardsLeft, patience, pileSeenBy } from '../../engine/patience';
import type { Command, Device } from '../../input/commands';
import { SPECTRUM_SIZE } from '../../renderer/stage';
import { PixelText } from '../../renderer/text';
import { CELL, COLUMNS, type MenuChoice, PAPER_X, PAPER_Y, SpectrumScreen, type SpectrumInk, spectrumColour } from '../../renderer/widgets';
import { fillRect } from '../../renderer/widgets/draw';
import type { IdleKind } from '../idle';
import type { Screen } from '../screen';
import type { Shell } from '../shell';
import { computerMove } from '../table/computer-move';
import { GameSeeds } from '../table/game-seeds';
import { TableClock } from '../table/table-clock';
import { CARD_HEIGHT, type PileHit, SPOTS, cardCell, pileAt } from './board-layout';
import { HOME, moveCursor, settleCursor } from './cursor';
import { EMPTY_ENTRY, type Entry, echo, erase, feed, isPileMove, keysOf, sourcePile } from './key-entry';
import { type MenuItem, type NameEntry, NEW_NAME, type PlayerChoice, addLetter, eraseChar, finalName, menuItems, playerChoices, stepLetter, typeChar, LETTERS } from './menu-page';
import { cardIndex } from './card-index';
import { type BoardScene, TABLE, drawBoard, drawPage } from './patience-board';
import { PatienceRecords } from './patience-records';
import { type PatienceSettings, STANDARD_SETTINGS, nextLevel } from './patience-settings';
import { NEW_SERIES, type Series, addToSeries } from './patience-stats';
import { CONTROLS, HOW_TO_PLAY, computerAction, figures, levelName, overMenu, overPrompt, pageMenu, playMenu, scoreLine } from './patience-texts';
import type { SavedPatience } from './saved-patience';
import { tapeBands } from './tape-stripes';

const GAME = 'patience';
/** The computer's pace: long enough to follow each card. */
const STEP_MS = 380;
/** A computer turn longer than this is cut short with Z: the thinker must never hold the table. */
const MAX_COMPUTER_ACTIONS = 150;

type Mode =
  | { kind: 'tape'; elapsed: number }
  | { kind: 'menu'; at: number }
  | { kind: 'players'; at: number; choices: PlayerChoice[] }
  | { kind: 'name'; entry: NameEntry }
  | { kind: 'page'; title: string; pages: readonly (readonly string[])[]; at: number }
  | { kind: 'ask'; question: readonly string[]; answer: (yes: boolean) => void }
  | { kind: 'play' };

export class PatienceScreen implements Screen {
  readonly id = 'patience';
  readonly native = SPECTRUM_SIZE;
  readonly view = new Container();
  readonly idle: IdleKind = 'game';
  private readonly screen = new SpectrumScreen(TABLE, TABLE, 'black');
  private readonly dragged = new Container();
  private readonly thinker: Thinker;
  private readonly clock: TableClock;
  private readonly records: PatienceRecords;
  private readonly instant: boolean;

  private mode: Mode = { kind: 'menu', at: 0 };
  private settings: PatienceSettings = STANDARD_SETTINGS;
  private state: PatienceState | null = null;
  /** The level this game is played at (a change in the menu starts with the next game). */
  private level: Level = STANDARD_SETTINGS.level;
  private entry: Entry = EMPTY_ENTRY;
  /** The keys of the last whole move, echoed until the next key. */
  private lastKeys: string[] = [];
  private cursor: PileHit = HOME;
  /** The cursor shows once a D-pad or the arrow keys move it, and hides when keys are typed. */
  private cursorShown = false;
  private message: { text: string; error: boolean } | null = null;
  private series: Series | null = null;
  private drag: { from: PileHit; x: number; y: number; moved: boolean } | null = null;
  private busy = false;
  private generation = 0;
  private readonly seeds: GameSeeds;
  private recorded = false;
  private destroyed = false;

  constructor(private readonly shell: Shell) {
    this.instant = shell.flags.instant;
    this.records = new PatienceRecords(shell.records);
    this.seeds = new GameSeeds(shell.flags.seed);
    this.thinker = createThinker();
    this.clock = new TableClock(() => this.instant, () => false);
    this.view.addChild(this.screen, this.dragged);
  }

  show(): void {
    void this.open();
  }

  // ---- starting ----

  private async open(): Promise<void> {
    this.settings = await this.records.settings();
    this.level = this.settings.level;
    await this.records.load(this.shell.player);
    if (this.destroyed) return;
    if (this.settings.tape && !this.instant) {
      this.mode = { kind: 'tape', elapsed: 0 };
      this.shell.sfx.play('tape');
      this.render();
      return;
    }
    await this.afterLoading();
  }

  private async afterLoading(): Promise<void> {
    this.screen.border = TABLE;
    const saved = await this.records.saved();
    if (this.destroyed) return;
    if (saved && saved.state.phase !== 'over') {
      const whose = saved.player === null ? 'A GAME' : `${saved.player}'S GAME`;
      this.ask([`${whose} WAS LEFT`, 'UNFINISHED.', '', 'CARRY ON WITH IT?'], (yes) => {
        if (yes) this.resume(saved);
        else void this.forget(saved).then(() => this.showMenu());
      });
      return;
    }
    this.showMenu();
  }

  private async forget(saved: SavedPatience): Promise<void> {
    await this.records.addGame(saved.player, { result: 'lost', points: [0, cardsLeft(saved.state, 0)] }, saved.level);
    await this.records.save(null);
  }

  private newGame(series: Series | null): void {
    this.generation++;
    this.recorded = false;
    const seed = this.seeds.nextGame();
    this.level = this.settings.level;
    this.series = series;
    this.state = patience.setup({ seed });
    this.entry = EMPTY_ENTRY;
    this.lastKeys = [];
    this.cursor = HOME;
    this.message = { text: 'YOUR FIRST MOVE: TWIST (T)', error: false };
    this.mode = { kind: 'play' };
    this.shell.sfx.play('beep-high');
    void this.save();
    void this.loop(this.generation);
  }

  private resume(saved: SavedPatience): void {
    this.generation++;
    this.state = saved.state;
    this.shell.player = saved.player;
    this.level = saved.level;
    this.series = saved.series;
    this.seeds.restore(saved.seed, saved.moves);
    this.recorded = false;
    this.entry = EMPTY_ENTRY;
    this.cursor = HOME;
    this.message = null;
    this.mode = { kind: 'play' };
    void this.records.load(this.shell.player);
    void this.loop(this.generation);
  }

  private async save(): Promise<void> {
    const s = this.state;
    if (!s) return;
    await this.records.save(s.phase === 'over' ? null : { state: s, player: this.shell.player, level: this.level, series: this.series, moves: this.seeds.moves, seed: this.seeds.game });
  }

  // ---- the flow of play ----

  private async loop(generation: number): Promise<void> {
    let actions = 0;
    for (;;) {
      const state = this.state;
      if (!state || generation !== this.generation) return;
      this.render();
      if (state.phase === 'over') {
        await this.gameOver();
        return;
      }
      if (patience.toAct(state) === 0) {
        this.busy = false;
        this.render();
        return;
      }
      this.busy = true;
      const started = performance.now();
      const action: PatienceAction =
        ++actions > MAX_COMPUTER_ACTIONS ? { type: 'finish' } : await computerMove(this.thinker, GAME, patience, state, 1, this.level, this.seeds.nextMove());
      if (generation !== this.generation) return;
      await this.clock.pause(STEP_MS - (performance.now() - started));
      if (generation !== this.generation) return;
      const events = this.act(action);
      if (events.length === 0) return;
      // Echoed in the player's pile numbers.
      this.lastKeys = keysOf(action).map((k) => (/^\d$/.test(k) ? String(pileSeenBy(Number(k), 1, 0)) : k));
      const moved = events.find((e) => e.type === 'move');
      this.message = { text: computerAction(action, (moved?.card as Card | undefined) ?? null), error: false };
      this.announce(events, 1);
    }
  }

  /** Apply an action to the game; [] when it is refused (the reason is shown). */
  private act(action: PatienceAction): GameEvent[] {
    if (!this.state) return [];
    try {
      const { state, events } = patience.apply(this.state, action);
      this.state = state;
      void this.save();
      return events;
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      this.message = { text: error.message.toUpperCase(), error: true };
      this.shell.sfx.play('beep-low');
      this.render();
      return [];
    }
  }

  /** Sounds and words for what just happened. */
  private announce(events: readonly GameEvent[], seat: number): void {
    for (const event of events) {
      switch (event.type) {
        case 'twist':
          this.shell.sfx.play('beep');
          break;
        case 'move':
        case 'move-pile':
          this.shell.sfx.play(event.to !== undefined && (event.to as number) <= 4 ? 'beep-high' : 'beep');
          break;
        case 'turn-over':
          this.message = { text: event.seat === 0 ? 'YOUR PILE 0 IS YOUR NEW DECK' : 'MY PILE IS MY NEW DECK', error: false };
          break;
        case 'finish':
          if (seat === 0) this.message = null;
          break;
        default:
          break;
      }
    }
  }

  private async gameOver(): Promise<void> {
    const state = this.state;
    const outcome = state ? patience.outcome(state) : null;
    if (!state || !outcome || this.recorded) return;
    this.recorded = true;
    this.busy = false;
    const points: [number, number] = [outcome.scores[0] ?? 0, outcome.scores[1] ?? 0];
    if (this.series) this.series = addToSeries(this.series, points);
    const result = outcome.draw ? 'drawn' : outcome.winners.includes(0) ? 'won' : 'lost';
    this.message = {
      text: result === 'won' ? `YOU WIN ${points[0]} POINTS!` : result === 'lost' ? `I WIN ${points[1]} POINTS` : 'A DRAW: NOBODY CAN MOVE',
      error: false,
    };
    this.shell.sfx.play(result === 'won' ? 'win' : result === 'lost' ? 'lose' : 'beep');
    // Forget the saved game before anything can start the next one (its save must come after).
    const forgotten = this.records.save(null);
    this.render();
    await forgotten;
    await this.records.addGame(this.shell.player, { result, points }, this.level);
  }

  /** Walked away or left: the game counts as lost. */
  async abandon(): Promise<void> {
    const state = this.state;
    this.generation++;
    if (state && state.phase !== 'over' && !this.recorded) {
      this.recorded = true;
      await this.records.addGame(this.shell.player, { result: 'lost', points: [0, cardsLeft(state, 0)] }, this.level);
    }
    await this.records.save(null);
  }

  /** The finished game's points, yours and mine; null while it is played. */
  private finalPoints(): [number, number] | null {
    const outcome = this.state ? patience.outcome(this.state) : null;
    return outcome ? [outcome.scores[0] ?? 0, outcome.scores[1] ?? 0] : null;
  }

  private inProgress(): boolean {
    const s = this.state;
    return s !== null && s.phase !== 'over' && !this.recorded;
  }

  // ---- the player's moves ----

  private myTurn(): boolean {
    const s = this.state;
    return this.mode.kind === 'play' && s !== null && s.phase === 'play' && patience.toAct(s) === 0 && !this.busy;
  }

  private key(key: string): void {
    const s = this.state;
    if (s?.phase === 'over') {
      if (key === 'S') this.newGame(null);
      else if (key === 'N') this.newGame(this.series ?? addToSeries(NEW_SERIES, this.finalPoints() ?? [0, 0]));
      else if (key === 'X') this.showMenu();
      return;
    }
    if (!this.myTurn()) {
      if (key === 'X') this.showMenu();
      return;
    }
    const result = feed(this.entry, key);
    this.entry = result.entry;
    switch (result.kind) {
      case 'ignored':
        this.shell.sfx.play('beep-low');
        break;
      case 'menu':
        this.showMenu();
        return;
      case 'typing':
        this.shell.sfx.play('beep');
        this.lastKeys = [];
        break;
      case 'action':
        this.attempt(result.action);
        return;
    }
    this.render();
  }

  private attempt(action: PatienceAction): void {
    const events = this.act(action);
    if (events.length === 0) return;
    this.lastKeys = keysOf(action);
    this.message = null;
    this.announce(events, 0);
    this.cursor = settleCursor(this.cursor, this.lengths());
    void this.loop(this.generation);
  }

  /** The gamepad's A, or a click: pick up at a pile, or put down there. */
  private pickOrPut(at: PileHit): void {
    if (!this.myTurn()) return;
    const from = sourcePile(this.entry);
    if (from === null) {
      this.entry = { keys: at.part === 'bottom' ? ['M', 'P', String(at.pile)] : ['M', String(at.pile)] };
      this.lastKeys = [];
      this.shell.sfx.play('beep');
      this.render();
      return;
    }
    if (from === at.pile) {
      // Put back where it came from: nothing moves.
      this.entry = EMPTY_ENTRY;
      this.render();
      return;
    }
    this.key(String(at.pile));
  }

  private lengths(): number[] {
    const view = this.myView();
    return view ? view.piles.map((p) => p.length) : [];
  }

  private myView(): PatienceView | null {
    return this.state ? (patience.view(this.state, 0) as PatienceView) : null;
  }

  // ---- commands ----

  handle(command: Command): void {
    if (command.type === 'press' || command.type === 'char') this.shell.sfx.unlock();
    switch (this.mode.kind) {
      case 'tape':
        if (command.type !== 'pointer' || command.phase === 'down') this.skipTape();
        return;
      case 'menu':
        this.handleMenu(command, this.mode);
        return;
      case 'players':
        this.handlePlayers(command, this.mode);
        return;
      case 'name':
        this.handleName(command, this.mode);
        return;
      case 'page':
        this.handlePage(command, this.mode);
        return;
      case 'ask':
        this.handleAsk(command, this.mode.answer);
        return;
      case 'play':
        this.handlePlay(command);
        return;
    }
  }

  private handlePlay(command: Command): void {
    const over = this.state?.phase === 'over';
    if (command.type === 'char') {
      this.cursorShown = false;
      this.key(command.char.toUpperCase());
      return;
    }
    if (command.type === 'pointer') {
      this.cursorShown = false;
      this.handlePointer(command);
      return;
    }
    if (command.type !== 'press') return;
    switch (command.button) {
      case 'up':
      case 'down':
      case 'left':
      case 'right':
        this.cursor = moveCursor(this.cursor, command.button, this.lengths());
        this.cursorShown = true;
        this.render();
        return;
      case 'confirm':
        this.cursorShown = true;
        if (over) this.key('S');
        else this.pickOrPut(this.cursor);
        return;
      case 'x':
        this.key(over ? 'N' : 'T');
        return;
      case 'y':
        if (!over) this.key('Z');
        return;
      case 'erase':
        this.entry = erase(this.entry);
        this.render();
        return;
      case 'back':
        if (this.entry.keys.length > 0) {
          this.entry = EMPTY_ENTRY;
          this.render();
        } else this.showMenu();
        return;
      case 'menu':
        this.showMenu();
        return;
      case 'help':
        this.showPage('CONTROLS', [CONTROLS]);
        return;
      default:
        return;
    }
  }

  private handlePointer(command: Extract<Command, { type: 'pointer' }>): void {
    if (command.phase === 'down') {
      const key = this.screen.menuKeyAt(command.x, command.y);
      if (key !== null) {
        this.menuKey(key);
        return;
      }
    }
    const cell = this.screen.cellAt(command.x, command.y);
    const hit = cell ? pileAt(cell.row, cell.col, this.lengths()) : null;
    if (command.phase === 'down') {
      if (!hit || !this.myTurn()) return;
      this.cursor = hit;
      const picking = sourcePile(this.entry) === null;
      this.pickOrPut(hit);
      this.drag = picking && sourcePile(this.entry) !== null ? { from: hit, x: command.x, y: command.y, moved: false } : null;
      this.drawDragged();
      return;
    }
    const drag = this.drag;
    if (!drag) return;
    if (command.phase === 'move') {
      drag.moved ||= Math.abs(command.x - drag.x) + Math.abs(command.y - drag.y) > 3;
      drag.x = command.x;
      drag.y = command.y;
      this.drawDragged();
      return;
    }
    // Let go: on another pile, the card goes there; where it was picked up, it stays picked for a click.
    this.drag = null;
    this.drawDragged();
    if (hit && hit.pile !== drag.from.pile) this.pickOrPut(hit);
    else if (drag.moved) {
      this.entry = EMPTY_ENTRY;
      this.render();
    }
  }

  /** A key on the menu line clicked, as if typed (or its button pressed). */
  private menuKey(key: string): void {
    const button: Record<string, () => void> = {
      A: () => (this.state?.phase === 'over' ? this.key('S') : this.pickOrPut(this.cursor)),
      START: () => this.showMenu(),
      Y: () => this.key('Z'),
    };
    if (this.shell.input.lastDevice === 'gamepad' && button[key]) button[key]();
    else if (this.shell.input.lastDevice === 'gamepad' && key === 'X') this.key(this.state?.phase === 'over' ? 'N' : 'T');
    else this.key(key);
  }

  private skipTape(): void {
    if (this.mode.kind !== 'tape') return;
    this.screen.stripes(null);
    this.mode = { kind: 'menu', at: 0 };
    void this.afterLoading();
  }

  // ---- the menu and its pages ----

  private menuContext() {
    return { inProgress: this.inProgress(), level: this.settings.level, player: this.shell.player, tape: this.settings.tape };
  }

  private showMenu(at = 0): void {
    this.entry = EMPTY_ENTRY;
    this.drag = null;
    this.drawDragged();
    this.mode = { kind: 'menu', at };
    this.render();
  }

  private handleMenu(command: Command, mode: Extract<Mode, { kind: 'menu' }>): void {
    const items = menuItems(this.menuContext());
    const at = Math.min(mode.at, items.length - 1);
    const pick = (item: MenuItem | undefined, step: 1 | -1 = 1): void => {
      if (item) void this.menuChoice(item, step);
    };
    if (command.type === 'char') {
      pick(items.find((i) => i.key === command.char));
      return;
    }
    if (command.type === 'pointer') {
      if (command.phase !== 'down') return;
      const cell = this.screen.cellAt(command.x, command.y);
      const index = cell ? (cell.row - 3) / 2 : -1;
      if (Number.isInteger(index)) pick(items[index]);
      return;
    }
    if (command.type !== 'press') return;
    switch (command.button) {
      case 'up':
      case 'down':
        this.mode = { kind: 'menu', at: (at + (command.button === 'up' ? -1 : 1) + items.length) % items.length };
        this.shell.sfx.play('beep');
        this.render();
        return;
      case 'left':
      case 'right': {
        const item = items[at];
        if (item && (item.id === 'level' || item.id === 'tape')) pick(item, command.button === 'left' ? -1 : 1);
        return;
      }
      case 'confirm':
        pick(items[at]);
        return;
      case 'back':
      case 'menu':
        if (this.state) {
          this.mode = { kind: 'play' };
          this.render();
        }
        return;
      case 'help':
        this.showPage('CONTROLS', [CONTROLS]);
        return;
      default:
        return;
    }
  }

  private async menuChoice(item: MenuItem, step: 1 | -1): Promise<void> {
    this.shell.sfx.play('beep-high');
    const items = menuItems(this.menuContext());
    const at = Math.max(0, items.findIndex((i) => i.id === item.id));
    switch (item.id) {
      case 'play':
        if (this.state && this.inProgress()) {
          this.mode = { kind: 'play' };
          this.render();
        } else this.newGame(null);
        return;
      case 'new':
        this.ask(['START A NEW GAME?', '', 'THE ONE IN PROGRESS', 'COUNTS AS LOST.'], (yes) => {
          if (!yes) return this.showMenu(at);
          void this.abandon().then(() => this.newGame(null));
        });
        return;
      case 'level':
        this.settings = { ...this.settings, level: nextLevel(this.settings.level, step) };
        await this.records.setSettings(this.settings);
        break;
      case 'tape':
        this.settings = { ...this.settings, tape: !this.settings.tape };
        await this.records.setSettings(this.settings);
        break;
      case 'player': {
        if (this.inProgress()) {
          this.message = null;
          this.ask(['THE PLAYER CHANGES WITH', 'THE NEXT GAME. START A NEW', 'ONE NOW? THE GAME IN', 'PROGRESS COUNTS AS LOST.'], (yes) => {
            if (!yes) return this.showMenu(at);
            void this.abandon().then(() => this.choosePlayer());
          });
          return;
        }
        await this.choosePlayer();
        return;
      }
      case 'how':
        this.showPage('HOW TO PLAY', HOW_TO_PLAY);
        return;
      case 'controls':
        this.showPage('CONTROLS', [CONTROLS]);
        return;
      case 'leave':
        if (this.inProgress()) {
          this.ask(['LEAVE THE GAME?', '', 'IT COUNTS AS LOST.'], (yes) => {
            if (!yes) return this.showMenu(at);
            void this.abandon().then(() => this.shell.show('select'));
          });
          return;
        }
        this.shell.show('select');
        return;
    }
    if (this.mode.kind === 'menu') this.mode = { kind: 'menu', at };
    this.render();
  }

  private async choosePlayer(): Promise<void> {
    const names = await this.records.names();
    if (this.destroyed) return;
    const choices = playerChoices(names);
    const current = Math.max(0, choices.findIndex((c) => c.name === this.shell.player));
    this.mode = { kind: 'players', at: current, choices };
    this.render();
  }

  private handlePlayers(command: Command, mode: Extract<Mode, { kind: 'players' }>): void {
    const choose = (choice: PlayerChoice | undefined): void => {
      if (!choice) return;
      this.shell.sfx.play('beep-high');
      if (choice.name === 'new') {
        this.mode = { kind: 'name', entry: NEW_NAME };
        this.render();
        return;
      }
      void this.setPlayer(choice.name);
    };
    if (command.type === 'char') {
      choose(mode.choices.find((c) => c.key === command.char));
      return;
    }
    if (command.type === 'pointer') {
      if (command.phase !== 'down') return;
      const cell = this.screen.cellAt(command.x, command.y);
      choose(cell ? mode.choices[cell.row - 3] : undefined);
      return;
    }
    if (command.type !== 'press') return;
    if (command.button === 'up' || command.button === 'down') {
      const n = mode.choices.length;
      this.mode = { ...mode, at: (mode.at + (command.button === 'up' ? -1 : 1) + n) % n };
      this.shell.sfx.play('beep');
      this.render();
    } else if (command.button === 'confirm') choose(mode.choices[mode.at]);
    else if (command.button === 'back') this.showMenu(2);
  }

  private async setPlayer(name: string | null): Promise<void> {
    this.shell.player = name;
    await this.records.load(name);
    if (!this.destroyed) this.showMenu(2);
  }

  private handleName(command: Command, mode: Extract<Mode, { kind: 'name' }>): void {
    let entry = mode.entry;
    if (command.type === 'char') entry = typeChar(entry, command.char.toUpperCase());
    else if (command.type === 'press') {
      switch (command.button) {
        case 'up':
          entry = stepLetter(entry, 1);
          break;
        case 'down':
          entry = stepLetter(entry, -1);
          break;
        case 'right':
          entry = addLetter(entry);
          break;
        case 'confirm':
          if (command.device === 'gamepad') entry = addLetter(entry);
          else {
            void this.nameTyped(entry);
            return;
          }
          break;
        case 'menu':
          void this.nameTyped(entry);
          return;
        case 'left':
        case 'erase':
          entry = eraseChar(entry);
          break;
        case 'back':
          this.showMenu(2);
          return;
        default:
          return;
      }
    } else return;
    this.shell.sfx.play('beep');
    this.mode = { kind: 'name', entry };
    this.render();
  }

  private async nameTyped(entry: NameEntry): Promise<void> {
    const name = finalName(entry);
    if (name === null) {
      this.showMenu(2);
      return;
    }
    const added = await this.records.addPlayer(name);
    if (this.destroyed) return;
    if (added === null) {
      this.shell.sfx.play('beep-low');
      this.message = { text: 'THAT NAME CANNOT BE USED', error: true };
      this.render();
      return;
    }
    await this.setPlayer(added);
  }

  private showPage(title: string, pages: readonly (readonly string[])[]): void {
    const back = this.mode;
    this.pageReturn = back.kind === 'page' ? this.pageReturn : back;
    this.mode = { kind: 'page', title, pages, at: 0 };
    this.render();
  }

  /** Where a page of text goes back to. */
  private pageReturn: Mode = { kind: 'menu', at: 0 };

  private handlePage(command: Command, mode: Extract<Mode, { kind: 'page' }>): void {
    const advance = command.type === 'char' || (command.type === 'press' && !['up', 'down', 'left', 'right'].includes(command.button)) || (command.type === 'pointer' && command.phase === 'down');
    if (!advance) return;
    this.shell.sfx.play('beep');
    if (mode.at + 1 < mode.pages.length && !(command.type === 'press' && command.button === 'back')) {
      this.mode = { ...mode, at: mode.at + 1 };
    } else this.mode = this.pageReturn;
    this.render();
  }

  private ask(question: readonly string[], answer: (yes: boolean) => void): void {
    this.mode = { kind: 'ask', question, answer };
    this.shell.sfx.play('beep-high');
    this.render();
  }

  private handleAsk(command: Command, answer: (yes: boolean) => void): void {
    let yes: boolean | null = null;
    if (command.type === 'char') yes = command.char === 'Y' ? true : command.char === 'N' ? false : null;
    else if (command.type === 'press') yes = command.button === 'confirm' ? true : command.button === 'back' ? false : null;
    else if (command.type === 'pointer' && command.phase === 'down') {
      const key = this.screen.menuKeyAt(command.x, command.y);
      yes = key === 'Y' || key === 'A' ? true : key === 'N' || key === 'B' ? false : null;
    }
    if (yes === null) return;
    this.shell.sfx.play('beep');
    answer(yes);
  }

  // ---- drawing ----

  private device(): Device {
    return this.shell.input.lastDevice;
  }

  private render(): void {
    if (this.destroyed) return;
    const mode = this.mode;
    const device = this.device();
    switch (mode.kind) {
      case 'tape':
        this.screen.cls('black', 'white');
        this.screen.printAt(0, 0, 'PROGRAM: PATIENCE', 'black', 'white');
        break;
      case 'menu':
        this.drawMenu(mode.at, device);
        break;
      case 'players':
        drawPage(
          this.screen,
          'WHO IS PLAYING?',
          [{ text: '' }, ...mode.choices.map((c, i) => ({ text: ` ${c.key} ${c.label}`, paper: i === mode.at ? ('cyan' as const) : ('white' as const), bright: i === mode.at })), { text: '' }],
          device === 'gamepad' ? 'UP/DOWN CHOOSE  A SELECT' : 'PRESS A KEY, OR CLICK',
          [{ key: device === 'gamepad' ? 'B' : 'ESC', label: ' BACK' }],
        );
        break;
      case 'name': {
        const waiting = device === 'gamepad' ? (LETTERS[mode.entry.letter] ?? ' ') : 'L';
        drawPage(this.screen, 'A NEW PLAYER', [{ text: '' }, { text: ' UP TO 12 LETTERS.' }, ...(this.message?.error ? [{ text: '', paper: 'white' as const }, { text: ` ${this.message.text}`, ink: 'red' as const }] : [])], '', []);
        this.screen.printAt(20, 0, `NAME? ${mode.entry.text}`.padEnd(32), 'black', 'white');
        // The Spectrum's flashing cursor: L for letters, or the pad's letter in waiting.
        this.screen.printAt(20, 6 + mode.entry.text.length, waiting, 'black', 'white', { flash: true });
        this.screen.prompt(device === 'gamepad' ? 'UP/DOWN LETTER A ADD LEFT DEL' : 'TYPE YOUR NAME, THEN ENTER');
        this.screen.menuLine(device === 'gamepad' ? [{ key: 'START', label: ' DONE' }, { key: 'B', label: ' BACK' }] : [{ key: 'ENTER', label: ' DONE' }, { key: 'ESC', label: ' BACK' }]);
        break;
      }
      case 'page': {
        const lines = mode.pages[mode.at] ?? [];
        const more = mode.at + 1 < mode.pages.length;
        drawPage(this.screen, mode.title, lines.map((text, i) => ({ text: ` ${text}`, ink: i === 0 || CONTROL_HEADS.has(text) ? 'blue' : 'black', bright: false })), more ? `PAGE ${mode.at + 1} OF ${mode.pages.length}` : '', pageMenu(device, more));
        break;
      }
      case 'ask':
        drawPage(this.screen, 'CHINESE PATIENCE', [{ text: '' }, ...mode.question.map((text) => ({ text: ` ${text}` }))], '', device === 'gamepad' ? [{ key: 'A', label: ' YES' }, { key: 'B', label: ' NO' }] : [{ key: 'Y', label: ' YES' }, { key: 'N', label: ' NO' }]);
        break;
      case 'play':
        drawBoard(this.screen, this.scene(device));
        break;
    }
    this.screen.redraw();
  }

  private drawMenu(at: number, device: Device): void {
    const items = menuItems(this.menuContext());
    const lines: { text: string; paper?: SpectrumInk; bright?: boolean; ink?: SpectrumInk }[] = [{ text: '' }];
    items.forEach((item, i) => {
      const text = ` ${item.key} ${item.label}`.padEnd(16) + (item.value ?? '');
      lines.push({ text, paper: i === at ? 'cyan' : 'white', bright: i === at });
      lines.push({ text: '' });
    });
    lines.push({ text: ` ${figures(this.records.stats)}`, ink: 'blue' });
    // The game in progress keeps the level it began with (its record says so).
    if (this.inProgress() && this.settings.level !== this.level) lines.push({ text: ' THE NEW LEVEL PLAYS NEXT GAME', ink: 'red' });
    drawPage(this.screen, 'CHINESE PATIENCE', lines, device === 'gamepad' ? 'UP/DOWN CHOOSE  A SELECT' : 'PRESS A NUMBER, OR CLICK', device === 'gamepad' ? [{ key: 'A', label: ' SELECT' }, { key: 'B', label: ' BACK' }] : [{ key: '1', label: ` ${items[0]?.label ?? 'PLAY'}` }, { key: '0', label: ' LEAVE' }]);
  }

  private scene(device: Device): BoardScene {
    const view = this.myView();
    const s = this.state;
    const over = s?.phase === 'over';
    const mine = s !== null && !over && patience.toAct(s) === 1;
    const picked = sourcePile(this.entry);
    const keys = this.entry.keys.length > 0 ? this.entry.keys : this.lastKeys;
    const menu: MenuChoice[] = over ? overMenu(device) : mine ? [{ key: 'X', label: ' MENU' }] : playMenu(device);
    return {
      piles: view?.piles ?? [],
      stock: view ? view.stock : [0, 0],
      status: over ? { text: 'GAME OVER', kind: 'over' } : mine ? { text: "IT'S MY TURN", kind: 'mine' } : { text: 'YOUR TURN', kind: 'yours' },
      scoreLine: scoreLine(this.series, this.finalPoints()),
      info: [`TURN ${view?.turn ?? 1}`, levelName(this.level)],
      cursor: (device === 'gamepad' || this.cursorShown) && !mine && !over ? this.cursor : null,
      picked: picked === null ? null : { pile: picked, part: isPileMove(this.entry) ? 'bottom' : 'top' },
      message: this.message,
      prompt: over ? overPrompt(device, this.series !== null) : `${mine ? 'MY' : 'YOUR'} MOVE: ${echo(keys)}`,
      menu,
    };
  }

  /** The card held by the mouse follows the pointer, drawn in Spectrum colours. */
  private drawDragged(): void {
    this.dragged.removeChildren().forEach((c) => c.destroy({ children: true }));
    const drag = this.drag;
    const view = this.myView();
    if (!drag || !drag.moved || !view) return;
    const pile = view.piles[drag.from.pile] ?? [];
    const card = drag.from.part === 'bottom' ? pile[0] : pile.at(-1);
    if (card === undefined) return;
    const g = new Graphics();
    const x = Math.round(drag.x) - CELL;
    const y = Math.round(drag.y) - CELL;
    fillRect(g, x, y, 3 * CELL, CARD_HEIGHT * CELL, spectrumColour('white', true));
    const text = new PixelText(cardIndex(card), { font: 'spectrum', colour: spectrumColour(isRed(suitOf(card)) ? 'red' : 'black', true) });
    text.position.set(x, y);
    this.dragged.addChild(g, text);
  }

  update(dtMs: number): void {
    this.clock.update(dtMs);
    const mode = this.mode;
    if (mode.kind === 'tape') {
      mode.elapsed += dtMs;
      const bands = tapeBands(mode.elapsed);
      if (bands) this.screen.stripes(bands);
      else this.skipTape();
    }
    this.screen.update(dtMs);
  }

  // ---- automation ----

  snapshot(): unknown {
    const s = this.state;
    const view = this.myView();
    const centre = (row: number, col: number) => ({ x: PAPER_X + col * CELL + CELL / 2, y: PAPER_Y + row * CELL + CELL / 2 });
    const piles = SPOTS.map((spot) => {
      const length = view?.piles[spot.pile]?.length ?? 0;
      const top = cardCell(spot.pile, spot.fanned ? Math.max(0, length - 1) : 0);
      return { pile: spot.pile, label: centre(spot.labelRow, spot.labelCol), top: centre(top.row, top.col), bottom: centre(spot.row, spot.col) };
    });
    return {
      mode: this.mode.kind,
      menuAt: this.mode.kind === 'menu' || this.mode.kind === 'players' ? this.mode.at : null,
      phase: s?.phase ?? 'starting',
      toAct: s ? patience.toAct(s) : null,
      busy: this.busy,
      view,
      legal: this.myTurn() && s ? patience.legal(s) : [],
      entry: this.entry.keys,
      prompt: rowText(this.screen, 22),
      status: rowText(this.screen, 0),
      menuLine: rowText(this.screen, 23),
      menuKeys: this.screen.menuKeys.map((k) => ({ key: k.key, ...centre(23, k.col) })),
      message: this.message,
      cursor: this.cursor,
      places: piles,
      series: this.series,
      lastPoints: this.finalPoints(),
      outcome: s ? patience.outcome(s) : null,
      settings: this.settings,
      level: this.level,
      player: this.shell.player,
      stats: this.records.stats,
      border: this.screen.border,
    };
  }

  destroy(): void {
    this.destroyed = true;
    this.generation++;
    this.thinker.dispose();
    this.view.destroy({ children: true });
  }
}

const CONTROL_HEADS = new Set(['KEYS', 'GAMEPAD', 'MOUSE']);

/** What a row of cells reads, for automation. */
function rowText(screen: SpectrumScreen, row: number): string {
  let text = '';
  for (let col = 0; col < COLUMNS; col++) text += screen.grid.cell(row, col)?.char ?? ' ';
  return text.trimEnd();
}
