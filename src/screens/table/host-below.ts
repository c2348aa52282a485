// Where a box opens over a four-handed table when it must leave the top of
// the felt in sight (the name and bid of the player across, read beside the
// end of a game): centred, unless that would cover them, then just below.
// Hearts' end box does the same by hand; Euchre's network Game Over uses this.

import type { DialogHost } from '../../renderer/widgets';

/** `host`, opening its dialogs no higher than `top` (centred when that is low enough already). */
export function hostBelow(host: DialogHost, top: number): DialogHost {
  return {
    open: (dialog) => {
      dialog.view.y = Math.max(dialog.view.y, top);
      host.open(dialog);
    },
    close: (dialog) => host.close(dialog),
  };
}
