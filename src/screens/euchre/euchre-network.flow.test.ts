// Four-Handed Euchre over the network, in Node through the whole kiosk
// (test-kiosk.ts), the game server played by a stand-in (net/table-double.ts):
// ANNE joins BOB's table, where she sits against him, and takes the seat
// across from him from the waiting room ("Sit with BOB", on her pad); BOB
// starts with two computers on the other side. She plays a whole game from
// the bottom of her table, her partner at the top: her bids, the dealer's
// discard and the Pass Best card she gives when BOB goes alone go as moves
// the stand-in checks, each hand's summary, never another seat's hand shown,
// to the network's Game Over box and its Replay; Euchre's own records are
// untouched and the network tally counts the game. Someone watching sees no
// hand and is asked nothing; with Voices on, the others' bids are said and
// spoken as at a game here, ANNE's own are not.

import { describe, expect, it } from 'vitest';
import type { Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import { type EuchreAction, type EuchreEvent, type EuchreOptions, type EuchreState, type EuchreView, euchre as rules } from '../../engine/euchre';
import { TableDouble } from '../../net/table-double';
import { expectTallied, seatAtDouble } from '../net/seat-at-double';
import { TestKiosk } from '../shell/test-kiosk';
import { nearestControl } from '../shell/test-focus';
import { euchre as table, keyboard, sitAtEuchre } from './euchre-driver';
import { EUCHRE_NETWORK } from './euchre-network';
import { EuchreRecords } from './euchre-records';
import type { EuchreSnapshot } from './euchre-snapshot';

type Double = TableDouble<EuchreState, EuchreAction, EuchreOptions, EuchreView, EuchreEvent>;

/** BOB's Options dialog had stick the dealer on, and Pass Best as it always is. */
const OPTIONS: EuchreOptions = { passBest: true, stickTheDealer: true, target: 10 };

/** BOB, across from ANNE once she sits with him, goes alone whenever he makes trump; the others make their first legal move. */
function bobAlone(_state: EuchreState, seat: Seat, legal: readonly EuchreAction[]): EuchreAction {
  const alone = seat === 0 ? legal.find((a) => 'alone' in a && a.alone) : undefined;
  return alone ?? (legal[0] as EuchreAction);
}

/** ANNE at the Euchre table (a game of her own dealt), then at the stand-in's table as its link would seat her: in its waiting room, or (watching) at the game under way. */
async function atNetworkTable(options: { kiosk?: TestKiosk; you: Seat | null; names: string[]; seed: number; others?: typeof bobAlone }): Promise<{ kiosk: TestKiosk; double: Double }> {
  const kiosk = options.kiosk ?? (await TestKiosk.open({ seed: 3 }));
  if (!options.kiosk) {
    await sitAtEuchre(kiosk, keyboard, 'ANNE');
    await kiosk.until(() => table(kiosk).waiting === 0 && !table(kiosk).busy);
  }
  const double: Double = new TableDouble(EUCHRE_NETWORK, { you: options.you, seats: TableDouble.seated(options.names, 4), seed: options.seed, options: OPTIONS, others: options.others ?? bobAlone });
  seatAtDouble(kiosk.screen, EUCHRE_NETWORK, double, 'ANNE', OPTIONS);
  return { kiosk, double };
}

/** The cards the seat at `you` may know of another seat's: the turned card (whoever took it up), and the Pass Best card between its giver and the lone player. */
function known(state: EuchreState, you: Seat | null): Set<Card> {
  const cards = [state.upcard, state.takenUp, state.turnedDown].filter((card): card is Card => card !== null);
  const given = state.given;
  if (given !== null && you !== null && (given.from === you || given.to === you)) cards.push(given.card);
  return new Set(cards);
}

/**
 * Nothing of another seat's hand is on the page: no card a seat still holds
 * at the stand-in (the kiosk shows the hand it is at, never ahead of the
 * server) is named anywhere in the snapshot, but those the kiosk's seat
 * knows: its own cards of the hand before too, which lie at the bottom until
 * the next deal when it sat that hand out.
 */
class Secrets {
  /** The kiosk seat's cards in each hand, as the stand-in dealt and passed them. */
  private readonly held = new Map<number, Set<Card>>();

  constructor(
    private readonly double: Double,
    private readonly you: Seat | null,
  ) {}

  check(s: EuchreSnapshot): void {
    const state = this.double.state;
    if (this.you !== null) {
      const mine = this.held.get(state.handNumber) ?? new Set<Card>();
      for (const card of state.hands[this.you] ?? []) mine.add(card);
      this.held.set(state.handNumber, mine);
    }
    if (s.replay !== null) return;
    // Someone watching is shown no hand, ever.
    if (this.you === null) expect(s.hand).toEqual([]);
    if (s.dialog === 'Game Over' || s.handNumber !== state.handNumber) return;
    const allowed = new Set([...known(state, this.you), ...(this.held.get(state.handNumber - 1) ?? [])]);
    const text = JSON.stringify(s);
    state.hands.forEach((hand, seat) => {
      if (seat === this.you) return;
      for (const card of hand) if (!allowed.has(card)) expect(text, `seat ${seat}'s ${card} on the page of seat ${this.you}`).not.toContain(`"${card}"`);
    });
  }
}

/** ANNE has something to do: a box, or a bid or a card to choose. */
function annesMove(s: EuchreSnapshot): boolean {
  if (s.dialog !== null) return true;
  return s.waiting !== null && !s.busy && (s.bids.length > 0 || s.legal.length > 0);
}

/** ANNE's bids: she orders the turned card up the first time she may (and goes alone), and passes ever after while she may. */
function annesBids(): { bid(s: EuchreSnapshot): string; alone(): boolean } {
  let made = false;
  return {
    bid(s) {
      const make = s.bids.find((id) => id !== 'bid-pass');
      if (!made && s.bids.includes('bid-order-up')) {
        made = true;
        return 'bid-order-up';
      }
      return s.bids.includes('bid-pass') ? 'bid-pass' : (make ?? '');
    },
    alone: () => made,
  };
}

/** ANNE's press: her bid, or the legal card nearest the arrow. */
function annesPress(s: EuchreSnapshot, bids: ReturnType<typeof annesBids>): string {
  if (s.bids.length > 0) return bids.bid(s);
  const id = nearestControl(s.controls, s.legal.map((c) => `card-${c}`));
  if (id === undefined) throw new Error('ANNE is to choose a card but may choose none.');
  return id;
}

const progress = (s: EuchreSnapshot) => JSON.stringify([s.dialog, s.waiting, s.busy, s.hand, s.bids, s.legal, s.table, s.handNumber, s.phase]);

/** Play on with the pad (checking the secrets at every frame) until the network's Game Over box is up. */
async function playToGameOver(kiosk: TestKiosk, double: Double, you: Seat | null, seen: (s: EuchreSnapshot) => void = () => undefined, frame: (s: EuchreSnapshot) => void = () => undefined): Promise<EuchreSnapshot> {
  const secrets = new Secrets(double, you);
  const bids = annesBids();
  const watch = (ready: (s: EuchreSnapshot) => boolean) =>
    kiosk.until(() => {
      const s = table(kiosk);
      secrets.check(s);
      frame(s);
      return ready(s);
    }, 3000);
  for (let press = 0; press < 2000; press++) {
    await watch((s) => s.dialog === 'Game Over' || (you !== null && annesMove(s)) || (you === null && s.dialog !== null));
    const s = table(kiosk);
    if (s.dialog === 'Game Over') return s;
    seen(s);
    // Go Alone? Yes, the once she makes trump; any other box (a hand's summary) its default answer.
    if (s.dialog === 'Go Alone?' && bids.alone()) await kiosk.use('yes', 'gamepad');
    else if (s.dialog !== null) await kiosk.answer('gamepad');
    else await kiosk.use(annesPress(s, bids), 'gamepad');
    await watch((now) => progress(now) !== progress(s));
  }
  throw new Error('The network game did not end.');
}

describe('Euchre at a network table', () => {
  it('sits ANNE with BOB from the waiting room, then plays a whole game from across him: bids, the discard and the Pass Best card as moves, to Game Over and its replay; the records here untouched', async () => {
    const { kiosk, double } = await atNetworkTable({ you: 1, names: ['BOB', 'ANNE'], seed: 11 });
    const records = new EuchreRecords(kiosk.records);
    double.open();
    await kiosk.until(() => table(kiosk).dialog === "BOB's Game");
    // ANNE came in at seat 2, against BOB: the room shows the sides, and offers her the seat across from him.
    let s = table(kiosk);
    expect(s.controls.find((c) => c.id === 'seat-2')?.label).toBe('Seat 2: ANNE (you)');
    expect(s.controls.find((c) => c.id === 'side')?.label).toBe('Sit with BOB');
    expect(kiosk.boxWords()).toContain('BOB & an empty seat against ANNE & an empty seat.');
    await kiosk.use('side', 'gamepad');
    await kiosk.until(() => table(kiosk).controls.find((c) => c.id === 'seat-3')?.label === 'Seat 3: ANNE (you)');
    expect(double.sent).toEqual([{ type: 'sit', message: { seat: 2 } }]);
    expect(kiosk.boxWords()).toContain('BOB & ANNE against 2 empty seats.');
    expect(table(kiosk).controls.find((c) => c.id === 'side')?.label).toBe('Sit against BOB');

    // BOB presses Play: the computers take the other side, and ANNE plays from the bottom, BOB across.
    double.start();
    await kiosk.until(() => table(kiosk).dialog === null && table(kiosk).network?.you === 2 && table(kiosk).phase !== 'starting');
    s = table(kiosk);
    expect(s.names).toEqual(['BOB', 'Computer 1', 'ANNE', 'Computer 2']);
    expect(s.viewer).toBe(2);
    expect(s.gameOptions).toEqual(OPTIONS);
    expect(s.controls.some((c) => c.id === 'chat')).toBe(true);
    const seen = new Set<string>();
    const end = await playToGameOver(kiosk, double, 2, (now) => {
      if (now.dialog !== null) {
        if (/^Hand \d+$/.test(now.dialog)) seen.add('summary');
        return;
      }
      // Her own cards at the bottom: the ones the stand-in says she holds.
      expect([...now.hand].sort()).toEqual([...rules.view(double.state, 2).hand].sort());
      expect(now.viewer).toBe(2);
      // The check would tell: ANNE's cards are another seat's to the page of BOB's seat.
      const bobKnows = known(double.state, 0);
      if (now.hand.some((card) => !bobKnows.has(card))) expect(() => new Secrets(double, 0).check(now)).toThrow(/^seat 2's .. on the page of seat 0/);
      seen.add(now.phase);
      if (now.phase === 'play' && now.status.startsWith('Your ')) seen.add('your-turn');
    });
    // Every kind of move went as a move, each one of the legal moves: her bids (trump ordered up alone once), her discards (as
    // dealer, and alone after BOB's Pass Best card), the card she gave BOB alone, her cards.
    const types = new Set(double.moves.map((m) => (m as EuchreAction).type));
    expect([...types].sort()).toEqual(['discard', 'give', 'order-up', 'pass', 'play']);
    expect(double.moves).toContainEqual({ type: 'order-up', alone: true });
    expect([...seen].sort()).toEqual(['discard', 'give', 'lone-discard', 'order', 'play', 'summary', 'your-turn']);
    expect(end.outcome).toEqual(rules.outcome(double.state));
    expect(kiosk.boxWords()).toMatch(/The game is over\. (BOB and ANNE|Computer 1 and Computer 2) won, 1\d\u00A0to\u00A0\d+\./);
    expect(kiosk.boxWords()).toContain('Dealt from seed 11.');
    expect(end.controls.map((c) => c.id)).toEqual(expect.arrayContaining(['lobby', 'local', 'replay']));

    // The replay plays the whole game back with every hand face up, ANNE's seat still at the bottom; then the box comes back.
    await kiosk.click('replay');
    await kiosk.until(() => table(kiosk).replay?.position === 0);
    for (let i = 0; i < 6; i++) await kiosk.click('replay-step');
    await kiosk.until(() => (table(kiosk).replay?.position ?? 0) >= 6);
    expect(table(kiosk).viewer).toBe(2);
    expect(table(kiosk).hand.length).toBeGreaterThan(0);
    await kiosk.click('replay-end');
    await kiosk.until(() => table(kiosk).dialog === 'Game Over');

    // Here: the network game is over for this kiosk; the table is its own again, ANNE at the bottom, empty until a game is dealt.
    await kiosk.click('local');
    await kiosk.until(() => table(kiosk).network === null && table(kiosk).dialog === null);
    expect(double.left).toBe(true);
    s = table(kiosk);
    expect(s.hand).toEqual([]);
    expect(s.names).toEqual(['ANNE', 'Hank', 'Jenny', 'Walt']);
    expect(s.viewer).toBe(0);
    expect(s.status).toBe('Choose New from the Game menu to deal.');
    // Nothing of the network game is in Euchre's own records; the network tally has it.
    await records.load('ANNE');
    expect(records.stats?.games ?? 0).toBe(0);
    expect(records.stats?.hands ?? 0).toBe(0);
    // The game of her own she left for the network is not offered again.
    expect(await records.kept.of('ANNE')).toBeNull();
    const won = rules.outcome(double.state)?.winners.includes(2) ?? false;
    // Game > Statistics shows it apart.
    await expectTallied(kiosk, 'euchre', 'ANNE', won);
    // Game > New deals a game here again, ANNE alone against the computers.
    await kiosk.menu('Game', 'new');
    await kiosk.until(() => table(kiosk).dialog === 'Four-Handed Euchre');
    await kiosk.answer('keyboard');
    await kiosk.until(() => table(kiosk).phase === 'order' && table(kiosk).network === null);
    expect(table(kiosk).viewer).toBe(0);
  }, 120_000);

  it('keeps a rule changed in the Options for the next game: the network game plays on by its host\'s', async () => {
    const { kiosk, double } = await atNetworkTable({ you: 2, names: ['BOB', 'Computer 1', 'ANNE', 'Computer 2'], seed: 12 });
    double.start();
    await kiosk.until(() => annesMove(table(kiosk)) && table(kiosk).network?.you === 2);
    await kiosk.menu('Game', 'options');
    await kiosk.until(() => table(kiosk).dialog === 'Options');
    await kiosk.click('pass-best-a-loner-gets-a-card');
    await kiosk.click('ok');
    await kiosk.until(() => table(kiosk).dialog === 'Next Game');
    expect(kiosk.boxWords()).toContain("Pass Best: off\n\nThis applies from the next game played or hosted here; the network game goes on by its host's rules.");
    await kiosk.answer('keyboard');
    await kiosk.until(() => table(kiosk).dialog === null);
    expect(table(kiosk).settings.options.passBest).toBe(false);
    expect(table(kiosk).gameOptions).toEqual(OPTIONS);
    expect(table(kiosk).network?.you).toBe(2);
    expect(table(kiosk).status).not.toMatch(/next game/);
    // Game > Cancel leaves a network game (if ANNE agrees) rather than counting a loss.
    await kiosk.menu('Game', 'cancel');
    await kiosk.until(() => table(kiosk).dialog === 'Network Game');
    expect(kiosk.boxWords()).toContain('Leave the network game?');
    await kiosk.answer('keyboard');
    expect(double.left).toBe(false);
    expect(table(kiosk).network?.you).toBe(2);
  }, 60_000);

  it('shows someone watching no hand at all, and asks nothing of them', async () => {
    const { kiosk, double } = await atNetworkTable({ you: null, names: ['BOB', 'Computer 1', 'CAROL', 'Computer 2'], seed: 13 });
    double.start();
    await kiosk.until(() => table(kiosk).network !== null && table(kiosk).phase !== 'starting');
    expect(table(kiosk).network?.you).toBeNull();
    const statuses = new Set<string>();
    const end = await playToGameOver(
      kiosk,
      double,
      null,
      (s) => expect(s.dialog).toMatch(/^Hand \d+$/),
      (s) => {
        statuses.add(s.status);
        // Nothing is offered them: no bid, no card, no cover.
        expect([s.bids, s.legal, s.waiting, s.covered]).toEqual([[], [], null, false]);
      },
    );
    expect(end.network?.you).toBeNull();
    expect(double.moves).toEqual([]);
    // The line says whose turn it is by name, never "Your turn" or "Order it up".
    expect([...statuses].some((line) => / to (bid|play|name a suit)/.test(line))).toBe(true);
    expect([...statuses].some((line) => /^Your |^Order it up|^Pick it up|^Name /.test(line))).toBe(false);
  }, 120_000);

  it('says the others\' bids in their popups and, with Voices on, aloud, as at a game here; ANNE\'s own are not', async () => {
    const kiosk = await TestKiosk.open({ seed: 3, instant: false });
    await sitAtEuchre(kiosk, keyboard, 'ANNE');
    await kiosk.until(() => table(kiosk).waiting === 0 && !table(kiosk).busy, 3000);
    // Everyone passes the turned card by; then the first to name a suit makes it trump.
    const passFirst = (state: EuchreState, _seat: Seat, legal: readonly EuchreAction[]): EuchreAction => (state.phase === 'order' ? { type: 'pass' } : (legal[0] as EuchreAction));
    const { double } = await atNetworkTable({ kiosk, you: 2, names: ['BOB', 'Computer 1', 'ANNE', 'Computer 2'], seed: 14, others: passFirst });
    // The synthesiser as the test hears it.
    const spoken: string[] = [];
    const talk = (kiosk.screen as unknown as { talk: { voices: object } }).talk;
    talk.voices = { speak: async (text: string, seat: number) => void spoken.push(`${seat}: ${text}`), prepare: () => undefined, stop: () => undefined, close: () => undefined, status: 'ready' };
    await kiosk.menu('Game', 'options');
    await kiosk.until(() => table(kiosk).dialog === 'Options');
    await kiosk.click('voices-the-players-speak');
    await kiosk.click('ok');
    await kiosk.until(() => table(kiosk).dialog === null);
    // The dealer's left bids first.
    const dealer = rules.view(double.state, 2).dealer;
    const order = [1, 2, 3, 4].map((n) => (dealer + n) % 4);
    double.start();
    const said = new Set<string>();
    const listen = () => {
      const talking = table(kiosk).talk;
      if (talking) said.add(`${talking.seat}: ${talking.words}`);
    };
    // ANNE deals: the turned card comes round to her, and she passes it by too.
    await kiosk.until(() => {
      listen();
      return table(kiosk).bids.includes('bid-pass');
    }, 6000);
    await kiosk.click('bid-pass');
    await kiosk.until(() => {
      listen();
      return table(kiosk).trump !== null && spoken.length >= 4;
    }, 6000);
    // Each of the others said their pass in a popup, and aloud; then the first to name trump said so. ANNE's passes were hers alone.
    const others = order.filter((seat) => seat !== 2);
    const suit = (rules.view(double.state, 2).bids.find((b) => b.bid === 'call')?.suit ?? 'S') as 'C' | 'D' | 'H' | 'S';
    const called = { C: 'Clubs.', D: 'Diamonds.', H: 'Hearts.', S: 'Spades.' }[suit];
    expect(spoken.slice(0, 3)).toEqual(others.map((seat) => `${seat}: Pass`));
    expect(spoken).toContain(`${order[0]}: ${called}`);
    for (const line of spoken) expect([...said]).toContain(line);
    expect(spoken.some((line) => line.startsWith('2: '))).toBe(false);
  }, 60_000);
});
