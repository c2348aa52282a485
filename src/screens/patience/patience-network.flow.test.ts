// Chinese Patience across kiosks, in Node through the whole kiosk
// (test-kiosk.ts), with the game server played by a stand-in
// (network-double.ts): the waiting room, the chat and a whole network game
// on the Spectrum's pages and board, from the host's seat and from the
// joiner's, a watcher's, the end asked on the table with its replay, and
// nothing of it in the table's own records (the network tally counts it,
// shown on the records page). At every step no card still face down in a
// deck is on the page.

import { describe, expect, it, vi } from 'vitest';
import type { Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import { patience as rules } from '../../engine/patience';
import { NetworkGame } from '../net/network-play';
import { networkTally } from '../net/network-tally';
import { TestKiosk } from '../shell/test-kiosk';
import { PatienceTableDouble } from './network-double';
import type { PatienceNetwork } from './network-table';
import { patience, plainChoice, sitDown, typeName, typedKeys } from './patience-driver';
import { HOST_START, PATIENCE_NETWORK } from './patience-network';
import { PatienceRecords } from './patience-records';
import type { PatienceSnapshot } from './patience-snapshot';

/** The network mode, as the test reaches behind it. */
interface Mode {
  game: object | null;
  player: string | null;
  table(rules: unknown, name: string, setting: string, start: unknown): ConstructorParameters<typeof NetworkGame>[0];
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
  const net = network(kiosk);
  const mode = net.mode as unknown as Mode;
  const double = new PatienceTableDouble(you, seed, names);
  mode.player = 'ANNE';
  mode.game = new NetworkGame(mode.table(PATIENCE_NETWORK, 'ANNE', '', HOST_START), PATIENCE_NETWORK, double as never, { address: 'http://double', name: 'ANNE', game: 'patience' }, await net.dialogs.windows());
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
    double.tell();
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
    await kiosk.type('good luck');
    await kiosk.press('confirm');
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
});

void vi;
