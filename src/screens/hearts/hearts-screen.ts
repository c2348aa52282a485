// Hearts Deluxe at the kiosk: a Windows 3.1 window with the Game, Rules and
// Help menus, the green table, your hand along the bottom and three computer
// players round it. The engine decides everything (legal cards, who takes a
// trick, the score); this screen shows what happened, one event at a time,
// and turns the player's choices into actions.

import { Container } from 'pixi.js';
import { createThinker, type Thinker } from '../../engine/ai/thinker';
import type { Card } from '../../engine/cards';
import { type GameEvent, RuleError } from '../../engine/game';
import { type HeartsAction, type HeartsState, type HeartsView, hearts, passTarget } from '../../engine/hearts';
import type { Command } from '../../input/commands';
import type { Point } from '../../renderer/glide';
import {
  FocusGroup,
  type Focusable,
  type OptionField,
  WindowFrame,
  confirmBox,
  messageBox,
  optionsDialog,
  textEntry,
} from '../../renderer/widgets';
import type { IdleKind } from '../idle';
import type { Screen } from '../screen';
import type { Shell } from '../shell';
import { controlsHelp } from '../shell/help';
import type { ShowOptions } from '../table/card-layer';
import { computerMove } from '../table/computer-move';
import { windowSnapshot } from '../table/window-snapshot';
import { HandCard } from '../table/hand-card';
import { GameSeeds } from '../table/game-seeds';
import { TableClock } from '../table/table-clock';
import { HeartsRecords } from './hearts-records';
import { type HandRecord, NO_HEARTS_STATS, statsLines } from './hearts-stats';
import type { SavedHearts } from './saved-game';
import { EMPTY_TABLE, type Shown, TableView } from '../table/table-view';
import { openScoreSheet } from './score-sheet';
import { POINT_LIMITS, STANDARD_TABLE, type HeartsTable, applyMenuPick, heartsMenus } from './table-rules';
import { HOW_TO_PLAY, OPPONENTS, passButtonLabel, seatNames, statusLine, winnersNote } from './texts';

const GAME = 'hearts';
const TITLE = 'Hearts Deluxe';
/** The least time a computer player seems to think, so a person can follow the play. */
const THINK_MS = 450;
/** The demo's breath between hands and games. */
const DEMO_PAUSE_MS = 1500;
const DEMO_PLAYER = 'Dot';
/** How long a finished trick stays on the table before it is gathered. */
const TRICK_HOLD_MS = 800;

export class HeartsScreen implements Screen {
  readonly id = 'hearts';
  readonly view = new Container();
  readonly idle: IdleKind = 'game';
  private readonly frame: WindowFrame;
  private readonly table: TableView;
  private readonly focus = new FocusGroup();
  private handCards: HandCard[] = [];
  private readonly thinker: Thinker;

  private settings: HeartsTable = STANDARD_TABLE;
  private state: HeartsState | null = null;
  private history: number[][] = [];
  private names: string[];
  private shown: Shown = EMPTY_TABLE;
  private chosen: Card[] = [];
  private waitingForOk = false;
  private okPressed: (() => void) | null = null;
  /** Events are being shown or a computer is thinking: the player's cards wait. */
  private busy = false;
  /** Bumped by every new game and by leaving: loops of an older game stop. */
  private generation = 0;
  private queenTaker = -1;
  /** Between a hand's last trick and the next deal. */
  private handEnded = false;
  private readonly seeds: GameSeeds;
  private lastMessage = '';
  private recorded = false;
  private readonly clock: TableClock;
  private destroyed = false;
  private readonly records: HeartsRecords;

  /** The attract loop's demo: four computer players, no records, no questions. */
  private readonly demo: boolean;
  /** No animations or thinking pauses (automation); a demo is a show and keeps its pace. */
  private readonly instant: boolean;

