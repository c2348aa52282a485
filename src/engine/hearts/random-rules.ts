// Random tables for the tests and benches that drive Hearts through many
// games: every switch of the Rules menu a coin toss, so that no combination
// of options goes unplayed.

import { type Rng, nextUint32 } from '../rng';
import type { HeartsOptions } from './types';

export function coin(rng: Rng): boolean {
  return (nextUint32(rng) & 1) === 1;
}

/** The eight switches at random, with the point limit given. */
export function randomOptions(rng: Rng, pointLimit: number): HeartsOptions {
  return {
    jackOfDiamonds: coin(rng),
    queenOfSpades: coin(rng),
    noTrickBonus: coin(rng),
    rotateLead: coin(rng),
    noPassing: coin(rng),
    twoOfClubsLeads: coin(rng),
    bleedOnFirstTrick: coin(rng),
    queenIsNotAHeart: coin(rng),
    pointLimit,
  };
}
