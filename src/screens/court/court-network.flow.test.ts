// Affairs of the Court over the network, in Node: the whole kiosk
// (test-kiosk.ts) against a real game server, the other seat a real SDK
// client playing its first legal move. ANNE hosts from File > Network...
// without Must Follow Suit, BOB joins, ANNE presses Play; the kiosk plays
// the whole game from the bottom of its table to the network's Game Over,
// never naming a card of BOB's hand, plays it back, and counts it under
// the History apart. (The browser test plays a round of it between two
// pages, with a reload.)

import { describe, expect, it } from 'vitest';
import type { Card } from '../../engine/cards';
import type { CourtAction, CourtEvent, CourtView } from '../../engine/court';
import { kioskGameServer } from '../../../server/test-server';
import { NETWORK_FRAMES, hostInLobby } from '../net/lobby-driver';
import { mouse } from '../shell/test-devices';
import { TestPlayer } from '../../../server/test-player';
import { TestKiosk } from '../shell/test-kiosk';
import { TITLE, court, newPlayer, plainMove, sitDown } from './court-driver';
import { CourtRecords } from './court-records';
import { STANDARD_SETTINGS } from './court-menus';
import type { CourtSnapshot } from './court-snapshot';

const server = kioskGameServer({ seed: 12 });
const NETWORK = NETWORK_FRAMES;

/** The kiosk has something to do at the network table: a box, a draw or a card. */
function hasMove(s: CourtSnapshot): boolean {
  if (s.dialog !== null) return s.dialog !== 'Game Over';
  return s.network !== null && !s.busy && s.toAct === s.network.you && s.legal.length > 0 && (s.phase === 'draw' || s.phase === 'play');
}

/** Every card the snapshot names: a hand, a card drawn, a play, a legal move, or a control ("card-QS"). */
function named(s: CourtSnapshot, cards: readonly Card[]): Card[] {
  const text = JSON.stringify(s);
  return cards.filter((card) => text.includes(`"${card}"`) || text.includes(`-${card}"`));
}

