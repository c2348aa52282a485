// Hearts Deluxe at the kiosk: a Windows 3.1 window with the Game, Rules and
// Help menus, the green table, your hand along the bottom and three computer
// players round it, or up to four people at the cabinet (the Players
// dialog), each playing from the bottom of the table turned to them, the
// cards covered between their turns, or people at other kiosks (Game >
// Network...). The table run holds the game (its own, or a network game's,
// through the shared network mode); this screen shows what happened, one
// event at a time, and turns the players' choices into actions.

import { toNetwork } from '../table/players-dialog';
import type { Card } from '../../engine/cards';
import type { Outcome } from '../../engine/game';
import { type HeartsAction, type HeartsEvent, type HeartsOptions, type HeartsState, type HeartsView, hearts, heartsTerms } from '../../engine/hearts';
import { messageBox } from '../../renderer/widgets';
import { networkTally, tallyLine } from '../net/network-tally';
import type { Shell } from '../shell-contract';
import type { SessionGame } from '../../table/session';
import type { Decision } from '../../table/seats';
import { type SeatPlan, peopleSeats, personNames } from '../table/seat-plan';
import { EMPTY_TABLE } from '../table/table-view';
import { dealMove, gatherMove, playMove } from '../table/trick-moves';
import { whoPlays, withVisitor } from '../table/who-plays';
import { DEMO_PLAYER, HAND_SIZE, HeartsTableScreen, TITLE } from './hearts-table';
import { type SavedHearts, keptChoice } from './saved-game';
import { openScoreSheet } from './score-sheet';
import { exchangeMove, shownOf } from './table-moves';
import { askPointLimit } from './point-limit';
import { type HeartsTable, STANDARD_TABLE, applyMenuPick, changesWaiting, nextGameNote } from './table-rules';
import { HOW_TO_PLAY, OPPONENTS, winnersNote } from './texts';
import { aloneAgainst, keptTable, lastTable, tableKind, withSeating } from './seating';

/** The demo's breath between hands and games. */
const DEMO_PAUSE_MS = 1500;
/** How long a finished trick stays on the table before it is gathered. */
const TRICK_HOLD_MS = 800;

type HeartsGame = SessionGame<HeartsState, HeartsAction, HeartsOptions>;

/** The deal that opens a game, as the table shows it. */
const opening = heartsTerms.opening;

export class HeartsScreen extends HeartsTableScreen {
  constructor(shell: Shell, options: { demo?: boolean } = {}) {
    super(shell, options);
    this.table.centre.onActivate = () => this.pressCentre();
  }

  show(): void {
    if (this.demo) {
      this.settings = { ...STANDARD_TABLE, level: 'novice' };
      this.newGame();
    } else {
      void this.open();
    }
  }

  /**
   * A new game at the last table; with other people at it the Players dialog
   * is offered first, as that table. Cancelled (or its lobby closed with no
   * game), the last table is dealt as it was, unless a game is still on.
   */
  private async startAnew(): Promise<void> {
    const table = lastTable(this.settings, this.person.name);
    const asked = peopleSeats(table.seats).length > 1;
    if (asked && (await this.choosePlayers())) return;
    if (!this.destroyed && !this.network.taken && !(asked && this.live.inProgress)) this.newGame(table.seats);
  }

  /** Game > Players...: who plays, then a new game at that table (Cancel leaves the table as it was). True when it was dealt. */
  private async choosePlayers(): Promise<boolean> {
    const table = { look: 'win31', fewest: 4, most: 4, network: true } as const;
    const seating = await whoPlays(this.shell, TITLE, withVisitor(lastTable(this.settings, this.person.name), this.person.name), OPPONENTS, table);
    if (seating !== null && toNetwork(seating)) {
      await this.openNetwork(this.hosting, seating.network.seats);
      return false;
    }
    if (seating === null || this.destroyed) return false;
    const visitor = seating.seats[0];
    this.seat(visitor?.kind === 'person' ? visitor.name : null);
    this.settings = withSeating(this.settings, seating);
    await this.records.setSettings(this.settings);
    await this.records.load(this.person.name);
    if (this.destroyed) return false;
    this.newGame(seating.seats);
    return true;
  }

