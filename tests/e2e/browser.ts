// Driving the built kiosk in headless Chromium: launching, opening the page
// with the automation hooks, finding controls on the canvas, and reading the
// frame the player actually sees, one colour per native pixel.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFinished } from 'vitest';
import { launchChromium } from '../../scripts/chromium.mjs';
import { ROOT } from '../../scripts/preview.mjs';
import { ALL_COLOURS } from '../../src/renderer/palette';
import type { ShellSnapshot } from '../../src/screens/automation';
import type { ControlInfo } from '../../src/screens/screen';
import type { ParlourHooks } from '../../src/screens/hooks';
import { installPads } from './gamepad-init';

export const RESULTS = join(ROOT, 'test-results');

/**
 * How long a browser test waits for the page to reach a state it is sure to
 * reach. Generous, because the tests run beside other work on two cores and
 * the page draws with a software GPU; a test that waits on state costs only as
 * long as the state takes, so a wide budget slows nothing down when all is well.
 */
export const STATE_TIMEOUT = 60_000;

/** A control as shell screens list it in their snapshot. */
export type Control = ControlInfo;

/** The page's window with what `?test` exposes (DESIGN.md, automation hooks). */
export type TestWindow = Window & { parlour?: ParlourHooks };

/** One browser per test file: returns a getter valid inside tests. */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running yet.');
    return browser;
  };
}

export interface KioskPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and unhandled rejections in the page. */
  errors: string[];
}

/**
 * A fresh profile (so IndexedDB starts empty) with one page, closed when the
 * current test ends.
 */
export async function newKioskPage(
  browser: Browser,
  options: { width?: number; height?: number; pads?: number[]; touch?: boolean } = {},
): Promise<KioskPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1024, height: options.height ?? 768 },
    deviceScaleFactor: 1,
    hasTouch: options.touch ?? false,
  });
  // Playwright's own waits (waitForFunction, waitForEvent, goto) get the same budget as the tests' polls.
  context.setDefaultTimeout(STATE_TIMEOUT);
  onTestFinished(() => context.close());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  await installPads(page, { connectedAtStart: options.pads ?? [] });
  return { context, page, errors };
}

export interface OpenOptions {
  /** Extra URL parameters, e.g. 'seed=7'. `test` and `speed=instant` are always set. */
  query?: string;
  width?: number;
  height?: number;
}

export function kioskUrl(query = ''): string {
  return `${inject('baseUrl')}?test&speed=instant${query ? `&${query}` : ''}`;
}

/** Navigate to the kiosk with the hooks on and wait until it says it is ready. */
export async function openKiosk(page: Page, options: OpenOptions = {}): Promise<void> {
  if (options.width !== undefined && options.height !== undefined) {
    await page.setViewportSize({ width: options.width, height: options.height });
  }
  await page.goto(kioskUrl(options.query));
  await waitForReady(page);
}

export async function waitForReady(page: Page, timeout = STATE_TIMEOUT): Promise<void> {
  try {
    await page.waitForFunction(() => (window as TestWindow).parlour?.ready === true, undefined, { timeout });
  } catch {
    const hooks = await page.evaluate(() => typeof (window as TestWindow).parlour);
    throw new Error(`The kiosk did not become ready in ${timeout} ms (window.parlour is ${hooks}).`);
  }
}

export async function currentScreen(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as TestWindow).parlour?.screen);
}

export async function waitForScreen(page: Page, id: string, timeout = STATE_TIMEOUT): Promise<void> {
  try {
    await page.waitForFunction((want) => (window as TestWindow).parlour?.screen === want, id, { timeout });
  } catch {
    throw new Error(`Expected screen '${id}' within ${timeout} ms, still on '${await currentScreen(page)}'.`);
  }
}

export async function snapshot<T = ShellSnapshot>(page: Page): Promise<T> {
  return page.evaluate(() => {
    const hooks = (window as TestWindow).parlour;
    if (!hooks) throw new Error('window.parlour is missing: was the page opened with ?test?');
    return hooks.snapshot();
  }) as Promise<T>;
}

/** Run the kiosk's idle clock forward as if nobody touched anything for `ms`. */
export async function advanceIdle(page: Page, ms: number): Promise<void> {
  await page.evaluate((time) => {
    const hooks = (window as TestWindow).parlour;
    if (!hooks) throw new Error('window.parlour is missing: was the page opened with ?test?');
    hooks.advanceIdle(time);
  }, ms);
}

/** Run the screen on show forward by `ms` in one update (the attract loop's acts, without waiting them out). */
export async function advanceScreen(page: Page, ms: number): Promise<void> {
  await page.evaluate((time) => {
    const hooks = (window as TestWindow).parlour;
    if (!hooks) throw new Error('window.parlour is missing: was the page opened with ?test?');
    hooks.advanceScreen(time);
  }, ms);
}

/**
 * Wait until the page has drawn `count` more frames. Keys and clicks are
 * handled inside their DOM events and pads at the next frame's poll, so after
 * this whatever they were going to do has been done and drawn: the way to
 * check that something did *not* happen, without guessing at a time.
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (left) =>
      new Promise<void>((resolve) => {
        const step = (n: number) => (n === 0 ? resolve() : requestAnimationFrame(() => step(n - 1)));
        step(left);
      }),
    count,
  );
}

export async function findControl(page: Page, id: string): Promise<Control> {
  const { controls } = await snapshot(page);
  const control = controls.find((candidate) => candidate.id === id);
  if (!control) {
    throw new Error(`No control '${id}' on screen '${await currentScreen(page)}'; there are: ${controls.map((c) => c.id).join(', ')}.`);
  }
  return control;
}

/** Of the controls named `ids`, the one nearest the focused control (shared with the kiosk in Node). */
export { nearestControl } from '../../src/screens/shell/test-focus';

