// Hearts over the network, in Node through the whole kiosk (test-kiosk.ts),
// with the game server played by a double: the engine holds the game, the
// other seats play their first legal move, and the kiosk is sent what its
// seat sees after each move and, when it is asked, its legal moves, as the
// game server sends them. The person here sits at a network seat that is
// not seat 1, plays a whole game from the bottom of the table, passes and
// plays as moves the double checks, and is never shown another seat's
// hand; the game ends in the network's Game Over box with its Replay; the
// table's own records are untouched and the network tally counts the game.
// Someone watching sees no hand at all.

import { describe, expect, it } from 'vitest';
import type { Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import { DEFAULT_OPTIONS, type HeartsAction, type HeartsEvent, type HeartsOptions, type HeartsState, type HeartsView, hearts } from '../../engine/hearts';
import { TableDouble } from '../../net/table-double';
import { expectTallied, seatAtDouble } from '../net/seat-at-double';
import { TestKiosk } from '../shell/test-kiosk';
import { TITLE, hearts as table, sitDown } from './hearts-driver';
import { HEARTS_NETWORK } from './hearts-network';
import { HeartsRecords } from './hearts-records';
import type { HeartsSnapshot } from './hearts-snapshot';
import { nearestControl } from '../shell/test-focus';

type Double = TableDouble<HeartsState, HeartsAction, HeartsOptions, HeartsView, HeartsEvent>;

const NAMES = ['BOB', 'ANNE', 'Computer 1', 'Computer 2'];
/** A short game: the host's Rules menu had a 50-point limit and the No Trick Rule on. */
const OPTIONS: HeartsOptions = { ...DEFAULT_OPTIONS, pointLimit: 50, noTrickBonus: true };

/** ANNE at the Hearts table (a game of her own dealt), then seated at the double's table as `you`, as the lobby would seat her. */
async function atNetworkTable(you: Seat | null, seed = 7): Promise<{ kiosk: TestKiosk; double: Double }> {
  const kiosk = await TestKiosk.open({ seed: 3 });
  await sitDown(kiosk, 'keyboard', 'ANNE');
  await kiosk.until(() => table(kiosk).phase === 'pass' && !table(kiosk).busy);
  // BOB and ANNE at seats 1 and 2, two computers taking the others at Play.
  const double: Double = new TableDouble(HEARTS_NETWORK, { you, seats: TableDouble.seated(['BOB', 'ANNE'], 4), seed, options: OPTIONS });
  seatAtDouble(kiosk.screen, HEARTS_NETWORK, double, 'ANNE', OPTIONS);
  double.start();
  await kiosk.until(() => table(kiosk).network !== null && table(kiosk).phase !== 'starting');
  return { kiosk, double };
}

/** The cards the snapshot names anywhere (its text, its controls, its status). */
function named(s: HeartsSnapshot): string {
  return JSON.stringify(s);
}

/**
 * Nothing of another seat's hand is on the page: no card a seat still holds
 * at the server (the kiosk shows the hand it is at, never ahead of the
 * server) is named anywhere in the snapshot, but the kiosk's own passed cards
 * before they leave.
 */
function checkSecrets(s: HeartsSnapshot, double: Double, you: Seat | null): void {
  if (s.replay !== null) return;
  // Someone watching is shown no hand, ever.
  if (you === null) expect(s.hand).toEqual([]);
  if (s.dialog === 'Game Over' || s.handNumber !== double.state.handNumber) return;
  const mine = new Set<Card>(you === null ? [] : (double.state.passed[you] ?? []));
  const text = named(s);
  double.state.hands.forEach((hand, seat) => {
    if (seat === you) return;
    for (const card of hand) if (!mine.has(card)) expect(text, `seat ${seat}'s ${card} on the page of seat ${you}`).not.toContain(`"${card}"`);
  });
}

/** What `checkSecrets` finds wrong with `s` as the page of `you`; null when nothing. */
function leaks(s: HeartsSnapshot, double: Double, you: Seat | null): string | null {
  try {
    checkSecrets(s, double, you);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** ANNE has something to do: a box, the cards passed to her to take up, a pass or a card to choose. */
function annesMove(s: HeartsSnapshot): boolean {
  if (s.dialog !== null || s.waitingForOk) return true;
  return s.waiting !== null && !s.busy && (s.phase === 'pass' || s.legal.length > 0);
}

/** ANNE's press: the plain player's (the first three cards to pass, the legal card nearest the focus). */
function annesPress(s: HeartsSnapshot): string {
  if (s.waitingForOk) return 'centre';
  if (s.phase === 'pass') return s.chosen.length === 3 ? 'centre' : `card-${s.hand.find((card) => !s.chosen.includes(card))}`;
  const id = nearestControl(s.controls, s.legal.map((c) => `card-${c}`));
  if (id === undefined) throw new Error('ANNE is to play but has no legal card.');
  return id;
}

const progress = (s: HeartsSnapshot) => JSON.stringify([s.dialog, s.waiting, s.hand, s.chosen, s.waitingForOk, s.table, s.handNumber, s.phase]);

/** Play on (checking the secrets at every frame) until the network's Game Over box is up. */
async function playToGameOver(kiosk: TestKiosk, double: Double, you: Seat | null, seen: (s: HeartsSnapshot) => void = () => undefined): Promise<HeartsSnapshot> {
  const watch = (ready: (s: HeartsSnapshot) => boolean) =>
    kiosk.until(() => {
      const s = table(kiosk);
      checkSecrets(s, double, you);
      return ready(s);
    }, 3000);
  for (let press = 0; press < 2000; press++) {
    await watch((s) => s.dialog === 'Game Over' || (you !== null && annesMove(s)) || (you === null && s.dialog !== null));
    const s = table(kiosk);
    if (s.dialog === 'Game Over') return s;
    seen(s);
    if (s.dialog !== null) await kiosk.answer('keyboard');
    else await kiosk.use(annesPress(s), 'keyboard');
    await watch((now) => progress(now) !== progress(s));
  }
  throw new Error('The network game did not end.');
}

describe('Hearts at a network table', () => {
  it('plays a whole game from the network seat at the bottom, the pass and the plays sent as moves, to the Game Over box and its replay; the records here untouched', async () => {
    const { kiosk, double } = await atNetworkTable(1);
    const records = new HeartsRecords(kiosk.records);
    let s = table(kiosk);
    // The table is the network's: its players' names, ANNE's own seat at the bottom, the host's rules.
    expect(s.names).toEqual(NAMES);
    expect(s.viewer).toBe(1);
    expect(s.network?.you).toBe(1);
    expect(s.gameOptions).toEqual(OPTIONS);
    const shown = new Set<string>();
    const end = await playToGameOver(kiosk, double, 1, (now) => {
      // Her own cards at the bottom: the ones the server says she holds.
      if (now.dialog === null && now.waiting === 1) {
        expect([...now.hand].sort()).toEqual([...hearts.view(double.state, 1).hand].sort());
        expect(now.viewer).toBe(1);
        // The check would tell: ANNE's cards are another seat's to the page of seat 0 (but those seat 0 passed her).
        const bobs = double.state.passed[0] ?? [];
        if (now.hand.some((card) => !bobs.includes(card))) expect(leaks(now, double, 0) ?? '').toMatch(/^seat 1's .. on the page of seat 0/);
      }
      if (now.dialog === 'Score Sheet') shown.add(String(now.handNumber));
      if (now.dialog === null && now.phase === 'play' && now.status.startsWith('Your ')) shown.add('your-turn');
    });
    // Every hand's sheet was shown, the last one too, before the end.
    expect(shown.has('your-turn')).toBe(true);
    expect(shown.size).toBeGreaterThan(2);
    expect(hearts.outcome(double.state)).not.toBeNull();
    // The passes went as three cards, the plays as one: each as one of the legal moves.
    expect(double.moves.some((m) => (m as HeartsAction).type === 'pass')).toBe(true);
    expect(double.moves.some((m) => (m as HeartsAction).type === 'play')).toBe(true);
    expect(end.outcome).toEqual(hearts.outcome(double.state));
    expect(kiosk.boxWords()).toMatch(/The game is over\. .+ wins? with -?\d+ points?\.|share the win/);
    expect(kiosk.boxWords()).toContain('Dealt from seed 7.');
    expect(end.controls.map((c) => c.id)).toContain('replay');
    // The replay plays the whole game back with every hand face up, then the box comes back.
    await kiosk.click('replay');
    await kiosk.until(() => table(kiosk).replay?.position === 0);
    for (let i = 0; i < 6; i++) await kiosk.click('replay-step');
    await kiosk.until(() => (table(kiosk).replay?.position ?? 0) >= 6);
    s = table(kiosk);
    expect(s.hand.length).toBeGreaterThan(0);
    await kiosk.click('replay-end');
    await kiosk.until(() => table(kiosk).dialog === 'Game Over');
    // Here: the network game is over for this kiosk, and the table is its own again, empty until a game is dealt.
    await kiosk.click('local');
    await kiosk.until(() => table(kiosk).network === null && table(kiosk).dialog === null);
    expect(double.left).toBe(true);
    s = table(kiosk);
    expect(s.hand).toEqual([]);
    expect(s.status).toBe('Choose New Game from the Game menu to play here.');
    // Nothing of the network game is in Hearts' own records; the network tally has it.
    await records.load('ANNE');
    expect(records.totals?.games ?? 0).toBe(0);
    expect(records.totals?.hands ?? 0).toBe(0);
    expect(Object.values(records.tables ?? {}).every((figures) => figures.games === 0 && figures.hands === 0)).toBe(true);
    expect(await records.kept.of('ANNE')).toBeNull();
    const won = hearts.outcome(double.state)?.winners.includes(1) ?? false;
    // Game > Statistics shows it apart.
    await expectTallied(kiosk, 'hearts', 'ANNE', won);
    // A rule changed now is simply for the next game: no game is on the table to wait for its end.
    await kiosk.menu('Rules', 'rule:bleedOnFirstTrick');
    expect(table(kiosk).dialog).toBeNull();
    expect(await kiosk.menuLabels('Rules')).toContain('Bleed on First Trick');
    // Game > New Game deals a game here again, ANNE alone against the computers.
    await kiosk.menu('Game', 'new');
    await kiosk.until(() => table(kiosk).phase === 'pass' && !table(kiosk).busy && table(kiosk).network === null);
    expect(table(kiosk).names).toEqual(['ANNE', 'Ada', 'Barnaby', 'Clara']);
    expect(table(kiosk).viewer).toBe(0);
  }, 120_000);

  it('keeps a rule changed in the menu for the next game: the network game plays on by its host\'s', async () => {
    const { kiosk, double } = await atNetworkTable(1);
    await kiosk.until(() => annesMove(table(kiosk)));
    await kiosk.menu('Rules', 'rule:queenOfSpades');
    expect(table(kiosk).network?.you).toBe(1);
    expect(table(kiosk).gameOptions).toEqual(OPTIONS);
    expect(table(kiosk).options.queenOfSpades).toBe(false);
    expect(table(kiosk).dialog).toBeNull();
    expect(await kiosk.menuLabels('Rules')).toContain('Queen of Spades (off next game)');
    expect(double.left).toBe(false);
  }, 60_000);

  it('shows someone watching no hand at all, and asks nothing of them', async () => {
    const { kiosk, double } = await atNetworkTable(null, 9);
    const end = await playToGameOver(kiosk, double, null, (s) => expect(s.dialog).toBe('Score Sheet'));
    expect(end.network?.you).toBeNull();
    expect(double.moves).toEqual([]);
    expect(TITLE).toBe('Hearts Deluxe');
  }, 120_000);
});
