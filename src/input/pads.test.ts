import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from './commands';
import { axisDirection, engaged, PAD_TIMING, type PadSnapshot, PadTracker } from './pads';

function pad(buttons: Record<number, number | boolean> = {}, axes: Record<number, number> = {}): PadSnapshot {
  return {
    buttons: Array.from({ length: 17 }, (_, i) => buttons[i] ?? false),
    axes: Array.from({ length: 4 }, (_, i) => axes[i] ?? 0),
  };
}

const presses = (commands: Command[]) =>
  commands.map((c) => (c.type === 'press' ? `${c.button}${c.repeat ? '*' : ''}` : c.type));

/** Polls every `step` ms from `from` to `to` inclusive with the same snapshots; returns [time, label] pairs. */
function hold(tracker: PadTracker, from: number, to: number, pads: (PadSnapshot | null)[], step = 10) {
  const out: [number, string][] = [];
  for (let t = from; t <= to; t += step) {
    for (const label of presses(tracker.update(t, pads))) out.push([t, label]);
  }
  return out;
}

describe('dead zone and hysteresis', () => {
  it('engages at 0.5 and lets go only below 0.35', () => {
    expect(engaged(false, 0.49)).toBe(false);
    expect(engaged(false, 0.5)).toBe(true);
    expect(engaged(true, 0.36)).toBe(true);
    expect(engaged(true, 0.34)).toBe(false);
    expect(engaged(false, Number.NaN)).toBe(false);
  });

  it('reads both sides of an axis and can flip straight across', () => {
    expect(axisDirection(0, -0.9)).toBe(-1);
    expect(axisDirection(-1, -0.4)).toBe(-1);
    expect(axisDirection(-1, 0.8)).toBe(1);
    expect(axisDirection(1, -0.2)).toBe(0);
  });

  it('a stick resting anywhere inside the dead zone never fires', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: -0.49, max: 0.49, noNaN: true }), fc.double({ min: -0.49, max: 0.49, noNaN: true })), {
          maxLength: 200,
        }),
        (samples) => {
          const tracker = new PadTracker();
          return samples.every(([x, y], i) => tracker.update(i * 16, [pad({}, { 0: x, 1: y })]).length === 0);
        },
      ),
    );
  });

  it('noise around the threshold after a push gives one press, not a chatter', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.36, max: 1, noNaN: true }), { maxLength: 20 }), (noise) => {
        const tracker = new PadTracker();
        // Sampled faster than the repeat delay, so only a re-press could add a command.
        const labels = [1, ...noise].flatMap((x, i) => presses(tracker.update(i, [pad({}, { 0: x })])));
        return labels.length === 1 && labels[0] === 'right';
      }),
    );
  });
});

describe('auto-repeat', () => {
  it('repeats a held direction after 400 ms, then every 120 ms', () => {
    const tracker = new PadTracker();
    const events = hold(tracker, 0, 700, [pad({ 12: true })]);
    expect(events).toEqual([
      [0, 'up'],
      [400, 'up*'],
      [520, 'up*'],
      [640, 'up*'],
    ]);
  });

  it('repeats the stick like the D-pad, and stops the moment it is released', () => {
    const tracker = new PadTracker();
    expect(hold(tracker, 0, 400, [pad({}, { 1: 0.9 })])).toEqual([
      [0, 'down'],
      [400, 'down*'],
    ]);
    expect(hold(tracker, 410, 2000, [pad({}, { 1: 0.1 })])).toEqual([]);
  });

  it('does not repeat face buttons', () => {
    const tracker = new PadTracker();
    expect(hold(tracker, 0, 2000, [pad({ 0: true })])).toEqual([[0, 'confirm']]);
  });

  it('after a stall in polling repeats once, then keeps its rhythm', () => {
    const tracker = new PadTracker();
    tracker.update(0, [pad({ 14: true })]);
    expect(presses(tracker.update(5000, [pad({ 14: true })]))).toEqual(['left*']);
    expect(presses(tracker.update(5100, [pad({ 14: true })]))).toEqual([]);
    expect(presses(tracker.update(5120, [pad({ 14: true })]))).toEqual(['left*']);
  });

  it('the D-pad and the stick pushing the same way are one held button', () => {
    const tracker = new PadTracker();
    expect(hold(tracker, 0, 400, [pad({ 15: true }, { 0: 1 })], 400)).toEqual([
      [0, 'right'],
      [400, 'right*'],
    ]);
  });

  it('a button held on one pad and on another are independent', () => {
    const tracker = new PadTracker();
    expect(presses(tracker.update(0, [pad({ 12: true }), null]))).toEqual(['up']);
    expect(presses(tracker.update(200, [pad({ 12: true }), pad({ 12: true })]))).toEqual(['up']);
    expect(presses(tracker.update(400, [pad({ 12: true }), pad({ 12: true })]))).toEqual(['up*']);
    expect(presses(tracker.update(600, [pad(), pad({ 12: true })]))).toEqual(['up*']);
  });
});

