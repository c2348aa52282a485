import { describe, expect, it, vi } from 'vitest';
import { createThinker } from '../engine/ai/thinker';
import { court } from '../engine/court';
import type { Game, GameEvent, Level, Outcome, View } from '../engine/game';
import { euchre } from '../engine/euchre';
import { type HeartsAction, type HeartsView, hearts } from '../engine/hearts';
import { type PatienceAction, type PatienceView, patience } from '../engine/patience';
import { createRng, nextInt } from '../engine/rng';
import { ComputerSeat } from './computer-seat';
import { type Controller, type Decision, LocalSeat } from './seats';
import { type SessionGame, type SessionHooks, TableSession } from './session';

/** A controller that picks a random legal action from its own seed, remembering what it saw. */
class RandomSeat<V, A> implements Controller<V, A> {
  readonly kind = 'computer';
  readonly seen: V[] = [];
  private readonly rng;
  constructor(seed: number) {
    this.rng = createRng(seed);
  }
  decide(decision: Decision<V, A>): Promise<A> {
    this.seen.push(decision.view);
    return Promise.resolve(decision.legal[nextInt(this.rng, decision.legal.length)] as A);
  }
}

interface Log<S, A, O> {
  saves: (SessionGame<S, A, O> | null)[];
  presented: number;
  finished: Outcome[];
  abandoned: number;
}

function hooks<S, A, O, E>(log: Log<S, A, O>): SessionHooks<S, A, O, E> {
  return {
    present: () => {
      log.presented++;
      return Promise.resolve();
    },
    save: (game) => {
      log.saves.push(game);
      return Promise.resolve();
    },
    finished: (outcome) => {
      log.finished.push(outcome);
      return Promise.resolve();
    },
    abandoned: () => {
      log.abandoned++;
      return Promise.resolve();
    },
  };
}

function newLog<S, A, O>(): Log<S, A, O> {
  return { saves: [], presented: 0, finished: [], abandoned: 0 };
}

/** A whole game through the session with random players; the final state equals a replay of its actions. */
async function wholeGame<S, A extends { type: string }, O, V extends View, E extends GameEvent>(
  game: Game<S, A, O, V, E>,
  seats: number,
  seed: number,
  options?: Partial<O>,
) {
  const log = newLog<S, A, O>();
  const players = Array.from({ length: seats }, (_, i) => new RandomSeat<V, A>(seed + i));
  const session = new TableSession(game, players, hooks(log));
  await session.start({ setup: { seed, options } });
  expect(session.toAct).toBeNull();
  expect(log.finished).toHaveLength(1);
  expect(log.finished[0]).toEqual(game.outcome(session.state as S));
  // The last save forgets the finished game.
  expect(log.saves.at(-1)).toBeNull();
  let replay = game.setup({ seed, options });
  for (const action of session.actions) replay = game.apply(replay, action).state;
  expect(JSON.stringify(replay)).toBe(JSON.stringify(session.state));
  for (const p of players) expect(p.seen.length).toBeGreaterThan(0);
  return { session, log };
}

