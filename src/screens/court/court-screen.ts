// Affairs of the Court at the kiosk: a Windows 3.1 window with the File,
// Options, Difficulty and Help menus; you against the computer. The engine
// settles every turn; this screen shows the draw, the turns and the bonus
// round one event at a time, and turns the player's choices into actions.

import { Container } from 'pixi.js';
import { createThinker, type Thinker } from '../../engine/ai/thinker';
import { type Card, cardName } from '../../engine/cards';
import { type CourtAction, type CourtEvent, type CourtOptions, type CourtState, type CourtView, bonusEffect, court } from '../../engine/court';
import type { Outcome } from '../../engine/game';
import type { Command } from '../../input/commands';
import type { Point } from '../../renderer/glide';
import { BACKS } from '../../renderer/cards';
import {
  FocusGroup,
  type Focusable,
  WindowFrame,
  confirmBox,
  listBox,
  messageBox,
  textEntry,
} from '../../renderer/widgets';
import type { IdleKind } from '../idle';
import type { Screen } from '../screen';
import { type Shell, seatPerson, seatedName } from '../shell';
import { controlsHelp } from '../shell/help';
import type { ShowOptions } from '../table/card-layer';
import { ComputerSeat } from '../table/computer-seat';
import { windowSnapshot } from '../table/window-snapshot';
import { HandCard } from '../table/hand-card';
import type { Replay } from '../table/replay';
import { type Decision, LocalSeat } from '../table/seats';
import { type SessionGame, TableSession } from '../table/session';
import { TableClock } from '../table/table-clock';
import { playBack } from '../table/window-replay';
import { openHistory } from './court-history-dialog';
import { type CourtSettings, STANDARD_SETTINGS, courtMenus, pickSetting } from './court-menus';
import { CourtRecords } from './court-records';
import { type CourtScene, CourtTable } from './court-table';
import { HOW_TO_PLAY, courtStatus, ruleCue } from './court-texts';
import { type SavedCourt, SavedCourtRecord } from './saved-court';
import { type Tournament, currentPlayer, recordResult, standings, startTournament, winners, TOURNAMENT_ROUNDS } from './tournament';
import { createRng } from '../../engine/rng';

const TITLE = 'Affairs of the Court';
const THINK_MS = 500;
const TURN_HOLD_MS = 900;
const DRAW_MS = 250;

type CourtSession = TableSession<CourtState, CourtAction, CourtOptions, CourtView, CourtEvent>;
type CourtGame = SessionGame<CourtState, CourtAction, CourtOptions>;

/** A round begins: the event that opens every game. */
const opening = (view: CourtView): CourtEvent[] => [{ type: 'round', round: view.round, firstDrawer: view.firstDrawer }];

export class CourtScreen implements Screen {
  readonly id = 'court';
  readonly view = new Container();
  readonly idle: IdleKind = 'game';
  private readonly frame: WindowFrame;
  private readonly table: CourtTable;
  private readonly focus = new FocusGroup();
  private readonly deck: Focusable & { enabled: boolean };
  private handCards: HandCard[] = [];
  private readonly thinker: Thinker;
  private readonly clock: TableClock;
  private readonly records: CourtRecords;
  private readonly instant: boolean;
  private readonly person: LocalSeat<CourtView, CourtAction>;
  private readonly live: CourtSession;
  /** The finished game being played back, while it is. */
  private replay: Replay<CourtState, CourtAction, CourtOptions, CourtView, CourtEvent> | null = null;
  /** A game resumed from a record kept before moves were kept cannot be played back. */
  private replayable = true;

  private settings: CourtSettings = STANDARD_SETTINGS;
  /** You took the top card and are looking at it (without Quick Play, a press on the deck). */
  private revealed = false;
  /** The turn just settled stays on the table until gathered. */
  private held: { seat: number; card: Card }[] | null = null;
  /** Bonus cards you said no to in this bonus round. */
  private declined = new Set<Card>();
  private cue = '';
  private lastMessage = '';
  private tournament: Tournament | null = null;
  private destroyed = false;

