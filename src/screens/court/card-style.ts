// Options > Card Style...: the card backs by name, the one in use chosen.

import { BACKS } from '../../renderer/cards';
import { listBox } from '../../renderer/widgets';
import type { CourtSettings } from './court-menus';

/** The settings with the back chosen, or null when cancelled. */
export async function askCardStyle(settings: CourtSettings): Promise<CourtSettings | null> {
  const pick = await listBox('Card Style', BACKS.map((b) => b.name), { prompt: '&Card back:', selected: settings.back });
  return pick === null ? null : { ...settings, back: pick };
}
