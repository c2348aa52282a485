// Hosting a network game from the kiosk in Node, as a person does with one
// device: the lobby (already open) connects, Host, OK in the Host dialog
// (the table's own level offered), then the waiting room. Imported only by
// tests.

import type { Driver } from '../shell/test-devices';
import type { TestKiosk } from '../shell/test-kiosk';

/** Frames the kiosk may wait for the server (real sockets: many frames go by in a millisecond). */
export const NETWORK_FRAMES = 20_000;

/** With the lobby open, host a game with `driver`: resolves once `host`'s waiting room is open. */
export async function hostInLobby(kiosk: TestKiosk, driver: Driver, host: string): Promise<void> {
  const dialog = () => kiosk.snapshot<{ dialog: string | null }>().dialog;
  await kiosk.until(() => dialog() === 'Network Game');
  await kiosk.until(() => (kiosk.control('games').label ?? '').startsWith('Connected'), NETWORK_FRAMES);
  await driver.press(kiosk, 'host');
  await kiosk.until(() => dialog() === 'Host a Game');
  await driver.press(kiosk, 'ok');
  await kiosk.until(() => dialog() === `${host}'s Game`, NETWORK_FRAMES);
}
