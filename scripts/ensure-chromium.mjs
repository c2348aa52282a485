// Makes sure Chromium is present before the browser tests: on a Debian machine
// where we are root (a CI container, a fresh cabinet) it installs the distro
// package; anywhere else it says what to install.

import { aptInstall, isRootOnDebian } from './debian.mjs';
import { INSTALL_HINT, findChromium } from './find-chromium.mjs';

function ensure() {
  let found = findChromium();
  if (found) return found;
  if (isRootOnDebian()) {
    console.log('Chromium not found: installing the Debian package `chromium`...');
    aptInstall('chromium');
    found = findChromium();
    if (found) return found;
  }
  throw new Error(INSTALL_HINT);
}

try {
  const path = ensure();
  console.log(`Chromium: ${path}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
