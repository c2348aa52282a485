// Hearts Deluxe at the kiosk: a Windows 3.1 window with the Game, Rules and
// Help menus, the green table, your hand along the bottom and three computer
// players round it. The engine decides everything (legal cards, who takes a
// trick, the score); this screen shows what happened, one event at a time,
// and turns the player's choices into actions.

import { Container, Graphics } from 'pixi.js';
import { createThinker, type Thinker } from '../../engine/ai/thinker';
import type { Card } from '../../engine/cards';
import { type GameEvent, RuleError } from '../../engine/game';
import { type HeartsAction, type HeartsState, type HeartsView, hearts, passTarget } from '../../engine/hearts';
import type { Command } from '../../input/commands';
import { backTexture, faceTexture, turnedBackTexture } from '../../renderer/cards/cardTextures';
import type { Point } from '../../renderer/glide';
import { VGA } from '../../renderer/palette';
import { PixelText } from '../../renderer/text';
import {
  Button,
  Dialog,
  FocusGroup,
  type Focusable,
  type MenuItemSpec,
  type OptionField,
  WindowFrame,
  confirmBox,
  messageBox,
  optionsDialog,
  plainLabel,
  stageRect,
  textEntry,
} from '../../renderer/widgets';
import { dottedRect, edge, fillRect } from '../../renderer/widgets/draw';
import { describeControls } from '../controls';
import type { IdleKind } from '../idle';
import type { ControlInfo, Screen } from '../screen';
import type { Shell } from '../shell';
import { controlsHelp } from '../shell/help';
import { CardLayer, type CardPlace } from '../table/card-layer';
import { HandCard } from '../table/hand-card';
import {
  CARD_H,
  CARD_W,
  HAND_STEP,
  type TableSize,
  backSpot,
  handSpot,
  nameSpot,
  seatCentre,
  sideOf,
  tableCentre,
  trickSpot,
} from '../table/layout';
import { type HandRecord, type HeartsStats, HeartsStatsSchema, NO_HEARTS_STATS, addGame, addHand, statsLines, winningMargin } from './hearts-stats';
import { type SavedHearts, SavedHeartsRecord as SavedHeartsSchema } from './saved-game';
import { openScoreSheet } from './score-sheet';
import { HeartsTableSchema, POINT_LIMITS, STANDARD_TABLE, type HeartsTable, applyMenuPick, heartsMenus } from './table-rules';
import { HOW_TO_PLAY, OPPONENTS, passButtonLabel, seatNames, statusLine } from './texts';

const GAME = 'hearts';
const TITLE = 'Hearts Deluxe';
const STATUS_HEIGHT = 20;
const BACK_DESIGN = 0;
/** The least time a computer player seems to think, so a person can follow the play. */
const THINK_MS = 450;
/** The demo's breath between hands and games. */
const DEMO_PAUSE_MS = 1500;
const DEMO_PLAYER = 'Dot';
/** How long a finished trick stays on the table before it is gathered. */
const TRICK_HOLD_MS = 800;

/** What the table shows now: it trails the engine's state by the events still being animated. */
interface Shown {
  hand: Card[];
  /** Cards standing up out of the hand: chosen to pass, or just received. */
  raised: Card[];
  /** Backs in each opponent's hand, by seat (seat 0 unused). */
  backs: number[];
  table: { seat: number; card: Card }[];
}

export class HeartsScreen implements Screen {
  readonly id = 'hearts';
  readonly view = new Container();
  readonly idle: IdleKind = 'game';
  private readonly frame: WindowFrame;
  private readonly felt = new Container();
  private readonly size: TableSize;
  private readonly cards: CardLayer;
  private readonly marks = new Graphics();
  private readonly nameTexts: PixelText[] = [];
  private readonly status: PixelText;
  private readonly centre: Button;
  private readonly focus = new FocusGroup();
  private handCards: HandCard[] = [];
  private readonly thinker: Thinker;

