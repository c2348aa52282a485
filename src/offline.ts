// The kiosk plays on without its server: the service worker generated at
// build time (vite-plugin-pwa with Workbox, vite.config.ts) keeps the whole
// built kiosk after one visit, so a reload with the server or the network
// gone still brings up every local game (network play says plainly that the
// server cannot be reached). A new build is fetched in the background and
// waits: the kiosk takes it at the title or in the attract loop, never in
// the middle of a game, by reloading (a game in progress is kept, as on any
// reload).

import { registerSW } from 'virtual:pwa-register';

/** A new build of the kiosk, fetched and waiting to be taken. */
export interface NewBuild {
  /** One is waiting. */
  readonly waiting: boolean;
  /** Take it: the page reloads with it. */
  take(): void;
}

/** How often a kiosk left on looks for a new build (a cabinet may stay at its attract loop for days). */
const LOOK_EVERY_MS = 60 * 60 * 1000;

/** Keep the kiosk for offline play, where the browser can (a secure origin: https, or this machine); what it says of new builds. */
export function keepOffline(): NewBuild {
  if (!('serviceWorker' in navigator)) return { waiting: false, take: () => undefined };
  let waiting = false;
  let taken = false;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      waiting = true;
    },
    onRegisteredSW: (_url, registration) => {
      if (registration !== undefined) setInterval(() => void registration.update().catch(() => undefined), LOOK_EVERY_MS);
    },
    // Without it the kiosk still plays, as before: nothing to tell the person at the cabinet.
    onRegisterError: (error: unknown) => console.warn('The kiosk is not kept for offline play:', error),
  });
  return {
    get waiting() {
      return waiting && !taken;
    },
    take: () => {
      taken = true;
      void update(true);
    },
  };
}
