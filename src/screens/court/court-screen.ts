// Affairs of the Court at the kiosk: a Windows 3.1 window with the File,
// Options, Difficulty and Help menus; you against the computer. The engine
// settles every turn; this screen shows the draw, the turns and the bonus
// round one event at a time, and turns the player's choices into actions.

import { Container } from 'pixi.js';
import { createThinker, type Thinker } from '../../engine/ai/thinker';
import { type Card, cardName, suitOf } from '../../engine/cards';
import { type CourtAction, type CourtState, type CourtView, court, faceValue, isCourt } from '../../engine/court';
import { type GameEvent, RuleError } from '../../engine/game';
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
import type { Shell } from '../shell';
import { controlsHelp } from '../shell/help';
import type { ShowOptions } from '../table/card-layer';
import { computerMove } from '../table/computer-move';
import { windowSnapshot } from '../table/window-snapshot';
import { HandCard } from '../table/hand-card';
import { GameSeeds } from '../table/game-seeds';
import { TableClock } from '../table/table-clock';
import { openHistory } from './court-history-dialog';
import { type CourtSettings, STANDARD_SETTINGS, courtMenus, pickSetting } from './court-menus';
import { CourtRecords } from './court-records';
import { type CourtScene, CourtTable } from './court-table';
import { HOW_TO_PLAY, courtStatus, ruleCue } from './court-texts';
import { type SavedCourt, SavedCourtRecord } from './saved-court';
import { type Tournament, currentPlayer, recordResult, standings, startTournament, winners, TOURNAMENT_ROUNDS } from './tournament';
import { createRng } from '../../engine/rng';

