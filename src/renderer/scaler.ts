// How the fixed native frame is fitted to the window. Pure, so it can be tested
// for every window size without a browser.

export type ScaleMode = 'integer' | 'fit';

export interface NativeSize {
  readonly width: number;
  readonly height: number;
}

export interface Placement {
  /** Device pixels per native pixel. A whole number in integer mode. */
  scale: number;
  /** The canvas box in CSS pixels, centred in the window. */
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Largest whole factor that fits (so each native pixel is an exact square of
 * device pixels); `fit` fills as much as the aspect ratio allows. A window
 * smaller than the native frame gets a fractional shrink in both modes, since
 * cropping the game would be worse than soft pixels.
 */
export function place(
  native: NativeSize,
  windowWidth: number,
  windowHeight: number,
  devicePixelRatio: number,
  mode: ScaleMode,
): Placement {
  const dpr = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const deviceW = Math.round(windowWidth * dpr);
  const deviceH = Math.round(windowHeight * dpr);
  const exact = Math.min(deviceW / native.width, deviceH / native.height);
  const scale = mode === 'integer' && exact >= 1 ? Math.floor(exact) : exact;
  // Clamped, because 248 * (331 / 248) can come out a hair over 248 in floating point.
  const width = Math.min(windowWidth, (native.width * scale) / dpr);
  const height = Math.min(windowHeight, (native.height * scale) / dpr);
  return {
    scale,
    width,
    height,
    left: Math.floor((windowWidth - width) / 2),
    top: Math.floor((windowHeight - height) / 2),
  };
}

/**
 * Whether stretching would help a visitor in this window: whole steps give
 * only 1x (the window is too small for 2x) while the window has room for the
 * frame a good deal bigger. The kiosk then offers stretch-to-fit to the
 * player, without the operator's PIN.
 */
export function stretchHelps(native: NativeSize, windowWidth: number, windowHeight: number, devicePixelRatio: number): boolean {
  const integer = place(native, windowWidth, windowHeight, devicePixelRatio, 'integer').scale;
  const fit = place(native, windowWidth, windowHeight, devicePixelRatio, 'fit').scale;
  return integer === 1 && fit >= 1.15;
}

/** A point in CSS pixels of the page to native stage pixels, or null if outside. */
export function toNative(
  placement: Placement,
  native: NativeSize,
  clientX: number,
  clientY: number,
): { x: number; y: number } | null {
  const x = Math.floor(((clientX - placement.left) / placement.width) * native.width);
  const y = Math.floor(((clientY - placement.top) / placement.height) * native.height);
  if (x < 0 || y < 0 || x >= native.width || y >= native.height) return null;
  return { x, y };
}
