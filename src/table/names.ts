// A player's name, the same everywhere: at the kiosk, in the records, and at
// a network table, where the server checks every name it is sent.

import * as v from 'valibot';

// Printable ASCII (what the bitmap fonts draw), no leading or trailing space.
const NAME = /^[\x21-\x7e](?:[\x20-\x7e]{0,10}[\x21-\x7e])?$/;
export const NAME_MAX = 12;

export const NameSchema = v.pipe(v.string(), v.regex(NAME));

/** Why a player name cannot be used, or null when it can. */
export function nameProblem(name: string): string | null {
  if (name.trim() === '') return 'A name needs at least one letter.';
  if (name.length > NAME_MAX) return `A name has at most ${NAME_MAX} characters.`;
  if (!NAME.test(name)) return 'A name uses letters, digits and punctuation only.';
  return null;
}
