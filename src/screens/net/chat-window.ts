// The chat of a network game, as the original's: the button with the text
// icon opens a window of the messages so far with a line to type in (on a
// keyboard, or the on-screen keyboard with a pad or the mouse); Send sends
// it, Hide closes the window. Messages that arrive while it is hidden are
// counted, so the button can say there are new ones.

import { Dialog, type DialogHost } from '../../renderer/widgets/dialog';
import { dialogHost } from '../../renderer/widgets/dialogs';
import { lineWidth } from '../../renderer/widgets/fit-line';
import { Label } from '../../renderer/widgets/label';
import { ListBox } from '../../renderer/widgets/list-box';
import { OnScreenKeyboard, TextField, typing } from '../../renderer/widgets/text-entry';
import { TextModel } from '../../renderer/widgets/text-model';
import { type Look, theme } from '../../renderer/widgets/theme';
import { CHAT_MAX, CHAT_TEXT, type ChatMessage } from '../../table/protocol';

const ROWS = 7;
/** Room for the scroll bar beside the lines. */
const TEXT_INSET = 24;

/** `text` broken at spaces into lines no wider than `width` (a word wider than that is cut). */
export function wrapLine(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (measure(next) <= width) {
      line = next;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    while (measure(line) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut)) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Letters left when the limit nears. */
const ROOM_SHOWN = 20;

/** What the line under the typing says of the room left: nothing until the limit nears. */
export function roomLeft(length: number): string {
  const left = CHAT_MAX - length;
  if (left > ROOM_SHOWN) return ' ';
  if (left <= 0) return `The line is full: ${CHAT_MAX} letters at most.`;
  return left === 1 ? '1 letter left.' : `${left} letters left.`;
}

/** The messages of one table, and how many arrived while the window was hidden. */
export class ChatLog {
  readonly messages: ChatMessage[] = [];
  unread = 0;
  private listener: (() => void) | null = null;

  add(message: ChatMessage): void {
    this.messages.push(message);
    if (this.listener) this.listener();
    else this.unread++;
  }

  /** While the window is open, it hears each new message instead of the count. */
  listen(listener: (() => void) | null): void {
    this.listener = listener;
    if (listener) this.unread = 0;
  }
}

/** Open the chat window; resolves when it is hidden. */
export function chatWindow(log: ChatLog, send: (text: string) => void, look: Look, host?: DialogHost): Promise<void> {
  const t = theme(look);
  const text = new TextModel({ maxLength: CHAT_MAX, allowed: /^[\x20-\x7e]$/ });
  let dialog: Dialog<void> | null = null;
  const sendTyped = () => {
    const typed = text.value.trim();
    if (typed === '' || !CHAT_TEXT.test(typed)) return;
    send(typed);
    while (text.erase());
    refreshLine();
  };
  const refreshLine = () => {
    field.refresh();
    room.text = roomLeft(text.value.length);
  };
  const keyboard = new OnScreenKeyboard(text, refreshLine, sendTyped, look);
  const field = new TextField(text, keyboard.layoutWidth, look);
  // How much room the line has left, shown as the limit nears (one line high, blank until then).
  const room = new Label(' ', { font: t.font, colour: t.text });
  const width = keyboard.layoutWidth;
  const lines = () => {
    const all = log.messages.flatMap((m) => wrapLine(`${m.from}: ${m.text}`, width - TEXT_INSET, (line) => lineWidth(line, t.font)));
    return all.length === 0 ? ['(No messages yet.)'] : all;
  };
  const list = new ListBox(lines(), { look, width, rows: ROWS, label: 'Messages' });
  const showLatest = () => {
    const all = lines();
    list.setItems(all);
    list.select(all.length - 1);
    list.label = `Messages: ${all.join(' | ')}`;
  };
  showLatest();
  dialog = new Dialog<void>('Messages', look, {
    body: [list, field, room, keyboard],
    controls: [keyboard, list],
    ids: new Map([[list, 'messages']]),
    buttons: [
      { id: 'send', label: '&Send' },
      { id: 'hide', label: 'H&ide' },
    ],
    defaultButton: 'send',
    answer: () => undefined,
    cancel: () => undefined,
    intercept: typing(text, { refresh: refreshLine }, keyboard, sendTyped, () => dialog?.controller.focus.current),
  });
  const sendButton = dialog.button('send');
  if (sendButton) sendButton.onActivate = sendTyped;
  dialog.onUpdate((dt) => field.update(dt));
  log.listen(showLatest);
  const result = dialog.open(dialogHost(host)).result;
  return result.finally(() => log.listen(null));
}
