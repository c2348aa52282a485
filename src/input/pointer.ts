// Mouse and touch (through Pointer Events) into `pointer` commands in native
// stage pixels. Only the primary pointer counts: a second finger is ignored
// rather than turned into a second cursor. The right mouse button is Back, as
// the context menu it would open is suppressed.

import type { InputSink } from './sink';

export type ToNative = (clientX: number, clientY: number) => { x: number; y: number } | null;

/**
 * Where a pointer off the frame is reported. It hits nothing, so a press
 * dragged off the frame and released there cancels like any drag-off.
 */
export const OUTSIDE = { x: -1, y: -1 } as const;

/** A mouse resting on a desk drifts; moves shorter than this (CSS px) do not wake the kiosk. */
export const JITTER_PX = 4;

/** Browser gestures that would open a menu, select, drag or zoom the page. */
const SUPPRESSED = ['contextmenu', 'selectstart', 'dragstart', 'gesturestart'];

const prevent = (event: Event): void => event.preventDefault();

const preventZoom = (event: Event): void => {
  if ((event as WheelEvent).ctrlKey) event.preventDefault();
};

export class PointerInput {
  /** A primary press that began on the frame and has not ended. */
  private pressed = false;
  /** The last reported position was on the frame. */
  private inside = false;
  /** Where the pointer last moved enough to count as someone using it. */
  private anchor: { x: number; y: number } | null = null;

  constructor(
    private readonly target: EventTarget,
    private readonly toNative: ToNative,
    private readonly sink: InputSink,
  ) {}

  start(): void {
    this.target.addEventListener('pointerdown', this.onDown);
    this.target.addEventListener('pointermove', this.onMove);
    this.target.addEventListener('pointerup', this.onUp);
    this.target.addEventListener('pointercancel', this.onCancel);
    for (const type of SUPPRESSED) {
      this.target.addEventListener(type, prevent);
    }
    this.target.addEventListener('wheel', preventZoom, { passive: false });
  }

  stop(): void {
    this.target.removeEventListener('pointerdown', this.onDown);
    this.target.removeEventListener('pointermove', this.onMove);
    this.target.removeEventListener('pointerup', this.onUp);
    this.target.removeEventListener('pointercancel', this.onCancel);
    for (const type of SUPPRESSED) {
      this.target.removeEventListener(type, prevent);
    }
    this.target.removeEventListener('wheel', preventZoom);
    this.pressed = false;
    this.inside = false;
    this.anchor = null;
  }

  private emit(phase: 'down' | 'move' | 'up', at: { x: number; y: number }, active = true): void {
    this.sink.command({ type: 'pointer', phase, x: at.x, y: at.y, device: 'pointer' }, active);
  }

  private readonly onDown = (event: Event): void => {
    const pointer = event as PointerEvent;
    if (!pointer.isPrimary) return;
    this.anchor = { x: pointer.clientX, y: pointer.clientY };
    if (pointer.button === 2) {
      this.sink.command({ type: 'press', button: 'back', device: 'pointer', repeat: false });
      return;
    }
    const at = pointer.button === 0 ? this.toNative(pointer.clientX, pointer.clientY) : null;
    if (!at) {
      this.sink.activity('pointer');
      return;
    }
    this.pressed = true;
    this.inside = true;
    this.emit('down', at);
  };

  private readonly onMove = (event: Event): void => {
    const pointer = event as PointerEvent;
    if (!pointer.isPrimary) return;
    const active = this.pressed || pointer.buttons !== 0 || this.drifted(pointer.clientX, pointer.clientY);
    if (active) this.anchor = { x: pointer.clientX, y: pointer.clientY };
    const at = this.toNative(pointer.clientX, pointer.clientY);
    if (at) {
      this.inside = true;
      this.emit('move', at, active);
    } else if (this.inside) {
      this.inside = false;
      this.emit('move', OUTSIDE, active);
    } else if (active) {
      this.sink.activity('pointer');
    }
  };

  private readonly onUp = (event: Event): void => {
    const pointer = event as PointerEvent;
    if (!pointer.isPrimary || pointer.button !== 0) return;
    if (!this.pressed) {
      this.sink.activity('pointer');
      return;
    }
    this.pressed = false;
    this.emit('up', this.toNative(pointer.clientX, pointer.clientY) ?? OUTSIDE);
  };

  private readonly onCancel = (event: Event): void => {
    if (!(event as PointerEvent).isPrimary || !this.pressed) return;
    this.pressed = false;
    this.emit('up', OUTSIDE);
  };

  private drifted(x: number, y: number): boolean {
    if (!this.anchor) return true;
    return Math.hypot(x - this.anchor.x, y - this.anchor.y) > JITTER_PX;
  }
}