  constructor(
    private readonly shell: Shell,
    options: { demo?: boolean } = {},
  ) {
    this.demo = options.demo ?? false;
    this.records = new HeartsRecords(shell.records);
    this.instant = shell.flags.instant && !this.demo;
    this.names = this.demo ? [DEMO_PLAYER, ...OPPONENTS] : seatNames(shell.player);
    this.seeds = new GameSeeds(shell.flags.seed);
    this.thinker = createThinker();
    this.frame = new WindowFrame({ title: TITLE, menus: heartsMenus(this.settings), onMenu: (id) => void this.menu(id) });
    const client = this.frame.clientRect;
    this.table = new TableView(client.width, client.height, () => this.instant, 13);
    this.table.centre.onActivate = () => this.pressCentre();
    this.clock = new TableClock(() => this.instant, () => this.table.cards.busy);
    this.frame.client.addChild(this.table);
    this.view.addChild(this.frame);
    this.focus.add(this.table.centre);
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
    this.settings = await this.records.table();
    this.refreshMenus();
    const saved = await this.records.saved();
    if (this.destroyed) return;
    if (saved && saved.state.phase !== 'over') {
      const whose = saved.player === null ? 'A game' : `${saved.player}'s game`;
      const resume = await confirmBox('Unfinished Game', `${whose} was left unfinished. Carry on with it?`);
      if (this.destroyed) return;
      if (resume) {
        this.resume(saved);
        return;
      }
      await this.records.addLoss(saved.player);
      await this.records.save(null);
    }
    if (this.shell.player === null) await this.askName();
    await this.records.load(this.shell.player);
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
    const seed = this.seeds.nextGame();
    this.state = hearts.setup({ options: this.settings.options, seed });
    this.shown = EMPTY_TABLE;
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
    this.seeds.restore(saved.seed, saved.moves);
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
    await this.records.save(
      this.state.phase === 'over'
        ? null
        : {
            state: this.state,
            history: this.history,
            names: this.names,
            player: this.shell.player,
            level: this.settings.level,
            moves: this.seeds.moves,
            seed: this.seeds.game,
          },
    );
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
      const action = await computerMove(this.thinker, GAME, hearts, state, seat, this.settings.level, this.seeds.nextMove());
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
        this.handEnded = false;
        this.queenTaker = -1;
        this.chosen = [];
        this.shown = { hand: view.hand, raised: [], backs: [0, 13, 13, 13], table: [] };
        const middle = this.table.deckPoint();
        const keys = [...view.hand, ...[1, 2, 3].flatMap((seat) => Array.from({ length: 13 }, (_, i) => `back:${seat}:${i}`))];
        const from = new Map(keys.map((key) => [key, middle]));
        this.shell.sfx.play('deal');
        this.render({ from, stagger: 12, duration: 260 });
        this.focusFirstCard();
        await this.settled();
        break;
      }
      case 'exchange': {
        const direction = view.passDirection;
        const to = new Map<string, Point>();
        const target = this.table.seatPoint(passTarget(0, direction));
        for (const card of this.chosen) to.set(card, target);
        // The cards come from the seat that passes to you: the other way round.
        const source = this.table.seatPoint((4 - passTarget(0, direction)) % 4);
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
        this.focus.focus(this.table.centre);
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
          from.set(card, this.table.seatPoint(seat));
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
        const to = new Map<string, Point>(cards.map((card) => [card, this.table.seatPoint(winner)]));
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
    // The engine has dealt the next hand already; the table shows this one's end until then.
    this.handEnded = true;
    this.render();
    if (moon !== null) this.shell.sfx.play('moon');
    const hand: HandRecord = { points: points[0] ?? 0, shotMoon: moon === 0, tookQueen: this.queenTaker === 0 };
    if (!this.demo) await this.records.addHand(this.shell.player, hand);
    if (this.state?.phase === 'over') return;
    if (this.demo) {
      await this.pause(DEMO_PAUSE_MS);
      return;
    }
    const note = moon === null ? undefined : `${moon === 0 ? 'You' : this.names[moon]} shot the moon!`;
    this.table.cards.settle();
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
      await this.records.addGame(this.shell.player, outcome.scores, outcome.winners, this.history.length);
    }
    const note = winnersNote(outcome.winners, this.names);
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

