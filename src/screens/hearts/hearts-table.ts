// The Hearts table as it is drawn and read, with whoever sits at it: the
// felt and the hands, the status line, the people at the cabinet each
// playing from the bottom of the table turned to them, the cover between
// their turns and their cards shown when they lift it, a network game's
// players with the kiosk's own seat at the bottom (drawn from what the
// server sent that seat alone), and what automation reads of it all. The
// flow of play, the choices and the menus are the screen's (hearts-screen.ts).

import type { NetworkSeat } from '../table/network-seats';
import type { Level, Outcome, Seat } from '../../engine/game';
import { type HeartsAction, type HeartsEvent, type HeartsOptions, type HeartsState, type HeartsView, gameOutcome, hearts } from '../../engine/hearts';
import { type Button, type DialogHost, hostBelow } from '../../renderer/widgets';
import { lineHeight } from '../../renderer/text';
import type { LocalSeat } from '../../table/seats';
import type { Shell } from '../shell-contract';
import type { ShowOptions } from '../table/card-layer';
import { CardTable } from '../table/card-table';
import { coverText } from '../table/cover-panel';
import type { SeatPlan } from '../table/seat-plan';
import { chatButton, showChat } from '../table/chat-button';
import { nameSpot } from '../table/layout';
import { EMPTY_TABLE } from '../table/table-view';
import { ShownGame } from '../table/shown-game';
import { windowSnapshot } from '../table/window-snapshot';
import { CoverTurns } from './cover-turns';
import { HEARTS_CONTROLS } from './hearts-controls';
import { HEARTS_NETWORK } from './hearts-network';
import { HeartsRecords } from './hearts-records';
import { heartsScene, playable } from './hearts-scene';
import type { HeartsSnapshot } from './hearts-snapshot';
import type { TableKind } from './hearts-stats';
import { PassChoice } from './pass-choice';
import { aloneAgainst, tableKind, tableNames } from './seating';
import { faceDown, shownOf } from './table-moves';
import { STANDARD_TABLE, type HeartsTable, changesWaiting, heartsMenus } from './table-rules';
import { OPPONENTS, lastTrickWords } from './texts';

export const TITLE = 'Hearts Deluxe';
/** The least time a computer player seems to think, so a person can follow the play. */
const THINK_MS = 450;
export const DEMO_PLAYER = 'Dot';
export const HAND_SIZE = 13;

/** How a network game ended, as its last view has it; null while it goes on. */
function networkOutcome(view: HeartsView | null): Outcome | null {
  return view?.phase === 'over' ? gameOutcome(view.scores, view.options.pointLimit) : null;
}

export abstract class HeartsTableScreen extends CardTable<HeartsState, HeartsAction, HeartsOptions, HeartsView, HeartsEvent> {
  readonly id = 'hearts';

  protected settings: HeartsTable = STANDARD_TABLE;
  protected history: number[][] = [];
  protected names: string[];
  /** The cards chosen to pass; until OK is pressed on the received ones nothing more is shown (a resumed game waits there too). */
  protected readonly pass = new PassChoice();
  /** The hand just ended, between its last trick and the next deal; null otherwise. */
  protected handEnded: number | null = null;
  /** The game at the table: the events of one replaced by another stop showing at once. */
  protected readonly games = new ShownGame();
  protected readonly records: HeartsRecords;
  /** The cover between people's turns, and what they do alone under it. */
  protected readonly turns: CoverTurns;
  /** A network game's chat, on the felt while one is on. */
  private readonly chat: Button;
  /** The menus' ticks as last drawn: they follow the game at the table, the network's too. */
  private menusDrawn = '';
  /** The table's last game was a network game, left: nothing is on it until a game is dealt here. */
  private afterNetwork = false;