  private settings: HeartsTable = STANDARD_TABLE;
  private state: HeartsState | null = null;
  private history: number[][] = [];
  private names: string[];
  private shown: Shown = { hand: [], raised: [], backs: [0, 0, 0, 0], table: [] };
  private chosen: Card[] = [];
  private waitingForOk = false;
  private okPressed: (() => void) | null = null;
  /** Events are being shown or a computer is thinking: the player's cards wait. */
  private busy = false;
  /** Bumped by every new game and by leaving: loops of an older game stop. */
  private generation = 0;
  private queenTaker = -1;
  private seedBase: number;
  private moves = 0;
  private lastMessage = '';
  private recorded = false;
  private readonly timers: { left: number; done: () => void }[] = [];
  private readonly waiters: (() => void)[] = [];
  private destroyed = false;
  /** The player's statistics as last written (automation checks them). */
  private stats: HeartsStats | null = null;

  /** The attract loop's demo: four computer players, no records, no questions. */
  private readonly demo: boolean;
  /** No animations or thinking pauses (automation); a demo is a show and keeps its pace. */
  private readonly instant: boolean;

  constructor(
    private readonly shell: Shell,
    options: { demo?: boolean } = {},
  ) {
    this.demo = options.demo ?? false;
    this.instant = shell.flags.instant && !this.demo;
    this.names = this.demo ? [DEMO_PLAYER, ...OPPONENTS] : seatNames(shell.player);
    this.seedBase = shell.flags.seed ?? Math.floor(Math.random() * 2 ** 31);
    this.thinker = createThinker();
    this.frame = new WindowFrame({ title: TITLE, menus: heartsMenus(this.settings), onMenu: (id) => void this.menu(id) });
    const client = this.frame.clientRect;
    this.size = { width: client.width, height: client.height - STATUS_HEIGHT };
    this.cards = new CardLayer(() => this.instant);
    const felt = new Graphics();
    fillRect(felt, 0, 0, this.size.width, this.size.height, VGA.green);
    const bar = new Graphics();
    fillRect(bar, 0, this.size.height, this.size.width, STATUS_HEIGHT, VGA.silver);
    fillRect(bar, 0, this.size.height, this.size.width, 1, VGA.black);
    edge(bar, 2, this.size.height + 3, this.size.width - 4, STATUS_HEIGHT - 5, VGA.grey, VGA.white);
    this.status = new PixelText('', { colour: VGA.black });
    this.status.position.set(6, this.size.height + 3);
    this.felt.addChild(felt, bar, this.status);
    for (let seat = 0; seat < 4; seat++) {
      const text = new PixelText('', { colour: VGA.white });
      this.nameTexts.push(text);
      this.felt.addChild(text);
    }
    this.centre = new Button('&OK', { width: 104, height: 24 });
    this.centre.onActivate = () => this.pressCentre();
    this.felt.addChild(this.cards, this.marks, this.centre);
    this.frame.client.addChild(this.felt);
    this.view.addChild(this.frame);
    this.focus.add(this.centre);
    this.placeCentre(false);
  }

  show(): void {
    if (this.demo) {
      this.settings = { ...STANDARD_TABLE, level: 'novice' };
      this.newGame();
    } else {
      void this.open();
    }
  }

  // ---- starting, saving, resuming ----

  private async open(): Promise<void> {
    const records = this.shell.records;
    this.settings = await records.rules(GAME, HeartsTableSchema, STANDARD_TABLE).catch(() => STANDARD_TABLE);
    this.refreshMenus();
    const saved = await records.savedGame(GAME, SavedHeartsSchema).catch(() => null);
    if (this.destroyed) return;
    if (saved && saved.state.phase !== 'over') {
      const resume = await confirmBox('Unfinished Game', `A game of ${saved.names[0] ?? 'someone'}'s was left unfinished. Carry on with it?`);
      if (this.destroyed) return;
      if (resume) {
        this.resume(saved);
        return;
      }
      await this.recordLoss(saved.player);
      await records.saveGame(GAME, SavedHeartsSchema, null).catch(() => undefined);
    }
    if (this.shell.player === null) await this.askName();
    const player = this.shell.player;
    if (player !== null) this.stats = await records.stats(GAME, player, HeartsStatsSchema, NO_HEARTS_STATS).catch(() => null);
    if (!this.destroyed) this.newGame();
  }

