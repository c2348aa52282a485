// What the pads mean over time, free of any browser API so it runs on fake
// time: dead zones with hysteresis, auto-repeat of held directions, release-
// acting Select/Start, and the operator chord. Each poll hands in one snapshot
// per slot; a slot that is empty forgets everything about its pad, so a pad
// pulled out with a button held leaves nothing repeating.

import { OPERATOR_CHORD, PAD_AXES, PAD_BUTTONS, REPEATING } from './bindings';
import type { Button, Command } from './commands';

/** One pad at one moment: button values 0..1 (or pressed flags) and axes -1..1. */
export interface PadSnapshot {
  readonly buttons: readonly (boolean | number)[];
  readonly axes: readonly number[];
}

export interface PadTiming {
  /** From press to the first repeat. */
  readonly repeatDelayMs: number;
  readonly repeatIntervalMs: number;
  /** A stick or analogue button engages at this deflection... */
  readonly engageAt: number;
  /** ...and lets go only below this one, so noise around the threshold cannot chatter. */
  readonly releaseBelow: number;
}

export const PAD_TIMING: PadTiming = {
  repeatDelayMs: 400,
  repeatIntervalMs: 120,
  engageAt: 0.5,
  releaseBelow: 0.35,
};

/** Whether an analogue input counts as held, given whether it did before. */
export function engaged(was: boolean, value: number, timing: PadTiming = PAD_TIMING): boolean {
  if (!Number.isFinite(value)) return false;
  return was ? value >= timing.releaseBelow : value >= timing.engageAt;
}

export type Direction = -1 | 0 | 1;

/** An axis read as a direction, with the same hysteresis on each side. */
export function axisDirection(was: Direction, value: number, timing: PadTiming = PAD_TIMING): Direction {
  if (engaged(was === 1, value, timing)) return 1;
  if (engaged(was === -1, -value, timing)) return -1;
  return 0;
}

function buttonValue(value: boolean | number | undefined): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value ?? 0;
}

interface PadMemory {
  buttons: Map<number, boolean>;
  axes: Map<number, Direction>;
  /** Held buttons and when each repeats next (null: it does not repeat). */
  held: Map<Button, number | null>;
  /** Release-acting buttons that took part in the chord, so their release says nothing. */
  swallowed: Set<number>;
  chordSince: number | null;
  chordFired: boolean;
}

function freshMemory(): PadMemory {
  return {
    buttons: new Map(),
    axes: new Map(),
    held: new Map(),
    swallowed: new Set(),
    chordSince: null,
    chordFired: false,
  };
}

export class PadTracker {
  private readonly pads = new Map<number, PadMemory>();

  constructor(private readonly timing: PadTiming = PAD_TIMING) {}

  /** Slots that currently hold a pad. */
  get connected(): number {
    return this.pads.size;
  }

  /** Feed one poll (`now` in ms, snapshots by slot; empty slots null) and get the commands it produces. */
  update(now: number, pads: readonly (PadSnapshot | null | undefined)[]): Command[] {
    const commands: Command[] = [];
    for (const slot of this.pads.keys()) {
      if (!pads[slot]) this.pads.delete(slot);
    }
    pads.forEach((pad, slot) => {
      if (!pad) return;
      let memory = this.pads.get(slot);
      if (!memory) {
        memory = freshMemory();
        this.pads.set(slot, memory);
      }
      this.read(now, slot, pad, memory, commands);
    });
    return commands;
  }

  private read(now: number, slot: number, pad: PadSnapshot, memory: PadMemory, out: Command[]): void {
    const down = new Set<Button>();
    for (const binding of PAD_BUTTONS) {
      const was = memory.buttons.get(binding.index) ?? false;
      const is = engaged(was, buttonValue(pad.buttons[binding.index]), this.timing);
      memory.buttons.set(binding.index, is);
      if (!binding.onRelease) {
        if (is) down.add(binding.button);
      } else if (is && !was) {
        memory.swallowed.delete(binding.index);
      } else if (was && !is && !memory.swallowed.delete(binding.index)) {
        out.push(press(binding.button, false, slot));
      }
    }
    for (const binding of PAD_AXES) {
      const direction = axisDirection(memory.axes.get(binding.axis) ?? 0, pad.axes[binding.axis] ?? 0, this.timing);
      memory.axes.set(binding.axis, direction);
      if (direction === -1) down.add(binding.negative);
      if (direction === 1) down.add(binding.positive);
    }
    this.repeat(now, slot, down, memory, out);
    this.chord(now, memory, out);
  }

  private repeat(now: number, slot: number, down: ReadonlySet<Button>, memory: PadMemory, out: Command[]): void {
    for (const button of memory.held.keys()) {
      if (!down.has(button)) memory.held.delete(button);
    }
    for (const button of down) {
      const next = memory.held.get(button);
      if (next === undefined) {
        out.push(press(button, false, slot));
        memory.held.set(button, REPEATING.has(button) ? now + this.timing.repeatDelayMs : null);
      } else if (next !== null && now >= next) {
        out.push(press(button, true, slot));
        // After a stall (a hidden tab stops polling) repeat once, not once per missed interval.
        const following = next + this.timing.repeatIntervalMs;
        memory.held.set(button, following > now ? following : now + this.timing.repeatIntervalMs);
      }
    }
  }

  private chord(now: number, memory: PadMemory, out: Command[]): void {
    const together = OPERATOR_CHORD.buttons.every((index) => memory.buttons.get(index));
    if (!together) {
      memory.chordSince = null;
      memory.chordFired = false;
      return;
    }
    for (const index of OPERATOR_CHORD.buttons) memory.swallowed.add(index);
    memory.chordSince ??= now;
    if (!memory.chordFired && now - memory.chordSince >= OPERATOR_CHORD.holdMs) {
      memory.chordFired = true;
      out.push({ type: 'operator', device: 'gamepad' });
    }
  }
}

function press(button: Button, repeat: boolean, pad: number): Command {
  return { type: 'press', button, device: 'gamepad', repeat, pad };
}