  constructor(shell: Shell, options: { demo?: boolean } = {}) {
    const demo = options.demo ?? false;
    // No animations or thinking pauses for automation; a demo is a show and keeps its pace.
    const instant = shell.flags.instant && !demo;
    super(shell, { title: TITLE, menus: heartsMenus(STANDARD_TABLE), game: hearts, thinkMs: THINK_MS, demo, instant, controls: HEARTS_CONTROLS, replayCorner: 'left', handSize: HAND_SIZE, network: HEARTS_NETWORK });
    this.records = new HeartsRecords(shell.records);
    this.names = demo ? [DEMO_PLAYER, ...OPPONENTS] : tableNames(aloneAgainst(this.person.name, STANDARD_TABLE.level));
    this.turns = new CoverTurns(this.table);
    this.turns.panel.button.onActivate = () => this.showCards();
    this.chat = chatButton(this.table, () => void this.network.game?.openChat());
    this.focus.add(this.table.centre, this.lastTrick, this.chat, this.turns.panel.button);
  }

  // ---- who sits where, and whose cards show ----

  /** The level the next game is played at: its weakest computer player's (the menu's, at a table of people only). */
  protected level(): Level {
    return this.seats.computerSeats.length > 0 ? this.seats.level : this.settings.level;
  }

  /** What the game at the table counts as in the records: against the computers at its level, or among people only. */
  protected get kind(): TableKind {
    return tableKind(this.seats.seating, this.gameLevel);
  }

  /** Several people share the screen (a replay shows every hand to all). */
  protected get shared(): boolean {
    return this.cover.shared && !this.replay;
  }

  /** Watching a network game: no seat of it is this kiosk's. */
  protected get watching(): boolean {
    return this.network.game !== null && this.network.game.you === null;
  }

  /** The seat the table calls "You": the one person playing here (none when people share the screen, or watch). */
  protected get you(): Seat | null {
    return this.shared || this.watching ? null : this.cover.viewer;
  }

  /** Seat `plans` at the table: names, the cover (the first person's cards at the bottom). */
  protected sitAt(plans: readonly SeatPlan[], names = tableNames(plans)): void {
    this.seats.set(plans);
    this.names = names;
    const people = this.seats.personSeats;
    this.cover.seat(people.length, people[0] ?? 0);
  }

  /** A new game comes to the table: nothing of the last one stays on it. */
  protected clearTable(): void {
    this.history = [];
    this.shown = EMPTY_TABLE;
    this.handEnded = null;
    // The game on is replaced: its received cards waiting for OK (and anything else it was showing) are gone with it.
    this.games.replace();
    this.pass.stop();
    this.turns.stop();
    this.afterNetwork = false;
  }

  /** A network game's players (`names`): this kiosk's `people` at their seats, the first at the bottom (none: watching). */
  protected override sitAtNetwork(names: string[], people: readonly NetworkSeat[]): (LocalSeat<HeartsView, HeartsAction> | null)[] {
    this.names = names;
    this.clearTable();
    this.afterNetwork = true;
    return super.sitAtNetwork(names, people);
  }

  /** The table as a network game's `view` has it, with no move under way (joining it, or coming back to it). */
  protected override lay(view: HeartsView): void {
    // The server says so when the person is asked, and when the connection comes back: a pass sent stays raised
    // until the exchange, one half chosen stays chosen, and once the cards have changed hands nothing is.
    if (view.phase !== 'pass') this.pass.reset();
    else if (view.passed !== null) this.pass.reset(view.passed);
    this.handEnded = null;
    this.shown = { ...shownOf(view, this.faceUp), raised: this.faceUp ? this.pass.chosen : [] };
    this.render();
  }

  /** Whether `game` is still the one at the table. */
  protected showing(game: number): boolean {
    return this.games.showing(game) && !this.destroyed;
  }

  /** The network's Game Over box opens below the top seat's name, so all four totals are read beside it. */
  protected override endHost(): DialogHost {
    return hostBelow(this.shell.nav, this.frame.clientRect.y + nameSpot(this.table.size, 'top', HAND_SIZE).y + lineHeight() + 6);
  }

  /** What `seat` sees now, from the game the table shows: its own, a replay, or a network game (which holds only this kiosk's seat). */
  protected seen(seat: Seat): HeartsView {
    const view = this.run.source.view(seat);
    if (view === null) throw new RangeError('No game at the table.');
    return view;
  }

  protected override myView(): HeartsView {
    return this.seen(this.cover.viewer);
  }

