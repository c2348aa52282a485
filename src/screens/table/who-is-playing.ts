// "Who is playing?" at a Windows table: a guest, a name from the list, or a
// new name (typed, or on the on-screen keyboard with a gamepad). Cancel (Esc,
// B) seats nobody: the change the person began is given up, and the table
// goes back to where it was.

import { type Look, listBox, messageBox, textEntry } from '../../renderer/widgets';
import { NAME_MAX, nameProblem } from '../../table/names';

/** "Who is playing?" was cancelled: whatever was under way to seat someone stops, and nothing changes. */
export class ChangeCancelled extends Error {
  override readonly name = 'ChangeCancelled';
  constructor() {
    super('Nobody was seated.');
  }
}

/** The words over a name being typed, with how long it may be: the field takes no more. */
export function namePrompt(words: string, max: number = NAME_MAX): string {
  return `${words} (${max} letters at most):`;
}

/**
 * The name chosen (null: a guest). `add` files a new name and returns it as
 * kept, or null when refused (the person is told why and asked again).
 * Rejects with `ChangeCancelled` when the list is cancelled.
 */
export async function whoIsPlaying(title: string, names: readonly string[], current: string | null, add: (typed: string) => Promise<string | null>, look: Look = 'win31'): Promise<string | null> {
  const items = ['Guest', ...names, 'New player...'];
  let selected = current === null ? 0 : Math.max(0, items.indexOf(current));
  for (;;) {
    const pick = await listBox(title, items, { prompt: '&Who is playing?', selected, look });
    if (pick === null) throw new ChangeCancelled();
    if (pick < items.length - 1) return pick > 0 ? (items[pick] ?? null) : null;
    // A new name; Cancel, or nothing typed, goes back to the list.
    selected = pick;
    const typed = await textEntry(title, namePrompt('Your name'), { maxLength: NAME_MAX, look });
    if (typed === null || typed.trim() === '') continue;
    const added = await add(typed);
    if (added !== null) return added;
    await messageBox(title, nameProblem(typed.trim()) ?? 'That name could not be kept. Try another, or play as a guest.', undefined, { look });
  }
}
