// Behaviour that makes a browser tab act like a cabinet: fullscreen as soon as
// the browser allows it, the screen kept awake, the pointer out of sight when
// nobody uses the mouse, and no browser gestures that would leave the app.

const POINTER_HIDE_MS = 3000;

export interface KioskBehaviour {
  /** Tests run headless and must not fight over fullscreen. */
  fullscreen: boolean;
}

export function installKiosk(options: KioskBehaviour): void {
  blockPinchZoom();
  hidePointerWhenIdle();
  keepAwake();
  if (options.fullscreen) fullscreenOnFirstInput();
}

/**
 * Two-finger pinch on a touch screen. (Context menu, selection, dragging and
 * Ctrl+wheel zoom are refused by the pointer input, browser keys by the keyboard input.)
 */
function blockPinchZoom(): void {
  window.addEventListener(
    'touchmove',
    (event) => {
      if (event.touches.length > 1) event.preventDefault();
    },
    { passive: false },
  );
}

function hidePointerWhenIdle(): void {
  let timer = 0;
  const show = () => {
    document.body.classList.remove('hide-pointer');
    window.clearTimeout(timer);
    timer = window.setTimeout(() => document.body.classList.add('hide-pointer'), POINTER_HIDE_MS);
  };
  window.addEventListener('pointermove', show);
  window.addEventListener('pointerdown', show);
  show();
}

/** Screen Wake Lock, taken again whenever the page becomes visible (it is dropped on hide). */
function keepAwake(): void {
  const nav = navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<unknown> } };
  if (!nav.wakeLock) return;
  const request = () => {
    nav.wakeLock?.request('screen').catch(() => {
      // Refused without a user gesture or on battery saver: try again on the next visibility change.
    });
  };
  request();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') request();
  });
  // The first request may come before any gesture; one more after the first input.
  window.addEventListener('pointerdown', request, { once: true });
  window.addEventListener('keydown', request, { once: true });
}

/**
 * Browsers grant fullscreen only inside a key or pointer gesture (a gamepad
 * press does not count), so ask on each such gesture until it is granted.
 */
function fullscreenOnFirstInput(): void {
  const ask = () => {
    if (document.fullscreenElement || !document.fullscreenEnabled) return;
    document.documentElement.requestFullscreen({ navigationUI: 'hide' }).catch(() => {
      // Not allowed now; the next gesture tries again.
    });
  };
  window.addEventListener('keydown', ask);
  window.addEventListener('pointerup', ask);
}
