// The Court window's menus and the settings they hold: Quick Play, Rule Cue
// Cards, the card back, Must Follow Suit, the computer's level and the last
// table set up in the Players dialog, kept for the cabinet and checked when
// read back. Must Follow Suit and the level belong to a game from its
// start: changed during one, they wait for the next, and meanwhile the menu
// ticks what is in force and names the change. File > Network... hosts
// with Must Follow Suit as ticked here (a tournament is the kiosk's alone).

import * as v from 'valibot';
import type { Level } from '../../engine/game';
import type { MenuSpec } from '../../renderer/widgets';
import { KeptSeatingSchema } from './court-seating';

export const CourtSettingsSchema = v.strictObject({
  quickPlay: v.boolean(),
  ruleCues: v.boolean(),
  mustFollowSuit: v.boolean(),
  back: v.pipe(v.number(), v.integer(), v.minValue(0)),
  level: v.picklist(['novice', 'intermediate', 'expert']),
  /** The last table set up (absent: you against the computer, as before there was a choice). */
  seating: KeptSeatingSchema,
});

export type CourtSettings = v.InferOutput<typeof CourtSettingsSchema>;

export const STANDARD_SETTINGS: CourtSettings = { quickPlay: false, ruleCues: true, mustFollowSuit: true, back: 3, level: 'novice' };

const LEVELS: readonly (readonly [Level, string])[] = [
  ['novice', '&Novice Player'],
  ['intermediate', '&Intermediate Player'],
  ['expert', '&Expert Player'],
];

/** What the game at the table was started with; null when no game is under way. */
export interface InForce {
  mustFollowSuit: boolean;
  level: Level;
}

export function courtMenus(settings: CourtSettings, inTournament: boolean, inForce: InForce | null = null): MenuSpec[] {
  const suit = inForce?.mustFollowSuit ?? settings.mustFollowSuit;
  const level = inForce?.level ?? settings.level;
  const suitNote = suit === settings.mustFollowSuit ? '' : settings.mustFollowSuit ? ' (on next game)' : ' (off next game)';
  return [
    {
      label: '&File',
      items: [
        { id: 'new', label: '&New Game', disabled: inTournament },
        { id: 'players', label: '&Players...' },
        { id: 'tournament', label: '&Tournament Play...', disabled: inTournament },
        // A tournament is played at this kiosk only.
        { id: 'network', label: 'Net&work...', disabled: inTournament },
        { id: 'history', label: '&History...' },
        { separator: true },
        { id: 'exit', label: 'E&xit to Kiosk' },
      ],
    },
    {
      label: '&Options',
      items: [
        { id: 'quickPlay', label: '&Quick Play', checked: settings.quickPlay },
        { id: 'ruleCues', label: '&Rule Cue Cards', checked: settings.ruleCues },
        { id: 'cardStyle', label: '&Card Style...' },
        { id: 'mustFollowSuit', label: `&Must Follow Suit${suitNote}`, checked: suit, disabled: inTournament },
      ],
    },
    {
      label: '&Difficulty',
      items: LEVELS.map(([l, label]) => ({
        id: `level:${l}`,
        label: l !== level && l === settings.level ? `${label} (next game)` : label,
        checked: l === level,
        disabled: inTournament,
      })),
    },
    {
      label: '&Help',
      items: [
        { id: 'how', label: '&How to Play...' },
        { id: 'controls', label: '&Controls...' },
      ],
    },
  ];
}

/** The settings after a menu pick, or null when the pick is not a setting. */
export function pickSetting(settings: CourtSettings, id: string): CourtSettings | null {
  if (id === 'quickPlay' || id === 'ruleCues' || id === 'mustFollowSuit') return { ...settings, [id]: !settings[id] };
  if (id.startsWith('level:')) {
    const level = id.slice('level:'.length);
    return LEVELS.some(([l]) => l === level) ? { ...settings, level: level as Level } : null;
  }
  return null;
}

/**
 * What a change of a rule or of the level means, or null when there is nothing to say: a change
 * made during a game waits for the next one, and games without Must Follow Suit are not counted
 * (the manual's option 4.4).
 */
export function pendingNote(id: string, settings: CourtSettings, inForce: InForce | null): string | null {
  if (id === 'mustFollowSuit') {
    const waits =
      inForce !== null && settings.mustFollowSuit !== inForce.mustFollowSuit
        ? `Must Follow Suit will be ${settings.mustFollowSuit ? 'on' : 'off'} from the next game. This game goes on with it ${inForce.mustFollowSuit ? 'on' : 'off'}.`
        : null;
    const uncounted = settings.mustFollowSuit ? null : 'Games played without it are not kept in the History, the legendary games or the Hall of Fame.';
    return waits || uncounted ? [waits, uncounted].filter((line) => line !== null).join('\n\n') : null;
  }
  if (id.startsWith('level:') && inForce !== null && settings.level !== inForce.level) {
    return `The ${settings.level} player will take over from the next game. This game goes on, and counts, at the ${inForce.level} level.`;
  }
  return null;
}
