// The pages that are not the table, as plain models: the menu X returns to,
// the pages of text, the yes-or-no questions, the choice of player, and the
// name typed in on a Spectrum INPUT line (from the keyboard, or letter by
// letter from a gamepad). Each page's modal draws it and feeds it commands;
// what an answer does is the screen's business.

import type { Level } from '../../engine/game';
import type { Button, Device } from '../../input/commands';
import { NAME_MAX } from '../../table/names';
import { type PageInput, type PageStep, lineStep } from './line-page';

export type { PageInput, PageSound, PageStep } from './line-page';

export type MenuItemId = 'play' | 'level' | 'player' | 'how' | 'controls' | 'tape' | 'new' | 'leave' | 'players' | 'network' | 'records' | 'chat';

export interface MenuItem {
  id: MenuItemId;
  /** The key that picks it, shown before its label. */
  key: string;
  label: string;
  /** What it is set to now, shown at the right (level, player, tape). */
  value?: string;
}

export interface MenuContext {
  inProgress: boolean;
  level: Level;
  player: string | null;
  tape: boolean;
}

export function menuItems(c: MenuContext): MenuItem[] {
  return [
    { id: 'play', key: '1', label: c.inProgress ? 'CARRY ON' : 'PLAY' },
    { id: 'level', key: '2', label: 'LEVEL', value: c.level.toUpperCase() },
    { id: 'player', key: '3', label: 'PLAYER', value: c.player ?? 'GUEST' },
    { id: 'how', key: '4', label: 'HOW TO PLAY' },
    { id: 'controls', key: '5', label: 'CONTROLS' },
    { id: 'tape', key: '6', label: 'TAPE LOADING', value: c.tape ? 'ON' : 'OFF' },
    ...(c.inProgress ? [{ id: 'new' as const, key: '7', label: 'NEW GAME' }] : []),
    { id: 'leave', key: '0', label: 'LEAVE' },
  ];
}

/**
 * The menu between games with the line that says who plays against the
 * person seated (THE COMPUTER, or a second person), before LEAVE. During a
 * game there is no room for it: NEW GAME leads to the same choice.
 */
export function withOpponent(items: readonly MenuItem[], opponent: string): MenuItem[] {
  if (items.some((i) => i.id === 'new')) return [...items];
  const leave = items.findIndex((i) => i.id === 'leave');
  const line: MenuItem = { id: 'players', key: '7', label: 'OPPONENT', value: opponent };
  return [...items.slice(0, leave), line, ...items.slice(leave)];
}

/**
 * The menu with its last two numbers before LEAVE: 8 plays at another kiosk
 * through the game server, and 9 shows the records of the person seated
 * (`figures` in short at its right).
 */
export function withMore(items: readonly MenuItem[], figures: string): MenuItem[] {
  const leave = items.findIndex((i) => i.id === 'leave');
  const more: MenuItem[] = [
    { id: 'network', key: '8', label: 'NETWORK' },
    { id: 'records', key: '9', label: 'RECORDS', value: figures },
  ];
  return [...items.slice(0, leave), ...more, ...items.slice(leave)];
}

/** The choices of player: a guest, the known names (up to nine), a new name. */
export interface PlayerChoice {
  key: string;
  label: string;
  /** The name, null for a guest, 'new' to type one. */
  name: string | null | 'new';
  /** The computer, rather than a person (the opponent's list). */
  computer?: true;
}

export function playerChoices(names: readonly string[]): PlayerChoice[] {
  return [
    { key: 'G', label: 'GUEST', name: null },
    ...names.slice(0, 9).map((name, i) => ({ key: String(i + 1), label: name, name })),
    { key: 'N', label: 'NEW NAME', name: 'new' as const },
  ];
}

/** Who plays against `first`: the computer, a guest, the other names the kiosk knows (up to nine), a new name. */
export function opponentChoices(names: readonly string[], first: string | null): PlayerChoice[] {
  const others = names.filter((name) => first === null || name.toLowerCase() !== first.toLowerCase());
  return [{ key: 'C', label: 'THE COMPUTER', name: null, computer: true }, ...playerChoices(others)];
}

