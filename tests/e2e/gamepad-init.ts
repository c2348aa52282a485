// A controllable stand-in for the Gamepad API, installed before the kiosk's
// own scripts run. Headless Chromium has no pads, and real ones only appear
// after a physical button press, so tests drive this fake instead: it keeps
// the shape of a W3C standard-mapping pad, answers `navigator.getGamepads()`
// with fresh snapshots as Chromium does, and fires the same window events.

import type { Page } from 'playwright-core';

/** W3C standard mapping. */
export const PAD = {
  a: 0,
  b: 1,
  x: 2,
  y: 3,
  lb: 4,
  rb: 5,
  select: 8,
  start: 9,
  up: 12,
  down: 13,
  left: 14,
  right: 15,
} as const;

export interface FakePads {
  connect(index: number): void;
  disconnect(index: number): void;
  press(button: number, index?: number): void;
  release(button: number, index?: number): void;
  /**
   * Press, hold for exactly one poll of the kiosk, release, and let the next
   * poll see the release. The kiosk reads pads once per animation frame and
   * repeats a held D-pad after 400 ms by the frame's clock, so a hold counted
   * in frames stays one press however slowly a busy machine draws them.
   */
  tap(button: number, index?: number): Promise<void>;
  axis(axis: number, value: number, index?: number): void;
}

declare global {
  interface Window {
    __pad: FakePads;
  }
}

/**
 * Runs inside the page (serialised by `addInitScript`), so it must not refer
 * to anything outside its own body.
 */
function installFakePads(connectedAtStart: number[]): void {
  const SLOTS = 4;
  const BUTTONS = 17;
  // The kiosk's poll for the next frame was asked for before this press, so it
  // runs first in that frame and sees the button down; the release lands before
  // the frame after, whose poll sees it up.
  const HOLD_FRAMES = 1;
  const SETTLE_FRAMES = 1;
  interface State {
    index: number;
    buttons: number[];
    axes: number[];
    timestamp: number;
  }
  const slots: (State | null)[] = Array.from({ length: SLOTS }, () => null);

  const snapshot = (state: State) =>
    Object.freeze({
      id: `Parlour test pad ${state.index} (STANDARD GAMEPAD Vendor: 0000 Product: 0000)`,
      index: state.index,
      connected: true,
      mapping: 'standard',
      timestamp: state.timestamp,
      axes: Object.freeze([...state.axes]),
      buttons: Object.freeze(
        state.buttons.map((value) => Object.freeze({ pressed: value > 0.5, touched: value > 0, value })),
      ),
      vibrationActuator: null,
      hapticActuators: [],
    });

  const announce = (type: 'gamepadconnected' | 'gamepaddisconnected', gamepad: unknown) => {
    const event = new Event(type);
    Object.defineProperty(event, 'gamepad', { value: gamepad, enumerable: true });
    window.dispatchEvent(event);
  };

  const pad = (index: number): State => {
    const state = slots[index];
    if (!state) throw new Error(`No test pad is connected in slot ${index}.`);
    return state;
  };

  const setButton = (button: number, value: number, index: number) => {
    const state = pad(index);
    if (button < 0 || button >= BUTTONS) throw new Error(`No button ${button} on a standard pad.`);
    state.buttons[button] = value;
    state.timestamp = performance.now();
  };

  const frames = (count: number) =>
    new Promise<void>((resolve) => {
      const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
      step(count);
    });

  const plug = (index: number): State => {
    const state: State = {
      index,
      buttons: Array.from({ length: BUTTONS }, () => 0),
      axes: [0, 0, 0, 0],
      timestamp: performance.now(),
    };
    slots[index] = state;
    return state;
  };

  const pads: FakePads = {
    connect(index) {
      if (slots[index]) return;
      announce('gamepadconnected', snapshot(plug(index)));
    },
    disconnect(index) {
      const state = slots[index];
      if (!state) return;
      slots[index] = null;
      announce('gamepaddisconnected', { ...snapshot(state), connected: false });
    },
    press: (button, index = 0) => setButton(button, 1, index),
    release: (button, index = 0) => setButton(button, 0, index),
    async tap(button, index = 0) {
      setButton(button, 1, index);
      await frames(HOLD_FRAMES);
      // The pad may have been unplugged while held.
      if (slots[index]) setButton(button, 0, index);
      await frames(SETTLE_FRAMES);
    },
    axis(axis, value, index = 0) {
      const state = pad(index);
      state.axes[axis] = Math.max(-1, Math.min(1, value));
      state.timestamp = performance.now();
    },
  };

  Object.defineProperty(navigator, 'getGamepads', {
    configurable: true,
    value: () => slots.map((state) => (state ? snapshot(state) : null)),
  });
  window.__pad = pads;
  // Pads plugged in before the page opened are visible to polling at once; the
  // event comes once the page has loaded, as in browsers.
  for (const index of connectedAtStart) plug(index);
  window.addEventListener('load', () => {
    for (const state of slots) if (state) announce('gamepadconnected', snapshot(state));
  });
}

/** Install the fake pads in every document the page opens from now on. */
export async function installPads(page: Page, options: { connectedAtStart?: number[] } = {}): Promise<void> {
  await page.addInitScript(installFakePads, options.connectedAtStart ?? []);
}

export async function padTap(page: Page, button: number, index = 0): Promise<void> {
  await page.evaluate(([b, i]) => window.__pad.tap(b, i), [button, index] as const);
}

export async function padConnect(page: Page, index = 0): Promise<void> {
  await page.evaluate((i) => window.__pad.connect(i), index);
}

export async function padDisconnect(page: Page, index = 0): Promise<void> {
  await page.evaluate((i) => window.__pad.disconnect(i), index);
}