describe('Affairs of the Court across the network, from the kiosk', () => {
  it("hosts, plays a whole game with a player at another kiosk to Game Over, never naming that player's cards; plays it back and counts it apart", async () => {
    const kiosk = await TestKiosk.open({ seed: 3 });
    await sitDown(kiosk, 'keyboard');
    await newPlayer(kiosk, 'ANNE');
    await kiosk.until(() => court(kiosk).phase === 'draw');
    const history = court(kiosk).history;
    await kiosk.menuWith('keyboard', 'Options', 'mustFollowSuit');
    await kiosk.until(() => court(kiosk).dialog === TITLE);
    await kiosk.answer('keyboard');
    await kiosk.until(() => court(kiosk).settings.mustFollowSuit === false);

    await kiosk.menuWith('keyboard', 'File', 'network');
    await hostInLobby(kiosk, mouse, 'ANNE');

    // BOB at another kiosk: the lobby lists ANNE's table with her options in a few words, and he joins it.
    const bob = await TestPlayer.join<CourtView, CourtAction, CourtEvent>(server().url, { name: 'BOB' }, { game: 'court' });
    bob.play((legal) => legal[0] ?? null);
    await kiosk.until(() => kiosk.control('seat-2').label === 'Seat 2: BOB', NETWORK);
    await kiosk.click('play');
    await kiosk.until(() => court(kiosk).network?.you === 0 && court(kiosk).phase === 'draw', NETWORK);
    expect(court(kiosk).names).toEqual(['ANNE', 'BOB']);
    expect(court(kiosk).mustFollowSuit).toBe(false);

    let checked = 0;
    const held = new Set<Card>();
    let end: CourtSnapshot | null = null;
    for (let step = 0; step < 3000 && end === null; step++) {
      await kiosk.until(() => {
        const s = court(kiosk);
        // Frame by frame: BOB's cards, as his own view has them, are never named here, but those played
        // on the table and those ANNE once held herself (a card of hers he captured).
        for (const card of [...s.hand, ...(s.drawn ? [s.drawn] : [])]) held.add(card);
        const his = bob.last('game')?.view.hand ?? [];
        const shown = new Set((s.table ?? []).map((play) => play.card));
        const secret = his.filter((card) => !shown.has(card) && !held.has(card));
        checked += secret.length;
        expect(named(s, secret)).toEqual([]);
        return hasMove(s) || s.dialog === 'Game Over';
      }, NETWORK);
      const s = court(kiosk);
      if (s.dialog === 'Game Over') {
        end = s;
        break;
      }
      const move = plainMove(s);
      if (move.answer) await kiosk.answer('keyboard', move.id);
      else await kiosk.use(move.id, 'keyboard');
      await kiosk.until(() => move.done(court(kiosk)) || court(kiosk).dialog === 'Game Over', NETWORK);
    }
    expect(end, 'the network game did not end').not.toBeNull();
    expect(checked).toBeGreaterThan(500);
    const record = await bob.until(() => bob.last('record'));
    expect(end?.scores).toEqual(bob.last('game')?.view.scores);
    expect(end?.controls.map((c) => c.id)).toEqual(expect.arrayContaining(['lobby', 'local', 'replay']));

    // The game played back from its seed, every hand face up, ANNE's seat still at the bottom; then Game Over again.
    await kiosk.click('replay');
    await kiosk.until(() => court(kiosk).replay?.position === 0);
    await kiosk.click('replay-step');
    await kiosk.until(() => court(kiosk).replay?.position === 1);
    expect(court(kiosk).replay?.length).toBe(record.actions.length);
    await kiosk.click('replay-end');
    await kiosk.until(() => court(kiosk).dialog === 'Game Over');

    // Back to the kiosk's own table: the History is as it was, the network game counted under it apart.
    await kiosk.click('local');
    await kiosk.until(() => court(kiosk).network === null);
    expect(court(kiosk).names).toEqual(['ANNE', 'Computer']);
    await kiosk.menuWith('keyboard', 'File', 'history');
    await kiosk.until(() => court(kiosk).dialog === 'History of ANNE');
    expect(court(kiosk).history).toEqual(history);
    expect(court(kiosk).networkTally).toEqual({ played: 1, won: end?.outcome?.winners.includes(0) ? 1 : 0 });
    bob.leave();
  });

  it('brings one person of a table set head to head: two people at one cabinet play the Court at its own table', async () => {
    const kiosk = await TestKiosk.open({ seed: 4 });
    await kiosk.records.addProfile('BOB');
    const seats = [
      { kind: 'person', name: 'ANNE', pad: null },
      { kind: 'person', name: 'BOB', pad: null },
    ] as const;
    await new CourtRecords(kiosk.records).setSettings({ ...STANDARD_SETTINGS, seating: { seats: [...seats] } });
    await sitDown(kiosk, 'keyboard');
    await newPlayer(kiosk, 'ANNE');
    // After people played each other the Players dialog comes first, on their table: Network... there.
    await kiosk.until(() => court(kiosk).dialog === 'Players');
    expect(kiosk.control('seat-2').label).toMatch(/^Seat 2: BOB/);
    await kiosk.click('network');
    await hostInLobby(kiosk, mouse, 'ANNE');
    // The second seat is for someone elsewhere (BOB does not come along: companion.test.ts): CY at another kiosk takes it.
    const cy = await TestPlayer.join<CourtView, CourtAction, CourtEvent>(server().url, { name: 'CY' }, { game: 'court' });
    await kiosk.until(() => kiosk.control('seat-2').label === 'Seat 2: CY', NETWORK);
    await cy.leave();
    await kiosk.click('leave');
    await kiosk.until(() => court(kiosk).dialog !== "ANNE's Game");
  }, 60_000);

  it('asks nobody "Still playing?" while only the player elsewhere moves, and asks at once at ANNE\'s turn if she has been still that long', async () => {
    const kiosk = await TestKiosk.open({ seed: 6 });
    await sitDown(kiosk, 'keyboard');
    await newPlayer(kiosk, 'ANNE');
    await kiosk.until(() => court(kiosk).phase === 'draw');
    await kiosk.menuWith('keyboard', 'File', 'network');
    await hostInLobby(kiosk, mouse, 'ANNE');
    const bob = await TestPlayer.join<CourtView, CourtAction, CourtEvent>(server().url, { name: 'BOB' }, { game: 'court' });
    await kiosk.until(() => kiosk.control('seat-2').label === 'Seat 2: BOB', NETWORK);
    await kiosk.click('play');
    await kiosk.until(() => court(kiosk).network?.you === 0 && court(kiosk).phase === 'draw', NETWORK);
    // ANNE moves until it is BOB's turn, and BOB takes his time.
    for (let step = 0; step < 20 && court(kiosk).toAct !== 1; step++) {
      await kiosk.until(() => hasMove(court(kiosk)) || court(kiosk).toAct === 1, NETWORK);
      const s = court(kiosk);
      if (s.toAct === 1) break;
      const move = plainMove(s);
      if (move.answer) await kiosk.answer('keyboard', move.id);
      else await kiosk.use(move.id, 'keyboard');
      await kiosk.until(() => move.done(court(kiosk)), NETWORK);
    }
    expect(court(kiosk).toAct).toBe(1);
    for (let minute = 0; minute < 5; minute++) kiosk.shell.advanceIdle(60_000);
    await kiosk.until(() => true);
    expect(court(kiosk).dialog).toBeNull();
    // BOB moves; at ANNE's turn she is asked, having pressed nothing for five minutes.
    bob.play((legal) => legal[0] ?? null);
    await kiosk.until(() => court(kiosk).dialog === 'Still playing?', NETWORK);
    expect(court(kiosk).toAct).toBe(0);
    await kiosk.key('Enter');
    await kiosk.until(() => court(kiosk).dialog === null);
    await bob.leave();
  }, 60_000);
});
