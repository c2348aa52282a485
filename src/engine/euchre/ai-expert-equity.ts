// What a score is worth: the chance that a team with `mine` points wins
// against one with `theirs`, the game played to `target`, if every hand from
// here went as hands usually go between even teams (the spread below, the
// same for both sides). A point at 2-2 matters less than one at 8-9, and at
// 9 a march is worth no more than three tricks; the expert judges hands by
// this chance rather than by raw points once the end is in sight.

/** How a hand usually ends for one team: points to it, points to the other, how often. */
const SPREAD: readonly (readonly [number, number, number])[] = [
  [1, 0, 0.3],
  [2, 0, 0.11],
  [4, 0, 0.02],
  [0, 1, 0.3],
  [0, 2, 0.11],
  [0, 4, 0.02],
];
/** Hands thrown in: nothing changes, and the chance is spread over the others. */
const SCORING = SPREAD.reduce((sum, [, , p]) => sum + p, 0);

const tables = new Map<number, Float64Array>();

/** The chance of winning for every pair of scores below the target, row `mine`, column `theirs`. */
function table(target: number): Float64Array {
  const known = tables.get(target);
  if (known !== undefined) return known;
  const size = target + 1;
  const chance = new Float64Array(size * size);
  // Every outcome raises a score, so the higher scores are settled first.
  for (let mine = target - 1; mine >= 0; mine--) {
    for (let theirs = target - 1; theirs >= 0; theirs--) {
      let sum = 0;
      for (const [gain, loss, p] of SPREAD) {
        const a = mine + gain;
        const b = theirs + loss;
        sum += p * (a >= target ? 1 : b >= target ? 0 : (chance[a * size + b] ?? 0));
      }
      chance[mine * size + theirs] = sum / SCORING;
    }
  }
  tables.set(target, chance);
  return chance;
}

/** The chance that the team with `mine` points beats the one with `theirs` in a game to `target`. */
export function winChance(mine: number, theirs: number, target: number): number {
  if (mine >= target) return 1;
  if (theirs >= target) return 0;
  return table(target)[Math.max(0, mine) * (target + 1) + Math.max(0, theirs)] ?? 0.5;
}

/**
 * What winning `gain` points and giving `loss` to the other team is worth at
 * this score, counted in this score's points: the change in the chance of
 * winning over what a point either way changes it by here. Mid-game that is
 * close to the points themselves; at 9 a march counts no more than 1.
 */
export function pointsWorth(gain: number, loss: number, mine: number, theirs: number, target: number): number {
  const now = winChance(mine, theirs, target);
  const swing = (winChance(mine + 1, theirs, target) - winChance(mine, theirs + 1, target)) / 2;
  return (winChance(mine + gain, theirs + loss, target) - now) / Math.max(swing, 1e-6);
}
