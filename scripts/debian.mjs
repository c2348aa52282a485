// Installing a Debian package the tests need (Chromium, redis-server) on a
// machine where that is ours to do: root on Debian (a CI container, a fresh
// cabinet). Anywhere else the caller says what to install.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function isRootOnDebian() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

/** apt-get install `packages`, quietly and without recommended extras. */
export function aptInstall(...packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env });
  run(['update']);
  run(['install', '-y', '--no-install-recommends', ...packages]);
}
