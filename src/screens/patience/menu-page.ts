// The pages that are not the table, as plain models: the menu X returns to,
// the choice of player, and the name typed in on a Spectrum INPUT line (from
// the keyboard, or letter by letter from a gamepad). The screen draws them and
// feeds them commands; what a choice does is the screen's business.

import type { Level } from '../../engine/game';
import { NAME_MAX } from '../../store/schemas';

export type MenuItemId = 'play' | 'level' | 'player' | 'how' | 'controls' | 'tape' | 'new' | 'leave';

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

/** The choices of player: a guest, the known names (up to nine), a new name. */
export interface PlayerChoice {
  key: string;
  label: string;
  /** The name, null for a guest, 'new' to type one. */
  name: string | null | 'new';
}

export function playerChoices(names: readonly string[]): PlayerChoice[] {
  return [
    { key: 'G', label: 'GUEST', name: null },
    ...names.slice(0, 9).map((name, i) => ({ key: String(i + 1), label: name, name })),
    { key: 'N', label: 'NEW NAME', name: 'new' as const },
  ];
}

/** Letters a gamepad steps through, space first (a space ends nothing: names are trimmed). */
export const LETTERS = ' ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export interface NameEntry {
  text: string;
  /** The gamepad's letter waiting under the cursor, an index into LETTERS. */
  letter: number;
}

export const NEW_NAME: NameEntry = { text: '', letter: 1 };

export function typeChar(entry: NameEntry, char: string): NameEntry {
  if (entry.text.length >= NAME_MAX || char.length !== 1 || char < ' ' || char > '~') return entry;
  if (entry.text.length === 0 && char === ' ') return entry;
  return { ...entry, text: entry.text + char };
}

export function eraseChar(entry: NameEntry): NameEntry {
  return { ...entry, text: entry.text.slice(0, -1) };
}

export function stepLetter(entry: NameEntry, step: 1 | -1): NameEntry {
  return { ...entry, letter: (entry.letter + step + LETTERS.length) % LETTERS.length };
}

/** The gamepad's A: the waiting letter joins the name. */
export function addLetter(entry: NameEntry): NameEntry {
  return typeChar(entry, LETTERS[entry.letter] ?? 'A');
}

/** The name as it will be kept, or null when there is none. */
export function finalName(entry: NameEntry): string | null {
  const name = entry.text.trim();
  return name === '' ? null : name;
}
