// Affairs of the Court at the kiosk: a Windows 3.1 window with the File,
// Options, Difficulty and Help menus; you against the computer. The engine
// settles every turn; this screen shows the draw, the turns and the bonus
// round one event at a time, and turns the player's choices into actions.

import type { Card } from '../../engine/cards';
import { type CourtAction, type CourtEvent, type CourtOptions, type CourtState, type CourtView, court, courtTerms } from '../../engine/court';
import type { Command, Device } from '../../input/commands';
import type { Level, Outcome } from '../../engine/game';
import type { Point } from '../../renderer/glide';
import { type Focusable, messageBox } from '../../renderer/widgets';
import type { Shell } from '../shell-contract';
import { type FamePlace, fameLine } from '../shell/fame';
import type { ShowOptions } from '../table/card-layer';
import { HandCard, handControls } from '../table/hand-card';
import type { Decision } from '../../table/seats';
import type { SessionGame } from '../../table/session';
import { windowSnapshot } from '../table/window-snapshot';
import { WindowTable } from '../table/window-table';
import { openHistory } from './court-history-dialog';
import { type CourtSettings, type InForce, STANDARD_SETTINGS, courtMenus, pendingNote, pickSetting } from './court-menus';
import { askCardStyle } from './card-style';
import { CourtRecords, gameRecord } from './court-records';
import type { SavedCourt } from './saved-court';
import { type CourtScene, CourtTable } from './court-table';
import { courtScene } from './court-scene';
import { playableCards } from '../table/playable';
import { HOW_TO_PLAY, bonusSummary, endOfRound, gameOverText, ruleCue, turnSummary } from './court-texts';
import { askBonus } from './bonus-questions';
import { type CourtSnapshot, courtSnapshot } from './court-snapshot';
import { COURT_CONTROLS } from './court-controls';
import { CourtTournament } from './court-tournament';
import { afterEvent, turnSettling } from './table-shown';
import { CourtPresses, pressTaken } from './court-presses';
import { ShownGame } from '../table/shown-game';
import { TOURNAMENT_ROUNDS, currentPlayer } from './tournament';

const TITLE = 'Affairs of the Court';
const THINK_MS = 500;
/** Long enough to read what the turn did while its two cards are still up. */
const TURN_HOLD_MS = 1500;
const DRAW_MS = 250;

type CourtGame = SessionGame<CourtState, CourtAction, CourtOptions>;

/** A round begins: the event that opens every game. */
const opening = courtTerms.opening;

export class CourtScreen extends WindowTable<CourtState, CourtAction, CourtOptions, CourtView, CourtEvent> {
  readonly id = 'court';
  private readonly table: CourtTable;
  private readonly deck: Focusable & { enabled: boolean };
  private handCards: HandCard[] = [];
  private readonly records: CourtRecords;

  private settings: CourtSettings = STANDARD_SETTINGS;
  /** You took the top card and are looking at it (without Quick Play, a press on the deck). */
  private revealed = false;
  /** The table as the player is watching it while a move's events play out; null: the game's own view. */
  private shown: CourtView | null = null;
  /** The view drawn last: where the next move's events start from. */
  private seen: CourtView | null = null;
  /** The next view once a settled turn's cards are gathered. */
  private gathered: CourtView | null = null;
  /** Bonus cards you said no to in this bonus round. */
  private declined = new Set<Card>();
  /** The Rule Cue Card: what the last turn did, then its rule. */
  private cue: string[] = [];
  private device: Device;
  private readonly tournaments: CourtTournament;
  /** A press made while a move is still shown finishes the showing at once, and waits for your turn. */
  private readonly presses: CourtPresses;
  /** The game at the table: the events of one replaced by another stop showing at once. */
  private readonly games = new ShownGame();

  constructor(shell: Shell) {
    super(shell, { title: TITLE, menus: courtMenus(STANDARD_SETTINGS, false), game: court, thinkMs: THINK_MS, instant: shell.flags.instant, controls: COURT_CONTROLS, replayCorner: 'right' });
    this.records = new CourtRecords(shell.records);
    const client = this.frame.clientRect;
    this.table = new CourtTable(client.width, client.height, () => shell.flags.instant || this.presses.rushing);
    this.presses = new CourtPresses(this.clock, () => this.table.cards.settle());
    this.frame.client.addChild(this.table);
    this.deck = this.table.deckControl(() => this.drawTopCard());
    this.table.keep.onActivate = () => this.drawChoice('keep');
    this.table.discard.onActivate = () => this.drawChoice('discard');
    this.table.cancelTournament.onActivate = () => void this.tournaments.cancel();
    this.focus.add(this.deck, this.table.keep, this.table.discard, this.table.cancelTournament);
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
    this.refreshMenus();
    const resume = (kept: SavedCourt) => {
      this.games.replace();
      this.tournaments.current = kept.tournament;
      if (kept.tournament) this.seat(kept.tournament.players[currentPlayer(kept.tournament) ?? 0] ?? null);
    };
    await this.arrive(this.records, resume, async (kept) => void (await this.recordGame(kept.state, kept.level, true)), () => this.newGame());
  }

