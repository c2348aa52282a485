// The table run with nothing drawn: a Court game between the person here and
// a computer that takes the first legal move, its questions answered by the
// test. What is counted, kept and asked is the run's alone.

import { describe, expect, it } from 'vitest';
import type { Thinker } from '../engine/ai/thinker';
import { type CourtAction, type CourtEvent, type CourtOptions, type CourtState, type CourtView, court } from '../engine/court';
import type { Level } from '../engine/game';
import type { SessionGame } from './session';
import { type KeptRunGame, type KeptStore, type RunQuestion, TableRun } from './table-run';

type CourtGame = SessionGame<CourtState, CourtAction, CourtOptions>;
type Kept = KeptRunGame<CourtState, CourtAction, CourtOptions>;

const firstLegal: Thinker = { choose: (_game, _view, legal) => Promise.resolve(legal[0] as never), dispose: () => undefined };

/** Promises and timers already due run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !ready(); i++) await settle();
  expect(ready()).toBe(true);
}

function table(answers: boolean[] = []) {
  const asked: RunQuestion[] = [];
  const abandoned: CourtGame[] = [];
  const saved: (CourtGame | null)[] = [];
  let level: Level = 'novice';
  const run = new TableRun<CourtState, CourtAction, CourtOptions, CourtView, CourtEvent>({
    game: court,
    thinker: firstLegal,
    person: 'Ann',
    nextLevel: () => level,
    computer: {},
    firstSeed: 3,
    hooks: {
      present: () => Promise.resolve(),
      save: (game) => {
        saved.push(game);
        return Promise.resolve();
      },
      finished: () => Promise.resolve(),
      abandoned: (game) => {
        abandoned.push(game);
        return Promise.resolve();
      },
      asked: () => undefined,
    },
    ask: (question) => {
      asked.push(question);
      return Promise.resolve(answers.shift() ?? false);
    },
  });
  return {
    run,
    asked,
    abandoned,
    saved,
    setLevel: (next: Level) => (level = next),
    /** The person here makes the first legal move when it is their turn. */
    async move(): Promise<CourtAction> {
      await until(() => run.person.waiting !== null);
      const action = run.person.waiting?.legal[0];
      if (action === undefined) throw new Error('Nothing to do');
      expect(run.person.offer(action)).toBeNull();
      await settle();
      return action;
    },
  };
}

function memoryStore(start: Kept | null): KeptStore<Kept> & { games: Map<string | null, Kept> } {
  const games = new Map<string | null, Kept>();
  if (start) games.set(start.player, start);
  return {
    games,
    of: (player) => Promise.resolve(games.get(player) ?? null),
    keep: (game, player) => {
      if (game === null) games.delete(player);
      else games.set(player, game);
      return Promise.resolve();
    },
  };
}

