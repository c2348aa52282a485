// Hearts Deluxe at the kiosk: a Windows 3.1 window with the Game, Rules and
// Help menus, the green table, your hand along the bottom and three computer
// players round it. The table session runs the game; this screen shows what
// happened, one event at a time, and turns the player's choices into actions.

import type { Card } from '../../engine/cards';
import type { Level, Outcome } from '../../engine/game';
import { type HeartsAction, type HeartsEvent, type HeartsOptions, type HeartsState, type HeartsView, hearts, heartsTerms } from '../../engine/hearts';
import { messageBox } from '../../renderer/widgets';
import { type Shell, seatedName } from '../shell-contract';
import type { ShowOptions } from '../table/card-layer';
import type { HeartsSnapshot } from './hearts-snapshot';
import type { SessionGame } from '../../table/session';
import type { Decision } from '../../table/seats';
import { EMPTY_TABLE } from '../table/table-view';
import { windowSnapshot } from '../table/window-snapshot';
import { CardTable } from '../table/card-table';
import { ShownGame } from '../table/shown-game';
import { HEARTS_CONTROLS } from './hearts-controls';
import { HeartsRecords } from './hearts-records';
import { type SavedHearts, keptChoice } from './saved-game';
import { heartsScene, playable } from './hearts-scene';
import { PassChoice } from './pass-choice';
import { openScoreSheet } from './score-sheet';
import { exchangeMove, shownOf } from './table-moves';
import { dealMove, gatherMove, playMove } from '../table/trick-moves';
import { askPointLimit } from './point-limit';
import { STANDARD_TABLE, type HeartsTable, applyMenuPick, changesWaiting, heartsMenus, nextGameNote } from './table-rules';
import { HOW_TO_PLAY, OPPONENTS, lastTrickWords, seatNames, winnersNote } from './texts';
import { fameLine } from '../shell/fame';

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
const opening = heartsTerms.opening;

export class HeartsScreen extends CardTable<HeartsState, HeartsAction, HeartsOptions, HeartsView, HeartsEvent> {
  readonly id = 'hearts';

  private settings: HeartsTable = STANDARD_TABLE;
  private history: number[][] = [];
  private names: string[];
  /** The cards chosen to pass; until OK is pressed on the received ones nothing more is shown (a resumed game waits there too). */
  private readonly pass = new PassChoice();
  /** The hand just ended, between its last trick and the next deal; null otherwise. */
  private handEnded: number | null = null;
  /** The game at the table: the events of one replaced by another stop showing at once. */
  private readonly games = new ShownGame();
  private readonly records: HeartsRecords;

  constructor(shell: Shell, options: { demo?: boolean } = {}) {
    const demo = options.demo ?? false;
    // No animations or thinking pauses for automation; a demo is a show and keeps its pace.
    const instant = shell.flags.instant && !demo;
    super(shell, { title: TITLE, menus: heartsMenus(STANDARD_TABLE), game: hearts, thinkMs: THINK_MS, demo, instant, controls: HEARTS_CONTROLS, replayCorner: 'left', handSize: HAND_SIZE });
    this.records = new HeartsRecords(shell.records);
    this.names = demo ? [DEMO_PLAYER, ...OPPONENTS] : seatNames(seatedName(shell));
    this.table.centre.onActivate = () => this.pressCentre();
    this.focus.add(this.table.centre, this.lastTrick);
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
    this.settings = await this.records.settings();
    this.refreshMenus();
    await this.arrive(this.records, (kept) => this.prepareResume(kept), (kept) => this.records.addLoss(kept.player), () => this.newGame());
  }

  private newGame(): void {
    this.names = this.demo ? [DEMO_PLAYER, ...OPPONENTS] : seatNames(this.person.name);
    this.history = [];
    this.shown = EMPTY_TABLE;
    this.handEnded = null;
    // The game on is replaced: its received cards waiting for OK (and anything else it was showing) are gone with it.
    this.games.replace();
    this.pass.stop();
    this.deal({ options: this.settings.options, seed: this.live.nextSeed() }, opening);
    this.refreshMenus();
  }

