import { describe, expect, it } from 'vitest';
import { IdleWatch } from './idle';

const times = { attractAfterMs: 30_000, idleTimeoutMs: 90_000, countdownMs: 15_000 };

function run(watch: IdleWatch, ms: number, kind: Parameters<IdleWatch['tick']>[1], step = 16) {
  const events: string[] = [];
  for (let t = 0; t < ms; t += step) {
    const e = watch.tick(step, kind);
    if (e) events.push(e);
  }
  return events;
}

describe('IdleWatch', () => {
  it('starts the attract loop from the title after the attract delay, not before', () => {
    const watch = new IdleWatch(() => times);
    expect(run(watch, 29_900, 'title')).toEqual([]);
    expect(run(watch, 200, 'title')).toEqual(['attract']);
  });

  it('never leaves the attract loop by itself', () => {
    const watch = new IdleWatch(() => times);
    expect(run(watch, 600_000, 'attract', 1000)).toEqual([]);
  });

  it('sends other shell screens back to the title after the idle timeout', () => {
    const watch = new IdleWatch(() => times);
    expect(run(watch, 89_000, 'shell', 1000)).toEqual([]);
    expect(run(watch, 2000, 'shell', 1000)).toEqual(['title']);
  });

  it('asks "Still playing?" in a game, then abandons after the countdown', () => {
    const watch = new IdleWatch(() => times);
    expect(run(watch, 90_000, 'game', 1000)).toEqual(['ask']);
    expect(watch.asking).toBe(true);
    expect(watch.secondsLeft).toBe(15);
    expect(run(watch, 14_000, 'game', 1000)).toEqual([]);
    expect(watch.secondsLeft).toBe(1);
    expect(run(watch, 1000, 'game', 1000)).toEqual(['abandon']);
    expect(watch.asking).toBe(false);
  });

  it('an input during the countdown answers the question and restarts the wait', () => {
    const watch = new IdleWatch(() => times);
    run(watch, 95_000, 'game', 1000);
    expect(watch.input()).toBe(true);
    expect(watch.asking).toBe(false);
    expect(run(watch, 89_000, 'game', 1000)).toEqual([]);
    expect(watch.input()).toBe(false);
  });

  it('follows a changed timeout at once', () => {
    let current = { ...times };
    const watch = new IdleWatch(() => current);
    run(watch, 20_000, 'shell', 1000);
    current = { ...times, idleTimeoutMs: 15_000 };
    expect(run(watch, 1000, 'shell', 1000)).toEqual(['title']);
  });

  it('asks nobody while they watch people elsewhere move in a network game, and asks at once at their turn if they were still that long', () => {
    const watch = new IdleWatch(() => times);
    expect(run(watch, 300_000, 'waiting', 1000)).toEqual([]);
    expect(run(watch, 1000, 'game', 1000)).toEqual(['ask']);
    // A question asked runs out even if the turn passes to someone elsewhere meanwhile.
    expect(run(watch, 16_000, 'waiting', 1000)).toEqual(['abandon']);
    // Someone pressed something while waiting: their turn starts a fresh wait.
    run(watch, 100_000, 'waiting', 1000);
    watch.input();
    expect(run(watch, 89_000, 'game', 1000)).toEqual([]);
  });
});