  private async askName(): Promise<void> {
    const name = await textEntry(TITLE, 'Your name, for the record books (Cancel to play as a guest):', { maxLength: 12 });
    if (name === null || name.trim() === '') return;
    const added = await this.shell.records.addProfile(name);
    // A name already on file is that player coming back.
    this.shell.player = added.ok ? added.profile.name : name.trim();
  }

  private newGame(): void {
    this.generation++;
    this.names = this.demo ? [DEMO_PLAYER, ...OPPONENTS] : seatNames(this.shell.player);
    this.recorded = false;
    this.history = [];
    this.moves = 0;
    this.seedBase = (this.seedBase + 0x9e3779b9) >>> 0;
    this.state = hearts.setup({ options: this.settings.options, seed: this.seedBase });
    this.shown = { hand: [], raised: [], backs: [0, 0, 0, 0], table: [] };
    this.chosen = [];
    this.waitingForOk = false;
    void this.save();
    void this.run(this.generation, [{ type: 'deal' }]);
  }

  private resume(saved: SavedHearts): void {
    this.generation++;
    this.state = saved.state;
    this.history = saved.history;
    this.names = saved.names;
    this.shell.player = saved.player;
    this.settings = { ...this.settings, level: saved.level };
    this.moves = saved.moves;
    this.seedBase = saved.seed;
    this.recorded = false;
    const view = this.myView();
    this.shown = {
      hand: view.hand,
      raised: view.passed ?? [],
      backs: view.handSizes.map((n, seat) => (seat === 0 ? 0 : n)),
      table: view.table,
    };
    this.chosen = view.passed ?? [];
    this.render();
    void this.loop(this.generation);
  }

  private async save(): Promise<void> {
    if (!this.state || this.demo) return;
    const saved: SavedHearts = {
      state: this.state,
      history: this.history,
      names: this.names,
      player: this.shell.player,
      level: this.settings.level,
      moves: this.moves,
      seed: this.seedBase,
    };
    await this.shell.records.saveGame(GAME, SavedHeartsSchema, this.state.phase === 'over' ? null : saved).catch((error: unknown) => {
      console.warn('Hearts: the game in progress could not be saved', error);
    });
  }

  // ---- the flow of play ----

  /** Show `events`, then let whoever is next act. */
  private async run(generation: number, events: GameEvent[]): Promise<void> {
    this.busy = true;
    for (const event of events) {
      if (generation !== this.generation) return;
      await this.animate(event);
    }
    if (generation !== this.generation) return;
    this.busy = false;
    await this.loop(generation);
  }

  /** The computers play until it is the player's turn or the game ends. */
  private async loop(generation: number): Promise<void> {
    for (;;) {
      const state = this.state;
      if (!state || generation !== this.generation) return;
      this.render();
      if (state.phase === 'over') {
        await this.gameOver(generation);
        return;
      }
      const seat = hearts.toAct(state);
      if (seat === null || (seat === 0 && !this.demo)) return;
      this.busy = true;
      const started = performance.now();
      let action: HeartsAction;
      try {
        action = await this.thinker.choose(GAME, hearts.view(state, seat), hearts.legal(state), this.settings.level, this.nextSeed());
      } catch (error) {
        // The players never fail a legal position; should one, play on rather than hang the table.
        console.error('Hearts: a computer player failed', error);
        action = hearts.legal(state)[0] as HeartsAction;
      }
      if (generation !== this.generation) return;
      const waited = performance.now() - started;
      if (!this.instant && state.phase === 'play') await this.pause(THINK_MS - waited);
      if (generation !== this.generation) return;
      const events = this.act(action);
      for (const event of events) {
        if (generation !== this.generation) return;
        await this.animate(event);
      }
      this.busy = false;
    }
  }

  private nextSeed(): number {
    return (this.seedBase + Math.imul(++this.moves, 0x2545f491)) >>> 0;
  }

  /** Apply an action to the game; throws RuleError when it is not allowed. */
  private act(action: HeartsAction): GameEvent[] {
    if (!this.state) return [];
    const { state, events } = hearts.apply(this.state, action);
    this.state = state;
    void this.save();
    return events;
  }

  private myView(): HeartsView {
    return hearts.view(this.state as HeartsState, 0) as HeartsView;
  }