  /** The table as a kept game left it, should it be carried on. */
  private prepareResume(saved: SavedHearts): void {
    this.games.replace();
    this.history = saved.history;
    this.names = saved.names;
    const view = hearts.view(saved.state, 0);
    // Exactly as it was left: a pass half chosen, or the received cards waiting for OK.
    const { chosen, raised, waitingForOk } = keptChoice(saved, view);
    this.pass.reset(chosen);
    this.shown = { ...shownOf(view), raised };
    if (waitingForOk) void this.waitForOk();
  }

  protected async save(game: HeartsGame | null): Promise<void> {
    // A game only dealt is nobody's loss: it is not kept, so it is never offered or counted.
    const kept = game === null || (game.actions.length === 0 && this.pass.chosen.length === 0) ? null : game;
    await this.keepGame(this.records.kept, kept, { history: this.history, names: this.names, chosen: this.pass.chosen, waitingForOk: this.pass.waitingForOk });
  }

  // ---- the flow of play ----

  /** Show the events of one move, in order. */
  protected async present(events: readonly HeartsEvent[]): Promise<void> {
    const game = this.games.current;
    await this.pass.pending;
    for (const event of events) {
      if (!this.showing(game)) return;
      await this.animate(event, game);
    }
    if (this.showing(game)) this.render();
  }

  /** Whether `game` is still the one at the table. */
  private showing(game: number): boolean {
    return this.games.showing(game) && !this.destroyed;
  }

  /** One event of `game` on the table: cards move, sounds play, dialogs open (while it is still the game at the table). */
  private async animate(event: HeartsEvent, game: number): Promise<void> {
    const view = this.myView();
    switch (event.type) {
      case 'deal':
        this.handEnded = null;
        this.pass.reset();
        this.shell.sfx.play('deal');
        await this.dealHold.during(() => this.move(dealMove({ ...shownOf(view), table: [] }, [...view.hand, ...[1, 2, 3].flatMap((seat) => this.othersKeys(seat))], this.table), () => this.hand.focusFirst()));
        break;
      case 'exchange': {
        const move = exchangeMove(this.shown, this.pass.chosen, view, event, this.table);
        this.pass.reset();
        this.shell.sfx.play('deal');
        await this.move(move);
        if (!this.showing(game)) break;
        if (!this.demo && !this.replay) {
          await this.waitForOk(game);
          break;
        }
        await this.clock.pause(DEMO_PAUSE_MS);
        if (!this.showing(game)) break;
        this.shown = { ...this.shown, raised: [] };
        this.render();
        break;
      }
      case 'play':
        this.shell.sfx.play('flip');
        await this.move(playMove(this.shown, event, this.replay !== null, this.table));
        break;
      case 'hearts-broken':
        this.shell.sfx.play('broken');
        break;
      case 'trick':
        await this.clock.pause(TRICK_HOLD_MS);
        if (!this.showing(game)) break;
        if (event.queenTaker !== null) this.shell.sfx.play('queen');
        await this.move(gatherMove(this.shown, event, this.table));
        break;
      case 'hand':
        await this.handOver(event, game);
        break;
      default:
        break;
    }
  }

  /** The player sees what came in before play starts, until OK; the pause is kept with the game. */
  private async waitForOk(game = this.games.current): Promise<void> {
    const ok = this.pass.awaitOk();
    this.render();
    this.hand.focusOn(this.table.centre);
    this.keepChoice();
    // Called off by a new game: the table is that game's now.
    if (!(await ok) || !this.showing(game)) return;
    this.shown = { ...this.shown, raised: [] };
    this.render();
    this.hand.focusFirst();
    this.keepChoice();
  }

  /** Keep what the player has chosen so far (the pass, the OK still to press) with the game. */
  private keepChoice(): void {
    if (this.live.inProgress && !this.replay) void this.save(this.live.record());
  }