describe('the table session', () => {
  it('runs a whole game of Hearts, the Court and Chinese Patience to its recorded end', async () => {
    await wholeGame(hearts, 4, 11, { pointLimit: 20 });
    await wholeGame(court, 2, 12);
    await wholeGame(patience, 2, 13);
  });

  it("shows someone watching the game's watcher view, and nothing before the first game", async () => {
    const session = new TableSession(hearts, [0, 1, 2, 3].map((seat) => new RandomSeat<HeartsView, HeartsAction>(seat)), hooks(newLog()));
    expect(session.view(null)).toBeNull();
    await session.start({ setup: { seed: 5, options: { pointLimit: 10 } } });
    const state = session.state;
    expect(state).not.toBeNull();
    if (state !== null) expect(session.view(null)).toEqual(hearts.watcherView(state));
    expect(session.view(null)?.hand).toEqual([]);
  });

  it('hands each controller its own seat and view only', async () => {
    const asked: number[] = [];
    const g = hearts as unknown as Game<unknown, { type: string }, unknown>;
    const seats = [0, 1, 2, 3].map((seat) => ({
      kind: 'computer' as const,
      decide: (d: Decision<unknown, { type: string }>) => {
        asked.push(d.seat);
        expect(d.seat).toBe(seat);
        // Exactly this seat's view of the game as it stands, and nothing of the state itself.
        expect(d.view).toEqual(g.view(session.state, seat));
        expect(d).not.toHaveProperty('state');
        return Promise.resolve(d.legal[0] as { type: string });
      },
    }));
    const session = new TableSession(g, seats, hooks(newLog()));
    await session.start({ setup: { seed: 5, options: { pointLimit: 10 } } });
    expect(new Set(asked)).toEqual(new Set([0, 1, 2, 3]));
  });

  it('cancels a pending decision when a new game replaces the old one, and never applies it', async () => {
    const log = newLog();
    const person = new LocalSeat<unknown, { type: string }>(null);
    const session = new TableSession(patience as unknown as Game<unknown, { type: string }, unknown>, [person, new RandomSeat(1)], hooks(log));
    const first = session.start({ setup: { seed: 1 } });
    await Promise.resolve();
    const stale = person.waiting;
    expect(stale).not.toBeNull();
    const second = session.start({ setup: { seed: 2 } });
    await first;
    expect(stale?.signal.aborted).toBe(true);
    // The old decision cannot be answered any more; the new game asks afresh.
    expect(stale?.check({ type: 'twist' })).toBe('The game has moved on.');
    expect(person.waiting).not.toBe(stale);
    expect(person.offer({ type: 'twist' })).toBeNull();
    await expect.poll(() => session.actions).toEqual([{ type: 'twist' }]);
    session.stop();
    await second;
  });

  it('deals each game from a fresh seed when the setup names none, and keeps it with the game', async () => {
    const person = new LocalSeat<unknown, { type: string }>(null);
    const g = patience as unknown as Game<unknown, { type: string }, unknown>;
    const saved: (number | undefined)[] = [];
    const session = new TableSession(g, [person, new RandomSeat(1)], { ...hooks(newLog()), save: (game) => (saved.push(game?.setup.seed), Promise.resolve()) });
    const views: unknown[] = [];
    for (let game = 0; game < 3; game += 1) {
      const running = session.start({ setup: {} });
      views.push(session.view(0));
      session.stop();
      await running;
    }
    // Not the engine's fallback seed, and a different deal each time.
    expect(new Set(views.map((view) => JSON.stringify(view))).size).toBe(3);
    expect(views[0]).not.toEqual(g.view(g.setup({}), 0));
    expect(saved.every((seed) => typeof seed === 'number')).toBe(true);
    expect(new Set(saved).size).toBe(3);
  });

  it('refuses a person’s illegal action with the rule’s reason and keeps the decision open', async () => {
    const person = new LocalSeat<unknown, { type: string }>(null);
    const session = new TableSession(patience as unknown as Game<unknown, { type: string }, unknown>, [person, new RandomSeat(1)], hooks(newLog()));
    const running = session.start({ setup: { seed: 3 } });
    await Promise.resolve();
    const reason = person.offer({ type: 'finish' });
    expect(reason).toMatch(/\w/);
    expect(person.waiting).not.toBeNull();
    expect(session.actions).toEqual([]);
    session.stop();
    await running;
  });

  it('carries on a resumed game bit for bit', async () => {
    const seed = 77;
    const full = await wholeGame(court, 2, seed);
    // Stop the same game halfway, keep it, resume it in a new session with the same players.
    const log = newLog<unknown, { type: string }, unknown>();
    const halfway = Math.floor(full.session.actions.length / 2);
    let taken = 0;
    // Plays the recorded actions, and stops answering halfway: the tab is closed there.
    const scripted: Controller<unknown, { type: string }> = {
      kind: 'computer',
      decide: () => new Promise((resolve) => {
        if (taken < halfway) resolve(full.session.actions[taken++] as { type: string });
      }),
    };
    const g = court as unknown as Game<unknown, { type: string }, unknown>;
    const first = new TableSession(g, [scripted, scripted], hooks(log));
    void first.start({ setup: { seed } });
    await expect.poll(() => first.actions.length).toBe(halfway);
    const kept = JSON.parse(JSON.stringify(log.saves.at(-1))) as SessionGame<unknown, { type: string }, unknown>;
    first.stop();
    const rest = full.session.actions.slice(halfway);
    let at = 0;
    const replaying: Controller<unknown, { type: string }> = { kind: 'computer', decide: () => Promise.resolve(rest[at++] as { type: string }) };
    const log2 = newLog<unknown, { type: string }, unknown>();
    const second = new TableSession(g, [replaying, replaying], hooks(log2));
    await second.resume(kept);
    expect(JSON.stringify(second.state)).toBe(JSON.stringify(full.session.state));
    expect(second.actions).toEqual(full.session.actions);
    expect(log2.finished).toEqual(full.log.finished);
  });

  it('records an abandoned game once, and a finished one is not abandoned', async () => {
    const log = newLog();
    const person = new LocalSeat<unknown, { type: string }>(null);
    const session = new TableSession(hearts as unknown as Game<unknown, { type: string }, unknown>, [person, new RandomSeat(1), new RandomSeat(2), new RandomSeat(3)], hooks(log));
    const running = session.start({ setup: { seed: 9 } });
    await Promise.resolve();
    expect(session.inProgress).toBe(true);
    expect(session.untouched).toBe(true);
    await session.abandon();
    await session.abandon();
    await running;
    expect(log.abandoned).toBe(1);
    expect(log.saves.at(-1)).toBeNull();

    const done = await wholeGame(patience, 2, 4);
    await done.session.abandon();
    expect(done.log.abandoned).toBe(0);
  });

  it('charges nobody for a game replaced before anyone acted, but does once a move is made', async () => {
    const log = newLog();
    const person = new LocalSeat<unknown, { type: string }>(null);
    const session = new TableSession(hearts as unknown as Game<unknown, { type: string }, unknown>, [person, new RandomSeat(1), new RandomSeat(2), new RandomSeat(3)], hooks(log));
    void session.start({ setup: { seed: 9 } });
    await Promise.resolve();
    await session.abandon('if-played');
    expect(log.abandoned).toBe(0);
    expect(log.saves.at(-1)).toBeNull();

    void session.start({ setup: { seed: 10 } });
    await vi.waitFor(() => expect(person.waiting).not.toBeNull());
    const pass = person.waiting?.legal[0];
    expect(person.offer(pass as { type: string })).toBeNull();
    await vi.waitFor(() => expect(session.untouched).toBe(false));
    await session.abandon('if-played');
    expect(log.abandoned).toBe(1);
  });

  it('is untouched until a person moves: computers bidding before the person’s first turn begin nothing, after a resume too', async () => {
    const g = euchre as unknown as Game<unknown, { type: string }, unknown>;
    // A deal where the computers bid before the person is first asked.
    for (let seed = 1; seed < 40; seed += 1) {
      const person = new LocalSeat<unknown, { type: string }>(null);
      const computers = [1, 2, 3].map((n) => new RandomSeat<unknown, { type: string }>(n));
      const session = new TableSession(g, [person, ...computers], hooks(newLog()));
      const running = session.start({ setup: { seed } });
      await vi.waitFor(() => expect(person.waiting).not.toBeNull());
      if (session.actions.length === 0) {
        session.stop();
        await running;
        continue;
      }
      expect(session.untouched).toBe(true);
      const kept = session.record();
      session.stop();
      await running;
      // Kept and resumed (a reload): still untouched.
      const again = new LocalSeat<unknown, { type: string }>(null);
      const resumed = new TableSession(g, [again, ...computers], hooks(newLog()));
      const resuming = resumed.resume(kept);
      await vi.waitFor(() => expect(again.waiting).not.toBeNull());
      expect(resumed.untouched).toBe(true);
      expect(again.offer(again.waiting?.legal[0] as { type: string })).toBeNull();
      await vi.waitFor(() => expect(resumed.untouched).toBe(false));
      resumed.stop();
      await resuming;
      return;
    }
    throw new Error('No deal had the computers bid first.');
  });

  it('gives computer decisions seeds kept with the game, so a resumed game chooses alike', async () => {
    const seeds: number[][] = [[], []];
    const recorder = (into: number[], stopAfter = Infinity): Controller<unknown, { type: string }> => ({
      kind: 'computer',
      decide: (d) => {
        into.push(d.seed());
        if (into.length >= stopAfter) return new Promise<{ type: string }>(() => {});
        return Promise.resolve(d.legal[0] as { type: string });
      },
    });
    const g = court as unknown as Game<unknown, { type: string }, unknown>;
    // The first session stops partway; its record carries on in a second one.
    const first = new TableSession(g, [recorder(seeds[0]!, 6), recorder(seeds[0]!, 6)], hooks(newLog()));
    void first.start({ setup: { seed: 8 } });
    await expect.poll(() => seeds[0]!.length).toBe(6);
    const kept = first.record();
    first.stop();
    const whole = new TableSession(g, [recorder(seeds[1]!), recorder(seeds[1]!)], hooks(newLog()));
    await whole.resume({ ...kept, moves: 0, state: g.setup({ seed: 8 }), actions: [] });
    expect(seeds[1]!.slice(0, 6)).toEqual(seeds[0]);
    expect(new Set(seeds[1]).size).toBe(seeds[1]?.length);
    expect(kept.decisionKey).toBeTypeOf('number');
  });

  it('plays with real computer players through the thinker, at every level', async () => {
    const thinker = createThinker();
    try {
      const seat = (level: Level) => new ComputerSeat<PatienceView, PatienceAction>(thinker, 'patience', { level: () => level });
      for (const [a, b] of [['novice', 'intermediate'], ['expert', 'novice']] as const) {
        const log = newLog();
        const session = new TableSession(patience, [seat(a), seat(b)], hooks(log));
        await session.start({ setup: { seed: 21 } });
        expect(log.finished).toHaveLength(1);
      }
    } finally {
      thinker.dispose();
    }
  });
});
