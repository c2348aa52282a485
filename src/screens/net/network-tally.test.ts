import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { thirtyone } from '../../engine/thirtyone';
import { openRecords } from '../../store/records';
import { networkTally, tallyLine, tallyNetworkGame, wonBy } from './network-tally';

/** A whole game of three, everyone passing (or taking the hand) each turn. */
function finished(seed: number) {
  let state = thirtyone.setup({ seed, players: 3, options: { variation: 'regular' } });
  for (let step = 0; step < 10_000 && thirtyone.toAct(state) !== null; step++) {
    const legal = thirtyone.legal(state);
    const action = legal.find((a) => a.type === 'pass') ?? legal[0];
    if (action === undefined) break;
    state = thirtyone.apply(state, action).state;
  }
  return state;
}

describe("a person's network games", () => {
  it('are counted apart from the games against the computers, played and won, for a named person', async () => {
    const records = await openRecords({ indexedDB: new IDBFactory(), titles: { thirtyone: 'Thirty-One' } });
    await records.addProfile('ANNE');
    expect(tallyLine(await networkTally(records, 'thirtyone', 'ANNE'))).toBeNull();
    await tallyNetworkGame(records, 'thirtyone', 'ANNE', true);
    await tallyNetworkGame(records, 'thirtyone', 'ANNE', false);
    expect(await networkTally(records, 'thirtyone', 'ANNE')).toEqual({ played: 2, won: 1 });
    expect(tallyLine({ played: 2, won: 1 })).toBe('Network games: 2 played, 1 won (kept apart from games against the computer).');
    // The game's own statistics are untouched.
    expect(await records.stats('thirtyone', 'ANNE', (await import('valibot')).unknown(), null)).toBeNull();
  });

  it('are won by the seats the game names as its winners', () => {
    const state = finished(8);
    const winners = thirtyone.outcome(state)?.winners ?? [];
    expect(winners.length).toBeGreaterThan(0);
    for (let seat = 0; seat < 3; seat++) expect(wonBy(thirtyone, state, seat)).toBe(winners.includes(seat));
  });
});