export interface CanvasGeometry {
  /** The canvas box on the page, CSS pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** The drawing buffer: native pixels. */
  nativeWidth: number;
  nativeHeight: number;
}

export async function canvasGeometry(page: Page): Promise<CanvasGeometry> {
  return page.evaluate(() => {
    const canvases = document.querySelectorAll('#stage canvas');
    if (canvases.length !== 1) throw new Error(`Expected one canvas in #stage, found ${canvases.length}.`);
    const canvas = canvases[0] as HTMLCanvasElement;
    const rect = canvas.getBoundingClientRect();
    return {
      left: rect.left,
      top: rect.top,
      width: rect.width,
      height: rect.height,
      nativeWidth: canvas.width,
      nativeHeight: canvas.height,
    };
  });
}

/** Page coordinates of the middle of native pixel (x, y). */
export function toPage(geometry: CanvasGeometry, x: number, y: number): { x: number; y: number } {
  return {
    x: geometry.left + ((Math.floor(x) + 0.5) * geometry.width) / geometry.nativeWidth,
    y: geometry.top + ((Math.floor(y) + 0.5) * geometry.height) / geometry.nativeHeight,
  };
}

/** Move the mouse onto a control of the current screen and click it. */
export async function clickControl(page: Page, id: string): Promise<void> {
  const control = await findControl(page, id);
  const point = toPage(await canvasGeometry(page), control.x + control.width / 2, control.y + control.height / 2);
  await page.mouse.move(point.x, point.y);
  await page.mouse.click(point.x, point.y);
}

/** Save what the window shows as test-results/<name>.png. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS, { recursive: true });
  const path = join(RESULTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

export interface NativeFrame {
  width: number;
  height: number;
  /** 0xRRGGBB per native pixel, row by row, sampled at each block's centre. */
  pixels: number[];
  /** Screen pixels per native pixel, horizontally and vertically. */
  scaleX: number;
  scaleY: number;
  /** Screen pixels whose colour differs from the centre of their native block: 0 when scaling is crisp. */
  blurred: number;
}

/**
 * The frame as composited on screen, reduced back to native pixels. The
 * screenshot is decoded by the browser itself, so no PNG library is needed.
 */
export async function nativeFrame(page: Page): Promise<NativeFrame> {
  const geometry = await canvasGeometry(page);
  const clip = {
    x: Math.round(geometry.left),
    y: Math.round(geometry.top),
    width: Math.round(geometry.width),
    height: Math.round(geometry.height),
  };
  const png = (await page.screenshot({ clip, type: 'png' })).toString('base64');
  return page.evaluate(
    async ({ png, width, height }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), {
        colorSpaceConversion: 'none',
        premultiplyAlpha: 'none',
      });
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2d context to decode the screenshot.');
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height).data;
      const at = (x: number, y: number) => {
        const i = (y * image.width + x) * 4;
        return ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
      };
      const scaleX = image.width / width;
      const scaleY = image.height / height;
      const pixels: number[] = [];
      for (let y = 0; y < height; y++) {
        const sy = Math.floor((y + 0.5) * scaleY);
        for (let x = 0; x < width; x++) pixels.push(at(Math.floor((x + 0.5) * scaleX), sy));
      }
      let blurred = 0;
      for (let y = 0; y < image.height; y++) {
        const row = Math.min(height - 1, Math.floor(y / scaleY)) * width;
        for (let x = 0; x < image.width; x++) {
          if (at(x, y) !== pixels[row + Math.min(width - 1, Math.floor(x / scaleX))]) blurred++;
        }
      }
      return { width, height, pixels, scaleX, scaleY, blurred };
    },
    { png, width: geometry.nativeWidth, height: geometry.nativeHeight },
  );
}

export interface Violation {
  /** '#rrggbb' */
  colour: string;
  count: number;
  /** Where it first occurs, native pixels. */
  x: number;
  y: number;
}

/** Colours in the frame that no palette has, most frequent first. */
export function paletteViolations(frame: NativeFrame): Violation[] {
  const found = new Map<number, Violation>();
  frame.pixels.forEach((colour, i) => {
    if (ALL_COLOURS.has(colour)) return;
    const seen = found.get(colour);
    if (seen) seen.count++;
    else {
      found.set(colour, {
        colour: `#${colour.toString(16).padStart(6, '0')}`,
        count: 1,
        x: i % frame.width,
        y: Math.floor(i / frame.width),
      });
    }
  });
  return [...found.values()].sort((a, b) => b.count - a.count);
}

/** How many different colours the frame has: 1 means nothing was drawn on the clear colour. */
export function colourCount(frame: NativeFrame): number {
  return new Set(frame.pixels).size;
}

/** Read `read` until `ready` holds, however long a busy machine takes, and hand back what was read last. */
export async function readUntil<T>(page: Page, read: (page: Page) => Promise<T>, ready: (s: T) => boolean): Promise<T> {
  let last: T | undefined;
  await expect
    .poll(
      async () => {
        last = await read(page);
        return ready(last);
      },
      { interval: 20, message: 'waiting for the player to have something to do' },
    )
    .toBe(true);
  if (last === undefined) throw new Error('No snapshot was read.');
  return last;
}

/**
 * On the game select, press `down` until the row of game `id` has the
 * focus: tests name the game, not its place, so a game added to the list
 * moves no test.
 */
export async function focusGame(page: Page, id: string, down: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const s = await snapshot<{ controls: ControlInfo[] }>(page);
    if (s.controls.find((c) => c.focused)?.id === id) return;
    await down();
  }
  throw new Error(`The game select never reached ${id}.`);
}