/** Letters a gamepad steps through, space first (a space ends nothing: names are trimmed). */
export const LETTERS = ' ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export interface NameEntry {
  text: string;
  /** The gamepad's letter waiting under the cursor, an index into LETTERS. */
  letter: number;
}

export const NEW_NAME: NameEntry = { text: '', letter: 1 };

/** `char` added to the line typed, up to `max` characters (a name's, unless another is given). */
export function typeChar(entry: NameEntry, char: string, max = NAME_MAX): NameEntry {
  if (entry.text.length >= max || char.length !== 1 || char < ' ' || char > '~') return entry;
  if (entry.text.length === 0 && char === ' ') return entry;
  return { ...entry, text: entry.text + char };
}

export function eraseChar(entry: NameEntry): NameEntry {
  return { ...entry, text: entry.text.slice(0, -1) };
}

export function stepLetter(entry: NameEntry, step: 1 | -1, letters = LETTERS): NameEntry {
  return { ...entry, letter: (entry.letter + step + letters.length) % letters.length };
}

/** The gamepad's A: the waiting letter (of `letters`) joins the line, up to `max` characters. */
export function addLetter(entry: NameEntry, letters = LETTERS, max = NAME_MAX): NameEntry {
  return typeChar(entry, letters[entry.letter] ?? 'A', max);
}

/** The name as it will be kept, or null when there is none. */
export function finalName(entry: NameEntry): string | null {
  const name = entry.text.trim();
  return name === '' ? null : name;
}

// ---- what a press does on each page ----

/** The pad's buttons as the menu lines name them. */
const PAD_KEYS: Readonly<Record<string, Button>> = { A: 'confirm', B: 'back', X: 'x', Y: 'y', START: 'menu' };

/**
 * A key of a page's menu line, clicked: the press of the key or button it
 * names, read for the device the line was drawn for (A is the pad's button on
 * a pad's line). Every key a line shows answers a click as it answers its press.
 */
export function keyPress(key: string, device: Device): PageInput {
  const button = device === 'gamepad' ? PAD_KEYS[key] : undefined;
  if (button !== undefined) return { type: 'press', button, device: 'gamepad' };
  if (key === 'ENTER') return { type: 'press', button: 'confirm', device: 'keyboard' };
  if (key === 'ESC') return { type: 'press', button: 'back', device: 'keyboard' };
  return { type: 'char', char: key };
}

/** The first line of a list on a page (drawn from row 2, after a blank line). */
const LIST_ROW = 3;

export type MenuAnswer =
  /** An item chosen; `step` is -1 when the level or tape was stepped back with left. */
  | { kind: 'pick'; item: MenuItem; at: number; step: 1 | -1 }
  /** Back to the table (only offered while there is one). */
  | { kind: 'back' }
  | { kind: 'help' };

export interface MenuState {
  readonly items: readonly MenuItem[];
  /** The lit line. */
  readonly at: number;
  /** Whether B, Esc or Start go back to a table. */
  readonly canLeave: boolean;
}

/** The menu: its numbers or a click pick a line, up and down light one, left and right step the level or tape. */
export function menuStep(menu: MenuState, input: PageInput): PageStep<MenuState, MenuAnswer> {
  const { items } = menu;
  const pick = (item: MenuItem | undefined, step: 1 | -1 = 1): PageStep<MenuState, MenuAnswer> => {
    if (!item) return { state: menu };
    const index = items.indexOf(item);
    return { state: { ...menu, at: index }, answer: { kind: 'pick', item, at: index, step }, sound: 'beep-high' };
  };
  const back = menu.canLeave ? ({ kind: 'back' } as const) : null;
  if (input.type === 'press' && input.button === 'help') return { state: menu, answer: { kind: 'help' } };
  // Start goes back as B and Esc do.
  if (input.type === 'press' && input.button === 'menu') return back === null ? { state: menu } : { state: menu, answer: back };
  const steps = (item: MenuItem) => item.id === 'level' || item.id === 'tape';
  return lineStep(menu, input, { lines: items, at: Math.min(menu.at, items.length - 1), firstRow: LIST_ROW, pick, steps, back });
}