  /** The keys of a seat's cards as the table holds them: backs in play, faces in a replay. */
  private othersKeys(seat: number): string[] {
    const view = this.session.view(seat);
    if (this.replay && view) return view.hand;
    return Array.from({ length: HAND_SIZE }, (_, i) => `back:${seat}:${i}`);
  }

  private async handOver(event: Extract<HeartsEvent, { type: 'hand' }>, game: number): Promise<void> {
    const { points, moon } = event;
    // The engine has dealt the next hand already; the table shows this one's end (by its own number) until then.
    this.handEnded = event.handNumber;
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
    if (this.live.toAct === null || !this.showing(game)) return;
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
    if (await this.demoAgain(DEMO_PAUSE_MS * 2, () => this.newGame())) return;
    this.refreshMenus();
    this.shell.sfx.play(outcome.winners.includes(0) ? 'win' : 'lose');
    const place = await this.records.addGame(this.person.name, outcome.scores, outcome.winners, this.history.length);
    await this.showEnd(outcome, game, fameLine(place));
  }

  /** The final score sheet: a new game, the game played back, or leave. */
  private async showEnd(outcome: Outcome, game: HeartsGame, fame: string | null = null): Promise<void> {
    const note = `${winnersNote(outcome.winners, this.names)}${fame ? `\n${fame}` : ''}\nDealt from seed ${game.seed}.`;
    const sheet = openScoreSheet(this.shell.nav, this.names, this.history, outcome.scores, { title: 'Game Over', note, buttons: this.endButtons() });
    const answer = await sheet.result;
    if (answer === 'replay') this.shown = EMPTY_TABLE;
    this.afterEnd(answer, game, opening, () => this.newGame(), () => {
      this.shown = shownOf(this.myView());
      this.render();
      void this.showEnd(outcome, game, fame);
    });
  }

  // ---- the player's choices ----

  /** Back with cards chosen for the pass puts them down again. */
  protected override dismiss(): boolean {
    if (this.pass.chosen.length === 0 || this.person.waiting?.view.phase !== 'pass') return false;
    this.pass.reset();
    this.shell.sfx.play('click');
    this.shown = { ...this.shown, raised: [] };
    this.render({ duration: 80 });
    this.keepChoice();
    return true;
  }

  /** A card pressed during the deal counts at the turn if it may be chosen then; else the focus goes to it, quietly: never a refusal after the fact. */
  protected override yourTurn(decision: Decision<HeartsView, HeartsAction>): void {
    const held = this.dealHold.take();
    super.yourTurn(decision);
    if (held === null) return;
    if (decision.view.phase === 'pass' || decision.legal.some((a) => a.type === 'play' && a.card === held)) this.chooseCard(held);
    else {
      const card = this.hand.cards.find((h) => h.card === held);
      if (card) this.hand.focusOn(card);
    }
  }

  protected chooseCard(card: Card): void {
    const decision = this.person.waiting;
    // Pressed while the cards fly out: they land at once, and the press counts when the turn comes.
    if (!decision && this.dealHold.hold(card)) return;
    if (!decision || this.pass.waitingForOk) {
      this.shell.sfx.play('error');
      return;
    }
    if (decision.view.phase === 'pass') {
      if (!this.pass.toggle(card, decision.view.passCount)) {
        this.shell.sfx.play('error');
        return;
      }
      this.shell.sfx.play('click');
      this.shown = { ...this.shown, raised: this.pass.chosen };
      this.render({ duration: 80 });
      this.keepChoice();
      // With the pass chosen the next press is most likely the pass itself.
      if (this.pass.chosen.length === decision.view.passCount) this.hand.focusOn(this.table.centre);
      return;
    }
    this.offer({ type: 'play', card });
  }