  /** What the seat at the bottom sees now; null with no game at the table. */
  protected shownView(): HeartsView | null {
    return this.run.source.view(this.cover.viewer);
  }

  /** The rules and level of the game at the table (a network game's are its host's); null between games, and once the table's own is put away. */
  protected inForce(): HeartsTable | null {
    if (!this.network.on) return this.run.playing ? this.run.terms() : null;
    const view = this.shownView();
    return view && { options: view.options, level: this.settings.level };
  }

  /** Whether the cards at the bottom lie face up: alone, in a replay, or once the person named on the cover has lifted it. */
  protected get faceUp(): boolean {
    return this.replay !== null || this.cover.shown;
  }

  /** Keep what the player has chosen so far (the pass, the OK still to press) with the game (a network game is the server's). */
  protected keepChoice(): void {
    if (this.run.playing && !this.replay) void this.save(this.live.record());
  }

  /** What giving up the game costs: a loss for each person at the table by name. */
  protected override givingUp(it: string): string {
    const named = this.seats.statNames.filter((name) => name !== null);
    if (named.length === 0 || (named.length === 1 && named[0] === this.person.name)) return super.givingUp(it);
    return `${it} will count as a loss for ${named.join(' and ')}.`;
  }

  /** The seat whose person alone may act now: the one looking at the cards passed to them, else the one asked. */
  protected override actingSeat(): Seat | null {
    return this.turns.viewing ?? super.actingSeat();
  }

  /** Turn the table to `seat`: their cards at the bottom, face up only if nobody else shares the screen or they have shown them. */
  protected turnTo(seat: Seat): void {
    const open = this.cover.turn(seat);
    this.shown = { ...shownOf(this.seen(seat), open), raised: open ? this.pass.chosen : [] };
  }

  /** The person named on the cover shows their cards. */
  protected showCards(): void {
    const seat = this.actingSeat();
    if (seat === null || seat !== this.cover.viewer || !this.cover.uncover()) return;
    const view = this.seen(seat);
    // Seeing the exchange, the cards passed to them stand up; choosing a pass, the cards chosen so far.
    this.shown = { ...shownOf(view), raised: this.turns.viewing !== null ? (view.received ?? []) : this.pass.chosen };
    this.shell.sfx.play('flip');
    this.render();
    if (!this.turns.lifted()) this.hand.focusFirst();
  }

  /** The move is made: with others at the screen the cards turn face down. */
  protected turnDown(): void {
    if (!this.shared) return;
    this.cover.moved();
    this.shown = faceDown(this.shown, this.cover.viewer);
    this.render();
  }

  /** Whose statistics the Statistics box shows: each named person at the table in turn, or the person seated here (a guest is told why there are none). */
  protected statisticsOf(): (string | null)[] {
    const named = this.seats.statNames.filter((name) => name !== null);
    return named.length > 1 ? named : [this.person.name];
  }

  protected override refreshMenus(): void {
    // During a game the ticks show the settings it is played under; changes wait, named, for the next.
    const menus = heartsMenus(this.settings, this.inForce());
    this.menusDrawn = JSON.stringify(menus);
    this.frame.menuBar?.model.sync(menus);
  }

  protected trickShown(view: HeartsView) {
    const words = lastTrickWords(view, this.names, this.shared);
    return { trick: view.lastTrick, names: this.names, caption: words.caption, after: words.points };
  }

  // ---- drawing ----

  /** The cover's words while it is up (a person to act, their cards face down); null when it is down. */
  protected coverWords(): string | null {
    const seat = this.actingSeat();
    if (!this.shared || this.cover.shown || seat === null) return null;
    return coverText(this.names[seat] ?? '', this.seats.plan(seat), this.shell.input.padSlots());
  }