  /** One event on the table: cards move, sounds play, dialogs open. */
  private async animate(event: GameEvent): Promise<void> {
    const view = this.myView();
    switch (event.type) {
      case 'deal': {
        this.queenTaker = -1;
        this.chosen = [];
        this.shown = { hand: view.hand, raised: [], backs: [0, 13, 13, 13], table: [] };
        const middle = this.spot(tableCentre(this.size), -CARD_W / 2, -CARD_H / 2);
        const from = new Map(this.places().map((p) => [p.key, middle]));
        this.shell.sfx.play('deal');
        this.render({ from, stagger: 12, duration: 260 });
        this.focusFirstCard();
        await this.settled();
        break;
      }
      case 'exchange': {
        const direction = view.passDirection;
        const to = new Map<string, Point>();
        const target = seatCentre(this.size, sideOf(passTarget(0, direction)));
        for (const card of this.chosen) to.set(card, target);
        const source = seatCentre(this.size, sideOf((4 - ((passTarget(0, direction) + 4) % 4)) % 4));
        const from = new Map<string, Point>((view.received ?? []).map((card) => [card, source]));
        this.shown = { ...this.shown, hand: view.hand, raised: view.received ?? [] };
        this.chosen = [];
        this.shell.sfx.play('deal');
        this.render({ from, to, duration: 400 });
        await this.settled();
        if (this.demo) {
          await this.pause(DEMO_PAUSE_MS);
          this.shown = { ...this.shown, raised: [] };
          this.render();
          break;
        }
        // The player sees what came in before play starts.
        this.waitingForOk = true;
        this.render();
        this.focus.focus(this.centre);
        await new Promise<void>((resolve) => (this.okPressed = resolve));
        this.waitingForOk = false;
        this.shown = { ...this.shown, raised: [] };
        this.render();
        this.focusFirstCard();
        break;
      }
      case 'play': {
        const seat = event.seat as number;
        const card = event.card as Card;
        const from = new Map<string, Point>();
        if (seat === 0) {
          this.shown = { ...this.shown, hand: this.shown.hand.filter((c) => c !== card) };
        } else {
          const backs = this.shown.backs.slice();
          backs[seat] = Math.max(0, (backs[seat] ?? 0) - 1);
          this.shown = { ...this.shown, backs };
          from.set(card, seatCentre(this.size, sideOf(seat)));
        }
        this.shown = { ...this.shown, table: [...this.shown.table, { seat, card }] };
        this.shell.sfx.play('flip');
        this.render({ from, duration: 240 });
        await this.settled();
        break;
      }
      case 'hearts-broken':
        this.shell.sfx.play('broken');
        break;
      case 'trick': {
        const winner = event.winner as number;
        const cards = event.cards as Card[];
        if (cards.includes('QS')) this.queenTaker = winner;
        await this.pause(TRICK_HOLD_MS);
        const to = new Map<string, Point>(cards.map((card) => [card, seatCentre(this.size, sideOf(winner))]));
        this.shown = { ...this.shown, table: [] };
        if (cards.includes('QS')) this.shell.sfx.play('queen');
        this.render({ to, duration: 260 });
        await this.settled();
        break;
      }
      case 'hand':
        await this.handOver(event);
        break;
      default:
        break;
    }
  }

  private async handOver(event: GameEvent): Promise<void> {
    const points = event.points as number[];
    const moon = event.moon as number | null;
    this.history.push(points.slice());
    void this.save();
    if (moon !== null) this.shell.sfx.play('moon');
    const hand: HandRecord = { points: points[0] ?? 0, shotMoon: moon === 0, tookQueen: this.queenTaker === 0 };
    const player = this.demo ? null : this.shell.player;
    if (player !== null) {
      this.stats = await this.shell.records
        .updateStats(GAME, player, HeartsStatsSchema, NO_HEARTS_STATS, (stats) => addHand(stats, hand))
        .catch((error: unknown) => {
          console.warn('Hearts: statistics not saved', error);
          return this.stats;
        });
    }
    if (this.state?.phase === 'over') return;
    if (this.demo) {
      await this.pause(DEMO_PAUSE_MS);
      return;
    }
    const note = moon === null ? undefined : `${moon === 0 ? 'You' : this.names[moon]} shot the moon!`;
    this.cards.settle();
    await openScoreSheet(this.shell.nav, this.names, this.history, event.scores as number[], { title: 'Score Sheet', note }).result;
  }

