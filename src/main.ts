// Boot: the stage first (so the progress bar shows at once), then the fonts
// and the records, then the title. The records are read beside the stage's
// making (IndexedDB works on its own); the card art and the sounds are made
// after the title is up, in idle time, or when first needed. Everything after
// boot runs through the kiosk shell.

import { Sfx } from './audio/sfx';
import { InputHub } from './input/hub';
import { cardArtTasks } from './renderer/cards/cardTextures';
import { inIdleTime } from './renderer/idle-work';
import { PixelStage } from './renderer/stage';
import { loadFonts } from './renderer/text';
import { setDialogHost } from './renderer/widgets/dialogs';
import { readFlags } from './screens/flags';
import { installHooks } from './screens/hooks';
import { installKiosk } from './screens/kiosk';
import { installStretchButton } from './screens/stretch-button';
import { Navigator } from './screens/navigator';
import { GAMES } from './screens/registry';
import { BootScreen } from './screens/shell/boot';
import { KioskShell } from './screens/shell/kiosk-shell';
import type { NewBuild } from './offline';
import { openRecords } from './store/records';

async function boot(): Promise<void> {
  const flags = readFlags(window.location.search);
  const host = document.getElementById('stage');
  if (!host) throw new Error('index.html has no #stage element');
  const reading = openRecords({ titles: Object.fromEntries(GAMES.map((game) => [game.id, game.title])) });
  const stage = await PixelStage.create({ host });
  performance.mark('parlour:stage');
  const nav = new Navigator(stage);
  const hooks = flags.test ? installHooks(nav, stage) : null;
  const screen = new BootScreen();
  nav.go(screen);
  screen.progress(0.4, '');

  await loadFonts();
  performance.mark('parlour:fonts');
  screen.fontsReady();
  screen.progress(0.7, 'Reading the records');
  const records = await reading;
  performance.mark('parlour:records');
  screen.progress(1, 'Ready');

  setDialogHost(nav);
  const input = new InputHub({ toNative: (x, y) => stage.toNative(x, y) });
  const sfx = Sfx.later();
  // Nothing waits until the offline copy is kept (below).
  let kept: NewBuild | null = null;
  const newBuild: NewBuild = {
    get waiting() {
      return kept?.waiting === true;
    },
    take: () => kept?.take(),
  };
  const shell = new KioskShell({ stage, nav, input, records, sfx, flags, games: GAMES, newBuild });
  input.start();
  installKiosk({ fullscreen: !flags.test });
  installStretchButton(stage);
  shell.show('title');
  performance.mark('parlour:title');
  if (hooks) {
    hooks.advanceIdle = (ms) => shell.advanceIdle(ms);
    hooks.ready = true;
  }
  // The start-up benchmark's finish line: the title drawn, taking input (the marks before say where the time went).
  await stage.drawn();
  performance.mark('parlour:ready');

  // Ahead of need, while the title waits for someone: the shell's other screens, the cards, then the sounds.
  void shell
    .prefetch()
    .then(() => performance.mark('parlour:screens'))
    .then(() => inIdleTime(cardArtTasks()))
    .then(() => performance.mark('parlour:art'))
    .then(() => sfx.prepare())
    .then(() => performance.mark('parlour:sounds'));
  // Kept for offline play, fetched only now so the copy does not compete with the start.
  if (flags.offline) void import('./offline').then(({ keepOffline }) => (kept = keepOffline()));
}

boot().catch((error: unknown) => {
  console.error('Parlour could not start', error);
});