  constructor(private readonly shell: Shell) {
    this.instant = shell.flags.instant;
    this.records = new CourtRecords(shell.records);
    this.thinker = createThinker();
    this.frame = new WindowFrame({ title: TITLE, menus: courtMenus(this.settings, false), onMenu: (id) => void this.menu(id) });
    const client = this.frame.clientRect;
    this.table = new CourtTable(client.width, client.height, () => this.instant);
    this.clock = new TableClock(() => this.instant, () => this.table.cards.busy);
    this.frame.client.addChild(this.table);
    this.view.addChild(this.frame);
    this.deck = {
      focused: false,
      enabled: true,
      label: 'Deck',
      bounds: () => this.table.deckBounds(),
      activate: () => this.drawTopCard(),
    };
    this.table.keep.onActivate = () => this.drawChoice('keep');
    this.table.discard.onActivate = () => this.drawChoice('discard');
    this.table.cancelTournament.onActivate = () => void this.cancelTournament();
    this.focus.add(this.deck, this.table.keep, this.table.discard, this.table.cancelTournament);
    this.person = new LocalSeat(seatedName(shell), null, (decision) => this.yourTurn(decision));
    const computer = new ComputerSeat<CourtView, CourtAction>(this.thinker, 'court', {
      level: () => this.settings.level,
      pace: (decision, thoughtMs) => (decision.view.phase === 'play' ? this.clock.pause(THINK_MS - thoughtMs) : Promise.resolve()),
    });
    this.live = new TableSession(court, [this.person, computer], {
      present: (events) => this.present(events),
      save: (game) => this.save(game),
      finished: (outcome, game) => this.gameOver(outcome, game),
      abandoned: (game) => this.recordGame(game.state, true),
    }, shell.flags.seed);
  }

  show(): void {
    void this.open();
  }

  /** The session shown: the game, or its replay. */
  private get session(): CourtSession {
    return this.replay?.session ?? this.live;
  }

  // ---- starting ----

  private async open(): Promise<void> {
    this.settings = await this.records.settings();
    this.refreshMenus();
    const saved = await this.records.saved(SavedCourtRecord);
    if (this.destroyed) return;
    if (saved && saved.state.phase !== 'over') {
      const whose = saved.player === null ? 'A game' : `${saved.player}'s game`;
      if (await confirmBox('Unfinished Game', `${whose} was left unfinished. Carry on with it?`)) {
        if (this.destroyed) return;
        this.resume(saved);
        return;
      }
      this.person.name = saved.player;
      await this.recordGame(saved.state, true);
      await this.records.save(SavedCourtRecord, null);
    }
    if (this.destroyed) return;
    await this.choosePlayer();
    if (!this.destroyed) this.newGame();
  }

  /** Guest, a known name from the list, or a new name (the on-screen keyboard serves a gamepad). */
  private async choosePlayer(): Promise<void> {
    const names = await this.records.names();
    const items = ['Guest', ...names, 'New player...'];
    const now = seatedName(this.shell);
    const current = now === null ? 0 : Math.max(0, items.indexOf(now));
    const pick = await listBox(TITLE, items, { prompt: '&Who is playing?', selected: current });
    let name: string | null = null;
    if (pick === items.length - 1) {
      const typed = await textEntry(TITLE, 'Your name:', { maxLength: 12 });
      name = typed === null || typed.trim() === '' ? null : await this.records.addPlayer(typed);
    } else if (pick !== null && pick > 0) name = items[pick] ?? null;
    this.seat(name);
    await this.records.load(name);
  }

  private seat(name: string | null): void {
    seatPerson(this.shell, 0, name);
    this.person.name = name;
  }

  private newGame(): void {
    const t = this.tournament;
    // A tournament's computer plays every player's game alike: the same decks, the same decision seeds.
    const setup = t
      ? { seed: t.seed, decks: t.decks.map((d) => d.slice()), options: { mustFollowSuit: true, roundLimit: TOURNAMENT_ROUNDS } }
      : { seed: this.live.nextSeed(), options: { mustFollowSuit: this.settings.mustFollowSuit } };
    this.revealed = false;
    this.held = null;
    this.cue = '';
    this.replayable = true;
    void this.live.start({ setup, opening });
  }