const GAME = 'court';
const TITLE = 'Affairs of the Court';
const THINK_MS = 500;
const TURN_HOLD_MS = 900;
const DRAW_MS = 250;

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

  private settings: CourtSettings = STANDARD_SETTINGS;
  private state: CourtState | null = null;
  /** You took the top card and are looking at it (without Quick Play, a press on the deck). */
  private revealed = false;
  /** The turn just settled stays on the table until gathered. */
  private held: { seat: number; card: Card }[] | null = null;
  private cue = '';
  private busy = false;
  private generation = 0;
  private readonly seeds: GameSeeds;
  private recorded = false;
  private lastMessage = '';
  private tournament: Tournament | null = null;
  private destroyed = false;

  constructor(private readonly shell: Shell) {
    this.instant = shell.flags.instant;
    this.records = new CourtRecords(shell.records);
    this.seeds = new GameSeeds(shell.flags.seed);
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
  }

  show(): void {
    void this.open();
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
      await this.recordGame(saved.state, saved.player, true);
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
    const current = this.shell.player === null ? 0 : Math.max(0, items.indexOf(this.shell.player));
    const pick = await listBox(TITLE, items, { prompt: '&Who is playing?', selected: current });
    if (pick === null || pick === 0) this.shell.player = null;
    else if (pick === items.length - 1) {
      const name = await textEntry(TITLE, 'Your name:', { maxLength: 12 });
      this.shell.player = name === null || name.trim() === '' ? null : await this.records.addPlayer(name);
    } else this.shell.player = items[pick] ?? null;
    await this.records.load(this.shell.player);
  }

  private newGame(): void {
    this.generation++;
    this.recorded = false;
    const seed = this.seeds.nextGame();
    const t = this.tournament;
    this.state = t
      ? court.setup({ seed: t.seed, decks: t.decks.map((d) => d.slice()), options: { mustFollowSuit: true, roundLimit: TOURNAMENT_ROUNDS } })
      : court.setup({ seed, options: { mustFollowSuit: this.settings.mustFollowSuit } });
    // A tournament's computer plays every player's game alike.
    if (t) this.seeds.restore(t.seed, 0);
    this.revealed = false;
    this.held = null;
    this.cue = '';
    void this.save();
    void this.run(this.generation, [{ type: 'round' }]);
  }

  private resume(saved: SavedCourt): void {
    this.generation++;
    this.state = saved.state;
    this.shell.player = saved.player;
    this.settings = { ...this.settings, level: saved.level };
    this.tournament = saved.tournament;
    this.seeds.restore(saved.seed, saved.moves);
    this.recorded = false;
    this.revealed = false;
    this.refreshMenus();
    void this.records.load(this.shell.player);
    this.render();
    void this.loop(this.generation);
  }

  private async save(): Promise<void> {
    const s = this.state;
    if (!s) return;
    await this.records.save(
      SavedCourtRecord,
      s.phase === 'over'
        ? null
        : { state: s, player: this.shell.player, level: this.settings.level, moves: this.seeds.moves, seed: this.seeds.game, tournament: this.tournament },
    );
  }

  // ---- the flow of play ----

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

  private async loop(generation: number): Promise<void> {
    for (;;) {
      const state = this.state;
      if (!state || generation !== this.generation) return;
      this.render();
      if (state.phase === 'over') {
        await this.gameOver(generation);
        return;
      }
      const seat = court.toAct(state);
      if (seat === null) return;
      if (seat === 0) {
        if (state.phase === 'bonus') {
          await this.askBonus(generation);
          continue;
        }
        // Quick Play takes the top card for you.
        if (state.phase === 'draw' && this.settings.quickPlay && !this.revealed) {
          this.revealed = true;
          this.render();
        }
        return;
      }
      this.busy = true;
      const started = performance.now();
      const action = await computerMove(this.thinker, GAME, court, state, seat, this.settings.level, this.seeds.nextMove());
      if (generation !== this.generation) return;
      if (state.phase === 'play') await this.clock.pause(THINK_MS - (performance.now() - started));
      if (generation !== this.generation) return;
      for (const event of this.act(action)) {
        if (generation !== this.generation) return;
        await this.animate(event);
      }
      this.busy = false;
    }
  }

  private act(action: CourtAction): GameEvent[] {
    if (!this.state) return [];
    const { state, events } = court.apply(this.state, action);
    this.state = state;
    void this.save();
    return events;
  }

  private myView(): CourtView {
    return court.view(this.state as CourtState, 0) as CourtView;
  }

  private async animate(event: GameEvent): Promise<void> {
    const seat = event.seat as number;
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
          const target = event.type === 'keep' ? `back:1:${view.handSizes[1]! - 1}` : `aside:1:${this.asideCount(1) - 1}`;
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
        const card = event.card as Card;
        const state = this.state as CourtState;
        // The turn may be settled already (second card): keep both cards up.
        this.held = state.table.length > 0 ? null : (state.lastTurn?.plays.map((p) => ({ ...p })) ?? null);
        const from = new Map<string, Point>();
        if (seat !== 0) from.set(card, this.table.theirHandPoint());
        this.shell.sfx.play('flip');
        this.render({ from, duration: 240 });
        await this.clock.settled();
        break;
      }
      case 'turn': {
        await this.clock.pause(TURN_HOLD_MS);
        const rule = event.rule as string;
        this.cue = this.settings.ruleCues ? ruleCue(rule) : '';
        const to = new Map<string, Point>();
        const plays = (event.plays as { seat: number; card: Card }[]) ?? [];
        const capture = event.capture as { seat: number; card: Card } | null;
        for (const p of plays) to.set(p.card, this.table.gonePoint());
        if (capture && capture.seat === 1) to.set(capture.card, this.table.theirHandPoint());
        for (const card of (event.cleared as Card[]) ?? []) to.set(card, this.table.gonePoint());
        this.held = null;
        if (rule === '4.321' || capture) this.shell.sfx.play('broken');
        this.render({ to, duration: 260 });
        await this.clock.settled();
        break;
      }
      case 'bonus': {
        this.shell.sfx.play('flip');
        this.cue = `Bonus: ${cardName(event.card as Card)} for ${seat === 0 ? 'you' : 'the computer'}.`;
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

  private asideCount(seat: number): number {
    const s = this.state as CourtState;
    return (s.setAside[seat] ?? []).length;
  }

  private async roundOver(event: GameEvent): Promise<void> {
    if (this.state?.phase === 'over') return;
    const [mine, theirs] = event.scores as [number, number];
    this.table.cards.settle();
    await messageBox('End of Round', `Round ${event.round as number} is over.\n\n${this.myName()}: ${mine}\nThe computer: ${theirs}\n\nNobody is at zero yet: the next round begins.`);
  }

  /** Your bonus round: each numbered card in turn, yes or no (5.3). */
  private async askBonus(generation: number): Promise<void> {
    const start = this.state;
    if (!start) return;
    const numbered = (start.hands[0] ?? []).filter((card) => !isCourt(card));
    for (const card of numbered) {
      if (generation !== this.generation || this.state?.phase !== 'bonus') return;
      const effect = describeBonus(card);
      const yes = await confirmBox('Bonus Round', `Play the ${cardName(card)} as a bonus? (${effect})`);
      if (generation !== this.generation || this.state?.phase !== 'bonus') return;
      if (yes) for (const event of this.act({ type: 'bonus', card })) await this.animate(event);
    }
    if (generation === this.generation && this.state?.phase === 'bonus') for (const event of this.act({ type: 'pass' })) await this.animate(event);
  }

  private async gameOver(generation: number): Promise<void> {
    const state = this.state;
    const outcome = state ? court.outcome(state) : null;
    if (!state || !outcome) return;
    if (!this.recorded) {
      this.recorded = true;
      const won = outcome.winners.includes(0);
      this.shell.sfx.play(won ? 'win' : 'lose');
      await this.recordGame(state, this.shell.player, false);
    }
    if (generation !== this.generation || this.destroyed) return;
    if (this.tournament) {
      await this.tournamentGameOver(state);
      return;
    }
    const [mine, theirs] = outcome.scores as [number, number];
    const line = outcome.draw ? 'A draw: both totals are at zero or below.' : outcome.winners.includes(0) ? 'You win!' : 'The computer wins.';
    const answer = await messageBox(
      'Game Over',
      `${line}\n\n${this.myName()}: ${mine}\nThe computer: ${theirs}\nRounds played: ${state.round}`,
      [
        { id: 'new', label: '&New Game' },
        { id: 'exit', label: 'E&xit' },
      ],
    );
    if (generation !== this.generation || this.destroyed) return;
    if (answer === 'exit') this.shell.show('select');
    else this.newGame();
  }

  /** One finished (or abandoned) game into the player's History. */
  private async recordGame(state: CourtState, player: string | null, abandoned: boolean): Promise<void> {
    if (this.tournament && !abandoned) return;
    const outcome = court.outcome(state);
    const result = abandoned || !outcome ? 'loss' : outcome.draw ? 'draw' : outcome.winners.includes(0) ? 'win' : 'loss';
    await this.records.addGame(player, {
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
    const state = this.state;
    this.generation++;
    if (state && state.phase !== 'over' && !this.recorded) {
      this.recorded = true;
      await this.recordGame(state, this.shell.player, true);
    }
    await this.records.save(SavedCourtRecord, null);
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
    if (this.state && this.state.phase !== 'over' && !this.recorded) {
      this.recorded = true;
      await this.recordGame(this.state, this.shell.player, true);
    }
    this.tournament = startTournament(level, players, createRng(this.seeds.nextMove()));
    await this.nextTournamentPlayer();
  }

  private async nextTournamentPlayer(): Promise<void> {
    const t = this.tournament;
    if (!t) return;
    const at = currentPlayer(t);
    if (at === null) return;
    this.shell.player = t.players[at] ?? null;
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
    this.shell.player = null;
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
    const s = this.state;
    if (!s || this.busy || s.phase !== 'draw' || court.toAct(s) !== 0 || this.revealed) {
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
    const s = this.state;
    if (!s || this.busy || s.phase !== 'draw' || court.toAct(s) !== 0 || !this.revealed) return;
    this.attempt({ type });
  }

  private playCard(card: Card): void {
    const s = this.state;
    if (!s || this.busy || s.phase !== 'play' || court.toAct(s) !== 0) {
      this.shell.sfx.play('error');
      return;
    }
    this.attempt({ type: 'play', card });
  }

  private attempt(action: CourtAction): void {
    try {
      const events = this.act(action);
      this.lastMessage = '';
      this.shell.sfx.play('click');
      void this.run(this.generation, events);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      this.lastMessage = error.message;
      this.shell.sfx.play('error');
      void messageBox(TITLE, error.message);
    }
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
    const s = this.state;
    const inProgress = s !== null && s.phase !== 'over' && !this.recorded;
    if (inProgress && !(await confirmBox(TITLE, 'Leave this game? It will count as a loss.'))) return;
    if (this.destroyed) return;
    this.tournament = null;
    if (inProgress) await this.abandon();
    this.shell.show('select');
  }

  private async menu(id: string): Promise<void> {
    this.shell.sfx.play('click');
    const changed = pickSetting(this.settings, id);
    if (changed) {
      this.settings = changed;
      this.refreshMenus();
      await this.records.setSettings(changed);
      if (id === 'quickPlay') void this.loop(this.generation);
      this.render();
      return;
    }
    switch (id) {
      case 'new': {
        const s = this.state;
        const inProgress = s !== null && s.phase !== 'over' && !this.recorded && !this.untouched();
        if (inProgress && !(await confirmBox(TITLE, 'Start a new game? The one in progress will count as a loss.'))) return;
        if (inProgress && s) {
          this.recorded = true;
          await this.recordGame(s, this.shell.player, true);
        }
        this.newGame();
        return;
      }
      case 'tournament':
        await this.startTournamentPlay();
        return;
      case 'history':
        // Read afresh: the figures may still be loading, or a game just ended.
        await this.records.load(this.shell.player);
        await openHistory(this.shell.nav, this.shell.player, this.records.history, this.records.legends);
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

  /** Nothing decided yet this game: the first card of the first round not yet kept or set aside. */
  private untouched(): boolean {
    const s = this.state;
    return s !== null && s.round === 1 && s.phase === 'draw' && s.deck.length === 51 - 0 && s.hands.every((h) => h.length === 0) && s.setAside.every((a) => a.length === 0);
  }

  private refreshMenus(): void {
    this.frame.menuBar?.model.sync(courtMenus(this.settings, this.tournament !== null));
  }

  private myName(): string {
    return this.shell.player ?? 'You';
  }

  // ---- drawing ----

  private scene(): CourtScene {
    const s = this.state;
    const view = s ? this.myView() : null;
    const held = this.held;
    const onTable = held ?? view?.table ?? [];
    const tableCards = new Set(onTable.map((p) => p.card));
    const drawing = view?.drawing ?? null;
    const drawn = view && drawing && view.phase === 'draw' ? (drawing.seat === 0 ? (this.revealed ? { card: view.drawn, seat: 0 } : null) : { card: null, seat: 1 }) : null;
    return {
      hand: (view?.hand ?? []).filter((card) => !tableCards.has(card)),
      theirCount: Math.max(0, (view?.handSizes[1] ?? 0) - (held ? 0 : 0)) - (view ? view.captured.filter((c) => tableCards.has(c)).length : 0),
      deckSize: Math.max(0, (view?.deckSize ?? 0) - (drawn ? 1 : 0)),
      drawn,
      myAside: view?.setAside.length ?? 0,
      theirAside: s ? this.asideCount(1) : 0,
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
    const s = this.state;
    this.table.draw(this.scene(), options);
    const myDraw = s !== null && s.phase === 'draw' && court.toAct(s) === 0 && !this.busy;
    const legal = myDraw ? court.legal(s).map((a) => a.type) : [];
    // The draw's buttons stand by the deck only while hands are drawn.
    const drawing = s !== null && s.phase === 'draw';
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
    else if (this.state?.phase === 'play' && this.handCards[0] && !(this.focus.current instanceof HandCard)) this.focus.focus(this.handCards[0]);
  }

  private drawMarks(): void {
    const focused = this.focus.current;
    if (focused === this.deck) this.table.mark('deck');
    // Cards are marked only while they can be played.
    else if (focused instanceof HandCard && this.state?.phase === 'play') this.table.mark({ card: this.handCards.indexOf(focused) });
    else this.table.mark(null);
  }

  update(dtMs: number): void {
    this.table.cards.update(dtMs);
    this.clock.update(dtMs);
  }

  // ---- automation ----

  snapshot(): unknown {
    const s = this.state;
    const window = windowSnapshot(this.frame, this.shell.nav, [
      { id: 'deck', label: 'Deck', item: this.deck },
      { id: 'keep', label: 'Keep', item: this.table.keep },
      { id: 'discard', label: 'Discard', item: this.table.discard },
      ...this.handCards.map((h) => ({ id: `card-${h.card}`, label: h.card, item: h as Focusable })),
      ...(this.tournament ? [{ id: 'cancel-tournament', label: 'Cancel Tournament', item: this.table.cancelTournament }] : []),
    ]);
    const view = s ? this.myView() : null;
    return {
      ...window,
      phase: s?.phase ?? 'starting',
      toAct: s ? court.toAct(s) : null,
      busy: this.busy,
      revealed: this.revealed,
      drawn: view?.drawn ?? null,
      hand: view?.hand ?? [],
      legal: s && court.toAct(s) === 0 ? court.legal(s) : [],
      table: view?.table ?? [],
      scores: view?.scores ?? [],
      round: view?.round ?? 0,
      turn: view?.turn ?? 0,
      settings: this.settings,
      mustFollowSuit: s?.options.mustFollowSuit ?? null,
      player: this.shell.player,
      history: this.records.history,
      legends: this.records.legends,
      tournament: this.tournament,
      cue: this.table.cueLine,
      status: this.table.statusText,
      message: this.lastMessage,
      outcome: s ? court.outcome(s) : null,
    };
  }

  destroy(): void {
    this.destroyed = true;
    this.generation++;
    this.thinker.dispose();
    this.view.destroy({ children: true });
  }
}

/** What a bonus card would do, in a few words. */
function describeBonus(card: Card): string {
  const value = faceValue(card);
  switch (suitOf(card)) {
    case 'H':
      return `+${value} to you`;
    case 'S':
      return `-${value} to you both`;
    default:
      return `-${value} to the computer`;
  }
}
