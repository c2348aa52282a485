// Boot: the stage first (so the progress bar shows at once), then fonts, card
// art, sounds and records, then the title. Everything after boot runs through
// the kiosk shell.

import { Sfx } from './audio/sfx';
import { FULL_DECK } from './engine/cards';
import { InputHub } from './input/hub';
import { BACKS } from './renderer/cards';
import { backTexture, faceTexture } from './renderer/cards/cardTextures';
import { PixelStage } from './renderer/stage';
import { loadFonts } from './renderer/text';
import { setDialogHost } from './renderer/widgets';
import { readFlags } from './screens/flags';
import { installHooks } from './screens/hooks';
import { installKiosk } from './screens/kiosk';
import { installStretchButton } from './screens/stretch-button';
import { Navigator } from './screens/navigator';
import { GAMES } from './screens/registry';
import { BootScreen } from './screens/shell/boot';
import { KioskShell } from './screens/shell/kiosk-shell';
import { openRecords } from './store/records';
import { keepOffline } from './offline';

/** Let the browser draw the bar before the next piece of work. */
const nextFrame = (): Promise<void> => new Promise((done) => requestAnimationFrame(() => done()));

async function boot(): Promise<void> {
  const flags = readFlags(window.location.search);
  const host = document.getElementById('stage');
  if (!host) throw new Error('index.html has no #stage element');
  const stage = await PixelStage.create({ host });
  const nav = new Navigator(stage);
  const hooks = flags.test ? installHooks(nav, stage) : null;
  const screen = new BootScreen();
  nav.go(screen);
  await nextFrame();

  await loadFonts();
  screen.fontsReady();
  screen.progress(0.1, 'Drawing the cards');
  await nextFrame();

  // Paint the whole deck and every back now, a row at a time, so no game stalls on first deal.
  const art = [...FULL_DECK.map((card) => () => faceTexture(card)), ...BACKS.map((_, i) => () => backTexture(i))];
  for (let i = 0; i < art.length; i++) {
    art[i]?.();
    if (i % 16 === 15) {
      screen.progress(0.1 + (0.6 * i) / art.length, 'Drawing the cards');
      await nextFrame();
    }
  }

  screen.progress(0.7, 'Tuning the sounds');
  await nextFrame();
  const sfx = await Sfx.create();

  screen.progress(0.85, 'Reading the records');
  await nextFrame();
  const records = await openRecords({ titles: Object.fromEntries(GAMES.map((game) => [game.id, game.title])) });
  screen.progress(1, 'Ready');

  setDialogHost(nav);
  const input = new InputHub({ toNative: (x, y) => stage.toNative(x, y) });
  const shell = new KioskShell({ stage, nav, input, records, sfx, flags, games: GAMES, ...(flags.offline ? { newBuild: keepOffline() } : {}) });
  input.start();
  installKiosk({ fullscreen: !flags.test });
  installStretchButton(stage);
  shell.show('title');
  if (hooks) {
    hooks.advanceIdle = (ms) => shell.advanceIdle(ms);
    hooks.ready = true;
  }
  // The start-up benchmark's finish line: the title drawn, taking input.
  await stage.drawn();
  performance.mark('parlour:ready');
}

boot().catch((error: unknown) => {
  console.error('Parlour could not start', error);
});
