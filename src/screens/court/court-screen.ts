// Affairs of the Court at the kiosk: a Windows 3.1 window with the File,
// Options, Difficulty and Help menus; you against the computer, or two
// people head to head at one cabinet (File > Players), each on their own pad
// or sharing the keyboard and mouse, the person to act at the bottom and the
// table covered between their turns. The engine settles every turn; the
// moves are shown one event at a time (`court-show.ts`), whose turn it is
// and whose cards show is `court-turns.ts`, and the choices of the person
// playing become actions in `court-choices.ts`; this screen ties them to the
// window, its menus, the records and the tournaments. A network game
// (File > Network..., `court-network.ts`) takes the table through the
// shared network mode: drawn from the network view, the kiosk's own seat
// at the bottom, and never in the Court's own records.

import type { NetworkSeat } from '../table/network-seats';
import { type CourtAction, type CourtEvent, type CourtOptions, type CourtState, type CourtView, court, courtTerms } from '../../engine/court';
import type { Command, Device } from '../../input/commands';
import type { Level, Outcome } from '../../engine/game';
import { type Focusable, messageBox } from '../../renderer/widgets';
import type { Shell } from '../shell-contract';
import type { ShowOptions } from '../table/card-layer';
import { CourtHand } from './court-hand';
import type { SeatPlan } from '../table/seat-plan';
import type { Decision, LocalSeat } from '../../table/seats';
import type { SessionGame } from '../../table/session';
import { windowSnapshot } from '../table/window-snapshot';
import { WindowTable } from '../table/window-table';
import { showHistory } from './court-history-dialog';
import { type CourtSettings, type InForce, STANDARD_SETTINGS, courtMenus, pendingNote, pickSetting } from './court-menus';
import { askCardStyle } from './card-style';
import { CourtRecords } from './court-records';
import { anyoneRecords, givingUpText, keptNote, recordCourtGame } from './court-results';
import type { SavedCourt } from './saved-court';
import { type CourtScene, CourtTable } from './court-table';
import { courtScene } from './court-scene';
import { playableCards } from '../table/playable';
import { HOW_TO_PLAY, endOfRound, gameOverText } from './court-texts';
import { type CourtSnapshot, courtControls, courtSnapshot } from './court-snapshot';
import { COURT_CONTROLS } from './court-controls';
import { CourtTournament } from './court-tournament';
import { CourtPresses } from './court-presses';
import { CourtChoices } from './court-choices';
import { CourtShow } from './court-show';
import { ONE_PERSON, gamePlans, headToHead, recordNames } from './court-seating';
import { chooseTable } from './court-players';
import { CourtTurns } from './court-turns';
import { ShownGame } from '../table/shown-game';
import { TOURNAMENT_ROUNDS, currentPlayer } from './tournament';
import { COURT_NETWORK, hostStart, networkPlay } from './court-network';
import { NoticeLine } from '../table/notice-line';

const TITLE = 'Affairs of the Court';
const THINK_MS = 500;
const IN_TOURNAMENT = 'Each tournament player plays the computer. Choose who plays once the tournament is over.';

type CourtGame = SessionGame<CourtState, CourtAction, CourtOptions>;

/** A round begins: the event that opens every game. */
const opening = courtTerms.opening;

export class CourtScreen extends WindowTable<CourtState, CourtAction, CourtOptions, CourtView, CourtEvent> {
  readonly id = 'court';
  private readonly table: CourtTable;
  private readonly deck: Focusable & { enabled: boolean };
  /** The bottom hand's cards as controls, and the focus marks. */
  private readonly hand: CourtHand;
  private readonly records: CourtRecords;

  private settings: CourtSettings = STANDARD_SETTINGS;
  /** Who plays normal games: the table last set up in the Players dialog (a tournament seats its players against the computer). */
  private plans: readonly SeatPlan[] = ONE_PERSON;
  private device: Device;
  private readonly tournaments: CourtTournament;
  /** A press made while a move is still shown finishes the showing at once, and waits for your turn. */
  private readonly presses: CourtPresses;
  /** The game at the table: the events of one replaced by another stop showing at once. */
  private readonly games = new ShownGame();
  /** The moves shown one event at a time, and what the table shows meanwhile. */
  private readonly showing: CourtShow;
  /** Who sits where, whose turn it is, and whose cards show. */
  private readonly turns: CourtTurns;
  /** The choices of the person playing, turned into actions. */
  private readonly choices: CourtChoices;
  /** A network game's last word, on the line under the table for a step or so. */
  private readonly notices = new NoticeLine();

