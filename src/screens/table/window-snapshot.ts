// What automation reads of a game in a Windows window: the controls it can
// reach now (the open dialog's, else the screen's own), the dialog's title,
// and the menu bar's ticks, places and what is open. Every windowed game
// screen reports these the same way.

import { Dialog, type WindowFrame } from '../../renderer/widgets';
import { type NamedControl, describeControls } from '../controls';
import type { Navigator } from '../navigator';
import { ReplayPanel } from './replay-panel';

export function windowSnapshot(frame: WindowFrame, nav: Navigator, own: readonly NamedControl[]) {
  const top = nav.topModal;
  const dialog = top instanceof Dialog ? top : null;
  const replay = top instanceof ReplayPanel ? top : null;
  const menus = frame.menuBar?.model.snapshot() ?? { checked: [], menuOpen: false, menuTitle: null, menuItem: null };
  const reachable = dialog ? dialog.namedControls() : replay ? replay.controls.map(({ id, button }) => ({ id, label: button.label, item: button })) : own;
  return {
    controls: describeControls(reachable),
    dialog: dialog?.title ?? null,
    dialogOpen: nav.modalOpen,
    menu: frame.menuBar?.places() ?? null,
    ...menus,
  };
}