  private async gameOver(generation: number): Promise<void> {
    const outcome = this.state ? hearts.outcome(this.state) : null;
    if (!outcome) return;
    if (this.demo) {
      await this.pause(DEMO_PAUSE_MS * 2);
      if (generation === this.generation && !this.destroyed) this.newGame();
      return;
    }
    const won = outcome.winners.includes(0);
    if (!this.recorded) {
      this.recorded = true;
      this.shell.sfx.play(won ? 'win' : 'lose');
      await this.recordGame(won, outcome.scores, outcome.winners);
    }
    const winners = outcome.winners.map((seat) => (seat === 0 ? 'You' : this.names[seat])).join(' and ');
    const note = won ? (outcome.winners.length > 1 ? `You share the win with ${winners.replace(/You and |and You/, '').trim()}!` : 'You win!') : `${winners} ${outcome.winners.length > 1 ? 'share the win' : 'wins'}.`;
    const answer = await openScoreSheet(this.shell.nav, this.names, this.history, outcome.scores, {
      title: 'Game Over',
      note,
      buttons: [
        { id: 'new', label: '&New Game' },
        { id: 'exit', label: 'E&xit' },
      ],
    }).result;
    if (generation !== this.generation || this.destroyed) return;
    if (answer === 'exit') this.shell.show('select');
    else this.newGame();
  }

  private async recordGame(won: boolean, scores: readonly number[], winners: readonly number[]): Promise<void> {
    const player = this.shell.player;
    if (player === null) return;
    const records = this.shell.records;
    this.stats = await records
      .updateStats(GAME, player, HeartsStatsSchema, NO_HEARTS_STATS, (stats) => addGame(stats, won))
      .catch((error: unknown) => {
        console.warn('Hearts: statistics not saved', error);
        return this.stats;
      });
    const entry = winningMargin(player, scores, winners, this.history.length);
    if (entry) await records.addHighScore(GAME, entry, 'higher').catch((error: unknown) => console.warn('Hearts: high score not saved', error));
  }

  private async recordLoss(player: string | null): Promise<void> {
    if (player === null) return;
    this.stats = await this.shell.records
      .updateStats(GAME, player, HeartsStatsSchema, NO_HEARTS_STATS, (stats) => addGame(stats, false))
      .catch((error: unknown) => {
        console.warn('Hearts: statistics not saved', error);
        return this.stats;
      });
  }

  /** Walked away: the game counts as lost and is not offered again. */
  async abandon(): Promise<void> {
    const inProgress = this.state !== null && this.state.phase !== 'over' && !this.recorded;
    this.generation++;
    if (inProgress) {
      this.recorded = true;
      await this.recordLoss(this.shell.player);
    }
    await this.shell.records.saveGame(GAME, SavedHeartsSchema, null).catch(() => undefined);
  }

  // ---- the player's choices ----

  private chooseCard(card: Card): void {
    const state = this.state;
    if (!state || this.busy || this.waitingForOk || hearts.toAct(state) !== 0) {
      this.shell.sfx.play('error');
      return;
    }
    if (state.phase === 'pass') {
      if (this.chosen.includes(card)) this.chosen = this.chosen.filter((c) => c !== card);
      else if (this.chosen.length < 3) this.chosen = [...this.chosen, card];
      else {
        this.shell.sfx.play('error');
        return;
      }
      this.shell.sfx.play('click');
      this.shown = { ...this.shown, raised: this.chosen };
      this.render({ duration: 80 });
      // With three chosen the next press is most likely the pass itself.
      if (this.chosen.length === 3) {
        this.focus.focus(this.centre);
        this.drawMarks();
      }
      return;
    }
    try {
      const events = this.act({ type: 'play', card });
      this.lastMessage = '';
      void this.run(this.generation, events);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      this.lastMessage = error.message;
      this.shell.sfx.play('error');
      void messageBox(TITLE, error.message);
    }
  }

