// Launching the system Chromium headless with a working WebGL, for the browser
// tests and the benchmark alike.

import { chromium } from 'playwright-core';
import { INSTALL_HINT, findChromium } from './find-chromium.mjs';

/**
 * SwiftShader gives headless Chromium a WebGL2 context on any machine, GPU or
 * not, and the same pixels everywhere; sRGB output keeps screenshots
 * colour-exact. The rest keeps the browser from talking to the network.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--force-color-profile=srgb',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * @param {string[]} [extraArgs]
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchChromium(extraArgs = []) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
