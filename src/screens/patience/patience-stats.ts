// What the kiosk remembers of each player's Chinese Patience: games won, lost
// and drawn, the points won and conceded, and the best single game, against
// the computer; the same again for games head to head against another person
// at the cabinet, kept apart; and the running series the N key keeps. The
// arithmetic is here, apart from storage, so it is tested plainly.

import * as v from 'valibot';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const FIGURES = {
  won: count,
  lost: count,
  drawn: count,
  /** Points won in games won, and conceded in games lost. */
  pointsFor: count,
  pointsAgainst: count,
  /** The most points won in one game. */
  best: count,
};

/** One player's games of one kind: against the computer, or head to head. */
export const FiguresSchema = v.strictObject(FIGURES);

export type Figures = v.InferOutput<typeof FiguresSchema>;

export const PatienceStatsSchema = v.strictObject({
  ...FIGURES,
  /** Games against another person at the cabinet, apart from those against the computer (absent until the first). */
  people: v.optional(FiguresSchema),
});

export type PatienceStats = v.InferOutput<typeof PatienceStatsSchema>;

export const NO_PATIENCE_STATS: PatienceStats = { won: 0, lost: 0, drawn: 0, pointsFor: 0, pointsAgainst: 0, best: 0 };

export type Result = 'won' | 'lost' | 'drawn';

/** One game's end as the player saw it: the points are [yours, mine] for this game. */
export interface GameResult {
  result: Result;
  points: readonly [number, number];
}

export function addGame<T extends Figures>(stats: T, game: GameResult): T {
  const [yours, mine] = game.points;
  return {
    ...stats,
    won: stats.won + (game.result === 'won' ? 1 : 0),
    lost: stats.lost + (game.result === 'lost' ? 1 : 0),
    drawn: stats.drawn + (game.result === 'drawn' ? 1 : 0),
    pointsFor: stats.pointsFor + yours,
    pointsAgainst: stats.pointsAgainst + mine,
    best: Math.max(stats.best, yours),
  };
}

const NO_FIGURES: Figures = { won: 0, lost: 0, drawn: 0, pointsFor: 0, pointsAgainst: 0, best: 0 };

/** A game head to head: counted apart from the games against the computer. */
export function addHeadToHead(stats: PatienceStats, game: GameResult): PatienceStats {
  return { ...stats, people: addGame(stats.people ?? NO_FIGURES, game) };
}

/** A series of games kept with N: running totals, seat by seat (yours then the computer's). */
export const SeriesSchema = v.strictObject({
  games: count,
  totals: v.tuple([count, count]),
});

export type Series = v.InferOutput<typeof SeriesSchema>;

export const NEW_SERIES: Series = { games: 0, totals: [0, 0] };

export function addToSeries(series: Series, points: readonly [number, number]): Series {
  return { games: series.games + 1, totals: [series.totals[0] + points[0], series.totals[1] + points[1]] };
}
