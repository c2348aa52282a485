import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import type { CourtAction, CourtView } from '../../engine/court';
import type { RecordMessage } from '../../table/protocol';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { court, courtTerms } = await import('../../engine/court');
const { recordedGame } = await import('../net/network-mode');
const { wonBy } = await import('../net/network-tally');
const { COURT_NETWORK, hostStart, networkPlay, resultWords } = await import('./court-network');

type Options = { mustFollowSuit: boolean; roundLimit: number };

/** The finished game the server sends, as the network mode reads it (its type names Thirty-One's options: the Court's are checked the same). */
const record = (seed: number, options: unknown, actions: CourtAction[]) => ({ seed, players: 2, options, actions }) satisfies RecordMessage<CourtAction>;

/** A whole game, each player keeping the first card of a pair and playing its first card allowed, taking every bonus. */
function wholeGame(seed: number, options: Options) {
  let state = court.setup({ seed, options });
  const actions: CourtAction[] = [];
  while (court.toAct(state) !== null) {
    const action = court.legal(state)[0];
    if (action === undefined) throw new Error('no legal action');
    actions.push(action);
    state = court.apply(state, action).state;
  }
  return { state, actions };
}

describe('a finished network game of the Court, played back at the kiosk', () => {
  const options = hostStart({ mustFollowSuit: false }).options;

  it('is kept as the table keeps a game of its own, ending where the game ended, under the host’s rule', () => {
    const { state, actions } = wholeGame(12, options);
    const game = recordedGame(COURT_NETWORK, record(12, options, actions));
    expect(game?.state).toEqual(state);
    expect(game?.setup).toEqual({ seed: 12, players: 2, options: { mustFollowSuit: false, roundLimit: 0 } });
    expect(game?.state.phase).toBe('over');
    // Who won is read from it as the network tally counts it: the winner's seat, and nobody else's.
    const winners = court.outcome(state)?.winners ?? [];
    for (const seat of [0, 1]) expect(wonBy(court, game!.state, seat)).toBe(winners.includes(seat));
  });

  it('is refused when what the server sent does not play through, or has options the Court does not take', () => {
    const { actions } = wholeGame(12, options);
    expect(recordedGame(COURT_NETWORK, record(13, options, actions))).toBeNull();
    expect(recordedGame(COURT_NETWORK, record(12, { mustFollowSuit: false }, actions))).toBeNull();
    expect(recordedGame(COURT_NETWORK, record(12, { ...options, roundLimit: 99 }, actions))).toBeNull();
    expect(recordedGame(COURT_NETWORK, record(12, { ...options, jokers: true }, actions))).toBeNull();
  });
});

describe('hosting at the Court’s table', () => {
  it('sends Must Follow Suit as the Options menu ticks it, played to zero: options the server takes as they are', () => {
    for (const mustFollowSuit of [true, false]) {
      const start = hostStart({ mustFollowSuit });
      expect(start).toEqual({ options: { mustFollowSuit, roundLimit: 0 } });
      expect(v.parse(courtTerms.options, start.options)).toEqual(start.options);
    }
  });

  it('is the Court’s room, with no dealer to wait for and nobody out before the end', () => {
    const view = court.view(court.setup({ seed: 3 }), 1);
    expect(COURT_NETWORK.id).toBe('court');
    expect(COURT_NETWORK.dealer(view)).toBeNull();
    expect(COURT_NETWORK.out(view, 0)).toBe(false);
    expect(COURT_NETWORK.opening(view)).toEqual([{ type: 'round', round: 1, firstDrawer: view.firstDrawer }]);
  });
});

