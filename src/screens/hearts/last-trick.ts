// The last trick, and the points each player has taken this hand, on a key
// (F2, the pad's X), a button on the felt and the Game menu: the table's
// last-trick dialog with the points of the hand under the cards.

import type { HeartsView } from '../../engine/hearts';
import type { DialogHost } from '../../renderer/widgets';
import { openPlayedTrick } from '../table/last-trick';
import { lastTrickWords } from './texts';

export { lastTrickButton } from '../table/last-trick';

/** Open the last trick's dialog over the table; resolves when it is closed. */
export async function openLastTrick(host: DialogHost, view: HeartsView, names: readonly string[]): Promise<void> {
  const words = lastTrickWords(view, names);
  await openPlayedTrick(host, view.lastTrick, names, { caption: words.caption, after: words.points });
}