  private pressCentre(): void {
    if (this.pass.pressOk()) {
      this.shell.sfx.play('click');
      return;
    }
    const decision = this.person.waiting;
    if (!decision || decision.view.phase !== 'pass') return;
    if (this.pass.chosen.length !== decision.view.passCount) {
      this.shell.sfx.play('error');
      void messageBox(TITLE, `Choose ${decision.view.passCount} cards to pass first.`);
      return;
    }
    this.shell.sfx.play('click');
    this.offer({ type: 'pass', cards: this.pass.chosen });
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
      case 'limit': {
        const next = await askPointLimit(this.settings);
        if (next) await this.changeSettings(next);
        return;
      }
      case 'statistics':
        await messageBox('Statistics', await this.records.statisticsText(this.person.name));
        return;
      case 'last-trick':
        await this.showLastTrick();
        return;
      case 'scores':
        await openScoreSheet(this.shell.nav, this.names, this.history, this.live.state?.scores ?? [0, 0, 0, 0], { title: 'Score Sheet' }).result;
        return;
      default:
        await this.windowMenu(id, HOW_TO_PLAY);
    }
  }

  private async changeSettings(next: HeartsTable): Promise<void> {
    const changed = changesWaiting(this.settings, next);
    this.settings = next;
    this.refreshMenus();
    await this.records.setSettings(next);
    const inForce = this.run.terms();
    if (inForce === null) return;
    // Nothing chosen yet: deal again under the new settings. Otherwise they wait for the next game, and the player is told so.
    await this.nextGameTerms(changesWaiting(inForce, next) ? nextGameNote(inForce, next) : null, this.untouched(), () => this.newGame(), changed);
  }

  /** The game has just been dealt: nobody has passed or played a card, and nothing is chosen. */
  private untouched(): boolean {
    return this.live.untouched && this.pass.chosen.length === 0;
  }

  protected override refreshMenus(): void {
    // During a game the ticks show the settings it is played under; changes wait, named, for the next.
    this.frame.menuBar?.model.sync(heartsMenus(this.settings, this.run.terms()));
  }

  protected trickShown(view: HeartsView) {
    const words = lastTrickWords(view, this.names);
    return { trick: view.lastTrick, names: this.names, caption: words.caption, after: words.points };
  }

  // ---- drawing ----

  /** Draw the table as it stands; cards glide as `options` say. */
  protected render(options: ShowOptions = {}): void {
    if (this.destroyed) return;
    const state = this.session.state;
    const view = state ? this.myView() : null;
    const device = this.deviceInHand();
    const banner = this.demo ? 'Four computer players show how it goes. Press Start to play!' : this.replay ? this.replayStatus() : null;
    // Rules changed in the menu wait for the next game, and the status line says so meanwhile.
    const inForce = this.replay ? null : this.run.terms();
    const rulesPending = inForce !== null && changesWaiting(inForce, this.settings);
    const moment = { view, toAct: this.session.toAct, names: this.names, pass: this.pass, handEnded: this.handEnded, device, rulesPending, banner };
    // A replay shows every hand face up, as it stands in the replayed game.
    const faces = this.replay ? [0, 1, 2, 3].map((seat) => (seat === 0 ? [] : (this.session.view(seat)?.hand ?? []))) : undefined;
    const scene = heartsScene({ ...moment, decision: this.replay ? null : this.person.waiting }, { ...this.shown, faces });
    this.table.draw(scene, options);
    this.syncLastTrick(view);
    this.hand.sync(this.shown.hand, this.table.centre);
    this.drawMarks();
  }

  // ---- automation ----

  snapshot(): HeartsSnapshot {
    const view = this.session.state ? this.myView() : null;
    const window = windowSnapshot(this.frame, this.shell.nav, [
      ...this.handControls(),
      { id: 'centre', label: this.table.centre.label, item: this.table.centre },
      ...this.lastTrickControl(),
    ]);
    return {
      ...window,
      ...this.sessionSnapshot(),
      phase: view?.phase ?? 'starting',
      waitingForOk: this.pass.waitingForOk,
      hand: this.shown.hand,
      chosen: this.pass.chosen,
      legal: playable(this.person.waiting),
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
      marked: this.hand.cards[this.table.markedCard ?? -1]?.card ?? null,
    };
  }

  override destroy(): void {
    this.pass.stop();
    super.destroy();
  }
}
