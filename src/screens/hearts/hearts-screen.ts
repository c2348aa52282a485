// Hearts Deluxe at the kiosk: a Windows 3.1 window with the Game, Rules and
// Help menus, the green table, your hand along the bottom and three computer
// players round it. The table session runs the game; this screen shows what
// happened, one event at a time, and turns the player's choices into actions.

import type { Card } from '../../engine/cards';
import type { Level, Outcome } from '../../engine/game';
import { type HeartsAction, type HeartsEvent, type HeartsOptions, type HeartsState, type HeartsView, hearts } from '../../engine/hearts';
import type { Point } from '../../renderer/glide';
import { type Focusable, messageBox } from '../../renderer/widgets';
import { type Shell, seatedName } from '../shell';
import type { ShowOptions } from '../table/card-layer';
import { HandCard, handControls } from '../table/hand-card';
import type { HeartsSnapshot } from '../automation';
import type { SessionGame } from '../table/session';
import { EMPTY_TABLE, type Shown, TableView } from '../table/table-view';
import { windowSnapshot } from '../table/window-snapshot';
import { WindowTable } from '../table/window-table';
import { HeartsRecords } from './hearts-records';
import type { SavedHearts } from './saved-game';
import { HEARTS_CONTROLS } from './hearts-controls';
import { openScoreSheet } from './score-sheet';
import { askPointLimit } from './point-limit';
import { STANDARD_TABLE, type HeartsTable, applyMenuPick, heartsMenus } from './table-rules';
import { HOW_TO_PLAY, OPPONENTS, passButtonLabel, seatNames, statusLine, winnersNote } from './texts';

const TITLE = 'Hearts Deluxe';
/** The least time a computer player seems to think, so a person can follow the play. */
const THINK_MS = 450;
/** The demo's breath between hands and games. */
const DEMO_PAUSE_MS = 1500;
const DEMO_PLAYER = 'Dot';
/** How long a finished trick stays on the table before it is gathered. */
const TRICK_HOLD_MS = 800;
const HAND_SIZE = 13;

type HeartsGame = SessionGame<HeartsState, HeartsAction, HeartsOptions>;

/** The deal that opens a game, as the table shows it. */
const opening = (view: HeartsView): HeartsEvent[] => [{ type: 'deal', handNumber: view.handNumber, passDirection: view.passDirection }];

export class HeartsScreen extends WindowTable<HeartsState, HeartsAction, HeartsOptions, HeartsView, HeartsEvent> {
  readonly id = 'hearts';
  private readonly table: TableView;
  private handCards: HandCard[] = [];

  private settings: HeartsTable = STANDARD_TABLE;
  private history: number[][] = [];
  private names: string[];
  private shown: Shown = EMPTY_TABLE;
  private chosen: Card[] = [];
  private waitingForOk = false;
  private okPressed: (() => void) | null = null;
  /** Between a hand's last trick and the next deal. */
  private handEnded = false;
  private readonly records: HeartsRecords;

  /** The attract loop's demo: four computer players, no records, no questions. */
  private readonly demo: boolean;

  constructor(shell: Shell, options: { demo?: boolean } = {}) {
    const demo = options.demo ?? false;
    // No animations or thinking pauses for automation; a demo is a show and keeps its pace.
    const instant = shell.flags.instant && !demo;
    super(shell, { title: TITLE, menus: heartsMenus(STANDARD_TABLE), game: hearts, thinkMs: THINK_MS, demo, instant, controls: HEARTS_CONTROLS, replayCorner: 'left' });
    this.demo = demo;
    this.records = new HeartsRecords(shell.records);
    this.names = demo ? [DEMO_PLAYER, ...OPPONENTS] : seatNames(seatedName(shell));
    const client = this.frame.clientRect;
    this.table = new TableView(client.width, client.height, () => instant, HAND_SIZE);
    this.table.centre.onActivate = () => this.pressCentre();
    this.frame.client.addChild(this.table);
    this.focus.add(this.table.centre);
  }

  protected moving(): boolean {
    return this.table.cards.busy;
  }

  protected level(): Level {
    return this.settings.level;
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
    const resumed = await this.sitDown(this.records.kept, (kept) => this.prepareResume(kept), (kept) => this.records.addLoss(kept.player));
    if (this.destroyed) return;
    await this.records.load(this.person.name);
    if (!resumed && !this.destroyed) this.newGame();
  }

  private newGame(): void {
    this.names = this.demo ? [DEMO_PLAYER, ...OPPONENTS] : seatNames(this.person.name);
    this.history = [];
    this.shown = EMPTY_TABLE;
    this.chosen = [];
    this.waitingForOk = false;
    this.deal({ options: this.settings.options, seed: this.live.nextSeed() }, opening);
  }