  private async open(): Promise<void> {
    this.settings = await this.records.settings();
    this.refreshMenus();
    // A page reloaded in the middle of a network game goes back to its seat, if the person wants it.
    if ((await this.network.rejoin(this.person.name)) || this.destroyed) return;
    // A kept game refused is lost for each person at it by name.
    const lost = (kept: SavedHearts) => {
      const plans = keptTable(kept);
      return this.records.addLosses(personNames(plans), tableKind(plans, kept.level));
    };
    await this.arrive(this.records, (kept) => this.prepareResume(kept), lost, () => this.startAnew());
  }

  private newGame(plans: readonly SeatPlan[] = lastTable(this.settings, this.person.name).seats): void {
    if (this.demo) this.names = [DEMO_PLAYER, ...OPPONENTS];
    else this.sitAt(plans);
    this.clearTable();
    this.deal({ options: this.settings.options, seed: this.live.nextSeed() }, opening);
    this.refreshMenus();
  }

  /** The table as a kept game left it, should it be carried on. */
  private prepareResume(saved: SavedHearts): void {
    this.games.replace();
    this.turns.stop();
    this.history = saved.history;
    this.sitAt(keptTable(saved), saved.names);
    // The person to act, or the first at the table, sees the table from the bottom, covered when others share it.
    const toAct = hearts.toAct(saved.state);
    const seat = toAct !== null && this.seats.person(toAct) ? toAct : this.cover.viewer;
    this.cover.turn(seat);
    const view = hearts.view(saved.state, seat);
    // Exactly as it was left: a pass half chosen, or the received cards waiting for OK.
    const { chosen, raised, waitingForOk } = keptChoice(saved, view);
    this.pass.reset(chosen);
    this.shown = { ...shownOf(view, this.cover.shown), raised: this.cover.shown ? raised : [] };
    if (!waitingForOk) return;
    if (!this.cover.shared) {
      void this.waitForOk();
      return;
    }
    // Under way again, the cards passed are shown to everyone in turn, covered between them.
    const game = this.games.current;
    this.turns.resumed = true;
    void Promise.resolve().then(() => {
      this.turns.resumed = false;
      return this.showExchange(game);
    });
  }

  protected async save(game: HeartsGame | null): Promise<void> {
    // A game only dealt is nobody's loss: it is not kept, so it is never offered or counted.
    const kept = game === null || (game.actions.length === 0 && this.pass.chosen.length === 0) ? null : game;
    const plans = this.seats.seating;
    // The player alone against the computers at the game's level is the table a kept game without a seating means.
    const plain = JSON.stringify(plans) === JSON.stringify(aloneAgainst(this.person.name, this.gameLevel));
    const waitingForOk = this.pass.waitingForOk || this.turns.viewing !== null;
    await this.keepGame(this.records.kept, kept, { history: this.history, names: this.names, chosen: this.pass.chosen, waitingForOk, ...(plain ? {} : { seating: { seats: [...plans] } }) });
  }

  /** Show the events of one move, in order. */
  protected async present(events: readonly HeartsEvent[]): Promise<void> {
    const game = this.games.current;
    await this.pass.pending;
    await this.turns.pending;
    for (const event of events) {
      if (!this.showing(game)) return;
      await this.animate(event, game);
    }
    if (this.showing(game)) this.render();
  }