  private resume(saved: SavedCourt): void {
    this.seat(saved.player);
    this.settings = { ...this.settings, level: saved.level };
    this.tournament = saved.tournament;
    this.revealed = false;
    this.replayable = saved.actions !== undefined;
    this.refreshMenus();
    void this.records.load(saved.player);
    const setup = saved.setup ?? { seed: saved.seed, options: saved.state.options };
    void this.live.resume({ setup, actions: saved.actions ?? [], state: saved.state, seed: saved.seed, moves: saved.moves });
    this.render();
  }

  private async save(game: CourtGame | null): Promise<void> {
    await this.records.save(
      SavedCourtRecord,
      game === null ? null : { ...game, actions: [...game.actions], player: this.person.name, level: this.settings.level, tournament: this.tournament },
    );
  }

  // ---- the flow of play ----

  /** Your turn: Quick Play turns the top card over for you; the bonus round asks card by card. */
  private yourTurn(decision: Decision<CourtView, CourtAction>): void {
    if (decision.view.phase === 'draw' && this.settings.quickPlay && !this.revealed) this.revealed = true;
    if (decision.view.phase === 'bonus') void this.askBonus(decision);
    this.render();
  }

  private myView(): CourtView {
    const view = this.session.view(0);
    if (view === null) throw new RangeError('No game at the table.');
    return view;
  }

  private async present(events: readonly CourtEvent[]): Promise<void> {
    for (const event of events) await this.animate(event);
    this.render();
  }

  private async animate(event: CourtEvent): Promise<void> {
    switch (event.type) {
      case 'round': {
        this.held = null;
        this.shell.sfx.play('deal');
        this.render({ duration: 300 });
        await this.clock.settled();
        break;
      }
      case 'keep':
      case 'discard': {
        const seat = event.seat;
        const from = new Map<string, Point>();
        const to = new Map<string, Point>();
        const view = this.myView();
        if (seat === 0) {
          this.revealed = false;
          // Your card set aside turns face down on your pile.
          const card = view.setAside.at(-1);
          if (event.type === 'discard' && card !== undefined) {
            from.set(`aside:0:${view.setAside.length - 1}`, this.table.drawnPoint());
            to.set(card, this.table.asidePoint(0));
          }
        } else {
          // The computer's cards stay face down: one goes to its hand or its pile.
          const target = event.type === 'keep' ? `back:1:${view.handSizes[1]! - 1}` : `aside:1:${(view.asideSizes[1] ?? 1) - 1}`;
          from.set(target, this.table.deckPoint());
        }
        this.shell.sfx.play('deal');
        this.render({ from, to, duration: 220 });
        await this.clock.settled();
        if (seat !== 0) await this.clock.pause(DRAW_MS);
        break;
      }
      case 'play-begins':
        this.render();
        break;
      case 'play': {
        const view = this.myView();
        // The turn may be settled already (second card): keep both cards up.
        this.held = view.table.length > 0 ? null : (view.lastTurn?.plays.map((p) => ({ ...p })) ?? null);
        const from = new Map<string, Point>();
        if (event.seat !== 0 && !this.replay) from.set(event.card, this.table.theirHandPoint());
        this.shell.sfx.play('flip');
        this.render({ from, duration: 240 });
        await this.clock.settled();
        break;
      }
      case 'turn': {
        await this.clock.pause(TURN_HOLD_MS);
        this.cue = this.settings.ruleCues ? ruleCue(event.rule) : '';
        const to = new Map<string, Point>();
        for (const p of event.plays) to.set(p.card, this.table.gonePoint());
        if (event.capture && event.capture.seat === 1) to.set(event.capture.card, this.table.theirHandPoint());
        for (const card of event.cleared) to.set(card, this.table.gonePoint());
        this.held = null;
        if (event.rule === '4.321' || event.capture) this.shell.sfx.play('broken');
        this.render({ to, duration: 260 });
        await this.clock.settled();
        break;
      }
      case 'bonus-round':
        this.declined = new Set();
        break;
      case 'bonus': {
        this.shell.sfx.play('flip');
        this.cue = `Bonus: ${cardName(event.card)} for ${event.seat === 0 ? 'you' : 'the computer'}.`;
        this.render();
        await this.clock.pause(DRAW_MS);
        break;
      }
      case 'round-over':
        await this.roundOver(event);
        break;
      default:
        break;
    }
  }

