// Four-Handed Euchre at the kiosk: a Windows 3.1 window with the Game and
// Help menus on green felt, your hand along the bottom with the original's
// down-arrow pointer, your partner across, two opponents at the sides, each
// a computer player or a person at the cabinet (Game > Players). The table
// session runs the game; this screen shows what happened, one event at a
// time (the computer players "talk" in popups, aloud when Voices are on),
// deals, records and answers the menus. Game > Network... (or the Players
// dialog's Network...) plays with people at other kiosks through the shared
// network mode: the table shows the server's steps from the kiosk's own seat,
// and nothing of a network game is kept in Euchre's records (the network
// tally counts it apart). Who plays and their choices are euchre-people.ts's;
// the table's drawing is euchre-table.ts.

import type { NetworkSeat } from '../table/network-seats';
import { toNetwork } from '../table/players-dialog';
import { type EuchreAction, type EuchreEvent, type EuchreOptions, type EuchreState, type EuchreView, euchre, euchreTerms } from '../../engine/euchre';
import type { Outcome } from '../../engine/game';
import { confirmBox, messageBox, optionsDialog } from '../../renderer/widgets';
import { networkTally, tallyLine } from '../net/network-tally';
import type { Shell } from '../shell-contract';
import type { ShowOptions } from '../table/card-layer';
import { showPages } from '../table/help-pages';
import { ShownGame } from '../table/shown-game';
import { addPlayer, playerNames, warner } from '../table/players';
import type { SeatPlan } from '../table/seat-plan';
import type { LocalSeat } from '../../table/seats';
import type { SessionGame } from '../../table/session';
import { EMPTY_TABLE, type Shown } from '../table/table-view';
import { dealMove, gatherMove, playMove } from '../table/trick-moves';
import { whoIsPlaying } from '../table/who-is-playing';
import { asideMove, giveMove, putDownMove, takeUpMove, throwInMove, trumpMove, turnDownMove } from './euchre-moves';
import { hostStart } from './euchre-network';
import { EuchrePeople } from './euchre-people';
import { infoAfter, infoOf } from './euchre-scene';
import { computersLevel, keptAs, keptSitters, nextTable, shared, tableNames, withSeating } from './euchre-seating';
import { whoPlays } from './euchre-who-plays';
import { type EuchreSettings, STANDARD_SETTINGS, settingsFields, settingsFrom, waitingChanges } from './euchre-settings';
import { DEMO_PLAYER, TITLE } from './euchre-table';
import { HOW_TO_PLAY, NB, gameOverLine, handLine, handSummary, seatNames, throwInLine, trickLine } from './euchre-texts';
import type { SavedEuchre } from './saved-euchre';

const DEMO_PAUSE_MS = 1500;
/** How long a finished trick stays on the table before it is gathered. */
const TRICK_HOLD_MS = 700;

type EuchreGame = SessionGame<EuchreState, EuchreAction, EuchreOptions>;

/** The deal that opens a game, as the table shows it. */
const opening = euchreTerms.opening;

/** The settings as read, the Options' level that of the last table's computers (a record edited by hand could say otherwise). */
function agreed(settings: EuchreSettings): EuchreSettings {
  return settings.seating ? { ...settings, level: computersLevel(settings.seating.seats, settings.level) } : settings;
}

