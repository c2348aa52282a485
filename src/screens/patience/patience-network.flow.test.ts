// Chinese Patience across kiosks, in Node through the whole kiosk
// (test-kiosk.ts), with the game server played by a stand-in
// (net/table-double.ts, the other seat playing the plain player's moves):
// the waiting room, the chat and a whole network game on the Spectrum's
// pages and board, from the host's seat and from the joiner's, a
// watcher's, the end asked on the table with its replay, and nothing of it
// in the table's own records (the network tally counts it, shown on the
// records page). At every step no card still face down in a deck is on
// the page.

import { describe, expect, it, vi } from 'vitest';
import type { Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import { type PatienceAction, type PatienceEvent, type PatienceOptions, type PatienceState, type PatienceView, patience as rules } from '../../engine/patience';
import type { OpenGame } from '../../net/game-link';
import { TableDouble } from '../../net/table-double';
import { networkTally } from '../net/network-tally';
import { seatModeAtDouble } from '../net/seat-at-double';
import { TestKiosk } from '../shell/test-kiosk';
import type { PatienceNetwork } from './network-table';
import { patience, plainChoice, sitDown, typeName, typedKeys } from './patience-driver';
import { HOST_START, PATIENCE_NETWORK } from './patience-network';
import { PatienceRecords } from './patience-records';
import type { PatienceSnapshot } from './patience-snapshot';

type PatienceTableDouble = TableDouble<PatienceState, PatienceAction, PatienceOptions, PatienceView, PatienceEvent>;

/** The stand-in's table: the kiosk's seat `you` (null: watching), `names` at the seats before Play (the host first; null: empty), computers at novice level, the other seat playing the plain player's moves. */
function patienceDouble(you: Seat | null, seed: number, names: readonly [string, string | null]): PatienceTableDouble {
  return new TableDouble(PATIENCE_NETWORK, { you, seats: TableDouble.seated(names.map((name) => name ?? ''), 2), level: 'novice', seed, options: {}, others: (_state, _seat, legal) => plainChoice(legal) });
}

/** The network game at `kiosk`'s Patience table becomes `double`'s table, ANNE seated as the double says, as the lobby would seat her. */
async function seatAnne(kiosk: TestKiosk, double: PatienceTableDouble): Promise<void> {
  const net = network(kiosk);
  seatModeAtDouble(net.mode, PATIENCE_NETWORK, double, 'ANNE', HOST_START.options, await net.dialogs.windows());
}

/** The page's words, row after row. */
const words = (kiosk: TestKiosk) => patience(kiosk).rows.map((row) => row.trim()).join(' ');

const network = (kiosk: TestKiosk) => (kiosk.screen as unknown as { net: PatienceNetwork }).net;

/** ANNE at the menu, then at the stand-in's table as `you` (null: watching), as the lobby would seat her; the table tells its first word. */
async function atNetworkTable(you: Seat | null, names: readonly [string, string | null], seed = 7): Promise<{ kiosk: TestKiosk; double: PatienceTableDouble }> {
  const kiosk = await TestKiosk.open({ seed: 3 });
  await sitDown(kiosk);
  await typeName(kiosk, 'ANNE');
  await kiosk.until(() => patience(kiosk).mode === 'menu' && patience(kiosk).player === 'ANNE');
  const double = patienceDouble(you, seed, names);
  await seatAnne(kiosk, double);
  return { kiosk, double };
}

const SUITS: Record<string, string> = { '\u2663': 'C', '\u2666': 'D', '\u2665': 'H', '\u2660': 'S' };

/** Every card the page names: printed on its rows, or in its data. */
function named(s: PatienceSnapshot): Set<Card> {
  const printed = [...s.rows.join('\n').matchAll(/([2-9AJQK\u2469])([\u2663\u2666\u2665\u2660])/gu)].map(([, rank = '', suit = '']) => `${rank === '\u2469' ? 'T' : rank}${SUITS[suit] ?? '?'}` as Card);
  const data = [...JSON.stringify(s).matchAll(/"([2-9TJQKA][CDHS])"/g)].map(([, card = '']) => card as Card);
  return new Set([...printed, ...data]);
}

/** The cards no page may name: those in the decks that no view has shown face up yet. */
function hidden(double: PatienceTableDouble): Set<Card> {
  const seen = new Set(double.views.flatMap((view) => view.piles.flat()));
  return new Set(double.state.stock.flat().filter((card) => !seen.has(card)));
}

/** Nothing on the page of a card still face down and never seen. */
function checkSecrets(s: PatienceSnapshot, double: PatienceTableDouble): number {
  const secret = hidden(double);
  for (const card of named(s)) expect(secret.has(card), `${card}, face down in a deck, is on the page`).toBe(false);
  return secret.size;
}

/** Play ANNE's moves on the keyboard as the plain player (checking the page at every frame) until the end is asked on the table. */
async function playToTheEnd(kiosk: TestKiosk, double: PatienceTableDouble, seen: (s: PatienceSnapshot) => void = () => undefined): Promise<{ end: PatienceSnapshot; checked: number }> {
  let checked = 0;
  const watch = (ready: (s: PatienceSnapshot) => boolean) =>
    kiosk.until(() => {
      const s = patience(kiosk);
      checked += checkSecrets(s, double);
      return ready(s);
    }, 3000);
  for (let move = 0; move < 3000; move++) {
    await watch((s) => s.network?.ending === true || (s.mode === 'play' && s.legal.length > 0));
    const s = patience(kiosk);
    if (s.network?.ending) return { end: s, checked };
    seen(s);
    const before = double.moves.length;
    await kiosk.type(typedKeys(plainChoice(s.legal)));
    await watch(() => double.moves.length > before);
  }
  throw new Error('The network game did not end.');
}

describe('Chinese Patience at a network table', () => {
  it('hosts from the waiting room (a computer seated and cleared, the chat), plays a whole game from the first seat, and ends on the table with its replay; the records here untouched', async () => {
    const { kiosk, double } = await atNetworkTable(0, ['ANNE', null]);
    double.open();
    await kiosk.until(() => patience(kiosk).mode === 'waiting');
    let s = patience(kiosk);
    expect(s.status.trim()).toBe("ANNE'S GAME");
    expect(s.rows.join('\n')).toMatch(/1 ANNE \(HOST, YOU\)/);
    expect(s.rows.join('\n')).toMatch(/2 EMPTY/);
    expect(s.menuLine).toBe('C CHAT ESC LEAVE');
    // P before a second seat is taken says what is missing, in red.
    await kiosk.type('P');
    expect(words(kiosk)).toContain('SEAT A COMPUTER, OR WAIT FOR SOMEONE TO JOIN.');
    expect(double.sent.filter((m) => m.type === 'play')).toEqual([]);
    // 2 seats a computer at the table's level; 2 again clears it; 2 once more seats it.
    await kiosk.type('2');
    await kiosk.until(() => patience(kiosk).rows.join('\n').includes('2 COMPUTER 1, NOVICE'));
    expect(patience(kiosk).menuLine).toBe('P PLAY C CHAT ESC LEAVE');
    await kiosk.type('2');
    await kiosk.until(() => patience(kiosk).rows.join('\n').includes('2 EMPTY'));
    await kiosk.type('2');
    await kiosk.until(() => patience(kiosk).rows.join('\n').includes('2 COMPUTER 1, NOVICE'));
    // C: the chat over the room; a line typed and sent comes back from the table, listed; Esc hides it.
    await kiosk.type('C');
    await kiosk.until(() => patience(kiosk).mode === 'chat');
    expect(patience(kiosk).rows.join('\n')).toContain('(NO MESSAGES YET.)');
    // Keys as the keyboard gives them: Space types a space (and confirms, which the line does not take as Send).
    await kiosk.key(...'good luck'.split(''));
    expect(double.sent.filter((m) => m.type === 'chat')).toEqual([]);
    await kiosk.key('Enter');
    await kiosk.until(() => patience(kiosk).rows.join('\n').includes('ANNE: GOOD LUCK'));
    expect(double.sent.find((m) => m.type === 'chat')?.message).toEqual({ text: 'GOOD LUCK' });
    await kiosk.press('back');
    await kiosk.until(() => patience(kiosk).mode === 'waiting');
    // P plays: the table is the network game's, ANNE's seat at the bottom, both named.
    await kiosk.type('P');
    await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).network !== null);
    s = patience(kiosk);
    expect(s.viewer).toBe(0);
    expect(s.names).toEqual(['ANNE', 'COMPUTER 1']);
    expect(s.network?.you).toBe(0);
    expect(s.network?.chat).toEqual(['ANNE: GOOD LUCK']);
    expect(s.rows[1]).toContain('NETWORK GAME');

    const told: string[] = [];
    const { end, checked } = await playToTheEnd(kiosk, double, (now) => {
      expect(now.status.trim()).toBe('YOUR TURN');
      expect(now.view).toEqual(rules.view(double.state, 0));
      told.push(...now.rows.slice(20, 22));
    });
    // The other seat's moves were told by name, as a local opponent's are.
    expect(told.some((line) => /COMPUTER 1 (TWISTS|MOVES)/.test(line))).toBe(true);
    // Each step, the cards face down were looked for on the page.
    expect(checked).toBeGreaterThan(1000);
    expect(rules.outcome(double.state)).not.toBeNull();
    expect(end.outcome).toEqual(rules.outcome(double.state));
    expect(end.status.trim()).toBe('GAME OVER  SEED 7');
    expect(end.menuLine).toBe('N NETWORK H HERE R REPLAY');
    expect(end.prompt).toBe('THE NETWORK GAMES, OR PLAY HERE?');
    expect(end.rows.slice(20, 22).join(' ')).toMatch(/WINS|DRAW/);

    // R plays the game back from its seed, ANNE's seat still at the bottom; Esc ends it and the end is asked again.
    await kiosk.type('R');
    await kiosk.until(() => patience(kiosk).replay?.position === 0);
    for (let step = 0; step < 4; step++) await kiosk.press('confirm');
    await kiosk.until(() => (patience(kiosk).replay?.position ?? 0) >= 4);
    expect(patience(kiosk).viewer).toBe(0);
    expect(patience(kiosk).status.trim()).toBe('REPLAY  SEED 7');
    await kiosk.press('back');
    await kiosk.until(() => patience(kiosk).network?.ending === true);

    // H: play here. The network game is over for this kiosk, and the menu opens.
    await kiosk.type('H');
    await kiosk.until(() => patience(kiosk).network === null && patience(kiosk).mode === 'menu');
    expect(double.left).toBe(true);
    // Nothing of it in Chinese Patience's records or Hall of Fame; the network tally has it, on the records page.
    const records = new PatienceRecords(kiosk.records);
    await records.load('ANNE');
    expect(records.stats).toMatchObject({ won: 0, lost: 0, drawn: 0 });
    expect(records.stats?.people).toBeUndefined();
    expect(await kiosk.records.highScores('patience')).toEqual([]);
    expect(await records.kept.of('ANNE')).toBeNull();
    const won = rules.outcome(double.state)?.winners.includes(0) ?? false;
    expect(await networkTally(kiosk.records, 'patience', 'ANNE')).toEqual({ played: 1, won: won ? 1 : 0 });
    expect(patience(kiosk).rows.join('\n')).toMatch(/9 RECORDS +WON 0 LOST 0/);
    await kiosk.type('9');
    await kiosk.until(() => patience(kiosk).mode === 'page');
    expect(patience(kiosk).status.trim()).toBe('RECORDS OF ANNE');
    expect(patience(kiosk).rows.join(' ')).toContain(`NETWORK GAMES: 1 PLAYED, ${won ? 1 : 0} WON`);
  }, 120_000);

  it('joins at the second seat: the waiting room waits for the host, the board is drawn from the second seat, the host named on the moves, a notice on the message rows; N goes back to the lobby', async () => {
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:9' });
    const { kiosk, double } = await atNetworkTable(1, ['BOB', 'ANNE'], 11);
    double.open();
    await kiosk.until(() => patience(kiosk).mode === 'waiting');
    expect(words(kiosk)).toContain('WAITING FOR BOB TO PRESS PLAY.');
    expect(words(kiosk)).toContain('2 ANNE (YOU)');
    // Only the host seats computers; nobody else presses Play.
    await kiosk.type('2');
    expect(words(kiosk)).toContain('BOB SEATS THE COMPUTER PLAYERS.');
    await kiosk.type('P');
    expect(double.sent).toEqual([]);
    expect(patience(kiosk).menuLine).toBe('C CHAT ESC LEAVE');
    double.start();
    await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).network !== null);
    let s = patience(kiosk);
    expect(s.viewer).toBe(1);
    expect(s.names).toEqual(['BOB', 'ANNE']);
    // A word from the server stands on the message rows until the game goes on.
    double.notice('BOB is away. His seat waits a minute for him.');
    await kiosk.until(() => words(kiosk).includes('BOB IS AWAY.'));
    const told: string[] = [];
    const { end } = await playToTheEnd(kiosk, double, (now) => {
      expect(now.view).toEqual(rules.view(double.state, 1));
      expect(now.rows[17]).toMatch(/^YOU HOLD \d+ +BOB HOLDS \d+$/);
      told.push(...now.rows.slice(20, 22));
    });
    expect(told.some((line) => /BOB (TWISTS|MOVES)/.test(line))).toBe(true);
    expect(end.outcome).toEqual(rules.outcome(double.state));
    // N: back to the network games (the server here cannot be reached: the lobby says so), then back to the menu.
    await kiosk.type('N');
    await kiosk.until(() => patience(kiosk).mode === 'lobby' && words(kiosk).includes('NOT CONNECTED.'));
    expect(words(kiosk)).toContain('CANNOT BE REACHED');
    s = patience(kiosk);
    expect(s.network).toBeNull();
    await kiosk.press('back');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    vi.unstubAllGlobals();
  }, 120_000);

  it('shows someone watching the board from the first seat, both players named, asking nothing of them', async () => {
    const { kiosk, double } = await atNetworkTable(null, ['BOB', 'CARL'], 5);
    // The server sends a move a frame, as its players make them.
    double.paced = true;
    double.start();
    let ends: PatienceSnapshot | null = null;
    let watched = 0;
    await kiosk.until(() => {
      double.next();
      const s = patience(kiosk);
      checkSecrets(s, double);
      if (s.mode === 'play' && s.network !== null && s.outcome === null) {
        watched++;
        expect(s.legal).toEqual([]);
        expect(s.rows[17]).toMatch(/^BOB HOLDS \d+ +CARL HOLDS \d+$/);
        expect(s.status.trim()).toMatch(/^(BOB|CARL)'S TURN$/);
        expect(s.menuLine).toBe('C CHAT X MENU');
      }
      if (s.network?.ending) ends = s;
      return ends !== null;
    }, 20_000);
    expect(watched).toBeGreaterThan(10);
    expect(patience(kiosk).network).toMatchObject({ you: null, watching: true });
    expect(double.moves).toEqual([]);
  }, 120_000);

  it('asks the end only once the chat over the table is hidden', async () => {
    const { kiosk, double } = await atNetworkTable(null, ['BOB', 'CARL'], 5);
    double.paced = true;
    double.start();
    await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).network !== null);
    // C at the table: the chat over it, while the game plays on to its end beneath.
    await kiosk.key('c');
    await kiosk.until(() => patience(kiosk).mode === 'chat');
    await kiosk.until(() => {
      double.next();
      return rules.outcome(double.state) !== null && patience(kiosk).outcome !== null;
    }, 20_000);
    await kiosk.tick(5);
    expect(patience(kiosk).mode).toBe('chat');
    expect(patience(kiosk).network?.ending).toBe(false);
    await kiosk.press('back');
    await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).network?.ending === true);
    expect(patience(kiosk).menuLine).toBe('N NETWORK H HERE R REPLAY');
  }, 60_000);

  it('keeps a game here while a network game is played, and offers it again after', async () => {
    const kiosk = await TestKiosk.open({ seed: 3 });
    await sitDown(kiosk);
    await typeName(kiosk, 'ANNE');
    await kiosk.until(() => patience(kiosk).mode === 'menu' && patience(kiosk).player === 'ANNE');
    await kiosk.type('1');
    await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).legal.length > 0);
    await kiosk.type('T');
    await kiosk.until(() => patience(kiosk).view?.started === true);
    const piles = patience(kiosk).view?.piles;
    await kiosk.type('X');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    // The network game sits down in its place (as the lobby would seat her), at the second seat.
    const double = patienceDouble(1, 9, ['BOB', 'ANNE']);
    await seatAnne(kiosk, double);
    double.start();
    await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).network !== null);
    // X at a network table opens the network game's own menu: 2 the chat, and back to it; 1 carries on.
    await kiosk.type('X');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    await kiosk.type('2');
    await kiosk.until(() => patience(kiosk).mode === 'chat');
    await kiosk.press('back');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    await kiosk.type('1');
    await kiosk.until(() => patience(kiosk).mode === 'play');
    // 0 leaves the table, if ANNE says so (Y).
    await kiosk.type('X');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    expect(patience(kiosk).status.trim()).toBe('NETWORK GAME');
    expect(words(kiosk)).toContain('YOU PLAY BOB AT ANOTHER KIOSK.');
    await kiosk.type('0');
    await kiosk.until(() => patience(kiosk).mode === 'ask');
    expect(words(kiosk)).toContain('LEAVE THE NETWORK GAME? A COMPUTER PLAYER WILL TAKE YOUR SEAT.');
    await kiosk.type('Y');
    // Her own game is offered again as it was left, and carried on.
    await kiosk.until(() => patience(kiosk).mode === 'ask' && words(kiosk).includes('ANNE, YOUR GAME'));
    expect(double.left).toBe(true);
    await kiosk.press('confirm');
    await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).network === null);
    expect(patience(kiosk).view?.piles).toEqual(piles);
    expect(await networkTally(kiosk.records, 'patience', 'ANNE')).toEqual({ played: 0, won: 0 });
  }, 120_000);

  it('says plainly when the server is gone mid-game, and the table is the kiosk’s own again', async () => {
    const { kiosk, double } = await atNetworkTable(0, ['ANNE', 'BOB']);
    double.start();
    await kiosk.until(() => patience(kiosk).mode === 'play' && patience(kiosk).legal.length > 0);
    double.gone('The game server has gone away.');
    await kiosk.until(() => patience(kiosk).mode === 'page');
    expect(patience(kiosk).status.trim()).toBe('NETWORK GAME');
    expect(words(kiosk)).toContain('THE GAME SERVER HAS GONE AWAY. THE NETWORK GAME IS OVER FOR THIS KIOSK; YOUR RECORDS HERE ARE UNTOUCHED.');
    await kiosk.press('confirm');
    await kiosk.until(() => patience(kiosk).mode === 'menu' && patience(kiosk).network === null);
    expect(words(kiosk)).toContain('1 PLAY');
    expect(await networkTally(kiosk.records, 'patience', 'ANNE')).toEqual({ played: 0, won: 0 });
  }, 60_000);
});