  /** Walked away: the game counts as lost and is not offered again. */
  async abandon(): Promise<void> {
    const inProgress = this.state !== null && this.state.phase !== 'over' && !this.recorded;
    this.generation++;
    if (inProgress) {
      this.recorded = true;
      await this.records.addLoss(this.shell.player);
    }
    await this.records.save(null);
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
        this.focus.focus(this.table.centre);
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
        const inProgress = this.state !== null && this.state.phase !== 'over' && !this.recorded && !this.untouched();
        if (inProgress && !(await confirmBox(TITLE, 'Start a new game? The one in progress will count as a loss.'))) return;
        if (inProgress) {
          this.recorded = true;
          await this.records.addLoss(this.shell.player);
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
    await this.records.setTable(next);
    if (!rulesChanged || !this.state || this.state.phase === 'over' || this.destroyed) return;
    // Nothing chosen yet: deal again under the new rules. Otherwise they wait for the next game.
    if (this.untouched() && !this.busy) this.newGame();
    else this.render();
  }

  /** The game has just been dealt: nobody has passed or played a card. */
  private untouched(): boolean {
    const state = this.state;
    if (!state || state.phase === 'over' || this.history.length > 0 || state.handNumber > 1) return false;
    return state.passed.every((p) => p === null) && state.trickNumber === 1 && state.table.length === 0 && this.chosen.length === 0;
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
    await this.records.load(player);
    await messageBox('Statistics', statsLines(player, this.records.stats ?? NO_HEARTS_STATS).join('\n'));
  }

  private refreshMenus(): void {
    this.frame.menuBar?.model.sync(heartsMenus(this.settings));
  }

  // ---- drawing ----

  /** Draw the table as it stands; cards glide as `options` say. */
  private render(options: ShowOptions = {}): void {
    if (this.destroyed) return;
    const state = this.state;
    const view = state ? this.myView() : null;
    const toAct = state ? hearts.toAct(state) : null;
    const passing = view !== null && view.phase === 'pass' && toAct === 0 && !this.handEnded;
    // Rules changed in the menu wait for the next game, and the status line says so meanwhile.
    const waiting = state !== null && state.phase !== 'over' && JSON.stringify(state.options) !== JSON.stringify(this.settings.options);
    const status = this.demo
      ? 'Four computer players show how it goes. Press Start to play!'
      : this.handEnded
        ? `Hand ${this.history.length} is over.`
        : view
        ? `${statusLine(view, this.names, this.chosen.length, this.waitingForOk)}${waiting ? ' New rules next game.' : ''}`
        : '';
    const centre = this.waitingForOk
      ? { label: '&OK', enabled: true }
      : passing
        ? { label: passButtonLabel(view.passDirection), enabled: this.chosen.length === 3 }
        : null;
    this.table.draw(
      { shown: this.shown, names: this.names, scores: state?.scores ?? [0, 0, 0, 0], lit: this.waitingForOk || this.handEnded ? null : toAct, status, centre },
      options,
    );
    this.syncHandControls();
    this.drawMarks();
  }

  /** The hand's cards as controls, in hand order, so arrows, clicks and automation reach them. */
  private syncHandControls(): void {
    const hand = this.shown.hand;
    const same = hand.length === this.handCards.length && hand.every((card, i) => this.handCards[i]?.card === card);
    if (same) return;
    const focusedCard = this.focus.current instanceof HandCard ? this.focus.current.card : null;
    const focusedIndex = focusedCard ? this.handCards.findIndex((h) => h.card === focusedCard) : -1;
    for (const old of this.handCards) this.focus.remove(old);
    this.handCards = hand.map((card, i) => new HandCard(card, () => this.table.cardBounds(i), (c) => this.chooseCard(c)));
    this.focus.add(...this.handCards);
    const keep = this.handCards.find((h) => h.card === focusedCard) ?? this.handCards[Math.min(Math.max(focusedIndex, 0), this.handCards.length - 1)];
    const centre = this.table.centre;
    if (focusedCard !== null || !(this.focus.current === centre && centre.enabled)) this.focus.focus(keep ?? centre);
  }

  private focusFirstCard(): void {
    const first = this.handCards[0];
    if (first) this.focus.focus(first);
    this.drawMarks();
  }

  /** The focus marks round the card the arrows are on (none in the demo, where nobody holds the cards). */
  private drawMarks(): void {
    const focused = this.focus.current;
    this.table.markCard(!this.demo && focused instanceof HandCard ? this.handCards.indexOf(focused) : null);
  }

  // ---- time ----

  update(dtMs: number): void {
    this.table.cards.update(dtMs);
    this.clock.update(dtMs);
  }

  private pause(ms: number): Promise<void> {
    return this.clock.pause(ms);
  }

  private settled(): Promise<void> {
    return this.clock.settled();
  }

  // ---- automation ----

  snapshot(): unknown {
    const state = this.state;
    const legal = state && hearts.toAct(state) === 0 && state.phase === 'play' ? hearts.legal(state).map((a) => (a.type === 'play' ? a.card : '')) : [];
    const window = windowSnapshot(this.frame, this.shell.nav, [
      ...this.handCards.map((h) => ({ id: `card-${h.card}`, label: h.card, item: h as Focusable })),
      { id: 'centre', label: this.table.centre.label, item: this.table.centre },
    ]);
    return {
      ...window,
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
      gameOptions: state?.options ?? null,
      level: this.settings.level,
      stats: this.records.stats,
      player: this.shell.player,
      names: this.names,
      message: this.lastMessage,
      status: this.table.statusText,
      outcome: state ? hearts.outcome(state) : null,
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
