import { describe, expect, it, vi } from 'vitest';
import type { TableLink } from '../../net/game-link';
import type { TableMessage } from '../../table/protocol';
import type { Controller, Decision } from '../../table/seats';
import type { NetTable } from './network-play';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));
const { NetworkGame } = await import('./network-play');

type View = { seat: number; toAct: number | null; hand: string[] };
type Action = { type: 'play'; card: string };
type Event = { type: string };

/** A connection to the table that the test speaks for: what the server sends, and what was sent. */
class FakeLink {
  readonly listeners = new Map<string, (message: unknown) => void>();
  readonly sent: [string, unknown][] = [];
  left = false;
  constructor(readonly token: string) {}
  readonly roomId = 'room';
  on(type: string, listener: (message: unknown) => void): void {
    this.listeners.set(type, listener);
  }
  server(type: string, message: unknown): void {
    this.listeners.get(type)?.(message);
  }
  move(action: unknown): void {
    this.sent.push(['action', action]);
  }
  send(type: string, message: unknown): void {
    this.sent.push([type, message]);
  }
  watch(): void {}
  listen(): void {}
  drop(): void {}
  leave(): void {
    this.left = true;
  }
  as(): TableLink<View, Action, Event> {
    return this as unknown as TableLink<View, Action, Event>;
  }
}

const TABLE: TableMessage = {
  game: 'hearts',
  options: {},
  seats: ['ANNE', 'BOB', 'CY', 'Computer'].map((name, seat) => ({ kind: seat === 3 ? 'computer' : 'person', name, level: null, away: false })),
  minPlayers: 4,
  host: 0,
  level: 'expert',
  stage: 'playing',
  you: 0,
  watchers: 0,
  turnSeconds: 0,
};

/** A person who answers each decision with its first legal move when told to; the decisions asked, in order. */
function person() {
  const asked: Decision<View, Action>[] = [];
  const controller: Controller<View, Action> = { kind: 'local', decide: (decision) => (asked.push(decision), Promise.resolve(decision.legal[0] as Action)) };
  return { asked, controller };
}

function setUp(partners?: number[][]) {
  const lead = new FakeLink('lead-token');
  const bob = new FakeLink('bob-token');
  const anne = person();
  const bobs = person();
  let showing: (() => void) | null = null;
  const screen = {
    seated: [] as unknown[],
    refused: [] as string[],
    said: [] as string[],
    source: null as Parameters<NetTable<View, Action, Event>['seatNetwork']>[2] | null,
  };
  const table: NetTable<View, Action, Event> = {
    seatNetwork: (people, _names, source) => {
      screen.seated.push(...people);
      screen.source = source;
      return [anne.controller, bobs.controller];
    },
    // The table takes its time over each step with events, until the test says it has shown it.
    present: (events) => (events.length === 0 ? Promise.resolve() : new Promise<void>((shown) => (showing = shown))),
    refused: (reason) => void screen.refused.push(reason),
    say: (text) => void screen.said.push(text),
    leftNetwork: () => undefined,
    redraw: () => undefined,
    replay: () => undefined,
    finished: () => undefined,
    gameOverHost: () => ({}) as never,
  };
  const reading = { out: () => false, result: () => '', ...(partners ? { partners } : {}) };
  // The waiting room's window, which only shows the table.
  const room = { update: () => undefined, close: () => undefined, result: new Promise<boolean>(() => undefined) };
  const dialogs = { waitingRoom: () => room } as unknown as ConstructorParameters<typeof NetworkGame>[4];
  const game = new NetworkGame<View, Action, Event>(table, reading, lead.as(), { address: 'x', game: 'hearts', lead: { name: 'ANNE', player: 'ANNE', pad: 0 } }, dialogs);
  // Before Play: ANNE hosts at seat 0, BOB comes to her table and is given seat 1.
  const waiting = (you: number, taken: number[]): TableMessage => ({ ...TABLE, stage: 'waiting', you, seats: TABLE.seats.map((seat, i) => (taken.includes(i) ? seat : { ...seat, kind: 'empty', name: '' })) });
  lead.server('table', waiting(0, [0]));
  game.bring({ name: 'BOB', player: 'Bob', pad: 1 }, bob.as());
  bob.server('table', waiting(1, [0, 1]));
  lead.server('table', TABLE);
  return { lead, bob, anne, bobs, screen, game, shown: () => showing?.() };
}

