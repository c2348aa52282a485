// The network table before Play and its chat, as plain models: the waiting
// room's lines (who sits at each seat, the host's level and clock, who is
// waited for) and what a press does there (a seat's number, A on it or a
// click: the host seats a computer or clears it again; P plays, C chats, Esc
// leaves), and the chat's line typed on the keyboard or letter by letter
// from a pad.

import type { SeatInfo, TableMessage } from '../../table/protocol';
import { CHAT_MAX } from '../../table/protocol';
import { waitingLine } from '../net/waiting-room';
import { LETTERS, type NameEntry, type PageInput, type PageStep, addLetter, eraseChar, stepLetter, typeChar } from './menu-page';
import { clockName } from './net-lobby';

export interface WaitingState {
  readonly table: TableMessage;
  /** The lit seat. */
  readonly at: number;
  /** Chat messages not yet read. */
  readonly unread: number;
}

export type WaitingAnswer = { kind: 'seat'; seat: number } | { kind: 'play' } | { kind: 'chat' } | { kind: 'leave' };

/** The first seat's row (after the table's two lines of terms and a blank), a seat on every other row. */
export const SEATS_ROW = 5;

/** A seat in words: who sits there, and whether they host, are you, or are away. */
export function seatWords(seat: number, info: SeatInfo | undefined, table: TableMessage): string {
  if (!info || info.kind === 'empty') return 'EMPTY';
  const name = info.name.toUpperCase();
  if (info.kind === 'computer') return `${name}, ${(info.level ?? table.level).toUpperCase()}`;
  const notes = [seat === table.host ? 'HOST' : null, seat === table.you ? 'YOU' : null, info.away ? 'AWAY' : null].filter((n) => n !== null);
  return notes.length > 0 ? `${name} (${notes.join(', ')})` : name;
}

/** The table's terms: its computers' level and its clock. */
export function termsLines(table: TableMessage): [string, string] {
  return [`COMPUTER LEVEL: ${table.level.toUpperCase()}`, table.turnSeconds === 0 ? 'NO CLOCK ON A MOVE' : `${clockName(table.turnSeconds)} FOR A MOVE`];
}

/** Who is waited for, as the Windows waiting room says it. */
export function waitingWords(table: TableMessage): string {
  return waitingLine(table).toUpperCase();
}

export function isHost(table: TableMessage): boolean {
  return table.you === table.host;
}

/** Whether Play may be pressed: by the host, once enough seats are taken. */
export function mayPlay(table: TableMessage): boolean {
  return isHost(table) && table.seats.filter((s) => s.kind !== 'empty').length >= table.minPlayers;
}

export function waitingStep(state: WaitingState, input: PageInput): PageStep<WaitingState, WaitingAnswer> {
  const n = state.table.seats.length;
  const seat = (at: number): PageStep<WaitingState, WaitingAnswer> => (at >= 0 && at < n ? { state: { ...state, at }, answer: { kind: 'seat', seat: at }, sound: 'beep' } : { state });
  switch (input.type) {
    case 'char': {
      const key = input.char.toUpperCase();
      if (key === 'P') return { state, answer: { kind: 'play' }, sound: 'beep-high' };
      if (key === 'C') return { state, answer: { kind: 'chat' } };
      if (key === 'L') return { state, answer: { kind: 'leave' } };
      return /^[1-9]$/.test(key) ? seat(Number(key) - 1) : { state };
    }
    case 'click': {
      const index = input.cell ? (input.cell.row - SEATS_ROW) / 2 : -1;
      return Number.isInteger(index) ? seat(index) : { state };
    }
    case 'press':
      break;
  }
  switch (input.button) {
    case 'up':
    case 'down':
      return { state: { ...state, at: (state.at + (input.button === 'up' ? -1 : 1) + n) % n }, sound: 'beep' };
    case 'confirm':
      return seat(state.at);
    case 'menu':
      return { state, answer: { kind: 'play' }, sound: 'beep-high' };
    case 'y':
      return { state, answer: { kind: 'chat' } };
    case 'back':
      return { state, answer: { kind: 'leave' } };
    default:
      return { state };
  }
}

// ---- the chat ----

/** What a pad steps through for a chat line: a name's letters and a little punctuation. */
export const CHAT_LETTERS = `${LETTERS}.,!?'-`;

export type ChatAnswer = { kind: 'send'; text: string } | { kind: 'hide' };

/** The chat's line: typed (in capitals, as names are), or stepped and added from a pad; Enter or Start sends it, Esc or B hides the page. */
export function chatStep(entry: NameEntry, input: PageInput): PageStep<NameEntry, ChatAnswer> {
  const edited = (next: NameEntry) => ({ state: next, sound: 'beep' as const });
  const send = { state: { ...entry, text: '' }, answer: { kind: 'send' as const, text: entry.text.trim() }, sound: 'beep-high' as const };
  if (input.type === 'char') return edited(typeChar(entry, input.char.toUpperCase(), CHAT_MAX));
  if (input.type === 'click') return { state: entry };
  switch (input.button) {
    case 'up':
      return edited(stepLetter(entry, 1, CHAT_LETTERS));
    case 'down':
      return edited(stepLetter(entry, -1, CHAT_LETTERS));
    case 'right':
      return edited(addLetter(entry, CHAT_LETTERS, CHAT_MAX));
    case 'confirm':
      return input.device === 'gamepad' ? edited(addLetter(entry, CHAT_LETTERS, CHAT_MAX)) : entry.text.trim() === '' ? { state: entry } : send;
    case 'menu':
      return entry.text.trim() === '' ? { state: entry } : send;
    case 'left':
    case 'erase':
      return edited(eraseChar(entry));
    case 'back':
      return { state: entry, answer: { kind: 'hide' } };
    default:
      return { state: entry };
  }
}