  constructor(shell: Shell) {
    super(shell, { title: TITLE, menus: courtMenus(STANDARD_SETTINGS, false), game: court, thinkMs: THINK_MS, instant: shell.flags.instant, controls: COURT_CONTROLS, replayCorner: 'right', network: COURT_NETWORK });
    this.records = new CourtRecords(shell.records);
    const client = this.frame.clientRect;
    this.table = new CourtTable(client.width, client.height, () => shell.flags.instant || this.presses.rushing);
    this.presses = new CourtPresses(this.clock, () => this.table.cards.settle());
    const turns = (this.turns = new CourtTurns({ seats: this.seats, cover: this.cover, person: () => this.person.name, gameLevel: () => this.gameLevel, replaying: () => this.replay !== null, source: () => this.run.source }));
    this.showing = new CourtShow({
      table: this.table,
      presses: this.presses,
      clock: this.clock,
      games: this.games,
      turns,
      sfx: (name) => shell.sfx.play(name),
      view: () => this.seen(),
      render: (options) => this.render(options),
      replaying: () => this.replay !== null,
      ruleCues: () => this.settings.ruleCues,
      drew: (seat) => {
        // The person at the bottom put down the card they were looking at.
        if (seat === turns.bottom()) this.choices.revealed = false;
      },
      roundText: (event) => this.roundText(event.round, event.scores),
      // At a network table the next round goes on for everyone: the box goes once shown its time (under automation's instant speed, on OK).
      roundGoes: () => (this.network.on && !shell.flags.instant && !this.replay ? this.network.roundShown(this.clock) : null),
      watching: () => this.watching,
    });
    const choices = (this.choices = new CourtChoices({
      table: this.table,
      presses: this.presses,
      turns,
      focus: this.focus,
      shared: () => this.cover.shared,
      askedOf: (seat) => this.askedOf(seat),
      sfx: (name) => shell.sfx.play(name),
      render: (options) => this.render(options),
      drawMarks: () => this.drawMarks(),
      focusCard: (card) => this.hand.focusCard(card),
      offer: (action, person) => this.offer(action, person),
    }));
    this.frame.client.addChild(this.table);
    this.deck = this.table.deckControl(() => choices.drawTopCard());
    this.hand = new CourtHand({ table: this.table, focus: this.focus, deck: this.deck, phase: () => this.seen()?.phase ?? null, replaying: () => this.replay !== null, play: (card) => choices.playCard(card) });
    this.table.keep.onActivate = () => choices.drawChoice('keep');
    this.table.discard.onActivate = () => choices.drawChoice('discard');
    this.table.cancelTournament.onActivate = () => void this.tournaments.cancel();
    this.table.cover.button.onActivate = () => this.showCards();
    this.table.chat.onActivate = () => void this.network.game?.openChat();
    this.focus.add(this.deck, this.table.keep, this.table.discard, this.table.cancelTournament, this.table.chat, this.table.cover.button);
    this.device = shell.input.lastDevice;
    this.tournaments = new CourtTournament({
      records: this.records,
      seat: (name) => {
        this.seat(name);
        void this.records.load(name);
      },
      seated: () => this.person.name,
      newGame: () => this.newGame(),
      // A game nobody has played yet is replaced by the tournament without a loss.
      playing: () => this.live.inProgress && !this.live.untouched,
      abandon: () => this.live.abandon('if-played'),
      nextSeed: () => this.live.nextSeed(),
      refresh: () => {
        this.refreshMenus();
        this.render();
      },
      gone: () => this.destroyed,
    });
  }

  private get tournament() {
    return this.tournaments.current;
  }

  /** Someone here watches a network game: no hand of theirs at the table. */
  private get watching(): boolean {
    return this.network.on && this.network.game?.you === null;
  }

  /** What the seat at the bottom sees now, from whichever source the table has: its own game, a replay, or a network game. */
  private seen(): CourtView | null {
    return this.run.source.view(this.turns.bottom());
  }

  protected moving(): boolean {
    return this.table.cards.busy;
  }

  /** The level a new game is dealt at: a tournament's own, or the Difficulty menu's. */
  protected level(): Level {
    return this.tournament?.level ?? this.settings.level;
  }

  show(): void {
    void this.open();
  }

  // ---- starting ----

