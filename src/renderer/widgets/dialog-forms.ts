// The ready-made forms screens ask with: options (check boxes and radio
// groups), a pick from a list, a line of text. Like the messages of
// `dialogs.ts`, each opens on a host, answers through a promise, and closes
// itself when answered.

import type { Container } from 'pixi.js';
import { acceleratorOf } from './accelerator';
import { Checkbox } from './checkbox';
import { type ButtonSpec, Dialog, dialogBodyWidth } from './dialog';
import { type DialogOptions, dialogHost } from './dialogs';
import type { Focusable } from './focus';
import type { Sized } from './geometry';
import { GroupBox, groupBoxWidth } from './group-box';
import { Label } from './label';
import { ListBox } from './list-box';
import { type RadioOption, RadioGroup } from './radio-group';
import { TextField, OnScreenKeyboard, typing } from './text-entry';
import { TextModel, type TextRules } from './text-model';
import { theme } from './theme';

export type OptionField =
  | { kind: 'check'; id: string; label: string; value: boolean }
  | { kind: 'radio'; id: string; label: string; options: RadioOption[]; value: string };

export type OptionValues = Record<string, boolean | string>;

const OK_CANCEL: ButtonSpec[] = [
  { id: 'ok', label: 'OK' },
  { id: 'cancel', label: 'Cancel' },
];

/** Check boxes and captioned radio groups; answers the values on OK, null on Cancel. */
export function optionsDialog(title: string, fields: OptionField[], options: DialogOptions = {}): Promise<OptionValues | null> {
  const look = options.look ?? 'win31';
  const body: (Container & Sized)[] = [];
  const controls: Focusable[] = [];
  const read: (() => [string, boolean | string])[] = [];
  const made = fields.map((field) =>
    field.kind === 'check' ? { field, box: new Checkbox(field.label, field.value, look) } : { field, group: new RadioGroup(field.options, field.value, look) },
  );
  // Group boxes span the body, so the dialog's right margin matches its left.
  const span = Math.max(
    dialogBodyWidth(look),
    ...made.map((m) => (m.box ? m.box.layoutWidth : m.group ? groupBoxWidth(m.field.label, m.group, look) : 0)),
  );
  for (const { field, box, group } of made) {
    if (box) {
      body.push(box);
      controls.push(box);
      read.push(() => [field.id, box.checked]);
    } else if (group) {
      body.push(new GroupBox(field.label, group, look, span));
      controls.push(...group.buttons);
      read.push(() => [field.id, group.value]);
    }
  }
  const dialog = new Dialog<OptionValues | null>(title, look, {
    body,
    controls,
    buttons: OK_CANCEL,
    answer: (id) => (id === 'ok' ? Object.fromEntries(read.map((r) => r())) : null),
    cancel: () => null,
  });
  return dialog.open(dialogHost(options.host)).result;
}

export interface ListDialogOptions extends DialogOptions {
  prompt?: string;
  selected?: number;
  rows?: number;
  width?: number;
}

/** Pick one line of a scrolling list; answers its index on OK, null on Cancel. */
export function listBox(title: string, items: readonly string[], options: ListDialogOptions = {}): Promise<number | null> {
  const look = options.look ?? 'win31';
  const body: (Container & Sized)[] = [];
  if (options.prompt) body.push(new Label(options.prompt, { accelerator: true, font: theme(look).font, colour: theme(look).text }));
  let dialog: Dialog<number | null> | null = null;
  const list = new ListBox(items, {
    look,
    accelerator: options.prompt ? acceleratorOf(options.prompt) : undefined,
    width: options.width ?? 220,
    rows: options.rows ?? 8,
    selected: options.selected ?? 0,
    onActivate: (index) => dialog?.finish(index),
  });
  body.push(list);
  dialog = new Dialog<number | null>(title, look, {
    body,
    controls: [list],
    buttons: OK_CANCEL,
    answer: (id) => (id === 'ok' && list.selected >= 0 ? list.selected : null),
    cancel: () => null,
  });
  return dialog.open(dialogHost(options.host)).result;
}

export interface TextEntryOptions extends DialogOptions, TextRules {}

/**
 * Type a line of text (a name for the high-score table): typed characters and
 * erase go to the field whatever has focus; the on-screen keyboard does the
 * same for the D-pad and mouse. Answers the text on OK, null on Cancel.
 */
export function textEntry(title: string, prompt: string, options: TextEntryOptions = {}): Promise<string | null> {
  const look = options.look ?? 'win31';
  const text = new TextModel(options);
  let dialog: Dialog<string | null> | null = null;
  const accept = () => dialog?.finish(text.value);
  const keyboard = new OnScreenKeyboard(text, () => field.refresh(), accept, look);
  const field = new TextField(text, keyboard.layoutWidth, look);
  const intercept = typing(text, field, keyboard, accept, () => dialog?.controller.focus.current);
  dialog = new Dialog<string | null>(title, look, {
    body: [new Label(prompt, { font: theme(look).font, colour: theme(look).text }), field, keyboard],
    controls: [keyboard],
    buttons: OK_CANCEL,
    answer: (id) => (id === 'ok' ? text.value : null),
    cancel: () => null,
    intercept,
  });
  dialog.onUpdate((dt) => field.update(dt));
  return dialog.open(dialogHost(options.host)).result;
}