describe('hot-plugging', () => {
  it('reads a pad that appears mid-session, in any slot, and names the slot', () => {
    const tracker = new PadTracker();
    expect(tracker.update(0, [null, null, null, null])).toEqual([]);
    expect(tracker.update(100, [null, null, null, pad({ 1: true })])).toEqual([
      { type: 'press', button: 'back', device: 'gamepad', repeat: false, pad: 3 },
    ]);
    expect(tracker.connected).toBe(1);
  });

  it('a pad pulled out with a direction held leaves nothing repeating', () => {
    const tracker = new PadTracker();
    tracker.update(0, [pad({ 13: true })]);
    expect(hold(tracker, 100, 3000, [null])).toEqual([]);
    expect(tracker.connected).toBe(0);
    // Plugged back in with nothing held: still silent.
    expect(hold(tracker, 3010, 4000, [pad()])).toEqual([]);
  });

  it('a pad plugged back in with the button still held presses afresh', () => {
    const tracker = new PadTracker();
    tracker.update(0, [pad({ 13: true })]);
    tracker.update(100, []);
    expect(hold(tracker, 200, 600, [pad({ 13: true })], 400)).toEqual([
      [200, 'down'],
      [600, 'down*'],
    ]);
  });
});

describe('Select and Start', () => {
  it('act on release', () => {
    const tracker = new PadTracker();
    expect(tracker.update(0, [pad({ 9: true })])).toEqual([]);
    expect(presses(tracker.update(100, [pad()]))).toEqual(['menu']);
    expect(tracker.update(200, [pad({ 8: true })])).toEqual([]);
    expect(presses(tracker.update(300, [pad()]))).toEqual(['help']);
  });

  it('held together they call the operator at 3 s, once, and open neither help nor menu', () => {
    const tracker = new PadTracker();
    const chord = [pad({ 8: true, 9: true })];
    expect(tracker.update(1000, chord)).toEqual([]);
    expect(hold(tracker, 1010, 3990, chord)).toEqual([]);
    expect(tracker.update(3999, chord)).toEqual([]);
    expect(tracker.update(4000, chord)).toEqual([{ type: 'operator', device: 'gamepad' }]);
    expect(hold(tracker, 4010, 10_000, chord)).toEqual([]);
    expect(presses(tracker.update(10_010, [pad({ 9: true })]))).toEqual([]);
    expect(presses(tracker.update(10_020, [pad()]))).toEqual([]);
  });

  it('2.9 s of the chord and a release does nothing; the next chord starts from zero', () => {
    const tracker = new PadTracker();
    const chord = [pad({ 8: true, 9: true })];
    expect(hold(tracker, 0, 2900, chord)).toEqual([]);
    expect(tracker.update(2950, [pad()])).toEqual([]);
    expect(hold(tracker, 3000, 5990, chord)).toEqual([]);
    expect(presses(tracker.update(6000, chord))).toEqual(['operator']);
  });

  it('the chord is per pad: Select on one and Start on another are just help and menu', () => {
    const tracker = new PadTracker();
    expect(hold(tracker, 0, 4000, [pad({ 8: true }), pad({ 9: true })], 500)).toEqual([]);
    expect(presses(tracker.update(4100, [pad(), pad()]))).toEqual(['help', 'menu']);
  });

  it('a pad pulled out mid-chord never calls the operator', () => {
    const tracker = new PadTracker();
    tracker.update(0, [pad({ 8: true, 9: true })]);
    tracker.update(2000, [null]);
    // Counted from when it was plugged back in, not from the first press.
    expect(hold(tracker, 2100, 6000, [pad({ 8: true, 9: true })], 100)).toEqual([[5100, 'operator']]);
  });
});

describe('analogue buttons', () => {
  it('a trigger engages at half travel with the same hysteresis', () => {
    const tracker = new PadTracker();
    expect(tracker.update(0, [pad({ 6: 0.3 })])).toEqual([]);
    expect(presses(tracker.update(10, [pad({ 6: 0.6 })]))).toEqual(['erase']);
    expect(tracker.update(20, [pad({ 6: 0.4 })])).toEqual([]);
    expect(tracker.update(30, [pad({ 6: 0.2 })])).toEqual([]);
    expect(presses(tracker.update(40, [pad({ 6: 0.55 })]))).toEqual(['erase']);
  });

  it('uses the timing it is given', () => {
    const tracker = new PadTracker({ ...PAD_TIMING, repeatDelayMs: 100, repeatIntervalMs: 50 });
    expect(hold(tracker, 0, 200, [pad({ 12: true })], 50).map(([t]) => t)).toEqual([0, 100, 150, 200]);
  });
});