  /** Draw the table as it stands; cards glide as `options` say. */
  protected render(options: ShowOptions = {}): void {
    if (this.destroyed) return;
    const view = this.shownView();
    // A network game left: nothing is on the table until a game is dealt here.
    const left = view === null && this.afterNetwork && !this.network.on;
    if (left) this.shown = EMPTY_TABLE;
    const device = this.deviceInHand();
    // Over the network the status line gives way to the server's word (a turn's last seconds, a player gone, the end).
    const banner = this.demo ? 'Four computer players show how it goes. Press Start to play!' : this.replay ? this.replayStatus() : this.network.notice || (left ? 'Choose New Game from the Game menu to play here.' : null);
    // Rules changed in the menu wait for the next game, and the status line says so meanwhile (a network game's are its host's).
    const inForce = this.replay || this.network.on ? null : this.inForce();
    const rulesPending = inForce !== null && changesWaiting(inForce, this.settings);
    if (JSON.stringify(heartsMenus(this.settings, this.inForce())) !== this.menusDrawn) this.refreshMenus();
    const cover = this.coverWords();
    this.turns.panel.show(cover);
    const shared = this.shared ? { covered: cover !== null } : undefined;
    // Each person seeing the cards passed to them, in turn, is a pause for OK from the first to the last.
    const pass = { chosen: this.pass.chosen, waitingForOk: this.pass.waitingForOk || this.turns.viewing !== null };
    const moment = { view, toAct: this.run.source.toAct, names: this.names, pass, handEnded: this.handEnded, device, rulesPending, banner, shared };
    // The table turns to the seat shown at the bottom; a replay shows every other hand face up, as it stands in the replayed game.
    const bottom = (this.table.bottom = this.cover.viewer);
    const faces = this.replay ? [0, 1, 2, 3].map((seat) => (seat === bottom ? [] : (this.session.view(seat)?.hand ?? []))) : undefined;
    const scene = heartsScene({ ...moment, decision: this.replay ? null : (this.seats.waiting()?.decision ?? null) }, { ...this.shown, faces });
    this.table.draw(scene, options);
    this.syncLastTrick(view);
    showChat(this.chat, this.network.game?.chat.unread ?? null);
    this.hand.sync(this.shown.hand, this.table.centre);
    this.drawMarks();
  }

  // ---- automation ----

  snapshot(): HeartsSnapshot {
    const view = this.shownView();
    const waiting = this.seats.waiting();
    const window = windowSnapshot(this.frame, this.shell.nav, [
      ...this.handControls(),
      { id: 'centre', label: this.table.centre.label, item: this.table.centre },
      ...this.lastTrickControl(),
      ...(this.chat.visible ? [{ id: 'chat', label: this.chat.label, item: this.chat }] : []),
      ...(this.turns.panel.visible ? [{ id: 'show-cards', label: this.turns.panel.button.label, item: this.turns.panel.button }] : []),
    ]);
    return {
      ...window,
      ...this.sessionSnapshot(),
      // A network game's turn and end are the server's; its seed is told at its end.
      ...(this.network.on && { toAct: view?.toAct ?? null, outcome: networkOutcome(view), seed: null }),
      network: this.network.snapshot(),
      busy: waiting === null,
      phase: view?.phase ?? 'starting',
      waitingForOk: this.pass.waitingForOk,
      hand: this.shown.hand,
      // Under the cover nothing of a hand is told, not even the cards chosen for a pass (a game carried on half-way through one).
      chosen: this.cover.shown ? this.pass.chosen : [],
      legal: playable(this.cover.shown && !this.replay ? (waiting?.decision ?? null) : null),
      table: this.shown.table,
      scores: view?.scores ?? [],
      history: this.history,
      handNumber: view?.handNumber ?? 0,
      passDirection: view?.passDirection ?? null,
      options: this.settings.options,
      gameOptions: view?.options ?? null,
      level: this.settings.level,
      stats: this.records.totals,
      tables: this.records.tables,
      names: this.names,
      status: this.table.statusText,
      marked: this.hand.cards[this.table.markedCard ?? -1]?.card ?? null,
      viewer: this.cover.viewer,
      waiting: waiting?.seat ?? null,
      acting: this.actingSeat(),
      covered: this.turns.panel.visible,
      cover: this.turns.panel.text,
      seating: [...this.seats.seating],
      kind: this.live.state && !this.demo ? this.kind : null,
    };
  }

  override destroy(): void {
    this.pass.stop();
    this.turns.stop();
    super.destroy();
  }
}
