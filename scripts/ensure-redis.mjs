// Makes sure Debian's redis-server is present before the unit tests, which
// run two game-server processes sharing one lobby through it: installed
// where we are root on Debian, as Chromium is; anywhere else, what to
// install is said.

import { spawnSync } from 'node:child_process';
import { aptInstall, isRootOnDebian } from './debian.mjs';

const present = () => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

if (!present() && isRootOnDebian()) {
  console.log('redis-server not found: installing the Debian package `redis-server`...');
  aptInstall('redis-server');
}
if (!present()) {
  console.error('redis-server is missing: install the Debian package `redis-server` (apt-get install --no-install-recommends redis-server).');
  process.exit(1);
}