const step = (seat: number, n: number, legal: Action[], hand: string[] = []) => ({ events: [{ type: 'played' }], move: null, step: n, view: { seat, toAct: 1, hand }, legal });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a kiosk's second person at a network table", () => {
  it('sits at their own seat by name, with their own pad, and is shown their own view of it', async () => {
    const { lead, bob, screen } = setUp();
    expect(screen.seated).toEqual([
      { name: 'ANNE', player: 'ANNE', pad: 0, seat: 0 },
      { name: 'BOB', player: 'Bob', pad: 1, seat: 1 },
    ]);
    lead.server('game', step(0, 1, [], ['2C']));
    bob.server('game', step(1, 1, [], ['AS']));
    await flush();
    expect(screen.source?.view(1)?.hand).toEqual(['AS']);
    expect(screen.source?.view(0)?.hand).toEqual(['2C']);
    // A seat nobody here plays is drawn as the first person sees the table.
    expect(screen.source?.view(2)?.hand).toEqual(['2C']);
    expect(screen.source?.toAct).toBe(1);
  });

  it('is asked for their move only once the table has shown the step before it, and the move goes on their own connection', async () => {
    const { lead, bob, bobs, shown } = setUp();
    lead.server('game', step(0, 1, []));
    bob.server('game', step(1, 1, [{ type: 'play', card: 'AS' }]));
    await flush();
    // The table is still showing step 1 (a card on its way): BOB is not asked over it.
    expect(bobs.asked).toEqual([]);
    shown();
    await flush();
    expect(bobs.asked.map((d) => d.legal)).toEqual([[{ type: 'play', card: 'AS' }]]);
    expect(bob.sent).toEqual([['action', { type: 'play', card: 'AS' }]]);
    expect(lead.sent).toEqual([]);
  });

  it('sits across from the first person in a game of partners, and stays where the server put them in a game without', () => {
    expect(setUp([[0, 2], [1, 3]]).bob.sent).toEqual([['sit', { seat: 2 }]]);
    expect(setUp().bob.sent).toEqual([]);
  });

  it("hears the server's refusal of their move, deals from their own seat, and leaves with the first person", async () => {
    const { lead, bob, screen, game } = setUp();
    bob.server('refused', { of: 'action', reason: 'Follow suit.' });
    expect(screen.refused).toEqual(['Follow suit.']);
    game.deal(1);
    expect(bob.sent).toEqual([['deal', {}]]);
    game.deal(0);
    expect(lead.sent).toEqual([['deal', {}]]);
    game.leave();
    expect([lead.left, bob.left]).toEqual([true, true]);
  });
});

describe("the kiosk's people who come to a network table", () => {
  it('are everyone after the first, by their own names or as Player 2..., for a game of more than two', async () => {
    const { companyOf } = await import('./network-mode');
    const people = [
      { player: 'ANNE', pad: 0 },
      { player: null, pad: 1 },
      { player: 'CY', pad: null },
    ];
    expect(companyOf(people, 4)).toEqual([
      { player: null, pad: 1, name: 'Player 2' },
      { player: 'CY', pad: null, name: 'CY' },
    ]);
    // No more than the table seats; none at a game for two (two people here play it at this table).
    expect(companyOf(people, 2)).toEqual([]);
    expect(companyOf([...people, { player: 'DI', pad: 2 }, { player: 'EVE', pad: 3 }], 4).map((p) => p.name)).toEqual(['Player 2', 'CY', 'DI']);
  });
});