  private pressCentre(): void {
    if (this.waitingForOk) {
      this.shell.sfx.play('click');
      const done = this.okPressed;
      this.okPressed = null;
      done?.();
      return;
    }
    const state = this.state;
    if (!state || state.phase !== 'pass' || hearts.toAct(state) !== 0 || this.busy) return;
    if (this.chosen.length !== 3) {
      this.shell.sfx.play('error');
      void messageBox(TITLE, 'Choose three cards to pass first.');
      return;
    }
    this.shell.sfx.play('click');
    const events = this.act({ type: 'pass', cards: this.chosen });
    this.render();
    void this.run(this.generation, events);
  }

  handle(command: Command): void {
    if (this.frame.handle(command)) return;
    if (command.type === 'press') {
      if (command.button === 'help') {
        void this.help();
        return;
      }
      if (command.button === 'back') {
        void this.leave();
        return;
      }
    }
    this.focus.handle(command);
    this.drawMarks();
  }

  private async help(): Promise<void> {
    this.shell.sfx.play('click');
    await messageBox('Controls', controlsHelp(this.shell.input.lastDevice));
  }

  private async leave(): Promise<void> {
    const inProgress = this.state !== null && this.state.phase !== 'over' && !this.recorded;
    if (inProgress && !(await confirmBox(TITLE, 'Leave this game? It will count as a loss.'))) return;
    if (this.destroyed) return;
    if (inProgress) await this.abandon();
    this.shell.show('select');
  }

  private async menu(id: string): Promise<void> {
    this.shell.sfx.play('click');
    const changed = applyMenuPick(this.settings, id);
    if (changed) {
      await this.changeSettings(changed);
      return;
    }
    switch (id) {
      case 'new': {
        const inProgress = this.state !== null && this.state.phase !== 'over' && !this.recorded;
        if (inProgress && !(await confirmBox(TITLE, 'Start a new game? The one in progress will count as a loss.'))) return;
        if (inProgress) {
          this.recorded = true;
          await this.recordLoss(this.shell.player);
        }
        this.newGame();
        return;
      }
      case 'limit':
        await this.choosePointLimit();
        return;
      case 'statistics':
        await this.showStatistics();
        return;
      case 'scores':
        await openScoreSheet(this.shell.nav, this.names, this.history, this.state?.scores ?? [0, 0, 0, 0], { title: 'Score Sheet' }).result;
        return;
      case 'exit':
        await this.leave();
        return;
      case 'how':
        await messageBox('How to Play', HOW_TO_PLAY);
        return;
      case 'controls':
        await this.help();
        return;
    }
  }

  private async changeSettings(next: HeartsTable): Promise<void> {
    const rulesChanged = JSON.stringify(next.options) !== JSON.stringify(this.settings.options);
    this.settings = next;
    this.refreshMenus();
    await this.shell.records.setRules(GAME, HeartsTableSchema, next).catch((error: unknown) => {
      console.warn('Hearts: rules not saved', error);
    });
    if (rulesChanged && this.state && this.state.phase !== 'over' && this.history.length + this.state.trickNumber > 1) {
      this.status.text = 'The new rules start with the next game.';
    }
  }

  private async choosePointLimit(): Promise<void> {
    const field: OptionField = {
      kind: 'radio',
      id: 'limit',
      label: 'The game ends past',
      value: String(this.settings.options.pointLimit),
      options: POINT_LIMITS.map((limit) => ({ value: String(limit), label: `${limit} points` })),
    };
    const answer = await optionsDialog('Point Limit', [field]);
    if (!answer) return;
    const limit = Number(answer.limit) as HeartsTable['options']['pointLimit'];
    await this.changeSettings({ ...this.settings, options: { ...this.settings.options, pointLimit: limit } });
  }

  private async showStatistics(): Promise<void> {
    const player = this.shell.player;
    if (player === null) {
      await messageBox('Statistics', 'You are playing as a guest. Start a game under your name to keep statistics.');
      return;
    }
    const stats = await this.shell.records.stats(GAME, player, HeartsStatsSchema, NO_HEARTS_STATS).catch(() => NO_HEARTS_STATS);
    await messageBox('Statistics', statsLines(player, stats).join('\n'));
  }

  private refreshMenus(): void {
    const model = this.frame.menuBar?.model;
    if (!model) return;
    for (const menu of heartsMenus(this.settings)) {
      for (const entry of menu.items) {
        if ('id' in entry && entry.checked !== undefined) model.update(entry.id, { checked: entry.checked });
      }
    }
  }

