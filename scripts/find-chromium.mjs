// Where the browser tests and the benchmark find Chromium: the system's own
// build, never a downloaded one, so the kiosk is tested in the browser a Debian
// cabinet actually runs.

import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const NAMES = ['chromium', 'chromium-browser'];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Chromium executable to drive, or null when there is none.
 * `CHROMIUM_PATH` wins when set; if it names nothing runnable that is an
 * error rather than a silent fallback, so a typo does not test another browser.
 * @returns {string | null}
 */
export function findChromium(env = process.env) {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    if (!executable(chosen)) throw new Error(`CHROMIUM_PATH=${chosen} is not an executable file.`);
    return chosen;
  }
  const dirs = ['/usr/bin', ...(env.PATH ?? '').split(delimiter).filter(Boolean)];
  const candidates = NAMES.flatMap((name) => dirs.map((dir) => join(dir, name)));
  return candidates.find(executable) ?? null;
}

/** What to tell someone whose machine has no Chromium. */
export const INSTALL_HINT =
  'Chromium is needed for the browser tests and the benchmark. Install it ' +
  '(Debian/Ubuntu: `sudo apt-get install chromium`, or `chromium-browser` on older Ubuntu) ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome executable.';
