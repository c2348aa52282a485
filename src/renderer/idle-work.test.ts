import { describe, expect, it, vi } from 'vitest';
import { inIdleTime } from './idle-work';

/** Idle slices run by hand: each has `spare` tasks' worth of time. */
function slices(spare: number) {
  const waiting: ((deadline: { timeRemaining(): number }) => void)[] = [];
  return {
    idle: (run: (deadline: { timeRemaining(): number }) => void) => waiting.push(run),
    next() {
      const run = waiting.shift();
      let left = spare;
      run?.({ timeRemaining: () => --left });
      return run !== undefined;
    },
  };
}

describe('work in idle time', () => {
  it('runs the tasks in order, only within idle slices, and as many as each slice has time for', async () => {
    const done: number[] = [];
    const clock = slices(2);
    const finished = inIdleTime(
      [0, 1, 2, 3, 4].map((n) => () => done.push(n)),
      clock.idle,
    );
    expect(done).toEqual([]);
    clock.next();
    expect(done).toEqual([0, 1]);
    clock.next();
    expect(done).toEqual([0, 1, 2, 3]);
    clock.next();
    expect(done).toEqual([0, 1, 2, 3, 4]);
    await finished;
    expect(clock.next()).toBe(false);
  });

  it('reports a failing task and goes on with the rest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const done: string[] = [];
    const clock = slices(10);
    const finished = inIdleTime(
      [
        () => done.push('a'),
        () => {
          throw new Error('broken');
        },
        () => done.push('c'),
      ],
      clock.idle,
    );
    clock.next();
    await finished;
    expect(done).toEqual(['a', 'c']);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
