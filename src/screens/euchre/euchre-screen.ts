// Four-Handed Euchre at the kiosk: a Windows 3.1 window with the Game and
// Help menus on green felt, your hand along the bottom with the original's
// down-arrow pointer, your computer partner across, two computer opponents
// at the sides. The table session runs the game; this screen shows what
// happened, one event at a time (the computer players "talk" in popups,
// aloud when Voices are on), and turns the player's choices into actions.
// The table's drawing is euchre-table.ts.

import type { Card } from '../../engine/cards';
import { type EuchreAction, type EuchreEvent, type EuchreOptions, type EuchreState, type EuchreView, euchre, euchreTerms } from '../../engine/euchre';
import type { Outcome } from '../../engine/game';
import { confirmBox, messageBox, optionsDialog } from '../../renderer/widgets';
import type { Shell } from '../shell-contract';
import { fameLine } from '../shell/fame';
import { HandCard } from '../table/hand-card';
import { showPages } from '../table/help-pages';
import { ShownGame } from '../table/shown-game';
import { addPlayer, playerNames, warner } from '../table/players';
import type { Decision } from '../../table/seats';
import type { SessionGame } from '../../table/session';
import { EMPTY_TABLE, type Shown } from '../table/table-view';
import { dealMove, gatherMove, playMove } from '../table/trick-moves';
import { whoIsPlaying } from '../table/who-is-playing';
import { asideMove, giveMove, putDownMove, takeUpMove, throwInMove, trumpMove, turnDownMove } from './euchre-moves';
import { type BidOffer, CARD_PHASES, aloneQuestion, heldPress, infoAfter, infoOf, shownOf } from './euchre-scene';
import { STANDARD_SETTINGS, settingsFields, settingsFrom, waitingChanges } from './euchre-settings';
import { DEMO_PLAYER, EuchreTable, TITLE } from './euchre-table';
import { HOW_TO_PLAY, NB, gameOverLine, handLine, handSummary, seatNames, throwInLine, trickLine } from './euchre-texts';
import type { SavedEuchre } from './saved-euchre';

const DEMO_PAUSE_MS = 1500;
/** How long a finished trick stays on the table before it is gathered. */
const TRICK_HOLD_MS = 700;

type EuchreGame = SessionGame<EuchreState, EuchreAction, EuchreOptions>;

/** The deal that opens a game, as the table shows it. */
const opening = euchreTerms.opening;

export class EuchreScreen extends EuchreTable {
  readonly id = 'euchre';
  /** Hands scored this game, for the Hall of Fame's detail. */
  private hands = 0;
  /** The game on the table (dealt, carried on, or none once cancelled): the events of a game gone stop showing at once. */
  private readonly games = new ShownGame();

  constructor(shell: Shell, options: { demo?: boolean } = {}) {
    super(shell, options);
  }

  show(): void {
    if (this.demo) {
      this.settings = { ...STANDARD_SETTINGS, level: 'novice', speed: 'fast' };
      this.newGame();
    } else {
      void this.open();
    }
  }

  // ---- starting, saving, resuming ----

  private async open(): Promise<void> {
    this.settings = await this.records.settings();
    this.talk.voicesChanged();
    await this.arrive(this.records, (kept) => this.prepareResume(kept), (kept) => this.records.addLoss(kept.player), () => this.newGame());
  }

  private newGame(): void {
    this.games.replace();
    this.cancelled = false;
    this.names = this.demo ? [DEMO_PLAYER, ...seatNames(null).slice(1)] : seatNames(this.person.name);
    this.shown = EMPTY_TABLE;
    this.info = null;
    this.hands = 0;
    this.handResult = null;
    this.deal({ options: this.settings.options, seed: this.live.nextSeed() }, opening);
  }

  /** The table as a kept game left it, should it be carried on. */
  private prepareResume(saved: SavedEuchre): void {
    this.games.replace();
    this.cancelled = false;
    this.names = saved.names;
    this.hands = saved.hands;
    const view = euchre.view(saved.state, 0);
    this.shown = shownOf(view);
    this.info = infoOf(view);
  }

  protected async save(game: EuchreGame | null): Promise<void> {
    await this.keepGame(this.records.kept, game, { names: this.names, hands: this.hands });
  }

  // ---- the flow of play ----

  protected async present(events: readonly EuchreEvent[]): Promise<void> {
    // A move that ends a hand also deals the next: the status line waits for the table to catch up.
    if (events.some((e) => e.type === 'hand' || e.type === 'throw-in')) this.heldStatus = this.table.statusText;
    const game = this.games.current;
    for (const event of events) {
      await this.animate(event);
      if (this.destroyed || !this.games.showing(game)) return;
    }
    this.render();
  }

