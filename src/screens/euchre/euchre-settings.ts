// Euchre's Options dialog and what the kiosk keeps of it for the cabinet:
// the rules (Pass Best, stick the dealer), the computer players' level, the
// game speed and the voices. Rules and level are fixed when a game is dealt
// and wait for the next game; speed and voices take effect at once.

import * as v from 'valibot';
import { DEFAULT_OPTIONS, type EuchreOptions } from '../../engine/euchre';
import type { Level } from '../../engine/game';
import type { OptionField, OptionValues } from '../../renderer/widgets';

export const SPEEDS = ['slow', 'medium', 'fast'] as const;
export type Speed = (typeof SPEEDS)[number];

const LEVELS = ['novice', 'intermediate', 'expert'] as const;

export const EuchreSettingsSchema = v.strictObject({
  options: v.strictObject({ passBest: v.boolean(), stickTheDealer: v.boolean(), target: v.literal(10) }),
  level: v.picklist(LEVELS),
  speed: v.picklist(SPEEDS),
  voices: v.boolean(),
});

export interface EuchreSettings {
  options: EuchreOptions;
  level: Level;
  speed: Speed;
  voices: boolean;
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

/** The settings after the dialog's OK: only values the dialog can give are taken. */
export function settingsFrom(values: OptionValues, before: EuchreSettings): EuchreSettings {
  const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  return {
    options: { ...before.options, passBest: flag(values.passBest, before.options.passBest), stickTheDealer: flag(values.stickTheDealer, before.options.stickTheDealer) },
    level: pick(values.level, LEVELS, before.level),
    speed: pick(values.speed, SPEEDS, before.speed),
    voices: flag(values.voices, before.voices),
  };
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
