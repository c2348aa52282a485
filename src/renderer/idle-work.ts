// Work the kiosk does ahead of need, in the browser's idle time: the card art
// and the sounds after the title is up, a game's art while "Who is playing?"
// is asked. A task runs only while the frame has time to spare, so a key
// pressed meanwhile is answered at once; anything needed before its turn is
// simply made on the spot by whoever needs it (every task here is also done
// on first use).

/** The longest a task may keep the page once the idle slice is spent (a frame at 60 Hz is 16 ms). */
const SLICE_MS = 8;

type Idle = (run: (deadline: { timeRemaining(): number }) => void) => void;

/** requestIdleCallback where the browser has it, else a short timer with a budget of its own. */
const whenIdle: Idle =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, { timeout: 1000 })
    : (run) => {
        setTimeout(() => {
          const start = performance.now();
          run({ timeRemaining: () => SLICE_MS - (performance.now() - start) });
        }, 1);
      };

/**
 * Run `tasks` one at a time in idle slices, in order; resolves when all have
 * run. A task that throws is reported and the rest go on.
 */
export function inIdleTime(tasks: Iterable<() => unknown>, idle: Idle = whenIdle): Promise<void> {
  const queue = tasks[Symbol.iterator]();
  return new Promise((done) => {
    const slice = (deadline: { timeRemaining(): number }): void => {
      do {
        const next = queue.next();
        if (next.done === true) {
          done();
          return;
        }
        try {
          next.value();
        } catch (error) {
          console.error('Work ahead of need failed; it will be done when needed', error);
        }
      } while (deadline.timeRemaining() > 0);
      idle(slice);
    };
    idle(slice);
  });
}
