import { describe, expect, it } from 'vitest';
import { court, type CourtAction, type CourtEvent } from '../engine/court';
import { createRng, nextInt } from '../engine/rng';
import type { Controller } from './seats';
import { Replay } from './replay';
import { type SessionGame, TableSession } from './session';

type Recorded = SessionGame<ReturnType<typeof court.setup>, CourtAction, unknown>;

/** A whole Court game between random players, as the session keeps it. */
async function playedGame(seed: number): Promise<Recorded> {
  const rng = createRng(seed);
  const random: Controller<unknown, CourtAction> = { kind: 'computer', decide: (d) => Promise.resolve(d.legal[nextInt(rng, d.legal.length)]!) };
  let kept: Recorded | null = null;
  const session = new TableSession(court, [random, random], {
    present: () => Promise.resolve(),
    save: () => Promise.resolve(),
    abandoned: () => Promise.resolve(),
    finished: (_, game) => {
      kept = game as Recorded;
      return Promise.resolve();
    },
  });
  await session.start({ setup: { seed } });
  if (kept === null) throw new Error('the game did not end');
  return kept;
}

describe('a replay', () => {
  it('plays the recorded game back one step at a time, and ends exactly as the game did', async () => {
    const game = await playedGame(31);
    const shown: (CourtAction | null)[] = [];
    let matched: boolean | null = null;
    const replay = new Replay(court, game, 2, {
      present: (_events: readonly CourtEvent[], move) => {
        shown.push(move?.action ?? null);
        return Promise.resolve();
      },
      ended: (matches) => (matched = matches),
      pause: () => Promise.resolve(),
    });
    const done = replay.start(() => [{ type: 'round' } as CourtEvent]);
    await expect.poll(() => shown.length).toBe(1);
    // Nothing moves until the viewer steps on.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(replay.position).toBe(0);
    replay.step();
    await expect.poll(() => replay.position).toBe(1);
    expect(shown[1]).toEqual(game.actions[0]);
    replay.toggleRun();
    await done;
    expect(matched).toBe(true);
    expect(replay.position).toBe(game.actions.length);
    expect(replay.isRunning).toBe(false);
    expect(shown.slice(1)).toEqual(game.actions);
  });

  it('ends as the game did though the kept record lists its keys in another order (a game resumed after a reload)', async () => {
    const game = await playedGame(34);
    const reorder = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(reorder) : typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reorder(v)])) : value;
    const kept = { ...game, state: reorder(game.state) as typeof game.state };
    let matched: boolean | null = null;
    const replay = new Replay(court, kept, 2, { present: () => Promise.resolve(), ended: (m) => (matched = m), pause: () => Promise.resolve() });
    replay.toggleRun();
    await replay.start();
    expect(matched).toBe(true);
  });

  it('says so when the recorded actions do not lead to the recorded end', async () => {
    const game = await playedGame(32);
    const other = await playedGame(33);
    let matched: boolean | null = null;
    // The actions of one game on the deal of another stop at the first refused move, or end elsewhere.
    const forged = { ...game, state: other.state };
    const replay = new Replay(court, forged, 2, { present: () => Promise.resolve(), ended: (m) => (matched = m), pause: () => Promise.resolve() });
    replay.toggleRun();
    await replay.start();
    expect(matched).toBe(false);
  });
});