  private async animate(event: EuchreEvent): Promise<void> {
    if (this.info) this.info = infoAfter(this.info, event, this.shown.table.length === 0);
    switch (event.type) {
      case 'deal':
        await this.dealt();
        break;
      case 'pass':
      case 'make':
        if (event.type === 'make') this.shell.sfx.play('click');
        if (event.seat !== 0 || this.demo || this.replay) await this.talk.say(event);
        if (event.type === 'make') await this.move(this.faced(trumpMove(this.shown, event.suit)));
        break;
      case 'take-up':
        await this.move(this.faced(takeUpMove(this.shown, event.dealer, event.card, this.trump, this.table)));
        break;
      case 'turn-down':
        this.shell.sfx.play('flip');
        await this.move(turnDownMove(this.shown));
        break;
      case 'discard': {
        const mine = event.seat === 0 ? (this.myView().myDiscards.find((c) => this.shown.hand.includes(c)) ?? null) : null;
        await this.move(this.faced(putDownMove(this.shown, event.seat, mine, this.table)));
        break;
      }
      case 'give':
        await this.move(this.faced(giveMove(this.shown, event.from, event.to, this.myView().given, this.trump, this.table)));
        break;
      case 'play':
        await this.played(event);
        break;
      case 'trick':
        // The hand's last trick: the view has run on to the next deal, so the line says what the table shows.
        if (this.heldStatus !== null) {
          this.heldStatus = trickLine(event, this.names);
          this.render();
        }
        await this.clock.pause(TRICK_HOLD_MS);
        await this.move(gatherMove(this.shown, event, this.table));
        break;
      case 'hand':
        await this.scored(event);
        break;
      case 'throw-in':
        this.handResult = throwInLine(event, this.names);
        this.render();
        await this.talk.say(event);
        await this.move(throwInMove(this.tableKeys(), this.table));
        break;
      default:
        break;
    }
  }

  /** Three cards to each from the dealer's left, then two, then the next card turned up on the kitty. */
  private async dealt(): Promise<void> {
    const view = this.myView();
    this.handResult = null;
    this.heldStatus = null;
    this.felt.say(null);
    // A deal is always the last event of its move, so the view is this hand's (in a replay too, which starts afresh).
    this.info = infoOf(view);
    const full = this.withFaces(shownOf(view));
    const first: Shown = { ...full, hand: view.hand.slice(0, 3), backs: full.backs.map((n) => Math.min(n, 3)), faces: full.faces?.map((f) => f.slice(0, 3)), table: [], middle: [] };
    const keys = [...view.hand, ...[1, 2, 3].flatMap((seat) => this.othersKeys(seat))];
    this.shell.sfx.play('deal');
    await this.dealHold.during(async () => {
      await this.move(dealMove(first, keys, this.table, 30));
      await this.move(dealMove({ ...full, middle: [] }, keys, this.table, 30));
      this.shell.sfx.play('flip');
      await this.move({ shown: full, options: {} }, () => this.hand.focusFirst());
    });
  }

  private async played(event: Extract<EuchreEvent, { type: 'play' }>): Promise<void> {
    // The first card of the hand: the kitty is set aside by the dealer.
    if ((this.shown.middle ?? []).length > 0) await this.move(asideMove(this.shown, this.info?.dealer ?? 0, this.table));
    this.shell.sfx.play('flip');
    await this.move(this.faced(playMove(this.shown, event, this.replay !== null, this.table)));
  }

  private async scored(event: Extract<EuchreEvent, { type: 'hand' }>): Promise<void> {
    this.handResult = handLine(event, this.trump, this.names);
    this.render();
    if (event.euchred) this.shell.sfx.play(event.makers === 0 ? 'lose' : 'win');
    if (!this.replay) {
      this.hands++;
      if (!this.demo) await this.records.addHand(this.person.name, event);
      void this.save(this.live.inProgress ? this.live.record() : null);
    }
    const said = this.talk.say(event);
    await this.summarise(handSummary(event, this.trump, this.names));
    await said;
  }

  protected async recordAbandoned(): Promise<void> {
    await this.records.addLoss(this.person.name);
  }

  protected async gameOver(outcome: Outcome, game: EuchreGame): Promise<void> {
    if (await this.demoAgain(DEMO_PAUSE_MS * 2, () => this.newGame())) return;
    this.shell.sfx.play(outcome.winners.includes(0) ? 'win' : 'lose');
    const place = await this.records.addGame(this.person.name, outcome.scores, outcome.winners, this.hands);
    await this.showEnd(outcome, game, fameLine(place));
  }

  /** "The game is over" with the winners, and "Another game?": Yes deals anew, No goes back to the kiosk. */
  private async showEnd(outcome: Outcome, game: EuchreGame, fame: string | null): Promise<void> {
    this.table.cards.settle();
    const text = `The game is over. ${gameOverLine(outcome.scores, outcome.winners, this.names)}${fame ? `\n${fame}` : ''}\nDealt from seed${NB}${game.seed}.\n\nAnother game?`;
    const buttons = [{ id: 'new', label: '&Yes' }, { id: 'exit', label: '&No' }, ...(this.replayable ? [{ id: 'replay', label: '&Replay' }] : [])];
    const answer = await messageBox('Game Over', text, buttons);
    if (answer === 'replay') this.shown = EMPTY_TABLE;
    this.afterEnd(answer, game, opening, () => this.newGame(), () => {
      this.shown = shownOf(this.myView());
      this.render();
      void this.showEnd(outcome, game, fame);
    });
  }