  /** One event of `game` on the table: cards move, sounds play, dialogs open (while it is still the game at the table). */
  private async animate(event: HeartsEvent, game: number): Promise<void> {
    const view = this.myView();
    switch (event.type) {
      case 'deal': {
        this.handEnded = null;
        this.pass.reset();
        this.shell.sfx.play('deal');
        const dealt = { ...shownOf(view, this.faceUp), table: [] };
        const keys = [...dealt.hand, ...[0, 1, 2, 3].filter((seat) => seat !== view.seat || dealt.hand.length === 0).flatMap((seat) => this.othersKeys(seat))];
        await this.dealHold.during(() => this.move(dealMove(dealt, keys, this.table), () => this.hand.focusFirst()));
        break;
      }
      case 'exchange': {
        if (this.shared) {
          this.pass.reset();
          this.shell.sfx.play('deal');
          await this.showExchange(game);
          break;
        }
        const move = exchangeMove(this.shown, this.pass.chosen, view, event, this.table);
        this.pass.reset();
        this.shell.sfx.play('deal');
        await this.move(move);
        if (!this.showing(game)) break;
        // Someone watching a network game has no cards to take up.
        if (!this.demo && !this.replay && !this.watching) {
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

  /** The cards passed, shown to each person at the table in turn under the cover; then the turn waiting meanwhile, if any. */
  private async showExchange(game: number): Promise<void> {
    await this.turns.showExchange(this.seats.personSeats, {
      showing: () => this.showing(game),
      coverFor: (seat) => {
        this.turnTo(seat);
        this.render();
        this.hand.focusOn(this.turns.panel.button);
        this.keepChoice();
      },
      showReceived: (seat) => {
        this.shown = { ...shownOf(this.seen(seat)), raised: this.seen(seat).received ?? [] };
        return this.waitForOk(game);
      },
      turnDown: () => this.turnDown(),
    });
    const waiting = this.seats.waiting();
    if (waiting && this.showing(game)) this.yourTurn(waiting.decision);
  }

  /** The keys of a seat's cards as the table holds them: backs in play, faces in a replay. */
  private othersKeys(seat: number): string[] {
    const view = this.run.source.view(seat);
    if (this.replay && view) return view.hand;
    return Array.from({ length: view?.handSizes[seat] ?? HAND_SIZE }, (_, i) => `back:${seat}:${i}`);
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
    // A network game is the server's: nothing of it is kept or counted here, and its last hand's sheet is shown too (its end box is the network's).
    if (!this.network.on) {
      void this.save(this.live.inProgress ? this.live.record() : null);
      if (!this.demo) await this.records.addHands(this.seats.statNames, this.kind, { points, moon, queenTaker: event.queenTaker });
      if (this.live.toAct === null) return;
    }
    if (!this.showing(game)) return;
    if (this.demo) {
      await this.clock.pause(DEMO_PAUSE_MS);
      return;
    }
    const note = moon === null ? undefined : `${moon === this.you ? 'You' : this.names[moon]} shot the moon!`;
    this.table.cards.settle();
    await openScoreSheet(this.shell.nav, this.names, this.history, event.scores, { title: 'Score Sheet', note }).result;
  }

  protected async recordAbandoned(): Promise<void> {
    await this.records.addLosses(this.seats.statNames, this.kind);
  }

  protected async gameOver(outcome: Outcome, game: HeartsGame): Promise<void> {
    if (await this.demoAgain(DEMO_PAUSE_MS * 2, () => this.newGame())) return;
    this.refreshMenus();
    const people = this.seats.personSeats;
    this.shell.sfx.play(outcome.winners.some((seat) => people.includes(seat)) ? 'win' : 'lose');
    const fame = await this.records.addResults(this.seats.statNames, this.kind, outcome.scores, outcome.winners, this.history.length, !this.shared);
    await this.showEnd(outcome, game, fame);
  }

  /** The final score sheet: a new game, the game played back, or leave. */
  private async showEnd(outcome: Outcome, game: HeartsGame, fame: readonly string[] = []): Promise<void> {
    const note = [winnersNote(outcome.winners, this.names, this.you), ...fame, `Dealt from seed ${game.seed}.`].join('\n');
    const sheet = openScoreSheet(this.shell.nav, this.names, this.history, outcome.scores, { title: 'Game Over', note, buttons: this.endButtons() });
    const answer = await sheet.result;
    if (answer === 'replay') this.shown = EMPTY_TABLE;
    this.afterEnd(answer, game, opening, () => void this.startAnew(), () => {
      this.shown = shownOf(this.myView(), this.faceUp);
      this.render();
      void this.showEnd(outcome, game, fame);
    });
  }

  /** Back with cards chosen for the pass puts them down again. */
  protected override dismiss(): boolean {
    if (this.pass.chosen.length === 0 || this.seats.waiting()?.decision.view.phase !== 'pass' || !this.cover.shown) return false;
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
    if (this.cover.shared) {
      // The cards passed are being shown (or are about to be, in a game resumed): the turn comes after.
      if (this.turns.viewing !== null || this.turns.resumed) return;
      this.turnTo(decision.seat);
      super.yourTurn(decision);
      this.hand.focusOn(this.cover.shown ? (this.hand.cards[0] ?? this.table.centre) : this.turns.panel.button);
      return;
    }
    super.yourTurn(decision);
    if (held === null) return;
    if (decision.view.phase === 'pass' || decision.legal.some((a) => a.type === 'play' && a.card === held)) this.chooseCard(held);
    else {
      const card = this.hand.cards.find((h) => h.card === held);
      if (card) this.hand.focusOn(card);
    }
  }

  protected chooseCard(card: Card): void {
    const waiting = this.seats.waiting();
    const decision = waiting?.decision ?? null;
    // Pressed while the cards fly out: they land at once, and the press counts when the turn comes.
    if (!decision && this.dealHold.hold(card)) return;
    if (!waiting || !decision || this.pass.waitingForOk || !this.cover.shown) {
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
    if (this.offer({ type: 'play', card }, waiting.person)) this.turnDown();
  }

  private pressCentre(): void {
    if (this.pass.pressOk()) {
      this.shell.sfx.play('click');
      return;
    }
    const waiting = this.seats.waiting();
    if (!waiting || waiting.decision.view.phase !== 'pass' || !this.cover.shown) return;
    const { passCount } = waiting.decision.view;
    if (this.pass.chosen.length !== passCount) {
      this.shell.sfx.play('error');
      void messageBox(TITLE, `Choose ${passCount} cards to pass first.`);
      return;
    }
    this.shell.sfx.play('click');
    if (this.offer({ type: 'pass', cards: this.pass.chosen }, waiting.person) && this.shared) {
      // The next person chooses their own three.
      this.pass.reset();
      this.turnDown();
    }
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
        if ((await this.network.mayLeave()) && (await this.mayStartAnew(this.untouched()))) await this.startAnew();
        return;
      case 'players':
        if ((await this.network.mayLeave()) && (await this.mayStartAnew(this.untouched()))) await this.choosePlayers();
        return;
      case 'network':
        await this.toNetwork(this.hosting, this.untouched());
        return;
      case 'limit': {
        const next = await askPointLimit(this.settings);
        if (next) await this.changeSettings(next);
        return;
      }
      case 'statistics':
        await this.statistics();
        return;
      case 'last-trick':
        await this.showLastTrick();
        return;
      case 'scores':
        await openScoreSheet(this.shell.nav, this.names, this.history, this.shownView()?.scores ?? [0, 0, 0, 0], { title: 'Score Sheet' }).result;
        return;
      default:
        await this.windowMenu(id, HOW_TO_PLAY);
    }
  }

  /** What a game hosted from here is played by: the Rules menu's rules and point limit. */
  private get hosting(): { options: HeartsOptions } {
    return { options: { ...this.settings.options } };
  }

  /** Game > Statistics: each person's figures against the computers, with their network games apart. */
  private async statistics(): Promise<void> {
    // At a network table the person here is the one seated at the kiosk, whatever name the table knows them by.
    for (const name of this.network.on ? [this.person.name] : this.statisticsOf()) {
      const table = await this.records.statisticsText(name);
      const network = name === null ? null : tallyLine(await networkTally(this.shell.records, this.id, name));
      await messageBox('Statistics', network === null ? table : `${table}\n\n${network}`);
    }
  }

  private async changeSettings(next: HeartsTable): Promise<void> {
    const changed = changesWaiting(this.settings, next);
    this.settings = next;
    this.refreshMenus();
    await this.records.setSettings(next);
    // A network game plays on by its host's rules: the menus name the changes, for the next game hosted or played here.
    const inForce = this.inForce();
    if (inForce === null || this.network.on) return;
    // Nothing chosen yet: deal again under the new settings. Otherwise they wait for the next game, and the player is told so.
    await this.nextGameTerms(changesWaiting(inForce, next) ? nextGameNote(inForce, next) : null, this.untouched(), () => this.newGame(), changed);
  }

  /** The game has just been dealt: nobody has passed or played a card, and nothing is chosen. */
  private untouched(): boolean {
    return this.live.untouched && this.pass.chosen.length === 0;
  }
}
