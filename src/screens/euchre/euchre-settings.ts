// Euchre's Options dialog and what the kiosk keeps of it for the cabinet:
// the rules (Pass Best, stick the dealer), the computer players' level, the
// game speed, the voices and the last table set up in the Players dialog.
// Rules, level and table are fixed when a game is dealt and wait for the
// next game; speed and voices take effect at once.

import * as v from 'valibot';
import { DEFAULT_OPTIONS, type EuchreOptions } from '../../engine/euchre';
import type { Level } from '../../engine/game';
import type { OptionField, OptionValues } from '../../renderer/widgets';
import type { Seating } from '../table/seat-plan';
import { seatingSchema } from '../table/seating-schema';

export const SPEEDS = ['slow', 'medium', 'fast'] as const;
export type Speed = (typeof SPEEDS)[number];

const LEVELS = ['novice', 'intermediate', 'expert'] as const;

export const EuchreSettingsSchema = v.strictObject({
  options: v.strictObject({ passBest: v.boolean(), stickTheDealer: v.boolean(), target: v.literal(10) }),
  level: v.picklist(LEVELS),
  speed: v.picklist(SPEEDS),
  voices: v.boolean(),
  /** The last table set up (Game > Players): a record kept before there was one is the one-person table. */
  seating: v.optional(seatingSchema(4, 4)),
});

export interface EuchreSettings {
  options: EuchreOptions;
  level: Level;
  speed: Speed;
  voices: boolean;
  /** The last table set up: who sits in each of the four seats; none for the one-person table, the computers at `level`. */
  seating?: Seating;
}

export const STANDARD_SETTINGS: EuchreSettings = { options: { ...DEFAULT_OPTIONS }, level: 'intermediate', speed: 'medium', voices: false };

/** How long a computer player's words stay up at each speed (the original's "game speed"), in ms. */
export const TALK_MS: Record<Speed, number> = { slow: 2200, medium: 1300, fast: 650 };

/** How long the box summing up a hand stays, unless pressed away first, at each speed, in ms. */
export const SUMMARY_MS: Record<Speed, number> = { slow: 7000, medium: 4500, fast: 2500 };

/** The dialog's fields for `settings`. */
export function settingsFields(settings: EuchreSettings): OptionField[] {
  return [
    { kind: 'check', id: 'passBest', label: '&Pass Best: a loner gets a card', value: settings.options.passBest },
    { kind: 'check', id: 'stickTheDealer', label: '&Stick the dealer: no throw-ins', value: settings.options.stickTheDealer },
    { kind: 'check', id: 'voices', label: '&Voices: the players speak', value: settings.voices },
    {
      kind: 'radio',
      id: 'speed',
      label: 'Game speed',
      value: settings.speed,
      options: [
        { value: 'slow', label: 'S&low' },
        { value: 'medium', label: '&Medium' },
        { value: 'fast', label: '&Fast' },
      ],
    },
    {
      kind: 'radio',
      id: 'level',
      label: 'Computer players',
      value: settings.level,
      options: [
        { value: 'novice', label: '&Novice' },
        { value: 'intermediate', label: '&Intermediate' },
        { value: 'expert', label: '&Expert' },
      ],
    },
  ];
}

/**
 * The settings after the dialog's OK: only values the dialog can give are
 * taken. A level changed there is every computer player's: the computers of
 * the last table set up take it too.
 */
export function settingsFrom(values: OptionValues, before: EuchreSettings): EuchreSettings {
  const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const level = pick(values.level, LEVELS, before.level);
  const next: EuchreSettings = {
    options: { ...before.options, passBest: flag(values.passBest, before.options.passBest), stickTheDealer: flag(values.stickTheDealer, before.options.stickTheDealer) },
    level,
    speed: pick(values.speed, SPEEDS, before.speed),
    voices: flag(values.voices, before.voices),
  };
  if (before.seating === undefined) return next;
  const seats = level === before.level ? before.seating.seats : before.seating.seats.map((plan) => (plan.kind === 'computer' ? { ...plan, level } : plan));
  return { ...next, seating: { seats } };
}

/** The rules and level of a game: what is fixed when it is dealt. */
export interface GameTerms {
  options: EuchreOptions;
  level: Level;
}

/** What changed between the terms of the game on the table and those chosen for the next, in words; empty when nothing. */
export function waitingChanges(inForce: GameTerms, next: GameTerms): string[] {
  const out: string[] = [];
  const onOff = (on: boolean) => (on ? 'on' : 'off');
  if (inForce.options.passBest !== next.options.passBest) out.push(`Pass Best: ${onOff(next.options.passBest)}`);
  if (inForce.options.stickTheDealer !== next.options.stickTheDealer) out.push(`Stick the dealer: ${onOff(next.options.stickTheDealer)}`);
  if (inForce.level !== next.level) out.push(`Computer players: ${next.level}`);
  return out;
}