  private newGame(): void {
    const t = this.tournament;
    // A tournament's computer plays every player's game alike: the same decks, the same decision seeds.
    const setup = t
      ? { seed: t.seed, decks: t.decks.map((d) => d.slice()), options: { mustFollowSuit: true, roundLimit: TOURNAMENT_ROUNDS } }
      : { seed: this.live.nextSeed(), options: { mustFollowSuit: this.settings.mustFollowSuit } };
    this.revealed = false;
    this.shown = null;
    this.cue = [];
    this.presses.take();
    this.games.replace();
    this.deal(setup, opening);
    this.refreshMenus();
  }

  protected async save(game: CourtGame | null): Promise<void> {
    // A tournament is kept for whoever began it (its players need not be known names); it knows whose turn it is.
    const owner = this.tournament ? (this.tournament.host ?? null) : this.person.name;
    // A game only dealt is nobody's loss: not kept, so never offered or counted (a tournament is kept throughout).
    const only = game !== null && game.actions.length === 0 && this.tournament === null;
    await this.keepGame(this.records.kept, only ? null : game, { tournament: this.tournament }, owner);
  }

  // ---- the flow of play ----

  /** Your turn: Quick Play turns the top card over for you; the bonus round asks card by card. */
  protected override yourTurn(decision: Decision<CourtView, CourtAction>): void {
    if (decision.view.phase === 'draw' && this.settings.quickPlay && !this.revealed) this.revealed = true;
    if (decision.view.phase === 'bonus') void askBonus(decision, this.declined, (action) => this.person.offer(action));
    this.render();
    const press = this.presses.take();
    const taken = press && pressTaken(press, decision, this.revealed);
    if (taken?.kind === 'draw') this.drawTopCard();
    else if (taken?.kind === 'play') this.playCard(taken.card);
    else if (taken?.kind === 'focus') this.focusCard(taken.card);
  }

  /** Each event from the table as the player last saw it; the game's own view once they are shown. */
  protected async present(events: readonly CourtEvent[]): Promise<void> {
    const game = this.games.current;
    await this.presses.during(async () => {
      let before = this.seen;
      for (const event of events) {
        if (!this.games.showing(game)) return;
        const after = before && afterEvent(before, event);
        // A settled turn first shows its new totals beside its two cards; they are gathered after.
        this.shown = event.type === 'turn' && before ? turnSettling(before, event) : after;
        this.gathered = after;
        await this.animate(event, game);
        before = after ?? this.session.view(0);
      }
    });
    if (!this.games.showing(game)) return;
    this.shown = null;
    this.render();
  }

  /** One event of `game` on the table (while it is still the game on). */
  private async animate(event: CourtEvent, game: number): Promise<void> {
    switch (event.type) {
      case 'round': {
        this.shell.sfx.play('deal');
        this.render({ duration: 300 });
        await this.clock.settled();
        break;
      }
      case 'keep':
      case 'discard': {
        if (event.seat === 0) this.revealed = false;
        this.shell.sfx.play('deal');
        this.render(this.table.drawGlides(event.type, event.seat, this.myView()));
        await this.clock.settled();
        if (event.seat !== 0) await this.presses.pause(DRAW_MS);
        break;
      }
      case 'play-begins':
        this.render();
        break;
      case 'play': {
        const from = new Map<string, Point>();
        if (event.seat !== 0 && !this.replay) from.set(event.card, this.table.theirHandPoint());
        this.shell.sfx.play('flip');
        this.render({ from, duration: 240 });
        await this.clock.settled();
        break;
      }
      case 'turn': {
        // What the turn did, and the rule behind it, while both cards are still up.
        this.cue = [turnSummary(event), ...(this.settings.ruleCues ? [ruleCue(event.rule)] : [])];
        this.render();
        await this.presses.pause(TURN_HOLD_MS);
        if (!this.games.showing(game)) break;
        this.shown = this.gathered;
        if (event.rule === '4.321' || event.capture) this.shell.sfx.play('broken');
        this.render(this.table.turnGlides(event));
        await this.clock.settled();
        break;
      }
      case 'bonus-round':
        this.declined = new Set();
        break;
      case 'bonus': {
        this.shell.sfx.play('flip');
        this.cue = [bonusSummary(event)];
        this.render();
        await this.presses.pause(DRAW_MS);
        break;
      }
      case 'round-over':
        if (this.games.showing(game)) await this.roundOver(event);
        break;
      default:
        break;
    }
  }