describe('the table run', () => {
  it('a game given up for another counts as lost once, and only when the new game is dealt', async () => {
    const t = table([true]);
    t.run.deal({ seed: 1 });
    await t.move();
    expect(await t.run.mayStartAnew(t.run.live.untouched)).toBe(true);
    expect(t.asked).toEqual([{ kind: 'give-up', question: 'Start a new game?', it: 'The one in progress' }]);
    expect(t.abandoned).toHaveLength(0);
    t.run.deal({ seed: 2 });
    expect(t.abandoned).toHaveLength(1);
    expect(t.abandoned[0]?.setup.seed).toBe(1);
    t.run.deal({ seed: 3 });
    expect(t.abandoned).toHaveLength(1);
  });

  it('a change cancelled on the way leaves the game playing, counted by nobody', async () => {
    const t = table([true]);
    t.run.deal({ seed: 1 });
    await t.move();
    expect(await t.run.mayStartAnew(false)).toBe(true);
    t.run.settle();
    t.run.seat('Bob');
    expect(t.abandoned).toHaveLength(0);
    expect(t.run.playing).toBe(true);
  });

  it('No keeps the game under way, and a game nobody has played is replaced without a question', async () => {
    const t = table([false]);
    t.run.deal({ seed: 1 });
    expect(await t.run.mayStartAnew(t.run.live.untouched)).toBe(true);
    expect(t.asked).toEqual([]);
    t.run.deal({ seed: 2 });
    await t.move();
    expect(await t.run.mayStartAnew(t.run.live.untouched)).toBe(false);
    expect(t.run.playing).toBe(true);
    expect(t.abandoned).toHaveLength(0);
  });

  it('a level chosen during a game waits for the next one', () => {
    const t = table();
    t.run.deal({ seed: 1 });
    expect(t.run.gameLevel).toBe('novice');
    t.setLevel('expert');
    expect(t.run.gameLevel).toBe('novice');
    t.run.deal({ seed: 2 });
    expect(t.run.gameLevel).toBe('expert');
  });

  it("a kept game is offered to its player: Yes carries it on at its own level, exactly where it was", async () => {
    const first = table();
    first.run.deal({ seed: 5 });
    await first.move();
    const game = first.run.live.record();
    first.run.dispose();
    const store = memoryStore({ ...game, actions: [...game.actions], player: 'Ann', level: 'expert' });
    const t = table([true]);
    const prepared: Kept[] = [];
    expect(await t.run.offerKept(store, (kept) => prepared.push(kept), () => Promise.reject(new Error('not lost')))).toBe(true);
    expect(t.asked).toEqual([{ kind: 'resume', player: 'Ann', counts: true }]);
    expect(prepared).toHaveLength(1);
    expect(t.run.gameLevel).toBe('expert');
    expect(t.run.live.state).toEqual(game.state);
    expect(t.run.live.untouched).toBe(false);
    expect(t.run.replayable).toBe(true);
  });

  it('No to a kept game records it as lost and forgets it; a game kept before moves were kept cannot be played back', async () => {
    const first = table();
    first.run.deal({ seed: 5 });
    await first.move();
    const { state, seed, moves } = first.run.live.record();
    first.run.dispose();
    const lost: Kept[] = [];
    const refused = table([false]);
    const store = memoryStore({ state, seed, moves, player: 'Ann', level: 'novice' });
    expect(await refused.run.offerKept(store, () => undefined, (kept) => Promise.resolve(void lost.push(kept)))).toBe(false);
    expect(lost).toHaveLength(1);
    expect(store.games.size).toBe(0);
    const older = memoryStore({ state, seed, moves, player: 'Ann', level: 'novice' });
    const carried = table([true]);
    expect(await carried.run.offerKept(older, () => undefined, () => Promise.resolve())).toBe(true);
    expect(carried.run.replayable).toBe(false);
  });

  it('a kept game the table has read itself is offered to its own player, whoever is seated, and no game is no question', async () => {
    const first = table();
    first.run.deal({ seed: 5 });
    await first.move();
    const game = first.run.live.record();
    first.run.dispose();
    const bobs: Kept = { ...game, actions: [...game.actions], player: 'Bob', level: 'novice' };
    const store = memoryStore(bobs);
    const lost: Kept[] = [];
    const refused = table([false]);
    expect(await refused.run.offer(bobs, store, () => undefined, (kept) => Promise.resolve(void lost.push(kept)))).toBe(false);
    expect(refused.asked).toEqual([{ kind: 'resume', player: 'Bob', counts: true }]);
    expect(lost).toEqual([bobs]);
    expect(store.games.size).toBe(0);
    const carried = table([true]);
    expect(await carried.run.offer(bobs, store, () => undefined, () => Promise.reject(new Error('not lost')))).toBe(true);
    expect(carried.run.live.state).toEqual(game.state);
    const none = table([true]);
    expect(await none.run.offer(null, store, () => undefined, () => Promise.resolve())).toBe(false);
    expect(none.asked).toEqual([]);
  });

  it('leaving asks only once a person has played, and the game is recorded as lost once', async () => {
    const t = table([true]);
    t.run.deal({ seed: 1 });
    expect(await t.run.leave()).toBe(true);
    expect(t.asked).toEqual([]);
    expect(t.abandoned).toHaveLength(0);
    t.run.deal({ seed: 2 });
    await t.move();
    expect(await t.run.leave()).toBe(true);
    expect(t.asked).toEqual([{ kind: 'give-up', question: 'Leave this game?', it: 'It' }]);
    expect(t.abandoned).toHaveLength(1);
    await t.run.abandon();
    expect(t.abandoned).toHaveLength(1);
    expect(t.saved.at(-1)).toBeNull();
  });

  it('a game that makes way for a network game is forgotten: lost if a person had played and agreed, else only put away', async () => {
    const source = { view: () => null, toAct: null };
    const untouched = table();
    untouched.run.deal({ seed: 1 });
    await settle();
    untouched.run.showElsewhere(source);
    expect(untouched.abandoned).toHaveLength(0);
    expect(untouched.saved.at(-1)).toBeNull();
    const played = table([true]);
    played.run.deal({ seed: 2 });
    await played.move();
    expect(await played.run.mayStartAnew(false)).toBe(true);
    played.run.showElsewhere(source);
    expect(played.abandoned).toHaveLength(1);
    expect(played.saved.at(-1)).toBeNull();
    // A table that keeps its own game for later (Patience's) forgets nothing of one nobody played.
    const kept = table();
    kept.run.deal({ seed: 3 });
    await settle();
    const before = kept.saved.length;
    kept.run.showElsewhere(source, true);
    expect(kept.saved).toHaveLength(before);
    // Coming back from the network game forgets nothing more.
    const saves = played.saved.length;
    played.run.showElsewhere(null);
    played.run.showElsewhere(source);
    expect(played.saved).toHaveLength(saves);
  });

  it('a replay is shown in place of the game, and the game is back when it ends', async () => {
    const t = table();
    t.run.deal({ seed: 1 });
    await t.move();
    const replay = t.run.playBack(t.run.live.record(), { present: () => Promise.resolve(), pause: () => Promise.resolve(), ended: () => undefined });
    void replay.start();
    expect(t.run.session).toBe(replay.session);
    replay.step();
    await until(() => replay.position === 1);
    expect(t.run.snapshot().replay).toEqual({ position: 1, length: t.run.live.actions.length, running: false });
    t.run.endReplay();
    expect(t.run.session).toBe(t.run.live);
    expect(t.run.snapshot().replay).toBeNull();
  });

  it('a game held elsewhere is shown in place of the table\'s own, which is put away; a new deal brings the table\'s own back', async () => {
    const t = table();
    t.run.deal({ seed: 1 });
    await t.move();
    const own = t.run.source.view(0);
    expect(own).not.toBeNull();
    const away = { view: () => null, toAct: 1 };
    t.run.showElsewhere(away);
    expect(t.run.source).toBe(away);
    expect(t.run.playing).toBe(false);
    t.run.showElsewhere(null);
    // The game given up for it is never left on the table.
    expect(t.run.source.view(0)).toBeNull();
    t.run.deal({ seed: 2 });
    expect(t.run.source).toBe(t.run.live);
  });
});
