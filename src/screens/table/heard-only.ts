// A dialog asked of one person at a cabinet several people share (the
// Court's bonus question, Euchre's call to go alone) hears only that
// person's device: another's pad cannot answer it for them. Automation and
// the navigator still see the dialog itself.

import type { Command } from '../../input/commands';
import type { DialogHost } from '../../renderer/widgets';

/** `host`, its dialogs hearing only the commands `may` lets through. */
export function heardOnly(host: DialogHost, may: (command: Command) => boolean): DialogHost {
  type Opened = Parameters<DialogHost['open']>[0];
  const inFront = new Map<Opened, Opened>();
  return {
    open: (dialog) => {
      const handle = (command: Command) => (may(command) ? dialog.handle(command) : undefined);
      const heard = new Proxy(dialog, { get: (target, key) => (key === 'handle' ? handle : Reflect.get(target, key, target)) });
      inFront.set(dialog, heard);
      host.open(heard);
    },
    close: (dialog) => {
      host.close(inFront.get(dialog) ?? dialog);
      inFront.delete(dialog);
    },
  };
}
