// Makes sure Chromium is present before the browser tests: on a Debian machine
// where we are root (a CI container, a fresh cabinet) it installs the distro
// package; anywhere else it says what to install.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { INSTALL_HINT, findChromium } from './find-chromium.mjs';

function isRootOnDebian() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

function aptInstallChromium() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env });
  run(['update']);
  run(['install', '-y', '--no-install-recommends', 'chromium']);
}

function ensure() {
  let found = findChromium();
  if (found) return found;
  if (isRootOnDebian()) {
    console.log('Chromium not found: installing the Debian package `chromium`...');
    aptInstallChromium();
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
