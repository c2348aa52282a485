// "Who is playing?" at a Windows table: a guest, a name from the list, or a
// new name (typed, or on the on-screen keyboard with a gamepad).

import { type Look, listBox, textEntry } from '../../renderer/widgets';

/** The name chosen (null: a guest). `add` files a new name and returns it as kept, or null when refused. */
export async function whoIsPlaying(title: string, names: readonly string[], current: string | null, add: (typed: string) => Promise<string | null>, look: Look = 'win31'): Promise<string | null> {
  const items = ['Guest', ...names, 'New player...'];
  const selected = current === null ? 0 : Math.max(0, items.indexOf(current));
  const pick = await listBox(title, items, { prompt: '&Who is playing?', selected, look });
  if (pick === items.length - 1) {
    const typed = await textEntry(title, 'Your name:', { maxLength: 12, look });
    return typed === null || typed.trim() === '' ? null : await add(typed);
  }
  return pick !== null && pick > 0 ? (items[pick] ?? null) : null;
}
