// The ready-made dialogs screens ask questions with. Each opens on a host (the
// one given, else the one set at boot), answers through a promise, and closes
// itself when answered. Here the host, messages and Yes/No questions, which
// the kiosk's shell needs from its start; the forms (options, lists, text)
// are in `dialog-forms.ts`, loaded with the screens that ask them.

import { type ButtonSpec, Dialog, type DialogHost } from './dialog';
import { Label } from './label';
import { type Look, theme } from './theme';

export interface DialogOptions {
  look?: Look;
  host?: DialogHost;
}

export interface MessageOptions extends DialogOptions {
  /** The button Enter (and the pad's A) presses at first, which has the focus; the first when omitted. */
  defaultButton?: string;
  /** The text's width in pixels, for a message wider than prose (a table); 300 when omitted. */
  width?: number;
}

export interface ConfirmOptions extends DialogOptions {
  /**
   * The answer given by Enter or A straight away. A question whose Yes loses
   * something (a game, records) keeps the default, No, so a player mashing
   * buttons on a shared cabinet never forfeits by accident.
   */
  defaultAnswer?: 'yes' | 'no';
}

let defaultHost: DialogHost | null = null;

/** Where dialogs open when a call names no host (the navigator, at boot). */
export function setDialogHost(host: DialogHost | null): void {
  defaultHost = host;
}

/** `host`, else the one set at boot: where a dialog built by hand opens. */
export function dialogHost(host?: DialogHost): DialogHost {
  const found = host ?? defaultHost;
  if (!found) throw new Error('No dialog host: call setDialogHost at boot or pass one');
  return found;
}

/** `host`, opening its dialogs no lower than ending at `bottom` (centred, unless that would cover what lies below). */
export function hostAbove(host: DialogHost, bottom: number): DialogHost {
  return {
    open: (dialog) => {
      dialog.view.y = Math.max(0, Math.min(dialog.view.y, bottom - Math.ceil(dialog.view.height)));
      host.open(dialog);
    },
    close: (dialog) => host.close(dialog),
  };
}

/** `host`, opening its dialogs no higher than `top` (centred, unless that would cover what lies above: the name across a table). */
export function hostBelow(host: DialogHost, top: number): DialogHost {
  return {
    open: (dialog) => {
      dialog.view.y = Math.max(dialog.view.y, top);
      host.open(dialog);
    },
    close: (dialog) => host.close(dialog),
  };
}

const TEXT_WIDTH = 300;

/** A message and a row of buttons; answers the id of the button chosen. */
export function messageBox(
  title: string,
  text: string,
  buttons: ButtonSpec[] = [{ id: 'ok', label: 'OK' }],
  options: MessageOptions = {},
): Promise<string> {
  const look = options.look ?? 'win31';
  // Back answers Cancel, or No to a question, or the only button there is.
  const cancel = buttons.find((b) => b.id === 'cancel' || b.id === 'no') ?? (buttons.length === 1 ? buttons[0] : undefined);
  const dialog = new Dialog<string>(title, look, {
    body: [new Label(text, { wrap: options.width ?? TEXT_WIDTH, font: theme(look).font, colour: theme(look).text })],
    buttons,
    answer: (id) => id,
    ...(cancel ? { cancel: () => cancel.id } : {}),
    ...(options.defaultButton !== undefined ? { defaultButton: options.defaultButton } : {}),
  });
  return dialog.open(dialogHost(options.host)).result;
}

/** A Yes/No question; back answers No, and so does Enter unless `defaultAnswer` is 'yes'. */
export async function confirmBox(title: string, text: string, options: ConfirmOptions = {}): Promise<boolean> {
  const answer = await messageBox(
    title,
    text,
    [
      { id: 'yes', label: '&Yes' },
      { id: 'no', label: '&No' },
    ],
    { ...options, defaultButton: options.defaultAnswer ?? 'no' },
  );
  return answer === 'yes';
}
