// The expert's draw: whether to keep the card it is looking at, by playing
// the round out both ways. Keeping it sets the pair's unseen second card
// aside; setting it aside brings that second card in. For each guess at the
// unseen cards (the other's hand and set-aside pile, and the rest of the deck
// in some order, every later pair drawn by the intermediate's habit) the
// round is played out twice, the same in all but that one card, with the
// same playout luck, so the difference is the card's own.

import type { Card } from '../cards';
import type { Seat } from '../game';
import { type Rng, createRng, nextUint32, shuffle } from '../rng';
import { unseenCards } from './ai-judge';
import { keepsFirst } from './ai-intermediate';
import { type World, playOut, reward } from './ai-playout';
import type { CourtView } from './types';

/** Who keeps which card of the pair (`first`, `second`) by the draw habit, the drawer's totals first. */
function habitKeeps(first: Card, second: Card, mine: number, theirs: number): Card {
  return keepsFirst(first, mine, theirs) ? first : second;
}

/**
 * Whether the expert keeps `view.drawn`, the first card of its pair, weighed
 * over `samples` guesses. Decides from the view alone: every card it has not
 * seen is dealt at random, the other's hand as his habit would have kept it.
 */
export function keepsByPlayouts(view: CourtView, rng: Rng, samples: number): boolean {
  const drawn = view.drawn as Card;
  const me = view.seat;
  const them = (1 - me) as Seat;
  const scores: [number, number] = [view.scores[0] ?? 0, view.scores[1] ?? 0];
  const totalOf = (seat: Seat): number => scores[seat === 0 ? 0 : 1];
  let pool = unseenCards(view);
  const theirPairs = view.handSizes[them] ?? 0;
  const mustFollow = view.options.mustFollowSuit;
  let margin = 0;
  for (let n = 0; n < samples; n++) {
    pool = shuffle(rng, pool);
    // The other's pairs so far, drawn by his habit; then my pair's second card; then the deck.
    const theirs: Card[] = [];
    let k = 0;
    for (let p = 0; p < theirPairs; p++, k += 2) theirs.push(habitKeeps(pool[k] as Card, pool[k + 1] as Card, totalOf(them), totalOf(me)));
    const second = pool[k++] as Card;
    const mine = view.hand.slice();
    for (let drawer = them; k + 1 < pool.length; k += 2, drawer = (1 - drawer) as Seat) {
      const card = habitKeeps(pool[k] as Card, pool[k + 1] as Card, totalOf(drawer), totalOf((1 - drawer) as Seat));
      (drawer === me ? mine : theirs).push(card);
    }
    const seed = nextUint32(rng);
    const outcome = (kept: Card): number => {
      // A playout replaces a world's hands and never changes them in place: `theirs` serves both.
      const hands: [Card[], Card[]] = me === 0 ? [[...mine, kept], theirs] : [theirs, [...mine, kept]];
      const world: World = { hands, scores: [scores[0], scores[1]], leader: view.firstDrawer, lead: null, done: false };
      playOut(world, mustFollow, createRng(seed));
      return reward(scores, world.scores, me);
    };
    margin += outcome(drawn) - outcome(second);
  }
  return margin > 0;
}