  /** The table as a kept game left it, should it be carried on. */
  private prepareResume(saved: SavedHearts): void {
    this.history = saved.history;
    this.names = saved.names;
    this.settings = { ...this.settings, level: saved.level };
    const view = hearts.view(saved.state, 0);
    this.shown = { hand: view.hand, raised: view.passed ?? [], backs: view.handSizes.map((n, seat) => (seat === 0 ? 0 : n)), table: view.table };
    this.chosen = view.passed ?? [];
  }

  protected async save(game: HeartsGame | null): Promise<void> {
    if (this.demo) return;
    const player = this.person.name;
    await this.records.kept.keep(game === null ? null : { ...game, actions: [...game.actions], history: this.history, names: this.names, player, level: this.gameLevel }, player);
  }

  // ---- the flow of play ----

  /** Show the events of one move, in order. */
  protected async present(events: readonly HeartsEvent[]): Promise<void> {
    for (const event of events) await this.animate(event);
    this.render();
  }

  /** One event on the table: cards move, sounds play, dialogs open. */
  private async animate(event: HeartsEvent): Promise<void> {
    const view = this.myView();
    switch (event.type) {
      case 'deal': {
        this.handEnded = false;
        this.chosen = [];
        this.shown = { hand: view.hand, raised: [], backs: view.handSizes.map((n, seat) => (seat === 0 ? 0 : n)), table: [] };
        const middle = this.table.deckPoint();
        const keys = [...view.hand, ...[1, 2, 3].flatMap((seat) => this.othersKeys(seat))];
        const from = new Map(keys.map((key) => [key, middle]));
        this.shell.sfx.play('deal');
        this.render({ from, stagger: 12, duration: 260 });
        this.focusFirstCard();
        await this.clock.settled();
        break;
      }
      case 'exchange': {
        const to = new Map<string, Point>();
        const target = this.table.seatPoint(event.passedTo[0] ?? 0);
        for (const card of this.chosen) to.set(card, target);
        const source = this.table.seatPoint(event.receivedFrom[0] ?? 0);
        const from = new Map<string, Point>((view.received ?? []).map((card) => [card, source]));
        this.shown = { ...this.shown, hand: view.hand, raised: view.received ?? [] };
        this.chosen = [];
        this.shell.sfx.play('deal');
        this.render({ from, to, duration: 400 });
        await this.clock.settled();
        if (this.demo || this.replay) {
          await this.clock.pause(DEMO_PAUSE_MS);
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
        const { seat, card } = event;
        const from = new Map<string, Point>();
        if (seat === 0) {
          this.shown = { ...this.shown, hand: this.shown.hand.filter((c) => c !== card) };
        } else {
          const backs = this.shown.backs.slice();
          backs[seat] = Math.max(0, (backs[seat] ?? 0) - 1);
          this.shown = { ...this.shown, backs };
          if (!this.replay) from.set(card, this.table.seatPoint(seat));
        }
        this.shown = { ...this.shown, table: [...this.shown.table, { seat, card }] };
        this.shell.sfx.play('flip');
        this.render({ from, duration: 240 });
        await this.clock.settled();
        break;
      }
      case 'hearts-broken':
        this.shell.sfx.play('broken');
        break;
      case 'trick': {
        const { winner, cards } = event;
        await this.clock.pause(TRICK_HOLD_MS);
        const to = new Map<string, Point>(cards.map((card) => [card, this.table.seatPoint(winner)]));
        this.shown = { ...this.shown, table: [] };
        if (event.queenTaker !== null) this.shell.sfx.play('queen');
        this.render({ to, duration: 260 });
        await this.clock.settled();
        break;
      }
      case 'hand':
        await this.handOver(event);
        break;
      default:
        break;
    }
  }

  /** The keys of a seat's cards as the table holds them: backs in play, faces in a replay. */
  private othersKeys(seat: number): string[] {
    const view = this.session.view(seat);
    if (this.replay && view) return view.hand;
    return Array.from({ length: HAND_SIZE }, (_, i) => `back:${seat}:${i}`);
  }

  private async handOver(event: Extract<HeartsEvent, { type: 'hand' }>): Promise<void> {
    const { points, moon } = event;
    // The engine has dealt the next hand already; the table shows this one's end until then.
    this.handEnded = true;
    this.render();
    if (moon !== null) this.shell.sfx.play('moon');
    if (this.replay) {
      await this.clock.pause(DEMO_PAUSE_MS);
      return;
    }
    this.history.push(points.slice());
    void this.save(this.live.inProgress ? this.live.record() : null);
    const hand = { points: points[0] ?? 0, shotMoon: moon === 0, tookQueen: event.queenTaker === 0 };
    if (!this.demo) await this.records.addHand(this.person.name, hand);
    if (this.live.toAct === null) return;
    if (this.demo) {
      await this.clock.pause(DEMO_PAUSE_MS);
      return;
    }
    const note = moon === null ? undefined : `${moon === 0 ? 'You' : this.names[moon]} shot the moon!`;
    this.table.cards.settle();
    await openScoreSheet(this.shell.nav, this.names, this.history, event.scores, { title: 'Score Sheet', note }).result;
  }

  protected async recordAbandoned(): Promise<void> {
    await this.records.addLoss(this.person.name);
  }

  protected async gameOver(outcome: Outcome, game: HeartsGame): Promise<void> {
    if (this.demo) {
      await this.clock.pause(DEMO_PAUSE_MS * 2);
      if (!this.destroyed) this.newGame();
      return;
    }
    this.shell.sfx.play(outcome.winners.includes(0) ? 'win' : 'lose');
    await this.records.addGame(this.person.name, outcome.scores, outcome.winners, this.history.length);
    await this.showEnd(outcome, game);
  }

  /** The final score sheet: a new game, the game played back, or leave. */
  private async showEnd(outcome: Outcome, game: HeartsGame): Promise<void> {
    const note = `${winnersNote(outcome.winners, this.names)}\nDealt from seed ${game.seed}.`;
    const sheet = openScoreSheet(this.shell.nav, this.names, this.history, outcome.scores, { title: 'Game Over', note, buttons: this.endButtons() });
    const answer = await sheet.result;
    if (answer === 'replay') this.shown = EMPTY_TABLE;
    this.afterEnd(answer, game, opening, () => this.newGame(), () => {
      const view = this.myView();
      this.shown = { hand: view.hand, raised: [], backs: view.handSizes.map((n, seat) => (seat === 0 ? 0 : n)), table: view.table };
      this.render();
      void this.showEnd(outcome, game);
    });
  }

  // ---- the player's choices ----

  /** Back with cards chosen for the pass puts them down again. */
  protected override dismiss(): boolean {
    if (this.chosen.length === 0 || this.person.waiting?.view.phase !== 'pass') return false;
    this.chosen = [];
    this.shell.sfx.play('click');
    this.shown = { ...this.shown, raised: this.chosen };
    this.render({ duration: 80 });
    return true;
  }

  private chooseCard(card: Card): void {
    const decision = this.person.waiting;
    if (!decision || this.waitingForOk) {
      this.shell.sfx.play('error');
      return;
    }
    if (decision.view.phase === 'pass') {
      if (this.chosen.includes(card)) this.chosen = this.chosen.filter((c) => c !== card);
      else if (this.chosen.length < decision.view.passCount) this.chosen = [...this.chosen, card];
      else {
        this.shell.sfx.play('error');
        return;
      }
      this.shell.sfx.play('click');
      this.shown = { ...this.shown, raised: this.chosen };
      this.render({ duration: 80 });
      // With the pass chosen the next press is most likely the pass itself.
      if (this.chosen.length === decision.view.passCount) {
        this.focus.focus(this.table.centre);
        this.drawMarks();
      }
      return;
    }
    this.offer({ type: 'play', card });
  }

  private pressCentre(): void {
    if (this.waitingForOk) {
      this.shell.sfx.play('click');
      const done = this.okPressed;
      this.okPressed = null;
      done?.();
      return;
    }
    const decision = this.person.waiting;
    if (!decision || decision.view.phase !== 'pass') return;
    if (this.chosen.length !== decision.view.passCount) {
      this.shell.sfx.play('error');
      void messageBox(TITLE, `Choose ${decision.view.passCount} cards to pass first.`);
      return;
    }
    this.shell.sfx.play('click');
    this.offer({ type: 'pass', cards: this.chosen });
    this.render();
  }

  protected async menu(id: string): Promise<void> {
    this.shell.sfx.play('click');
    const changed = applyMenuPick(this.settings, id);
    if (changed) {
      await this.changeSettings(changed);
      return;
    }
    switch (id) {
      case 'new':
        if (await this.mayStartAnew(this.untouched())) this.newGame();
        return;
      case 'limit':
        await this.choosePointLimit();
        return;
      case 'statistics':
        await messageBox('Statistics', await this.records.statisticsText(this.person.name));
        return;
      case 'scores':
        await openScoreSheet(this.shell.nav, this.names, this.history, this.live.state?.scores ?? [0, 0, 0, 0], { title: 'Score Sheet' }).result;
        return;
      default:
        await this.windowMenu(id, HOW_TO_PLAY);
    }
  }

  private async changeSettings(next: HeartsTable): Promise<void> {
    const rulesChanged = JSON.stringify(next.options) !== JSON.stringify(this.settings.options);
    this.settings = next;
    this.refreshMenus();
    await this.records.setTable(next);
    if (!rulesChanged || !this.live.inProgress || this.destroyed) return;
    // Nothing chosen yet: deal again under the new rules. Otherwise they wait for the next game.
    if (this.untouched() && this.person.waiting) this.newGame();
    else this.render();
  }

  /** The game has just been dealt: nobody has passed or played a card, and nothing is chosen. */
  private untouched(): boolean {
    return this.live.untouched && this.chosen.length === 0;
  }

  private async choosePointLimit(): Promise<void> {
    const next = await askPointLimit(this.settings);
    if (next) await this.changeSettings(next);
  }

  private refreshMenus(): void {
    this.frame.menuBar?.model.sync(heartsMenus(this.settings));
  }

  // ---- drawing ----

  /** Draw the table as it stands; cards glide as `options` say. */
  protected render(options: ShowOptions = {}): void {
    if (this.destroyed) return;
    const state = this.session.state;
    const view = state ? this.myView() : null;
    const toAct = this.session.toAct;
    const passing = view !== null && this.person.waiting?.view.phase === 'pass' && !this.handEnded && !this.replay;
    // Rules changed in the menu wait for the next game, and the status line says so meanwhile.
    const waiting = state !== null && this.live.inProgress && JSON.stringify(state.options) !== JSON.stringify(this.settings.options);
    const status = this.demo
      ? 'Four computer players show how it goes. Press Start to play!'
      : this.replay
        ? this.replayStatus()
        : this.handEnded
        ? `Hand ${view?.handNumber ?? 0} is over.`
        : view
          ? `${statusLine(view, this.names, this.chosen.length, this.waitingForOk)}${waiting ? ' New rules next game.' : ''}`
          : '';
    const centre = this.waitingForOk
      ? { label: '&OK', enabled: true }
      : passing
        ? { label: passButtonLabel(view.passDirection), enabled: this.chosen.length === view.passCount }
        : null;
    // A replay shows every hand face up, as it stands in the replayed game.
    const faces = this.replay ? [0, 1, 2, 3].map((seat) => (seat === 0 ? [] : (this.session.view(seat)?.hand ?? []))) : undefined;
    this.table.draw(
      { shown: { ...this.shown, faces }, names: this.names, scores: view?.scores ?? [0, 0, 0, 0], lit: this.waitingForOk || this.handEnded ? null : toAct, status, centre },
      options,
    );
    this.syncHandControls();
    this.drawMarks();
  }

  /** The hand's cards as controls, in hand order, so arrows, clicks and automation reach them. */
  private syncHandControls(): void {
    const changed = handControls(this.focus, this.handCards, this.shown.hand, (i) => this.table.cardBounds(i), (c) => this.chooseCard(c));
    if (!changed) return;
    const { focusedCard, focusedIndex } = changed;
    this.handCards = changed.cards;
    const keep = this.handCards.find((h) => h.card === focusedCard) ?? this.handCards[Math.min(Math.max(focusedIndex, 0), this.handCards.length - 1)];
    const centre = this.table.centre;
    if (focusedCard !== null || !(this.focus.current === centre && centre.enabled)) this.focus.focus(keep ?? centre);
  }

  private focusFirstCard(): void {
    const first = this.handCards[0];
    if (first) this.focus.focus(first);
    this.drawMarks();
  }

  /** The focus marks round the card the arrows are on (none in the demo or a replay, where nobody holds the cards). */
  protected drawMarks(): void {
    const focused = this.focus.current;
    this.table.markCard(!this.demo && !this.replay && focused instanceof HandCard ? this.handCards.indexOf(focused) : null);
  }

  // ---- time ----

  override update(dtMs: number): void {
    this.table.cards.update(dtMs);
    super.update(dtMs);
  }

  // ---- automation ----

  snapshot(): HeartsSnapshot {
    const view = this.session.state ? this.myView() : null;
    const decision = this.person.waiting;
    const legal = decision?.view.phase === 'play' ? decision.legal.flatMap((a) => (a.type === 'play' ? [a.card] : [])) : [];
    const window = windowSnapshot(this.frame, this.shell.nav, [
      ...this.handCards.map((h) => ({ id: `card-${h.card}`, label: h.card, item: h as Focusable })),
      { id: 'centre', label: this.table.centre.label, item: this.table.centre },
    ]);
    return {
      ...window,
      ...this.sessionSnapshot(),
      phase: view?.phase ?? 'starting',
      waitingForOk: this.waitingForOk,
      hand: this.shown.hand,
      chosen: this.chosen,
      legal,
      table: this.shown.table,
      scores: view?.scores ?? [],
      history: this.history,
      handNumber: view?.handNumber ?? 0,
      passDirection: view?.passDirection ?? null,
      options: this.settings.options,
      gameOptions: view?.options ?? null,
      level: this.settings.level,
      stats: this.records.stats,
      names: this.names,
      status: this.table.statusText,
    };
  }

  override destroy(): void {
    this.okPressed = null;
    super.destroy();
  }
}
