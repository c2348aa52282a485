import { describe, expect, it } from 'vitest';
import type { Level } from '../game';
import { handTally, levelPlayer } from './ai-match';

// A lone call claims all five tricks: every level makes it seldom, and when
// it does the hand mostly marches. Four players of one level play whole games
// to 10, with Pass Best on (the default) and off. About 2,000 hands a
// setting (some 80 lone hands for a level at 4 in 100), so each bound stands
// several standard errors from where the levels play; `npm run bench --
// euchre-lone-hands` prints the same figures.
const GAMES: Readonly<Record<Level, number>> = { novice: 200, intermediate: 200, expert: 160 };
/** At most this many lone hands in a hundred dealt. */
const MAX_LONE_PER_100 = 8;
/** At least this share of the lone hands marched. */
const MIN_MARCH_SHARE = 0.6;

describe.each(['novice', 'intermediate', 'expert'] as const)('the Euchre %s going alone', (level) => {
  it.each([
    { setting: 'on', passBest: true },
    { setting: 'off', passBest: false },
  ])('seldom, and mostly marching (Pass Best $setting)', ({ passBest }) => {
    const player = levelPlayer(level);
    const [a, b] = handTally([player, player], GAMES[level], 2027, { passBest });
    const alone = a.alone + b.alone;
    const marched = a.loneMarch + b.loneMarch;
    const figures = { dealt: a.dealt, alone, marched, euchred: a.loneEuchred + b.loneEuchred };
    expect((100 * alone) / a.dealt, JSON.stringify(figures)).toBeLessThanOrEqual(MAX_LONE_PER_100);
    if (alone > 0) expect(marched / alone, JSON.stringify(figures)).toBeGreaterThanOrEqual(MIN_MARCH_SHARE);
    expect(a.dealt, JSON.stringify(figures)).toBeGreaterThan(1500);
  });
});