/** An open table of the lobby's list. */
function listing(roomId: string, host: string, game: string, title: string, taken: number, seats: number, stage: OpenGame['stage'] = 'waiting'): OpenGame {
  return { roomId, game, title, host, options: {}, summary: '', taken, seats, stage };
}

describe('Chinese Patience: the lobby as Spectrum pages', () => {
  it("lists every game's tables, refuses what cannot be joined with the reason, asks before going to another game's table, and answers Join, Watch and Host from each device", async () => {
    const kiosk = await TestKiosk.open({ seed: 3 });
    await sitDown(kiosk);
    await kiosk.until(() => words(kiosk).includes('0 LEAVE'));
    const windows = await network(kiosk).dialogs.windows();
    let tell: (games: readonly OpenGame[]) => void = () => undefined;
    const lobby = {
      where: 'http://kiosk.lan:2567',
      watch: async (changed: (games: readonly OpenGame[]) => void) => {
        tell = changed;
        changed([listing('h', 'BOB', 'hearts', 'Hearts Deluxe', 3, 4), listing('p1', 'DOT', 'patience', 'Chinese Patience', 2, 2, 'playing'), listing('p2', 'CARL', 'patience', 'Chinese Patience', 1, 2)]);
        return { leave: () => undefined };
      },
    };
    const start = { game: 'patience', level: 'intermediate' as const, goes: (id: string) => id === 'hearts' };
    let choice = windows.lobby(lobby, start);
    await kiosk.until(() => patience(kiosk).mode === 'lobby' && words(kiosk).includes('CONNECTED TO KIOSK.LAN:2567'));
    const page = patience(kiosk);
    expect(page.status.trim()).toBe('NETWORK GAMES');
    // Those that can still be joined first, two rows each: whose game of which game, then its seats.
    expect(page.rows.slice(4, 10).map((row) => row.trim())).toEqual(['1 HEARTS DELUXE', 'BOB: 3 OF 4 SEATS', '2 CHINESE PATIENCE', 'CARL: 1 OF 2 SEATS', '3 CHINESE PATIENCE', 'DOT: PLAYING']);
    expect(page.menuLine).toBe('H HOST J JOIN W WATCH ESC BACK');
    // Another game's table is joined at that game's table, if the person says so: N stays in the lobby, the same game lit.
    await kiosk.type('J');
    expect(words(kiosk)).toContain("BOB'S GAME IS HEARTS DELUXE. GO TO THE HEARTS DELUXE TABLE TO JOIN IT?");
    expect(patience(kiosk).menuLine).toBe('Y YES N NO');
    await kiosk.type('N');
    expect(words(kiosk)).toContain('DOT: PLAYING');
    expect(patience(kiosk).menuLine).toBe('H HOST J JOIN W WATCH ESC BACK');
    expect(patience(kiosk).menuAt).toBe(0);
    // A game under way is watched.
    await kiosk.type('3');
    await kiosk.type('J');
    expect(words(kiosk)).toContain("DOT'S GAME HAS STARTED: YOU MAY WATCH IT (W).");
    // The list changes live; the game lit stays lit.
    tell([listing('p1', 'DOT', 'patience', 'Chinese Patience', 2, 2, 'playing'), listing('p2', 'CARL', 'patience', 'Chinese Patience', 1, 2)]);
    await kiosk.until(() => !words(kiosk).includes('HEARTS'));
    expect(patience(kiosk).menuAt).toBe(1);
    await kiosk.type('W');
    expect(await choice).toEqual({ kind: 'watch', roomId: 'p1' });

    // A pad: down to CARL's table, A joins it.
    choice = windows.lobby(lobby, start);
    await kiosk.until(() => patience(kiosk).mode === 'lobby' && words(kiosk).includes('CONNECTED'));
    await kiosk.pad('down');
    expect(patience(kiosk).menuLine).toBe('A JOIN X HOST Y WATCH B BACK');
    await kiosk.pad('confirm');
    expect(await choice).toEqual({ kind: 'join', roomId: 'p2' });

    // The mouse: a click on a table's rows lights it, a click on J joins it.
    choice = windows.lobby(lobby, start);
    await kiosk.until(() => patience(kiosk).mode === 'lobby' && words(kiosk).includes('CONNECTED'));
    await kiosk.clickAt(40, 24 + 7 * 8 + 4);
    expect(patience(kiosk).menuAt).toBe(1);
    const join = patience(kiosk).menuKeys.find((k) => k.key === 'J');
    if (!join) throw new Error('No J on the menu line');
    await kiosk.clickAt(join.x, join.y);
    expect(await choice).toEqual({ kind: 'join', roomId: 'p2' });

    // H: the hosting page, the computers' level and the clock set in place; back returns to the lobby; 1 hosts.
    choice = windows.lobby(lobby, start);
    await kiosk.until(() => patience(kiosk).mode === 'lobby');
    await kiosk.type('H');
    await kiosk.until(() => patience(kiosk).mode === 'host');
    expect(words(kiosk)).toMatch(/2 COMPUTERS +INTERMEDIATE/);
    expect(words(kiosk)).toMatch(/3 MOVE CLOCK +1 MINUTE/);
    await kiosk.press('back');
    await kiosk.until(() => patience(kiosk).mode === 'lobby');
    await kiosk.type('H');
    await kiosk.until(() => patience(kiosk).mode === 'host');
    await kiosk.type('2');
    await kiosk.type('3');
    expect(words(kiosk)).toMatch(/2 COMPUTERS +EXPERT/);
    expect(words(kiosk)).toMatch(/3 MOVE CLOCK +2 MINUTES/);
    await kiosk.press('left');
    expect(words(kiosk)).toMatch(/3 MOVE CLOCK +1 MINUTE/);
    await kiosk.type('1');
    expect(await choice).toEqual({ kind: 'host', level: 'expert', turnSeconds: 60 });

    // The mouse at another game's table: W, then a click on the question's Y; a pad's A says yes too.
    for (const device of ['pointer', 'gamepad'] as const) {
      choice = windows.lobby(lobby, start);
      await kiosk.until(() => patience(kiosk).mode === 'lobby' && words(kiosk).includes('CONNECTED'));
      if (device === 'gamepad') {
        await kiosk.pad('y');
        expect(patience(kiosk).menuLine).toBe('A YES B NO');
        await kiosk.pad('confirm');
      } else {
        await kiosk.clickAt(40, 24 + 4 * 8 + 4);
        await kiosk.type('W');
        const yes = patience(kiosk).menuKeys.find((k) => k.key === 'Y');
        if (!yes) throw new Error('No Y on the menu line');
        await kiosk.clickAt(yes.x, yes.y);
      }
      expect(await choice).toEqual({ kind: 'elsewhere', game: 'hearts', roomId: 'h', watch: true });
    }
  }, 60_000);

  it('opens from 8 NETWORK on the menu (a guest names himself on the INPUT line) and from the WHO PLAYS? page, and says plainly when the server cannot be reached', async () => {
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:9' });
    const kiosk = await TestKiosk.open({ seed: 3 });
    await sitDown(kiosk);
    await kiosk.until(() => words(kiosk).includes('0 LEAVE'));
    expect(words(kiosk)).toMatch(/8 NETWORK .*9 RECORDS +NONE: A GUEST .*0 LEAVE/);
    await kiosk.type('8');
    await kiosk.until(() => patience(kiosk).mode === 'name');
    expect(words(kiosk)).toContain('YOUR NAME AT THE NETWORK TABLE:');
    await kiosk.press('confirm');
    // No name: asked again, with the reason.
    await kiosk.until(() => words(kiosk).includes('A NAME NEEDS AT LEAST ONE LETTER.'));
    await kiosk.type('ZED');
    await kiosk.press('confirm');
    await kiosk.until(() => patience(kiosk).mode === 'lobby' && words(kiosk).includes('NOT CONNECTED.'));
    expect(words(kiosk)).toContain('THE GAME SERVER AT HTTP://127.0.0.1:9 CANNOT BE REACHED.');
    await kiosk.press('back');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    // From WHO PLAYS? (7 between games), as a named player: straight to the lobby.
    await typeName(kiosk, 'IDA');
    await kiosk.until(() => patience(kiosk).mode === 'menu' && patience(kiosk).player === 'IDA');
    await kiosk.type('7');
    await kiosk.until(() => patience(kiosk).mode === 'seating');
    expect(words(kiosk)).toMatch(/8 NETWORK +ANOTHER KIOSK/);
    await kiosk.type('8');
    await kiosk.until(() => patience(kiosk).mode === 'lobby' && words(kiosk).includes('NOT CONNECTED.'));
    await kiosk.press('back');
    await kiosk.until(() => patience(kiosk).mode === 'menu');
    vi.unstubAllGlobals();
  }, 60_000);
});