  private async roundOver(event: Extract<CourtEvent, { type: 'round-over' }>): Promise<void> {
    if (this.session.toAct === null) return;
    // The finished round stays on the table under the box.
    this.render();
    this.table.cards.settle();
    if (this.replay) return this.presses.pause(TURN_HOLD_MS);
    await messageBox('End of Round', endOfRound(event.round, this.session.state?.options.roundLimit ?? 0, this.myName(), event.scores));
  }

  protected async recordAbandoned(game: CourtGame): Promise<void> {
    await this.recordGame(game.state, this.gameLevel, true);
  }

  protected async gameOver(outcome: Outcome, game: CourtGame): Promise<void> {
    this.shell.sfx.play(outcome.winners.includes(0) ? 'win' : 'lose');
    if (this.tournament) {
      await this.tournaments.gameOver(game.state);
      return;
    }
    const place = await this.recordGame(game.state, this.gameLevel, false);
    this.refreshMenus();
    // A game without Must Follow Suit is not counted (option 4.4): the end says so.
    const note = game.state.options.mustFollowSuit ? fameLine(place) : 'Played without Must Follow Suit, so it is not kept in the History.';
    await this.showEnd(outcome, game, note);
  }

  private async showEnd(outcome: Outcome, game: CourtGame, fame: string | null): Promise<void> {
    const answer = await messageBox('Game Over', gameOverText(outcome, this.myName(), game.state.round, game.seed, fame), this.endButtons());
    if (answer === 'replay') this.cue = [];
    this.afterEnd(answer, game, opening, () => this.newGame(), () => void this.showEnd(outcome, game, fame));
  }

  /**
   * One finished (or abandoned) game into the player's History, at the level it was dealt at. A
   * tournament's games (dealt for a number of rounds) count only in the tournament, even when
   * one is given up.
   */
  private async recordGame(state: CourtState, level: Level, abandoned: boolean): Promise<FamePlace | null> {
    if (state.options.roundLimit > 0) return null;
    return this.records.addGame(this.person.name, gameRecord(state, level, abandoned));
  }

  // ---- the player's choices ----

  private drawTopCard(): void {
    const decision = this.person.waiting;
    if (!decision && this.presses.hold({ kind: 'deck' })) return;
    if (!decision || decision.view.phase !== 'draw' || this.revealed) {
      this.shell.sfx.play('error');
      return;
    }
    this.revealed = true;
    this.shell.sfx.play('flip');
    this.render({ duration: 120 });
    this.focus.focus(this.table.keep.enabled ? this.table.keep : this.table.discard);
    this.drawMarks();
  }

  private drawChoice(type: 'keep' | 'discard'): void {
    if (this.person.waiting?.view.phase !== 'draw' || !this.revealed) return;
    this.attempt({ type });
  }

  private playCard(card: Card): void {
    if (!this.person.waiting && this.presses.hold({ kind: 'card', card })) return;
    if (this.person.waiting?.view.phase === 'play') this.attempt({ type: 'play', card });
    else this.shell.sfx.play('error');
  }

  private attempt(action: CourtAction): void {
    if (this.offer(action)) this.shell.sfx.play('click');
  }

