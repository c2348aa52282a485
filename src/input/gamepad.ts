// Gamepads in slots 0-3 into commands.
//
// gamepad.js tracks which slots hold a pad (its connect/disconnect events), but
// it only reports changes, so it cannot drive auto-repeat or the 3-second
// operator chord, which need a clock even while nothing changes; it also reads
// no initial state (a button held when the pad appears is lost) and its dead
// zone has no hysteresis. So this wrapper polls `navigator.getGamepads()` itself
// on every animation frame, afresh each time (Gamepad objects are snapshots in
// some browsers), and hands plain snapshots to the PadTracker.
//
// gamepad.js stops its loop on any page error; the listener is restarted after
// each one, so a fault elsewhere never leaves the pads unwatched.

// The declarations must come along wherever this file is compiled, tests included.
import { GamepadListener } from 'gamepad.js';
import type { InputSink } from './sink';
import { type PadSnapshot, PadTracker } from './pads';

const SLOTS = 4;

export type PlugListener = (connected: number, added: boolean) => void;

function reading(button: GamepadButton | number): number {
  if (typeof button === 'number') return button;
  return button.value > 0 ? button.value : button.pressed ? 1 : 0;
}

/** A browser Gamepad as a snapshot. Pads without the standard mapping are read as if they had it: their layouts vary too much to guess. */
export function snapshot(pad: Gamepad | null | undefined): PadSnapshot | null {
  if (!pad || pad.connected === false) return null;
  return { buttons: Array.from(pad.buttons, reading), axes: Array.from(pad.axes) };
}

export class GamepadInput {
  private tracker = new PadTracker();
  private listener: GamepadListener | null = null;
  private readonly slots = new Set<number>();
  private frame = 0;
  private running = false;

  constructor(
    private readonly target: Window,
    private readonly sink: InputSink,
    private readonly onPlug: PlugListener,
  ) {}

  get connected(): number {
    return this.slots.size;
  }

  /** The slots (0-3) of the pads plugged in, in order: a table lets each take a seat. */
  get connectedSlots(): number[] {
    return [...this.slots].sort((a, b) => a - b);
  }

  start(): void {
    if (this.running || typeof this.target.navigator.getGamepads !== 'function') return;
    this.running = true;
    this.listener ??= this.listen();
    this.listener.start();
    this.target.addEventListener('error', this.onError);
    this.frame = this.target.requestAnimationFrame(this.poll);
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.listener?.stop();
    this.target.removeEventListener('error', this.onError);
    this.target.cancelAnimationFrame(this.frame);
    this.tracker = new PadTracker();
  }

  private listen(): GamepadListener {
    const listener = new GamepadListener();
    listener.on('gamepad:connected', ({ detail }) => this.plug(detail.index, true));
    listener.on('gamepad:disconnected', ({ detail }) => this.plug(detail.index, false));
    return listener;
  }

  private plug(index: number, added: boolean): void {
    if (added) this.slots.add(index);
    else this.slots.delete(index);
    this.onPlug(this.slots.size, added);
  }

  // Deferred, so it runs after gamepad.js's own error handler has stopped the loop.
  private readonly onError = (): void => {
    this.target.setTimeout(() => {
      if (this.running) this.listener?.start();
    }, 0);
  };

  private readonly poll = (now: number): void => {
    // Ask for the next frame first: a throwing subscriber must not end the loop.
    this.frame = this.target.requestAnimationFrame(this.poll);
    const pads = this.target.navigator.getGamepads();
    const snapshots: (PadSnapshot | null)[] = [];
    for (let slot = 0; slot < SLOTS; slot++) snapshots.push(snapshot(pads[slot]));
    for (const command of this.tracker.update(now, snapshots)) this.sink.command(command);
  };
}