  private async open(): Promise<void> {
    this.settings = await this.records.settings();
    this.plans = this.settings.seating?.seats ?? ONE_PERSON;
    this.refreshMenus();
    this.render();
    // A page reloaded in the middle of a network game goes back to its seat, if the person wants.
    if ((await this.network.rejoin(this.person.name)) || this.destroyed) return;
    const keptPlans = (kept: SavedCourt) => gamePlans(kept.seating?.seats ?? ONE_PERSON, this.person.name, kept.level, kept.tournament !== null);
    const resume = (kept: SavedCourt) => {
      this.games.replace();
      this.tournaments.current = kept.tournament;
      if (kept.tournament) this.seat(kept.tournament.players[currentPlayer(kept.tournament) ?? 0] ?? null);
      this.turns.sitAt(keptPlans(kept));
    };
    const lost = async (kept: SavedCourt) => void (await recordCourtGame(this.records, this.turns.recorded(keptPlans(kept)), kept.state, kept.level, true));
    const counts = (kept: SavedCourt) => kept.seating === undefined || anyoneRecords(this.turns.recorded(keptPlans(kept)));
    await this.arrive(this.records, resume, lost, () => this.startNew(), counts);
  }

  /** A new game at the table set up: after people played each other, the Players dialog first, on their table. */
  private async startNew(): Promise<void> {
    if (headToHead(this.plans)) {
      // Behind the dialog, before any game, the table is theirs: no game's buttons, their names.
      if (this.live.state === null) this.turns.sitAt(gamePlans(this.plans, this.person.name, this.level()));
      this.render();
      // Cancelled (or its lobby closed with no game): their table is dealt as it was, unless a game is still on.
      if (!(await this.choosePlayers()) && this.live.inProgress) return this.render();
    }
    if (!this.destroyed && !this.network.taken) this.newGame();
  }

  /** The Players dialog on the last table; the table chosen is kept for the cabinet. False when it was cancelled, or Network... opened the lobby. */
  private async choosePlayers(): Promise<boolean> {
    const chosen = await chooseTable(this.shell, this.settings, this.plans, this.person.name);
    if (chosen === null || this.destroyed) return false;
    if ('network' in chosen) return this.openNetwork(hostStart(this.settings), chosen.network.seats).then(() => false);
    this.seat(chosen.visitor);
    this.plans = chosen.plans;
    this.settings = chosen.settings;
    this.refreshMenus();
    await this.records.setSettings(this.settings);
    await this.records.load(this.person.name);
    return !this.destroyed;
  }

  /** Nothing of the game at the table goes on showing, nor is a press kept or a card turned over for it. */
  private clearTable(): void {
    this.choices.revealed = false;
    this.showing.reset();
    this.presses.take();
    this.games.replace();
  }

  private newGame(): void {
    const t = this.tournament;
    // A tournament's computer plays every player's game alike: the same decks, the same decision seeds.
    const setup = t
      ? { seed: t.seed, decks: t.decks.map((d) => d.slice()), options: { mustFollowSuit: true, roundLimit: TOURNAMENT_ROUNDS } }
      : { seed: this.live.nextSeed(), options: { mustFollowSuit: this.settings.mustFollowSuit } };
    this.clearTable();
    // A game given up for this one is recorded for those who played it, before the next players sit down.
    this.giveUp();
    this.turns.sitAt(gamePlans(this.plans, this.person.name, this.level(), t !== null));
    this.deal(setup, opening);
    this.refreshMenus();
  }

  protected async save(game: CourtGame | null): Promise<void> {
    // A tournament is kept for whoever began it (its players need not be known names); it knows whose turn it is.
    const owner = this.tournament ? (this.tournament.host ?? null) : this.person.name;
    // A game only dealt is nobody's loss: not kept, so never offered or counted (a tournament is kept throughout).
    const only = game !== null && game.actions.length === 0 && this.tournament === null;
    const people = this.turns.people() ? { seating: { seats: this.turns.plans() } } : {};
    await this.keepGame(this.records.kept, only ? null : game, { tournament: this.tournament, ...people }, owner);
  }

  // ---- a network game ----

  protected override sitAtNetwork(names: string[], people: readonly NetworkSeat[]): (LocalSeat<CourtView, CourtAction> | null)[] {
    this.clearTable();
    this.turns.sitAtNetwork(names);
    return super.sitAtNetwork(names, people);
  }

  /** The network table as its view has it, with no move under way (joining, coming back to the seat, or asked to move). */
  protected override lay(): void {
    this.refreshMenus();
    this.render();
  }

  // ---- the flow of play ----

  /** A person is asked to act: with others at the screen, the table is covered until they show their cards. */
  protected override yourTurn(decision: Decision<CourtView, CourtAction>): void {
    if (this.cover.turn(decision.seat)) return this.turnBegins(decision);
    // A press kept from before was not theirs.
    this.presses.take();
    this.render();
    this.focus.focus(this.table.cover.button);
    this.drawMarks();
  }