  // ---- the player's choices ----

  protected chooseCard(card: Card): void {
    const decision = this.person.waiting;
    // Pressed while the cards fly out: they land at once, and the press counts when the turn comes.
    if (!decision && this.dealHold.hold(card)) return;
    const phase = decision?.view.phase;
    if (!decision || phase === undefined || !CARD_PHASES.has(phase)) {
      this.shell.sfx.play('error');
      if (phase === 'order' || phase === 'call') void messageBox(TITLE, 'Bid first, with the buttons above your hand.');
      return;
    }
    this.shell.sfx.play('click');
    this.offer(phase === 'play' ? { type: 'play', card } : phase === 'give' ? { type: 'give', card } : { type: 'discard', card });
  }

  /** A bidding button: a pass is made at once; a make first asks whether to go alone (No unless chosen). */
  protected async bid(offer: BidOffer): Promise<void> {
    const decision = this.person.waiting;
    if (!decision) return;
    this.shell.sfx.play('click');
    let action = offer.action;
    if (offer.alone !== null && (await confirmBox('Go Alone?', aloneQuestion(decision.view, offer.action, this.names)))) action = offer.alone;
    if (this.person.waiting === decision) this.offer(action);
  }

  protected override yourTurn(decision: Decision<EuchreView, EuchreAction>): void {
    // A card pressed during the deal is never turned into a late "Bid first": at a bid it is dropped.
    const held = heldPress(this.dealHold.take(), decision.view.phase);
    super.yourTurn(decision);
    const bids = this.felt.bids;
    // A bid starts on Pass, which loses nothing; a card choice on the hand.
    const pass = bids.find((b) => b.id === 'bid-pass')?.button ?? bids[0]?.button;
    if (pass) this.hand.focusOn(pass);
    else if (!(this.focus.current instanceof HandCard)) this.hand.focusFirst();
    if (held !== null) this.chooseCard(held);
  }

  protected async menu(id: string): Promise<void> {
    this.shell.sfx.play('click');
    switch (id) {
      case 'new':
        await this.newFromMenu();
        return;
      case 'cancel':
        await this.cancel();
        return;
      case 'options':
        await this.options();
        return;
      case 'statistics':
        await messageBox('Statistics', await this.records.statisticsText(this.person.name));
        return;
      case 'last-trick':
        await this.showLastTrick();
        return;
      case 'how':
        await showPages(this.shell.nav, 'How to Play', HOW_TO_PLAY);
        return;
      default:
        // How to Play is paged above; Exit and Controls are every table's.
        await this.windowMenu(id, '');
    }
  }

  /** Game > New: the player's first name (Cancel plays as a guest), then a fresh deal. */
  private async newFromMenu(): Promise<void> {
    if (!(await this.mayStartAnew(this.live.untouched))) return;
    const records = this.shell.records;
    const warn = warner(TITLE);
    const name = await whoIsPlaying(TITLE, await playerNames(records, warn), this.person.name, (typed) => addPlayer(records, typed, warn));
    if (this.destroyed) return;
    this.seat(name);
    // Dealt at once: the old table must not stay up, playable, while the statistics load.
    this.newGame();
    await this.records.load(name);
  }

  /** Game > Cancel: the game is given up and counts as lost (No unless confirmed), then another may be dealt. */
  private async cancel(): Promise<void> {
    if (!this.live.inProgress) {
      await messageBox(TITLE, 'There is no game in progress to cancel.');
      return;
    }
    if (!(await confirmBox(TITLE, 'Cancel this game? It will count as a loss.'))) return;
    await this.live.abandon();
    if (this.destroyed) return;
    // The table is cleared and says so: nothing of the game given up stays, lit or playable.
    this.games.replace();
    this.cancelled = true;
    this.info = null;
    this.handResult = null;
    this.heldStatus = null;
    this.felt.say(null);
    this.shown = EMPTY_TABLE;
    this.render();
    const again = await confirmBox(TITLE, 'The game was cancelled. Another game?', { defaultAnswer: 'yes' });
    if (this.destroyed) return;
    if (again) this.newGame();
    else this.shell.show('select');
  }

  /** Game > Options: kept for the cabinet; rules and level wait for the next game unless nothing has been played. */
  private async options(): Promise<void> {
    const values = await optionsDialog('Options', settingsFields(this.settings));
    if (values === null || this.destroyed) return;
    const next = settingsFrom(values, this.settings);
    this.settings = next;
    await this.records.setSettings(next);
    this.talk.voicesChanged();
    const inForce = this.run.terms();
    const changes = inForce && waitingChanges(inForce, next);
    const note = changes?.length ? `${changes.join('\n')}\n\nThis applies from the next game; the game on the table goes on as it was dealt.` : null;
    await this.nextGameTerms(note, this.live.untouched, () => this.newGame());
  }
}