export class EuchreScreen extends EuchrePeople {
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
    this.settings = agreed(await this.records.settings());
    this.talk.voicesChanged();
    // A page reloaded in the middle of a network game goes back to its seat, if the person wants it.
    if ((await this.network.rejoin(this.person.name)) || this.destroyed) return;
    const lost = (kept: SavedEuchre) => this.records.addLosses(keptSitters(kept), keptAs(kept));
    // A game of several people, all guests, costs nobody anything; one person's is asked about as it always was.
    const counts = (kept: SavedEuchre) => keptSitters(kept).length <= 1 || keptSitters(kept).some((p) => p.name !== null);
    await this.arrive(this.records, (kept) => this.prepareResume(kept), lost, () => this.fresh(), counts);
  }

  /** A new game on arrival: the last table again, its people asked first in the Players dialog when there are several. */
  private async fresh(): Promise<void> {
    if (shared(nextTable(this.settings, this.person.name))) await this.choosePlayers();
    else this.newGame();
  }

  /** A new game at `plans` (the last table, with the person seated now in seat 0). */
  private newGame(plans: readonly SeatPlan[] = nextTable(this.settings, this.person.name)): void {
    this.clearTable();
    if (this.demo) this.names = [DEMO_PLAYER, ...seatNames(null).slice(1)];
    else this.sitAt(plans, tableNames(plans));
    this.deal({ options: this.settings.options, seed: this.live.nextSeed() }, opening);
    // A game given up for this one was recorded (as it was dealt) for its own people: this one is theirs from now on.
    this.recordFromNow();
  }

  /** The table as a kept game left it, should it be carried on (one kept before a table of several people: its player alone). */
  private prepareResume(saved: SavedEuchre): void {
    this.games.replace();
    this.cancelled = false;
    this.sitAt(saved.seating?.seats ?? [{ kind: 'person', name: saved.player, pad: null }], saved.names);
    this.recordFromNow();
    this.hands = saved.hands;
    const view = euchre.view(saved.state, this.bottom);
    this.shown = this.laid(view);
    this.info = infoOf(view);
  }

  /** A new game comes to the table: nothing of the last one stays on it, and the events of the last stop showing. */
  private clearTable(): void {
    this.games.replace();
    this.cancelled = false;
    this.seatedAt = null;
    this.shown = EMPTY_TABLE;
    this.info = null;
    this.hands = 0;
    this.handResult = null;
    this.heldStatus = null;
    this.felt.say(null);
  }

  // ---- a network game ----

  /** A network game's players (`names`): the person here at `viewer`, at the bottom with their partner across, or watching from there. */
  protected override sitAtNetwork(names: string[], people: readonly NetworkSeat[]): (LocalSeat<EuchreView, EuchreAction> | null)[] {
    this.clearTable();
    this.seatedAt = { source: this.run.source, watching: people.length === 0 };
    this.names = [...names];
    return super.sitAtNetwork(names, people);
  }

  /** The table as a network game's `view` has it, with no move under way (joining it, or coming back to it). */
  protected override lay(view: EuchreView): void {
    this.handResult = null;
    this.heldStatus = null;
    this.shown = this.laid(view);
    this.info = infoOf(view);
    this.render();
  }

  protected override render(options?: ShowOptions): void {
    // Back from a network game (left, or the server gone): the table's own players sit down again, for the next game here.
    if (this.seatedAt !== null && this.run.source !== this.seatedAt.source && !this.replay && !this.destroyed) {
      this.seatedAt = null;
      const plans = nextTable(this.settings, this.person.name);
      this.sitAt(plans, tableNames(plans));
    }
    super.render(options);
  }

  protected async save(game: EuchreGame | null): Promise<void> {
    const plans = this.seats.seating;
    await this.keepGame(this.records.kept, game, { names: this.names, hands: this.hands, seating: plans.length === 4 ? { seats: [...plans] } : undefined });
  }

  // ---- the flow of play ----

  protected async present(events: readonly EuchreEvent[]): Promise<void> {
    // A move that ends a hand also deals the next: the status line waits for the table to catch up.
    if (events.some((e) => e.type === 'hand' || e.type === 'throw-in')) this.heldStatus = this.table.statusText;
    if (this.atNetwork) this.notices.step();
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
        // People say their bids by their names; computers, and everyone in a demo or a replay, aloud too.
        if (!this.people.includes(event.seat) || this.demo || this.replay) await this.talk.say(event);
        if (event.type === 'make') await this.move(this.faced(trumpMove(this.shown, event.suit)));
        break;
      case 'take-up':
        await this.move(this.faced(takeUpMove(this.shown, event.dealer, event.card, this.trump, this.table, this.own)));
        break;
      case 'turn-down':
        this.shell.sfx.play('flip');
        await this.move(turnDownMove(this.shown));
        break;
      case 'discard': {
        const mine = event.seat === this.own ? (this.myView().myDiscards.find((c) => this.shown.hand.includes(c)) ?? null) : null;
        await this.move(this.faced(putDownMove(this.shown, event.seat, mine, this.table, this.own)));
        break;
      }
      case 'give':
        await this.move(this.faced(giveMove(this.shown, event.from, event.to, this.own === null ? null : this.myView().given, this.trump, this.table, this.own)));
        break;
      case 'play':
        await this.played(event);
        break;
      case 'trick':
        // The hand's last trick: the view has run on to the next deal, so the line says what the table shows.
        if (this.heldStatus !== null) {
          this.heldStatus = trickLine(event, this.names, this.you);
          this.render();
        }
        await this.clock.pause(TRICK_HOLD_MS);
        await this.move(gatherMove(this.shown, event, this.table));
        break;
      case 'hand':
        await this.scored(event);
        break;
      case 'throw-in':
        this.handResult = throwInLine(event, this.names, this.you);
        this.render();
        await this.talk.say(event, this.speakers);
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
    // With several people at the screen the hand at the bottom is dealt face down (and someone watching has none).
    const dealt = this.laid(view);
    const full = this.withFaces(dealt);
    const first: Shown = { ...full, hand: full.hand.slice(0, 3), backs: full.backs.map((n) => Math.min(n, 3)), faces: full.faces?.map((f) => f.slice(0, 3)), table: [], middle: [] };
    const keys = [...full.hand, ...this.othersAt().flatMap((seat) => this.othersKeys(seat))];
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

  /** Who speaks for the table: computers only (in a demo, seat 0's partner speaks for it, as at a one-person table). */
  private get speakers(): readonly number[] {
    return this.demo ? [0] : this.people;
  }

  private async scored(event: Extract<EuchreEvent, { type: 'hand' }>): Promise<void> {
    this.handResult = handLine(event, this.trump, this.names, this.you);
    this.render();
    // A euchre sounds as a loss where the makers' side has the people at the table (at a one-person table: your side).
    if (event.euchred) this.shell.sfx.play(this.people.some((seat) => seat % 2 === event.makers) ? 'lose' : 'win');
    // A network game is the server's: nothing of it is kept or counted here.
    if (!this.replay && !this.atNetwork) {
      this.hands++;
      if (!this.demo) await this.records.addHands(this.recording.sitters, event, this.recording.as);
      void this.save(this.live.inProgress ? this.live.record() : null);
    }
    const said = this.talk.say(event, this.speakers);
    await this.summarise(handSummary(event, this.trump, this.names, this.you));
    await said;
  }

  protected async recordAbandoned(): Promise<void> {
    await this.records.addLosses(this.recording.sitters, this.recording.as);
  }

  protected async gameOver(outcome: Outcome, game: EuchreGame): Promise<void> {
    if (await this.demoAgain(DEMO_PAUSE_MS * 2, () => this.newGame())) return;
    this.shell.sfx.play(outcome.winners.some((seat) => this.people.includes(seat)) ? 'win' : 'lose');
    const fame = await this.records.addResults(this.recording.sitters, outcome, this.hands, this.recording.as);
    // The statistics shown are the person's in seat 0 (the last written may be another's).
    if (this.recording.sitters.length > 1) await this.records.load(this.person.name);
    await this.showEnd(outcome, game, fame);
  }

  /** "The game is over" with the winners, and "Another game?": Yes deals anew, No goes back to the kiosk. */
  private async showEnd(outcome: Outcome, game: EuchreGame, fame: readonly string[]): Promise<void> {
    this.table.cards.settle();
    const text = `The game is over. ${gameOverLine(outcome.scores, outcome.winners, this.names, this.you)}${fame.map((line) => `\n${line}`).join('')}\nDealt from seed${NB}${game.seed}.\n\nAnother game?`;
    const buttons = [{ id: 'new', label: '&Yes' }, { id: 'exit', label: '&No' }, ...(this.replayable ? [{ id: 'replay', label: '&Replay' }] : [])];
    const answer = await messageBox('Game Over', text, buttons);
    if (answer === 'replay') this.shown = EMPTY_TABLE;
    this.afterEnd(answer, game, opening, () => this.newGame(), () => {
      this.shown = this.laid(this.myView());
      this.render();
      void this.showEnd(outcome, game, fame);
    });
  }

  protected async menu(id: string): Promise<void> {
    this.shell.sfx.play('click');
    // A game here replaces a network game only if the person agrees to leave it.
    if ((id === 'new' || id === 'players') && !(await this.network.mayLeave())) return;
    switch (id) {
      case 'new':
        await this.newFromMenu();
        return;
      case 'players':
        if (await this.mayStartAnew(this.live.untouched)) await this.choosePlayers();
        return;
      case 'network':
        await this.toNetwork(hostStart(this.settings));
        return;
      case 'cancel':
        // A network game is left rather than cancelled: a computer takes the seat.
        if (this.network.on) await this.network.mayLeave();
        else await this.cancel();
        return;
      case 'options':
        await this.options();
        return;
      case 'statistics':
        await this.statistics();
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

  /** Game > Statistics: the figures of the person at the table, or of each person by name, a page each; the network games of the person seated here apart. */
  private async statistics(): Promise<void> {
    // At a network table the person here is the one seated at the kiosk, whatever name the table knows them by.
    const people = this.recording.sitters.length > 1 && !this.network.on ? this.recording.sitters.map((p) => p.name) : [this.person.name];
    const pages = await this.records.statisticsPages(people);
    const name = this.person.name;
    const network = name === null ? null : tallyLine(await networkTally(this.shell.records, this.id, name));
    // The person seated here has their page first: their network games go under it.
    if (network !== null && pages.length > 0) pages[people.indexOf(name) < 0 ? 0 : people.indexOf(name)] += `\n\n${network}`;
    if (pages.length > 1) await showPages(this.shell.nav, 'Statistics', pages);
    else await messageBox('Statistics', pages[0] ?? '');
    await this.records.load(this.person.name);
  }

  /**
   * Who plays at the next game, in the Players dialog (the last table offered
   * again, with the person seated in seat 1), then a new game at that table,
   * kept as the last. Cancel changes nothing.
   */
  private async choosePlayers(): Promise<void> {
    const seating = await whoPlays(this.shell, nextTable(this.settings, this.person.name));
    if (this.destroyed || seating === null) return;
    if (toNetwork(seating)) return this.openNetwork(hostStart(this.settings), seating.network.seats);
    const visitor = seating.seats[0];
    this.seat(visitor?.kind === 'person' ? visitor.name : null);
    this.settings = withSeating(this.settings, seating);
    // Dealt at once: the old table must not stay up, playable, while the records are written.
    this.newGame(seating.seats);
    await this.records.setSettings(this.settings);
    await this.records.load(this.person.name);
  }

  /** Game > New: with several people at the last table, the Players dialog; else the player's first name (Cancel plays as a guest), then a fresh deal. */
  private async newFromMenu(): Promise<void> {
    if (!(await this.mayStartAnew(this.live.untouched))) return;
    if (shared(nextTable(this.settings, this.person.name))) return this.choosePlayers();
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
    const before = this.settings;
    const next = settingsFrom(values, before);
    this.settings = next;
    await this.records.setSettings(next);
    this.talk.voicesChanged();
    if (this.network.on) {
      // A network game plays on by its host's rules: the changes are for the next game hosted or played here.
      const changed = waitingChanges(before, next);
      if (changed.length > 0) await messageBox('Next Game', `${changed.join('\n')}\n\nThis applies from the next game played or hosted here; the network game goes on by its host's rules.`);
      return;
    }
    const inForce = this.run.terms();
    const changes = inForce && waitingChanges(inForce, next);
    const note = changes?.length ? `${changes.join('\n')}\n\nThis applies from the next game; the game on the table goes on as it was dealt.` : null;
    await this.nextGameTerms(note, this.live.untouched, () => this.newGame());
  }
}