  /** The person named on the cover shows their cards. */
  private showCards(): void {
    const waiting = this.seats.waiting();
    if (!waiting || !this.cover.uncover()) return;
    this.shell.sfx.play('flip');
    this.turnBegins(waiting.decision);
  }

  /** The turn of a person whose cards show (see CourtChoices.begin). */
  private turnBegins(decision: Decision<CourtView, CourtAction>): void {
    this.choices.begin(decision, this.settings.quickPlay, this.showing.declined);
  }

  protected present(events: readonly CourtEvent[]): Promise<void> {
    // A network game's rule is known once its first step arrives: the menus tick it.
    if (this.network.on) {
      this.refreshMenus();
      this.notices.step();
    }
    return this.showing.present(events);
  }

  /** The End of Round box's words; null when the round ended the game. */
  private roundText(round: number, scores: readonly number[]): string | null {
    const people = this.turns.people();
    return this.run.source.toAct === null ? null : endOfRound(round, this.seen()?.options.roundLimit ?? 0, people?.[0] ?? this.myName(), scores, people?.[1]);
  }

  protected async recordAbandoned(game: CourtGame): Promise<void> {
    await recordCourtGame(this.records, this.turns.recorded(), game.state, this.gameLevel, true);
  }

  protected override givingUp(it: string): string {
    return givingUpText(this.turns.recorded(), it) ?? super.givingUp(it);
  }

  protected async gameOver(outcome: Outcome, game: CourtGame): Promise<void> {
    // Between two people somebody wins, unless it is a draw.
    const won = outcome.winners.includes(0) || (this.turns.people() !== null && !outcome.draw);
    this.shell.sfx.play(won ? 'win' : 'lose');
    if (this.tournament) {
      await this.tournaments.gameOver(game.state);
      return;
    }
    const table = this.turns.recorded();
    const place = await recordCourtGame(this.records, table, game.state, this.gameLevel, false);
    this.refreshMenus();
    await this.showEnd(outcome, game, keptNote(table, game.state, place));
  }

  private async showEnd(outcome: Outcome, game: CourtGame, note: string | null): Promise<void> {
    const answer = await messageBox('Game Over', gameOverText(outcome, this.myName(), game.state.round, game.seed, note, this.turns.people()), this.endButtons());
    this.afterEnd(answer, game, opening, () => void this.startNew(), () => void this.showEnd(outcome, game, note));
  }

  /** A replay (of a game here or a network game) starts with nothing of the game's last turn on the cue card. */
  protected override afterEnd(answer: string | null, game: CourtGame, open: (view: CourtView) => readonly CourtEvent[], again: () => void, shown: () => void): void {
    if (answer === 'replay') this.showing.cue = [];
    super.afterEnd(answer, game, open, again, shown);
  }

  protected async menu(id: string): Promise<void> {
    this.shell.sfx.play('click');
    const changed = pickSetting(this.settings, id);
    if (changed) {
      this.settings = changed;
      this.refreshMenus();
      await this.records.setSettings(changed);
      const acting = this.turns.acting();
      if (id === 'quickPlay' && acting) this.turnBegins(acting.decision);
      this.render();
      // Rules and the level belong to a game from its start: say when a change waits for the next.
      const note = pendingNote(id, changed, this.inForce());
      if (note) await messageBox(TITLE, note);
      return;
    }
    // A game here replaces a network game only if the person agrees to leave it.
    if ((id === 'new' || id === 'players' || id === 'tournament') && !(await this.network.mayLeave())) return;
    switch (id) {
      case 'new':
        if (await this.mayStartAnew(this.live.untouched)) await this.startNew();
        return;
      case 'players':
        if (this.tournament) await messageBox(TITLE, IN_TOURNAMENT);
        else if ((await this.mayStartAnew(this.live.untouched)) && (await this.choosePlayers())) this.newGame();
        return;
      case 'tournament':
        await this.tournaments.start(this.settings.level);
        return;
      case 'network':
        // A tournament is played here only (the menu item is greyed meanwhile).
        if (!this.tournament) await this.toNetwork(hostStart(this.settings));
        return;
      case 'history':
        // Both people's, at a table of two named people; the player's alone otherwise.
        await showHistory(this.shell.nav, this.records, this.network.on ? [this.person.name] : recordNames(this.turns.plans()));
        return;
      case 'cardStyle':
        this.settings = (await askCardStyle(this.settings)) ?? this.settings;
        await this.records.setSettings(this.settings);
        this.render();
        return;
      default:
        await this.windowMenu(id, HOW_TO_PLAY);
    }
  }

