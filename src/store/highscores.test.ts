import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeScore, rankOf } from './highscores';
import type { HighScore, ScoreOrder } from './schemas';

const entry = (score: number, name = 'A'): HighScore => ({ name, score, date: '2024-05-01T10:00:00.000Z' });

describe('placeScore', () => {
  it('keeps the table sorted, at most 10 long, holding the best scores seen', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ScoreOrder>('higher', 'lower'),
        fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 40 }),
        (order, scores) => {
          let table: HighScore[] = [];
          scores.forEach((score, i) => {
            const placed = placeScore(table, entry(score, `P${i}`), order);
            if (placed.rank >= 0) expect(placed.entries[placed.rank]!.name).toBe(`P${i}`);
            else expect(placed.entries).toEqual(table);
            table = placed.entries;
          });
          const sorted = [...scores].sort((a, b) => (order === 'higher' ? b - a : a - b));
          expect(table.map((e) => e.score)).toEqual(sorted.slice(0, 10));
        },
      ),
    );
  });

  it('puts a tie below the scores already there', () => {
    const table = [entry(10, 'first'), entry(5, 'second')];
    expect(placeScore(table, entry(10, 'later'), 'higher').entries.map((e) => e.name)).toEqual(['first', 'later', 'second']);
    expect(rankOf(table, 5, 'higher')).toBe(2);
  });

  it('turns away a score no better than a full table', () => {
    const full = Array.from({ length: 10 }, (_, i) => entry(i));
    expect(rankOf(full, 9, 'lower')).toBe(-1);
    expect(rankOf(full, -1, 'lower')).toBe(0);
    expect(placeScore(full, entry(20), 'lower')).toEqual({ entries: full, rank: -1 });
  });

  it('keeps a player once in a best-per-player table, moving them up as their total grows', () => {
    const table = [entry(9, 'Ann'), entry(7, 'Bob'), entry(4, 'Cy')];
    const grown = placeScore(table, entry(8, 'CY'), 'higher', 'best-per-player');
    expect(grown.rank).toBe(1);
    expect(grown.entries.map((e) => [e.name, e.score])).toEqual([['Ann', 9], ['CY', 8], ['Bob', 7]]);
    // A score no better than the one the player holds changes nothing.
    expect(placeScore(table, entry(7, 'Bob'), 'higher', 'best-per-player')).toEqual({ entries: table, rank: -1 });
    expect(placeScore(table, entry(2, 'ann'), 'lower', 'best-per-player').entries.map((e) => e.name)).toEqual(['ann', 'Bob', 'Cy']);
  });

  it('lets a player already in a full best-per-player table climb without pushing anyone out', () => {
    const full = Array.from({ length: 10 }, (_, i) => entry(20 - i, `P${i}`));
    const placed = placeScore(full, entry(15, 'P9'), 'higher', 'best-per-player');
    expect(placed.rank).toBe(6);
    expect(placed.entries).toHaveLength(10);
    expect(new Set(placed.entries.map((e) => e.name)).size).toBe(10);
  });

  it('never holds a name twice in a best-per-player table, whatever comes in', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('Ann', 'ANN', 'Bob', 'Cy', 'Di'), fc.integer({ min: 0, max: 50 })), { maxLength: 40 }), (scores) => {
        let table: HighScore[] = [];
        const best = new Map<string, number>();
        for (const [name, score] of scores) {
          table = placeScore(table, entry(score, name), 'higher', 'best-per-player').entries;
          best.set(name.toLowerCase(), Math.max(score, best.get(name.toLowerCase()) ?? score));
        }
        expect(table.map((e) => e.name.toLowerCase()).sort()).toEqual([...best.keys()].sort());
        expect(table.map((e) => e.score)).toEqual([...best.values()].sort((a, b) => b - a));
      }),
    );
  });
});
