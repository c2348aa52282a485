// The Court window's menus and the settings they hold: Quick Play, Rule Cue
// Cards, the card back, Must Follow Suit and the computer's level, kept for
// the cabinet and checked when read back.

import * as v from 'valibot';
import type { Level } from '../../engine/game';
import type { MenuSpec } from '../../renderer/widgets';

export const CourtSettingsSchema = v.strictObject({
  quickPlay: v.boolean(),
  ruleCues: v.boolean(),
  mustFollowSuit: v.boolean(),
  back: v.pipe(v.number(), v.integer(), v.minValue(0)),
  level: v.picklist(['novice', 'intermediate', 'expert']),
});

export type CourtSettings = v.InferOutput<typeof CourtSettingsSchema>;

export const STANDARD_SETTINGS: CourtSettings = { quickPlay: false, ruleCues: true, mustFollowSuit: true, back: 3, level: 'novice' };

const LEVELS: readonly (readonly [Level, string])[] = [
  ['novice', '&Novice Player'],
  ['intermediate', '&Intermediate Player'],
  ['expert', '&Expert Player'],
];

export function courtMenus(settings: CourtSettings, inTournament: boolean): MenuSpec[] {
  return [
    {
      label: '&File',
      items: [
        { id: 'new', label: '&New Game', disabled: inTournament },
        { id: 'tournament', label: '&Tournament Play...', disabled: inTournament },
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
        { id: 'mustFollowSuit', label: '&Must Follow Suit', checked: settings.mustFollowSuit, disabled: inTournament },
      ],
    },
    {
      label: '&Difficulty',
      items: LEVELS.map(([level, label]) => ({ id: `level:${level}`, label, checked: settings.level === level, disabled: inTournament })),
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