  // ---- drawing ----

  private spot(point: Point, dx = 0, dy = 0): Point {
    return { x: Math.round(point.x + dx), y: Math.round(point.y + dy) };
  }

  /** Every card the table should show now, and where. */
  private places(): CardPlace[] {
    const places: CardPlace[] = [];
    const { hand, raised, backs, table } = this.shown;
    hand.forEach((card, i) => {
      places.push({ key: card, texture: faceTexture(card), at: handSpot(this.size, i, hand.length, raised.includes(card)), z: i });
    });
    for (let seat = 1; seat < 4; seat++) {
      const side = sideOf(seat);
      if (side === 'bottom') continue;
      const count = backs[seat] ?? 0;
      for (let i = 0; i < count; i++) {
        const at = backSpot(this.size, side, i, count);
        places.push({ key: `back:${seat}:${i}`, texture: at.turned ? turnedBackTexture(BACK_DESIGN) : backTexture(BACK_DESIGN), at, z: i });
      }
    }
    table.forEach(({ seat, card }, i) => {
      places.push({ key: card, texture: faceTexture(card), at: trickSpot(this.size, sideOf(seat)), z: 100 + i });
    });
    return places;
  }

  private render(options: { from?: Map<string, Point>; to?: Map<string, Point>; duration?: number; stagger?: number } = {}): void {
    if (this.destroyed) return;
    this.cards.show(this.places(), options);
    this.syncHandControls();
    const state = this.state;
    const view = state ? this.myView() : null;
    const toAct = state ? hearts.toAct(state) : null;
    this.names.forEach((name, seat) => {
      const text = this.nameTexts[seat];
      if (!text) return;
      const score = state?.scores[seat] ?? 0;
      text.text = `${name}  ${score}`;
      text.colour = toAct === seat && !this.waitingForOk ? VGA.yellow : VGA.white;
      const at = nameSpot(this.size, sideOf(seat));
      const x = at.align === 'left' ? at.x : at.align === 'right' ? at.x - text.textWidth : at.x - Math.floor(text.textWidth / 2);
      text.position.set(x, at.y);
    });
    if (this.demo) this.status.text = 'Four computer players show how it goes. Press Start to play!';
    else if (view) this.status.text = statusLine(view, this.names, this.chosen.length, this.waitingForOk);
    const passing = view !== null && view.phase === 'pass' && toAct === 0;
    this.centre.relabel(this.waitingForOk ? '&OK' : passButtonLabel(view?.passDirection ?? 'keeper'));
    this.centre.enabled = this.waitingForOk || (passing && this.chosen.length === 3);
    this.placeCentre(this.waitingForOk || passing);
    this.drawMarks();
  }

  private placeCentre(visible: boolean): void {
    const c = tableCentre(this.size);
    this.centre.visible = visible;
    if (!visible) this.centre.enabled = false;
    this.centre.position.set(c.x - 52, c.y - 12);
  }

  /** The hand's cards as controls, in hand order, so arrows, clicks and automation reach them. */
  private syncHandControls(): void {
    const hand = this.shown.hand;
    const same = hand.length === this.handCards.length && hand.every((card, i) => this.handCards[i]?.card === card);
    if (same) return;
    const focusedCard = this.focus.current instanceof HandCard ? this.focus.current.card : null;
    const focusedIndex = focusedCard ? this.handCards.findIndex((h) => h.card === focusedCard) : -1;
    for (const old of this.handCards) this.focus.remove(old);
    this.handCards = hand.map((card, i) => new HandCard(card, () => this.cardBounds(i), (c) => this.chooseCard(c)));
    this.focus.add(...this.handCards);
    const keep = this.handCards.find((h) => h.card === focusedCard) ?? this.handCards[Math.min(Math.max(focusedIndex, 0), this.handCards.length - 1)];
    if (focusedCard !== null || !(this.focus.current === this.centre && this.centre.enabled)) this.focus.focus(keep ?? this.centre);
  }

  private focusFirstCard(): void {
    const first = this.handCards[0];
    if (first) this.focus.focus(first);
    this.drawMarks();
  }

