// The widget page (widgets.html): the gallery of every retro control, driven
// by the same input stream as the kiosk, for judging the looks by eye and for
// the browser tests, which read it through `window.parlour` with `?test`.
// The kiosk never links to it.

import { InputHub } from './input/hub';
import { PixelStage } from './renderer/stage';
import { loadFonts } from './renderer/text';
import { setDialogHost } from './renderer/widgets';
import { readFlags } from './screens/flags';
import { GalleryScreen } from './screens/gallery';
import { installHooks } from './screens/hooks';
import { Navigator } from './screens/navigator';

async function start(): Promise<void> {
  const flags = readFlags(window.location.search);
  const host = document.getElementById('stage');
  if (!host) throw new Error('widgets.html has no #stage element');
  const stage = await PixelStage.create({ host });
  const nav = new Navigator(stage);
  const hooks = flags.test ? installHooks(nav, stage) : null;
  await loadFonts();
  setDialogHost(nav);
  const input = new InputHub({ toNative: (x, y) => stage.toNative(x, y) });
  input.subscribe((command) => nav.handle(command));
  input.start();
  nav.go(new GalleryScreen(nav));
  if (hooks) hooks.ready = true;
}

start().catch((error: unknown) => console.error('The widget page could not start', error));
