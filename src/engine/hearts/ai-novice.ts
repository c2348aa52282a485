// The novice: legal cards with habits a player soon learns to exploit. It
// follows with its lowest card whether or not that ducks (so its high cards
// pile up for the end of the hand), leads its lowest card, dumps the queen or
// its highest card when void, passes its three highest cards, and now and
// then plays a card at random.

import { nextFloat, nextInt, type Rng } from '../rng';
import type { HeartsView } from './types';
import { naivePass } from './ai-pass';
import { highest, legalCards, lowest, ofSuit, passOf, playOf, readTrick } from './ai-read';
import type { HeartsAction } from './types';

const WHIM = 0.2;

export function chooseNovice(view: HeartsView, legal: readonly HeartsAction[], rng: Rng): HeartsAction {
  const whim = nextFloat(rng) < WHIM;
  if (view.phase === 'pass') {
    if (whim) return legal[nextInt(rng, legal.length)] ?? passOf(legal, []);
    return passOf(legal, naivePass(view));
  }
  const cards = legalCards(legal);
  if (whim) return playOf(legal, cards[nextInt(rng, cards.length)]);
  const { led } = readTrick(view);
  if (led === null || ofSuit(cards, led).length > 0) return playOf(legal, lowest(cards));
  if (cards.includes('QS')) return playOf(legal, 'QS');
  return playOf(legal, highest(cards));
}
