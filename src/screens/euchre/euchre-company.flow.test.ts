// Two friends of one cabinet as partners at a network table, in Node through
// the whole kiosk (test-kiosk.ts) against a real game server: ANN (pad 1)
// and BEA (pad 2), set up in the Players dialog, press Network... there; ANN
// hosts, BEA comes to the table with her and sits across from her as her
// partner, DEE joins from another kiosk (a real SDK client playing his first
// legal move) and a computer takes the last seat. The friends play the whole
// game on this one screen covered between their turns, each pad for its own
// seat (friends-driver.ts checks every table on the way), never a card of
// DEE's named; the game counts for each of them apart, as a network game.

import { describe, expect, it } from 'vitest';
import type { EuchreAction, EuchreEvent, EuchreView } from '../../engine/euchre';
import { kioskGameServer } from '../../../server/test-server';
import { NETWORK_FRAMES, hostInLobby } from '../net/lobby-driver';
import { TestPlayer } from '../../../server/test-player';
import { networkTally } from '../net/network-tally';
import { gamepadAt } from '../shell/test-devices';
import { euchre } from './euchre-driver';
import { type Seen, friendsAtPlayers, playFriends } from './friends-driver';

const server = kioskGameServer({ seed: 31 });

const NETWORK = NETWORK_FRAMES;

describe('Euchre: two friends of one cabinet as partners at a network table', () => {
  it('go from the Players dialog to a table of their own, sit across as partners, DEE joins from another kiosk; they play the whole game covered between turns', async () => {
    const kiosk = await friendsAtPlayers(12);
    await gamepadAt(0).press(kiosk, 'network');
    await hostInLobby(kiosk, gamepadAt(0), 'ANN');
    // BEA comes to ANN's table and takes the seat across from her: they are partners.
    await kiosk.until(() => euchre(kiosk).dialog === "ANN's Game" && kiosk.control('seat-3').label === 'Seat 3: BEA', NETWORK);

    const dee = await TestPlayer.join<EuchreView, EuchreAction, EuchreEvent>(server().url, { name: 'DEE' }, { game: 'euchre' });
    dee.play((legal) => legal[0] ?? null);
    await kiosk.until(() => kiosk.control('seat-2').label === 'Seat 2: DEE', NETWORK);
    await gamepadAt(0).press(kiosk, 'play');
    await kiosk.until(() => euchre(kiosk).network?.you === 0 && euchre(kiosk).phase !== 'starting', NETWORK);
    const first = euchre(kiosk);
    expect(first.names.slice(0, 3)).toEqual(['ANN', 'DEE', 'BEA']);
    expect(first.people).toEqual([0, 2]);

    const seen: Seen = { covers: 0, discards: 0, loneDiscards: 0, gives: 0, wrongPadTried: 0, alone: false, unplugged: false };
    let secrets = 0;
    const end = await playFriends(kiosk, seen, {
      stop: (s) => {
        // No card DEE holds, as his own messages have it, is named on the page.
        const text = JSON.stringify(s);
        for (const card of dee.last('game')?.view.hand ?? []) {
          secrets++;
          expect(text, `DEE's ${card} on the page`).not.toContain(`"${card}"`);
        }
        return false;
      },
    });
    expect(end.dialog).toBe('Game Over');
    expect(seen.covers).toBeGreaterThan(10);
    expect(seen.wrongPadTried).toBeGreaterThan(10);
    expect(secrets).toBeGreaterThan(100);
    const scores = dee.last('game')?.view.scores ?? [];
    const won = (scores[0] ?? 0) > (scores[1] ?? 0);
    for (const name of ['ANN', 'BEA']) await expect.poll(() => networkTally(kiosk.records, 'euchre', name)).toEqual({ played: 1, won: won ? 1 : 0 });
    await kiosk.click('local');
    await dee.leave();
  }, 240_000);
});