  protected async menu(id: string): Promise<void> {
    this.shell.sfx.play('click');
    const changed = pickSetting(this.settings, id);
    if (changed) {
      this.settings = changed;
      this.refreshMenus();
      await this.records.setSettings(changed);
      const waiting = this.person.waiting;
      if (id === 'quickPlay' && waiting) this.yourTurn(waiting);
      this.render();
      // Rules and the level belong to a game from its start: say when a change waits for the next.
      const note = pendingNote(id, changed, this.inForce());
      if (note) await messageBox(TITLE, note);
      return;
    }
    switch (id) {
      case 'new':
        if (await this.mayStartAnew(this.live.untouched)) this.newGame();
        return;
      case 'tournament':
        await this.tournaments.start(this.settings.level);
        return;
      case 'history':
        // Read afresh: the figures may still be loading, or a game just ended.
        await this.records.load(this.person.name);
        await openHistory(this.shell.nav, this.person.name, this.records.history, this.records.legends);
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

  /** The rule and level the game at the table was dealt with, while one is under way. */
  private inForce(): InForce | null {
    const terms = this.run.terms();
    return terms && { mustFollowSuit: terms.options.mustFollowSuit, level: terms.level };
  }

  protected override refreshMenus(): void {
    this.frame.menuBar?.model.sync(courtMenus(this.settings, this.tournament !== null, this.inForce()));
  }

  private myName(): string {
    return this.person.name ?? 'You';
  }

  // ---- drawing ----

  private scene(): CourtScene {
    const view = this.shown ?? this.session.view(0);
    this.seen = view;
    return courtScene({
      view,
      // A replay shows the computer's hand face up.
      theirHand: this.replay ? (this.session.view(1)?.hand ?? []) : null,
      drawnFaceUp: this.replay ? (this.session.view(this.session.view(0)?.drawing?.seat ?? 0)?.drawn ?? null) : null,
      revealed: this.revealed,
      back: this.settings.back,
      names: [this.myName(), 'Computer'],
      cue: this.cue,
      tournament: this.tournaments.place(),
      device: this.device,
      status: this.replay ? this.replayStatus() : null,
      playable: playableCards(this.replay ? null : this.person.waiting),
    });
  }

  protected render(options: ShowOptions = {}): void {
    if (this.destroyed) return;
    this.table.draw(this.scene(), options);
    const decision = this.replay ? null : this.person.waiting;
    const myDraw = decision?.view.phase === 'draw';
    const legal = myDraw ? decision.legal.map((a) => a.type) : [];
    // The draw's buttons stand by the deck only while hands are drawn.
    const drawing = (this.shown ?? this.session.view(0))?.phase === 'draw' && !this.replay;
    this.table.keep.visible = drawing;
    this.table.discard.visible = drawing;
    this.table.keep.enabled = this.revealed && legal.includes('keep');
    this.table.discard.enabled = this.revealed && legal.includes('discard');
    // The deck takes a press while the draw is shown, kept for your turn when it is not yet yours.
    this.deck.enabled = drawing && !this.revealed;
    this.table.cancelTournament.visible = this.tournament !== null;
    this.table.cancelTournament.enabled = this.tournament !== null;
    this.syncHandControls();
    if (myDraw && !this.revealed) this.focus.focus(this.deck);
    else if (myDraw && this.revealed && !(this.focus.current === this.table.keep || this.focus.current === this.table.discard)) {
      this.focus.focus(this.table.keep.enabled ? this.table.keep : this.table.discard);
    }
    this.drawMarks();
  }

  /** The focus (and its marks) on `card` of your hand. */
  private focusCard(card: Card): void {
    const held = this.handCards.find((h) => h.card === card);
    if (held) this.focus.focus(held);
    this.drawMarks();
  }

  private syncHandControls(): void {
    const changed = handControls(this.focus, this.handCards, this.scene().hand, (i) => this.table.cardBounds(i), (c) => this.playCard(c));
    if (!changed) return;
    this.handCards = changed.cards;
    const keep = this.handCards.find((h) => h.card === changed.focusedCard);
    if (keep) this.focus.focus(keep);
    else if (this.session.state?.phase === 'play' && this.handCards[0] && !(this.focus.current instanceof HandCard)) this.focus.focus(this.handCards[0]);
  }

  protected drawMarks(): void {
    // Nobody holds the cards in a replay; cards are marked only while they can be played.
    const focused = this.replay ? null : this.focus.current;
    if (focused === this.deck) this.table.mark('deck');
    else if (focused instanceof HandCard && this.session.state?.phase === 'play') this.table.mark({ card: this.handCards.indexOf(focused) });
    else this.table.mark(null);
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
    const window = windowSnapshot(this.frame, this.shell.nav, [
      { id: 'deck', label: 'Deck', item: this.deck },
      { id: 'keep', label: 'Keep', item: this.table.keep },
      { id: 'discard', label: 'Discard', item: this.table.discard },
      ...this.handCards.map((h) => ({ id: `card-${h.card}`, label: h.card, item: h as Focusable })),
      ...(this.tournament ? [{ id: 'cancel-tournament', label: 'Cancel Tournament', item: this.table.cancelTournament }] : []),
    ]);
    return courtSnapshot({
      window,
      session: this.sessionSnapshot(),
      view: this.session.view(0),
      legal: this.person.waiting?.legal ?? [],
      revealed: this.revealed,
      settings: this.settings,
      records: this.records,
      tournament: this.tournament,
      table: this.table,
    });
  }
}