  /** The rule and level the game at the table was dealt with, while one is under way (people playing each other play at no level, nor does a network game here). */
  private inForce(): InForce | null {
    const rules = this.network.on ? this.seen()?.options : undefined;
    if (rules) return { mustFollowSuit: rules.mustFollowSuit, level: this.settings.level };
    const terms = this.run.terms();
    return terms && { mustFollowSuit: terms.options.mustFollowSuit, level: this.turns.people() ? this.settings.level : terms.level };
  }

  protected override refreshMenus(): void {
    this.frame.menuBar?.model.sync(courtMenus(this.settings, this.tournament !== null, this.inForce()));
  }

  private myName(): string {
    return this.person.name ?? 'You';
  }

  // ---- drawing ----

  private scene(): CourtScene {
    const bottom = this.turns.bottom();
    const view = this.showing.shown ?? this.seen();
    this.showing.seen = view;
    return courtScene({
      view,
      // A replay shows the other hand face up.
      theirHand: this.replay ? (this.session.view(1 - bottom)?.hand ?? []) : null,
      drawnFaceUp: this.replay ? (this.session.view(this.session.view(0)?.drawing?.seat ?? 0)?.drawn ?? null) : null,
      revealed: this.choices.revealed && !this.turns.faceDown(),
      back: this.settings.back,
      names: this.turns.names(),
      people: this.turns.people(),
      faceDown: this.turns.faceDown(),
      cover: this.turns.coverWords(this.shell.input.padSlots()),
      watching: this.watching,
      notice: this.notices.shown(this.network.notice),
      cue: this.showing.cue,
      tournament: this.tournaments.place(),
      device: this.device,
      status: this.replay ? this.replayStatus() : null,
      playable: playableCards(this.replay ? null : (this.turns.acting()?.decision ?? null)),
    });
  }

  protected render(options: ShowOptions = {}): void {
    if (this.destroyed) return;
    // Back from a network game: the table's own players sit down again, for the next game here.
    if (this.turns.networkLeft()) this.turns.sitAt(gamePlans(this.plans, this.person.name, this.level()));
    const scene = this.scene();
    this.table.draw(scene, options);
    const decision = this.replay ? null : (this.turns.acting()?.decision ?? null);
    const myDraw = decision?.view.phase === 'draw';
    const legal = myDraw ? decision.legal.map((a) => a.type) : [];
    // The draw's buttons stand by the deck only while hands are drawn.
    const drawing = (this.showing.shown ?? this.seen())?.phase === 'draw' && !this.replay;
    const revealed = this.choices.revealed;
    this.table.light({ drawing, keep: revealed && legal.includes('keep'), discard: revealed && legal.includes('discard'), tournament: this.tournament !== null, unread: this.network.game?.chat.unread ?? null });
    // The deck takes a press while the draw is shown (kept for your turn when it is not yet yours), not while the cards lie face down.
    this.deck.enabled = drawing && !revealed && !this.turns.faceDown();
    this.hand.sync(scene.hand);
    if (myDraw && !this.choices.revealed) this.focus.focus(this.deck);
    else if (myDraw && this.choices.revealed && !(this.focus.current === this.table.keep || this.focus.current === this.table.discard)) {
      this.focus.focus(this.table.keep.enabled ? this.table.keep : this.table.discard);
    }
    this.drawMarks();
  }

  protected drawMarks(): void {
    this.hand.drawMarks();
  }

  /** The status line names the buttons of the device in use: redrawn when the player changes device. */
  override handle(command: Command): void {
    super.handle(command);
    const device = this.shell.input.lastDevice;
    if (device === this.device || this.destroyed) return;
    this.device = device;
    // Only the words change: the cards are left to whatever they are doing.
    this.table.showStatus(this.scene().status);
  }

  override update(dtMs: number): void {
    this.table.cards.update(dtMs);
    super.update(dtMs);
  }

  // ---- automation ----

  snapshot(): CourtSnapshot {
    const view = this.seen();
    // A network game's turn and end are its view's: the table's own session is put away meanwhile.
    const network = this.network.on && !this.replay ? networkPlay(view) : {};
    return courtSnapshot({
      window: windowSnapshot(this.frame, this.shell.nav, courtControls(this.table, this.deck, this.hand.cards, this.tournament !== null)),
      session: { ...this.sessionSnapshot(), busy: this.seats.waiting() === null, ...network },
      view,
      faceDown: this.turns.faceDown(),
      legal: this.turns.acting()?.decision.legal ?? [],
      revealed: this.choices.revealed,
      settings: this.settings,
      records: this.records,
      tournament: this.tournament,
      table: this.table,
      seats: this.turns.snapshot(),
      network: this.network.snapshot(),
    });
  }
}
