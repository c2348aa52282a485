// `window.parlour` for automation (DESIGN.md, "Automation hooks"). Installed
// only with `?test`, so a visitor's page carries none of it.

import type { Navigator } from './navigator';
import type { PixelStage } from '../renderer/stage';

export interface ParlourHooks {
  ready: boolean;
  screen: string;
  snapshot(): unknown;
  /** performance.now() at the first drawn frame (benchmark). */
  readonly firstFrameAt: number | null;
  /** CPU time of recent frames in ms (benchmark). */
  readonly frameTimes: readonly number[];
  /** Frames the canvas was drawn on so far: a still scene is not drawn. */
  readonly framesDrawn: number;
  /** Pretend nobody touched anything for `ms` (idle, attract and "Still playing?" tests). */
  advanceIdle(ms: number): void;
  /** Run the screen on show forward by `ms` in one update, as a long frame would (the attract loop's acts). */
  advanceScreen(ms: number): void;
  /** Cut the screen's network connection without saying goodbye, as a failing network would; false when it has none. */
  dropConnection(): boolean;
}

declare global {
  interface Window {
    parlour?: ParlourHooks;
  }
}

export function installHooks(nav: Navigator, stage: PixelStage): ParlourHooks {
  const hooks: ParlourHooks = {
    ready: false,
    screen: nav.current?.id ?? 'boot',
    snapshot: () => nav.current?.snapshot?.() ?? null,
    get firstFrameAt() {
      return stage.firstFrameAt;
    },
    get frameTimes() {
      return stage.frameTimes;
    },
    get framesDrawn() {
      return stage.framesDrawn;
    },
    advanceIdle: () => {
      throw new Error('The kiosk is still booting.');
    },
    advanceScreen: (ms) => nav.current?.update?.(ms),
    dropConnection: () => nav.current?.dropConnection?.() ?? false,
  };
  nav.onChange((screen) => {
    hooks.screen = screen.id;
  });
  window.parlour = hooks;
  return hooks;
}
