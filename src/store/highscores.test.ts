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
});