  /** The visible strip of hand card `i` on the stage. */
  private cardBounds(i: number): { x: number; y: number; width: number; height: number } {
    const hand = this.shown.hand;
    const card = hand[i];
    const spot = handSpot(this.size, i, hand.length, card !== undefined && this.shown.raised.includes(card));
    const origin = stageRect(this.felt, 0, 0);
    const width = i === hand.length - 1 ? CARD_W : HAND_STEP;
    return { x: origin.x + spot.x, y: origin.y + spot.y, width, height: CARD_H };
  }

  /** The dotted focus rectangle round the card the arrows are on. */
  private drawMarks(): void {
    this.marks.clear();
    const focused = this.focus.current;
    if (!(focused instanceof HandCard)) return;
    const i = this.handCards.indexOf(focused);
    if (i < 0) return;
    const origin = stageRect(this.felt, 0, 0);
    const b = this.cardBounds(i);
    const x = b.x - origin.x;
    const y = b.y - origin.y;
    dottedRect(this.marks, x - 1, y - 1, b.width + 2, b.height + 2, VGA.yellow);
    // And a bar on the felt under the card, which a visitor sees from a step back.
    fillRect(this.marks, x, this.size.height - 6, b.width, 3, VGA.yellow);
  }

  // ---- time ----

  update(dtMs: number): void {
    this.cards.update(dtMs);
    // A copy: finished timers leave the list as it is walked.
    for (const timer of this.timers.slice()) {
      timer.left -= dtMs;
      if (timer.left <= 0) {
        this.timers.splice(this.timers.indexOf(timer), 1);
        timer.done();
      }
    }
    if (!this.cards.busy) for (const done of this.waiters.splice(0)) done();
  }

  private pause(ms: number): Promise<void> {
    if (this.instant || ms <= 0) return Promise.resolve();
    return new Promise((done) => this.timers.push({ left: ms, done }));
  }

  private settled(): Promise<void> {
    if (!this.cards.busy) return Promise.resolve();
    return new Promise((done) => this.waiters.push(done));
  }

  // ---- automation ----

  snapshot(): unknown {
    const top = this.shell.nav.topModal;
    const dialog = top instanceof Dialog ? top : null;
    const model = this.frame.menuBar?.model;
    const state = this.state;
    const openItem = model?.openItems[model.itemIndex];
    const items = (model?.menus ?? []).flatMap((menu) => menu.items).filter((e): e is MenuItemSpec => 'id' in e);
    const legal = state && hearts.toAct(state) === 0 && state.phase === 'play' ? hearts.legal(state).map((a) => (a.type === 'play' ? a.card : '')) : [];
    const controls: ControlInfo[] = dialog
      ? describeControls(dialog.namedControls())
      : describeControls([
          ...this.handCards.map((h) => ({ id: `card-${h.card}`, label: h.card, item: h as Focusable })),
          { id: 'centre', label: this.centre.label, item: this.centre },
        ]);
    return {
      phase: state?.phase ?? 'starting',
      toAct: state ? hearts.toAct(state) : null,
      busy: this.busy,
      waitingForOk: this.waitingForOk,
      hand: this.shown.hand,
      chosen: this.chosen,
      legal,
      table: this.shown.table,
      scores: state?.scores ?? [],
      history: this.history,
      handNumber: state?.handNumber ?? 0,
      passDirection: state?.passDirection ?? null,
      options: this.settings.options,
      level: this.settings.level,
      checked: items.filter((e) => e.checked === true).map((e) => e.id),
      menuOpen: model?.isOpen ?? false,
      menu: this.frame.menuBar?.places() ?? null,
      menuTitle: model?.isOpen ? plainLabel(model.menus[model.openIndex]?.label ?? '') : null,
      menuItem: openItem && 'id' in openItem ? openItem.id : null,
      stats: this.stats,
      dialog: dialog?.title ?? null,
      dialogOpen: this.shell.nav.modalOpen,
      player: this.shell.player,
      names: this.names,
      message: this.lastMessage,
      status: this.status.text,
      outcome: state ? hearts.outcome(state) : null,
      controls,
    };
  }

  destroy(): void {
    this.destroyed = true;
    this.generation++;
    this.thinker.dispose();
    this.okPressed = null;
    this.view.destroy({ children: true });
  }
}
