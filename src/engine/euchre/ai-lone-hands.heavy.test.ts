import { describe, expect, it } from 'vitest';
import { handTally, levelPlayer } from './ai-match';
import { EXPERT_SEARCH } from './ai-expert';

// A lone call claims all five tricks: every level makes it seldom, and when
// it does the hand mostly marches. Four players of one level play games to
// 10, with Pass Best on (the default) and off: 200 games (over 2,000 hands)
// for the quick levels, 20 (over 200 hands) for the expert, searching half
// the deals it is shipped with, so its games take a third of a second each on
// one core. Play is seeded, so the figures are the same at
// every run; `npm run bench -- euchre-lone-hands` measures the expert over
// 200 games a setting, where each bound stands three standard errors or more
// from where it plays.
const GAMES = { novice: 200, intermediate: 200, expert: 20 } as const;
/** At most this many lone hands in a hundred dealt. */
const MAX_LONE_PER_100 = 8;
/** At least this share of the lone hands marched. */
const MIN_MARCH_SHARE = 0.6;

describe.each(['novice', 'intermediate', 'expert'] as const)('the Euchre %s going alone', (level) => {
  it.each([
    ['on', true],
    ['off', false],
  ] as const)('seldom, and mostly marching (Pass Best %s)', (_setting, passBest) => {
    const player = level === 'expert' ? levelPlayer(level, { iterations: EXPERT_SEARCH.iterations / 2 }) : levelPlayer(level);
    const [a, b] = handTally([player, player], GAMES[level], 2027, { passBest });
    const alone = a.alone + b.alone;
    const marched = a.loneMarch + b.loneMarch;
    const figures = { dealt: a.dealt, alone, marched, euchred: a.loneEuchred + b.loneEuchred };
    expect((100 * alone) / a.dealt, JSON.stringify(figures)).toBeLessThanOrEqual(MAX_LONE_PER_100);
    if (alone > 0) expect(marched / alone, JSON.stringify(figures)).toBeGreaterThanOrEqual(MIN_MARCH_SHARE);
    expect(a.dealt, JSON.stringify(figures)).toBeGreaterThan(GAMES[level] * 10);
  });
});