  private async roundOver(event: Extract<CourtEvent, { type: 'round-over' }>): Promise<void> {
    if (this.session.toAct === null) return;
    const [mine, theirs] = event.scores;
    this.table.cards.settle();
    if (this.replay) return this.clock.pause(TURN_HOLD_MS);
    await messageBox('End of Round', `Round ${event.round} is over.\n\n${this.myName()}: ${mine}\nThe computer: ${theirs}\n\nNobody is at zero yet: the next round begins.`);
  }

  /** Your bonus round: each numbered card the rules offer, in turn, yes or no (5.3). */
  private async askBonus(decision: Decision<CourtView, CourtAction>): Promise<void> {
    for (const action of decision.legal) {
      if (action.type !== 'bonus' || this.declined.has(action.card)) continue;
      const yes = await confirmBox('Bonus Round', `Play the ${cardName(action.card)} as a bonus? (${describeBonus(bonusEffect(action.card, 0))})`);
      if (decision.signal.aborted) return;
      if (yes) {
        this.person.offer(action);
        return;
      }
      this.declined.add(action.card);
    }
    this.person.offer({ type: 'pass' });
  }

  private async gameOver(outcome: Outcome, game: CourtGame): Promise<void> {
    this.shell.sfx.play(outcome.winners.includes(0) ? 'win' : 'lose');
    if (this.tournament) {
      await this.tournamentGameOver(game.state);
      return;
    }
    await this.recordGame(game.state, false);
    await this.showEnd(outcome, game);
  }

  private async showEnd(outcome: Outcome, game: CourtGame): Promise<void> {
    const [mine, theirs] = outcome.scores;
    const line = outcome.draw ? 'A draw: both totals are at zero or below.' : outcome.winners.includes(0) ? 'You win!' : 'The computer wins.';
    const answer = await messageBox(
      'Game Over',
      `${line}\n\n${this.myName()}: ${mine}\nThe computer: ${theirs}\nRounds played: ${game.state.round}\nDealt from seed ${game.seed}.`,
      [{ id: 'new', label: '&New Game' }, ...(this.replayable ? [{ id: 'replay', label: '&Replay' }] : []), { id: 'exit', label: 'E&xit' }],
    );
    if (this.destroyed) return;
    if (answer === 'exit') this.shell.show('select');
    else if (answer === 'replay') this.playBack(outcome, game);
    else this.newGame();
  }

  private playBack(outcome: Outcome, game: CourtGame): void {
    this.held = null;
    this.cue = '';
    this.replay = playBack({
      nav: this.shell.nav,
      game: court,
      recorded: game,
      seats: 2,
      at: { x: 8, y: 28 },
      present: (events) => this.present(events),
      pause: (ms) => this.clock.pause(ms),
      opening,
      onEnd: () => {
        this.replay = null;
        this.render();
        void this.showEnd(outcome, game);
      },
    });
  }

  /** One finished (or abandoned) game into the player's History; a tournament's own games count only there. */
  private async recordGame(state: CourtState, abandoned: boolean): Promise<void> {
    if (this.tournament && !abandoned) return;
    const outcome = court.outcome(state);
    const result = abandoned || !outcome ? 'loss' : outcome.draw ? 'draw' : outcome.winners.includes(0) ? 'win' : 'loss';
    await this.records.addGame(this.person.name, {
      level: this.settings.level,
      scores: [state.scores[0], state.scores[1]],
      result,
      rounds: state.round,
      bonusPoints: state.bonusPoints[0] ?? 0,
      mustFollowSuit: state.options.mustFollowSuit,
    });
  }