/** A page of text, and the page it is on: any key, button or click turns the page, and the last page (or B, Esc) closes. */
export function pageStep(page: { readonly count: number; readonly at: number }, input: PageInput): PageStep<{ count: number; at: number }, 'done'> {
  const arrows: readonly Button[] = ['up', 'down', 'left', 'right'];
  if (input.type === 'press' && arrows.includes(input.button)) return { state: page };
  const back = input.type === 'press' && input.button === 'back';
  if (page.at + 1 < page.count && !back) return { state: { ...page, at: page.at + 1 }, sound: 'beep' };
  return { state: page, answer: 'done', sound: 'beep' };
}

/**
 * A question: Y yes and N no. A question whose yes loses something (`risky`)
 * takes Enter, A and back as no, so a visitor mashing buttons never forfeits;
 * its yes is the Y key, the pad's Y, or a click on the Y. Otherwise Enter and
 * A answer yes.
 */
export function askStep(input: PageInput, risky = true): PageStep<null, boolean> {
  let yes: boolean | null = null;
  if (input.type === 'char') yes = input.char === 'Y' ? true : input.char === 'N' ? false : null;
  else if (input.type === 'press') {
    if (input.button === 'confirm') yes = !risky;
    else if (input.button === 'back') yes = false;
    else if (input.button === 'y' && input.device === 'gamepad') yes = true;
  }
  return yes === null ? { state: null } : { state: null, answer: yes, sound: 'beep' };
}

export type PlayersAnswer = { kind: 'choose'; choice: PlayerChoice } | { kind: 'back' };

/** Who is playing: the letter or number of a line, a click on it, or up, down and A. */
export function playersStep(list: { readonly choices: readonly PlayerChoice[]; readonly at: number }, input: PageInput): PageStep<{ choices: readonly PlayerChoice[]; at: number }, PlayersAnswer> {
  const choose = (choice: PlayerChoice | undefined) => (choice ? { state: list, answer: { kind: 'choose' as const, choice }, sound: 'beep-high' as const } : { state: list });
  switch (input.type) {
    case 'char':
      return choose(list.choices.find((c) => c.key === input.char));
    case 'click':
      return choose(input.cell ? list.choices[input.cell.row - LIST_ROW] : undefined);
    case 'press':
      break;
  }
  const n = list.choices.length;
  switch (input.button) {
    case 'up':
    case 'down':
      return { state: { ...list, at: (list.at + (input.button === 'up' ? -1 : 1) + n) % n }, sound: 'beep' };
    case 'confirm':
      return choose(list.choices[list.at]);
    case 'back':
      return { state: list, answer: { kind: 'back' } };
    default:
      return { state: list };
  }
}

/** The name taken (null when none was typed) with the entry it came from, or back. */
export type NameAnswer = { kind: 'done'; name: string | null; entry: NameEntry } | { kind: 'back' };

/** The INPUT line: letters typed, or stepped through and added with a pad; Enter (Start on a pad) takes the name. */
export function nameStep(entry: NameEntry, input: PageInput): PageStep<NameEntry, NameAnswer> {
  const edited = (next: NameEntry) => ({ state: next, sound: 'beep' as const });
  const done = { state: entry, answer: { kind: 'done' as const, name: finalName(entry), entry } };
  if (input.type === 'char') return edited(typeChar(entry, input.char.toUpperCase()));
  if (input.type === 'click') return { state: entry };
  switch (input.button) {
    case 'up':
      return edited(stepLetter(entry, 1));
    case 'down':
      return edited(stepLetter(entry, -1));
    case 'right':
      return edited(addLetter(entry));
    case 'confirm':
      return input.device === 'gamepad' ? edited(addLetter(entry)) : done;
    case 'menu':
      return done;
    case 'left':
    case 'erase':
      return edited(eraseChar(entry));
    case 'back':
      return { state: entry, answer: { kind: 'back' } };
    default:
      return { state: entry };
  }
}