describe("a network game's end, in the Court's words", () => {
  const names = ['ANNE', 'BOB'];

  it('names the winner and both totals, or says it is a draw', () => {
    expect(resultWords([34, -5], names)).toBe('ANNE wins: ANNE 34, BOB -5.');
    expect(resultWords([0, 12], names)).toBe('BOB wins: ANNE 0, BOB 12.');
    expect(resultWords([-3, 0], names)).toBe('A draw: both totals are at zero or below (ANNE -3, BOB 0).');
    expect(resultWords([50, 60], names)).toBe('Nobody won: ANNE 50, BOB 60.');
  });

  it('is told from the view every kiosk has at the end, watchers too', () => {
    const { state } = wholeGame(12, hostStart({ mustFollowSuit: true }).options);
    const outcome = court.outcome(state);
    const words = COURT_NETWORK.result(court.watcherView(state), names);
    if (outcome?.draw) expect(words).toMatch(/^A draw/);
    else expect(words).toMatch(new RegExp(`^${names[outcome?.winners[0] ?? 0]} wins: `));
    // The table's automation reads the same end from the view.
    expect(networkPlay(court.view(state, 1))).toEqual({ toAct: null, outcome });
    expect(networkPlay(null)).toEqual({ toAct: null, outcome: null });
  });
});

describe('the Court’s table seated for a network game', () => {
  async function table() {
    const { TableSeats } = await import('../table/table-seats');
    const { HandCover } = await import('../table/hand-cover');
    const { CourtTurns } = await import('./court-turns');
    const flags = { source: 'network' as string, replaying: false };
    const seats = new TableSeats<CourtView, CourtAction>(() => undefined);
    const cover = new HandCover();
    const turns = new CourtTurns({ seats, cover, person: () => 'BOB', gameLevel: () => 'novice', replaying: () => flags.replaying, source: () => flags.source });
    const { seatNetworkPeople } = await import('../table/network-seats');
    const { LocalSeat } = await import('../../table/seats');
    const kiosk = new LocalSeat<CourtView, CourtAction>('BOB');
    /** Seated as the Court's table seats a network game: this kiosk's person at `seat` (null: watching). */
    const sit = (names: string[], seat: number | null) => {
      seatNetworkPeople({ seats, cover, kiosk }, names, seat === null ? [] : [{ seat, pad: null }]);
      turns.sitAtNetwork(names);
    };
    return { flags, seats, cover, turns, sit };
  }

  it('puts the kiosk’s own seat at the bottom, uncovered, in a replay too, both players by the names they came with', async () => {
    const { flags, seats, turns, sit } = await table();
    sit(['ANNE', 'BOB'], 1);
    expect(turns.bottom()).toBe(1);
    expect(turns.names()).toEqual(['ANNE', 'BOB']);
    expect(turns.people()).toEqual(['ANNE', 'BOB']);
    expect(turns.faceDown()).toBe(false);
    expect(seats.personSeats).toEqual([1]);
    expect(turns.plans()).toEqual([{ kind: 'computer', level: 'expert' }, { kind: 'person', name: 'BOB', pad: null }]);
    // The game played back at its end: still the network table, turned the same way.
    flags.replaying = true;
    flags.source = 'replay';
    expect(turns.bottom()).toBe(1);
    expect(turns.networkLeft()).toBe(false);
  });

  it('seats nobody here for someone watching, no hand face up', async () => {
    const { cover, seats, turns, sit } = await table();
    sit(['ANNE', 'BOB'], null);
    expect(seats.personSeats).toEqual([]);
    expect(cover.open(0)).toBe(false);
    expect(turns.bottom()).toBe(0);
  });

  it('knows when the network game has gone, so the kiosk’s own table is seated again', async () => {
    const { flags, turns, sit } = await table();
    sit(['ANNE', 'BOB'], 1);
    expect(turns.networkLeft()).toBe(false);
    flags.source = 'the table’s own';
    expect(turns.networkLeft()).toBe(true);
    turns.sitAt([{ kind: 'person', name: 'BOB', pad: null }, { kind: 'computer', level: 'novice' }]);
    expect(turns.networkLeft()).toBe(false);
    expect(turns.names()).toEqual(['BOB', 'Computer']);
    expect(turns.bottom()).toBe(0);
  });
});