  /** Walked away: the game counts as lost. */
  async abandon(): Promise<void> {
    await this.live.abandon();
  }

  // ---- tournaments ----

  private async startTournamentPlay(): Promise<void> {
    const level = this.settings.level;
    if (!(await confirmBox('Tournament Play', `Start a tournament at the ${level} level? Each player plays the computer for three rounds on the same cards.`))) return;
    const count = await listBox('Tournament Play', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], { prompt: '&How many players?', selected: 1, rows: 5, width: 120 });
    if (count === null || this.destroyed) return;
    const players: string[] = [];
    for (let i = 0; i <= count; i++) {
      const name = await textEntry('Tournament Play', `Name of player ${i + 1}:`, { maxLength: 12, initial: `PLAYER ${i + 1}` });
      if (name === null || this.destroyed) return;
      players.push(name.trim() === '' ? `PLAYER ${i + 1}` : name.trim().toUpperCase());
    }
    await this.live.abandon();
    this.tournament = startTournament(level, players, createRng(this.live.nextSeed()));
    await this.nextTournamentPlayer();
  }

  private async nextTournamentPlayer(): Promise<void> {
    const t = this.tournament;
    if (!t) return;
    const at = currentPlayer(t);
    if (at === null) return;
    this.seat(t.players[at] ?? null);
    this.refreshMenus();
    await messageBox('Tournament Play', `${t.players[at]}, it is your turn: three rounds against the computer.`);
    if (this.destroyed || this.tournament !== t) return;
    this.newGame();
  }

  private async tournamentGameOver(state: CourtState): Promise<void> {
    const t = this.tournament;
    if (!t) return;
    const difference = state.scores[0] - state.scores[1];
    const next = recordResult(t, difference);
    const name = t.players[currentPlayer(t) ?? 0] ?? '';
    this.tournament = next;
    await this.records.addTournamentResult(name, difference);
    if (currentPlayer(next) !== null) {
      await messageBox('Tournament Play', `${name}: a difference of ${Math.round(difference)} after three rounds.`);
      await this.nextTournamentPlayer();
      return;
    }
    const table = standings(next)
      .map((s) => `${s.place}. ${s.name}: ${s.difference}`)
      .join('\n');
    const won = winners(next);
    await messageBox('Tournament Results', `${table}\n\n${won.length > 1 ? `${won.join(' and ')} share the win!` : `${won[0] ?? ''} wins the tournament!`}`);
    this.tournament = null;
    this.seat(null);
    this.refreshMenus();
    if (!this.destroyed) this.newGame();
  }

  private async cancelTournament(): Promise<void> {
    if (!this.tournament) return;
    if (!(await confirmBox('Tournament Play', 'Cancel the tournament and go back to normal play?'))) return;
    this.tournament = null;
    this.refreshMenus();
    if (!this.destroyed) this.newGame();
  }

  // ---- the player's choices ----

  private drawTopCard(): void {
    const decision = this.person.waiting;
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
    if (this.person.waiting?.view.phase !== 'play') {
      this.shell.sfx.play('error');
      return;
    }
    this.attempt({ type: 'play', card });
  }

  private attempt(action: CourtAction): void {
    const refused = this.person.offer(action);
    this.lastMessage = refused ?? '';
    if (refused === null) {
      this.shell.sfx.play('click');
      return;
    }
    this.shell.sfx.play('error');
    void messageBox(TITLE, refused);
  }

  handle(command: Command): void {
    if (this.frame.handle(command)) return;
    if (command.type === 'press') {
      if (command.button === 'help') {
        void messageBox('Controls', controlsHelp(this.shell.input.lastDevice));
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

  private async leave(): Promise<void> {
    const inProgress = this.live.inProgress;
    if (inProgress && !(await confirmBox(TITLE, 'Leave this game? It will count as a loss.'))) return;
    if (this.destroyed) return;
    if (inProgress) await this.abandon();
    this.tournament = null;
    this.shell.show('select');
  }

  private async menu(id: string): Promise<void> {
    this.shell.sfx.play('click');
    const changed = pickSetting(this.settings, id);
    if (changed) {
      this.settings = changed;
      this.refreshMenus();
      await this.records.setSettings(changed);
      const waiting = this.person.waiting;
      if (id === 'quickPlay' && waiting) this.yourTurn(waiting);
      this.render();
      return;
    }
    switch (id) {
      case 'new': {
        const inProgress = this.live.inProgress && !this.live.untouched;
        if (inProgress && !(await confirmBox(TITLE, 'Start a new game? The one in progress will count as a loss.'))) return;
        if (inProgress) await this.live.abandon();
        this.newGame();
        return;
      }
      case 'tournament':
        await this.startTournamentPlay();
        return;
      case 'history':
        // Read afresh: the figures may still be loading, or a game just ended.
        await this.records.load(this.person.name);
        await openHistory(this.shell.nav, this.person.name, this.records.history, this.records.legends);
        return;
      case 'cardStyle': {
        const pick = await listBox('Card Style', BACKS.map((b) => b.name), { prompt: '&Card back:', selected: this.settings.back });
        if (pick === null) return;
        this.settings = { ...this.settings, back: pick };
        await this.records.setSettings(this.settings);
        this.render();
        return;
      }
      case 'exit':
        await this.leave();
        return;
      case 'how':
        await messageBox('How to Play', HOW_TO_PLAY);
        return;
      case 'controls':
        await messageBox('Controls', controlsHelp(this.shell.input.lastDevice));
        return;
    }
  }

  private refreshMenus(): void {
    this.frame.menuBar?.model.sync(courtMenus(this.settings, this.tournament !== null));
  }

  private myName(): string {
    return this.person.name ?? 'You';
  }

  // ---- drawing ----

  private scene(): CourtScene {
    const view = this.session.state ? this.myView() : null;
    const held = this.held;
    const onTable = held ?? view?.table ?? [];
    const tableCards = new Set(onTable.map((p) => p.card));
    const drawing = view?.drawing ?? null;
    const drawn = view && drawing && view.phase === 'draw' ? (drawing.seat === 0 ? (this.revealed ? { card: view.drawn, seat: 0 } : null) : { card: null, seat: 1 }) : null;
    // A replay shows the computer's hand face up.
    const theirs = this.replay ? this.session.view(1)?.hand.filter((card) => !tableCards.has(card)) : undefined;
    return {
      hand: (view?.hand ?? []).filter((card) => !tableCards.has(card)),
      theirCount: Math.max(0, view?.handSizes[1] ?? 0) - (view ? view.captured.filter((c) => tableCards.has(c)).length : 0),
      ...(theirs ? { theirHand: theirs } : {}),
      deckSize: Math.max(0, (view?.deckSize ?? 0) - (drawn ? 1 : 0)),
      drawn,
      myAside: view?.setAside.length ?? 0,
      theirAside: view?.asideSizes[1] ?? 0,
      theirCard: onTable.find((p) => p.seat === 1)?.card ?? null,
      myCard: onTable.find((p) => p.seat === 0)?.card ?? null,
      back: this.settings.back,
      names: [this.myName(), 'Computer'],
      scores: [view?.scores[0] ?? 100, view?.scores[1] ?? 100],
      round: view?.round ?? 1,
      turn: view?.turn ?? 0,
      bonus: [view?.bonusPoints[0] ?? 0, view?.bonusPoints[1] ?? 0],
      cue: this.cue,
      status: view ? courtStatus(view, this.revealed) : '',
    };
  }

  private render(options: ShowOptions = {}): void {
    if (this.destroyed) return;
    this.table.draw(this.scene(), options);
    const decision = this.replay ? null : this.person.waiting;
    const myDraw = decision?.view.phase === 'draw';
    const legal = myDraw ? decision.legal.map((a) => a.type) : [];
    // The draw's buttons stand by the deck only while hands are drawn.
    const drawing = this.session.state?.phase === 'draw';
    this.table.keep.visible = drawing;
    this.table.discard.visible = drawing;
    this.table.keep.enabled = this.revealed && legal.includes('keep');
    this.table.discard.enabled = this.revealed && legal.includes('discard');
    this.deck.enabled = myDraw && !this.revealed;
    this.table.cancelTournament.visible = this.tournament !== null;
    this.table.cancelTournament.enabled = this.tournament !== null;
    this.syncHandControls();
    if (myDraw && !this.revealed) this.focus.focus(this.deck);
    else if (myDraw && this.revealed && !(this.focus.current === this.table.keep || this.focus.current === this.table.discard)) {
      this.focus.focus(this.table.keep.enabled ? this.table.keep : this.table.discard);
    }
    this.drawMarks();
  }

  private syncHandControls(): void {
    const hand = this.scene().hand;
    const same = hand.length === this.handCards.length && hand.every((card, i) => this.handCards[i]?.card === card);
    if (same) return;
    const focused = this.focus.current instanceof HandCard ? this.focus.current.card : null;
    for (const old of this.handCards) this.focus.remove(old);
    this.handCards = hand.map((card, i) => new HandCard(card, () => this.table.cardBounds(i), (c) => this.playCard(c)));
    this.focus.add(...this.handCards);
    const keep = this.handCards.find((h) => h.card === focused);
    if (keep) this.focus.focus(keep);
    else if (this.session.state?.phase === 'play' && this.handCards[0] && !(this.focus.current instanceof HandCard)) this.focus.focus(this.handCards[0]);
  }

  private drawMarks(): void {
    const focused = this.focus.current;
    if (focused === this.deck) this.table.mark('deck');
    // Cards are marked only while they can be played.
    else if (focused instanceof HandCard && this.session.state?.phase === 'play') this.table.mark({ card: this.handCards.indexOf(focused) });
    else this.table.mark(null);
  }

  update(dtMs: number): void {
    this.table.cards.update(dtMs);
    this.clock.update(dtMs);
  }

  // ---- automation ----

  snapshot(): unknown {
    const window = windowSnapshot(this.frame, this.shell.nav, [
      { id: 'deck', label: 'Deck', item: this.deck },
      { id: 'keep', label: 'Keep', item: this.table.keep },
      { id: 'discard', label: 'Discard', item: this.table.discard },
      ...this.handCards.map((h) => ({ id: `card-${h.card}`, label: h.card, item: h as Focusable })),
      ...(this.tournament ? [{ id: 'cancel-tournament', label: 'Cancel Tournament', item: this.table.cancelTournament }] : []),
    ]);
    const view = this.session.state ? this.myView() : null;
    const decision = this.person.waiting;
    return {
      ...window,
      phase: view?.phase ?? 'starting',
      toAct: this.session.toAct,
      busy: decision === null,
      revealed: this.revealed,
      drawn: view?.drawn ?? null,
      hand: view?.hand ?? [],
      legal: decision?.legal ?? [],
      table: view?.table ?? [],
      scores: view?.scores ?? [],
      round: view?.round ?? 0,
      turn: view?.turn ?? 0,
      settings: this.settings,
      mustFollowSuit: view?.options.mustFollowSuit ?? null,
      player: this.person.name,
      history: this.records.history,
      legends: this.records.legends,
      tournament: this.tournament,
      cue: this.table.cueLine,
      status: this.table.statusText,
      message: this.lastMessage,
      outcome: this.session.outcome,
      seed: this.live.state ? this.live.seed : null,
      replay: this.replay ? { position: this.replay.position, length: this.replay.length, running: this.replay.isRunning } : null,
    };
  }

  destroy(): void {
    this.destroyed = true;
    this.live.stop();
    this.replay?.stop();
    this.thinker.dispose();
    this.view.destroy({ children: true });
  }
}

/** What a bonus card would do, in a few words, from its change to each total. */
function describeBonus([mine, theirs]: [number, number]): string {
  if (mine > 0) return `+${mine} to you`;
  if (mine < 0) return `${mine} to you both`;
  return `${theirs} to the computer`;
}
