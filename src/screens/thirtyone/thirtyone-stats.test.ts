import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createRng, nextInt } from '../../engine/rng';
import { thirtyone } from '../../engine/thirtyone';
import { FONTS, measure } from '../../renderer/font';
import {
  NO_THIRTYONE_STATS,
  type RoundEnd,
  TABLE_ROWS,
  TABLE_WIDTH,
  type ThirtyOneStats,
  ThirtyOneStatsSchema,
  addGame,
  addRound,
  averagePoints,
  statsTable,
} from './thirtyone-stats';

const round = (over: Partial<RoundEnd>): RoundEnd => ({
  type: 'round-end',
  round: 1,
  reason: 'passed',
  thirtyOne: null,
  hands: [['AS', 'KS', '7H'], ['9D', '8D', '7D'], ['QC', 'JC', 'TC']],
  points: [21, 24, 30],
  marks: [0, 1, 0],
  marked: [1],
  spared: false,
  extraMark: [],
  wentOut: [],
  ...over,
});

const stats = (over: Partial<ThirtyOneStats>): ThirtyOneStats => ({ ...NO_THIRTYONE_STATS, ...over });

describe("a Thirty-One player's statistics", () => {
  it("count the seat's round: its points, its mark and whether it held 31", () => {
    let s = addRound(NO_THIRTYONE_STATS, 1, round({}));
    expect(s).toEqual(stats({ rounds: 1, marks: 1, points: 24 }));
    s = addRound(s, 1, round({ reason: 'thirty-one', thirtyOne: 1, points: [21, 31, 30.5], marked: [0] }));
    expect(s).toEqual(stats({ rounds: 2, marks: 1, thirtyOnes: 1, points: 55 }));
    // Another seat's 31 is not this player's.
    expect(addRound(s, 0, round({ thirtyOne: 1 })).thirtyOnes).toBe(1);
  });

  it('count the marks the table shows: the regular extra mark lets the player stay in, it is not one more taken', () => {
    const s = addRound(NO_THIRTYONE_STATS, 2, round({ marked: [0, 2], extraMark: [2], marks: [1, 0, 3] }));
    expect(s.marks).toBe(1);
  });

  it('count nothing for a seat already out, which holds no cards', () => {
    const out = round({ hands: [['AS', 'KS', '7H'], [], ['QC', 'JC', 'TC']], points: [21, 0, 30] });
    expect(addRound(NO_THIRTYONE_STATS, 1, out)).toEqual(NO_THIRTYONE_STATS);
  });

  it('take every round-end of a real game as the engine reports it', () => {
    const rng = createRng(5);
    let state = thirtyone.setup({ seed: 11, players: 3 });
    let s = NO_THIRTYONE_STATS;
    let rounds = 0;
    for (let moves = 0; thirtyone.toAct(state) !== null && moves < 10_000; moves++) {
      const legal = thirtyone.legal(state);
      const result = thirtyone.apply(state, legal[nextInt(rng, legal.length)]!);
      state = result.state;
      for (const event of result.events) {
        if (event.type !== 'round-end') continue;
        if ((event.hands[0] ?? []).length > 0) rounds++;
        s = addRound(s, 0, event);
      }
    }
    expect(state.phase).toBe('over');
    s = addGame(s, thirtyone.outcome(state)?.winners.includes(0) ?? false);
    expect(s.rounds).toBe(rounds);
    expect(s.marks).toBe(state.marks[0]);
    expect(v.safeParse(ThirtyOneStatsSchema, s).success).toBe(true);
  });

  it('list games won and lost, an abandoned game lost', () => {
    expect(addGame(addGame(addGame(NO_THIRTYONE_STATS, true), false), false)).toEqual(stats({ games: 3, wins: 1 }));
  });

  it('average the points to one decimal, with a dash before any round', () => {
    expect(averagePoints(stats({ rounds: 3, points: 61.5 }))).toBe('20.5');
    expect(averagePoints(stats({ rounds: 3, points: 62 }))).toBe('20.7');
    expect(averagePoints(NO_THIRTYONE_STATS)).toBe('-');
  });

  it('are refused when they cannot be true', () => {
    expect(v.safeParse(ThirtyOneStatsSchema, stats({ games: 1, wins: 2 })).success).toBe(false);
    expect(v.safeParse(ThirtyOneStatsSchema, stats({ rounds: 2, points: 20.25 })).success).toBe(false);
    expect(v.safeParse(ThirtyOneStatsSchema, stats({ rounds: 1, thirtyOnes: 2 })).success).toBe(false);
    expect(v.safeParse(ThirtyOneStatsSchema, { ...NO_THIRTYONE_STATS, extra: 1 }).success).toBe(false);
  });
});

describe('the Statistics table', () => {
  const sans = (text: string) => measure(FONTS.sans, text).width;
  /** Where each of the seven figure columns ends on a line, in pixels, and the x its name starts at. */
  function columns(line: string): { ends: number[]; name: number } {
    const ends: number[] = [];
    const words = /\S+/g;
    let match: RegExpExecArray | null;
    while (ends.length < 7 && (match = words.exec(line)) !== null) ends.push(sans(line.slice(0, match.index + match[0].length)));
    const rest = line.slice(words.lastIndex);
    const lead = rest.length - rest.trimStart().length;
    return { ends, name: sans(line.slice(0, words.lastIndex + lead)) + 1 };
  }

  const players = [
    { name: 'ANNE', stats: stats({ games: 12, wins: 8, rounds: 130, marks: 20, thirtyOnes: 3, points: 3055.5 }) },
    { name: 'Christopher', stats: stats({ games: 1234, wins: 999, rounds: 12345, marks: 2000, thirtyOnes: 300, points: 30550.5 }) },
    { name: 'Bo', stats: NO_THIRTYONE_STATS },
    { name: 'Jo Li', stats: stats({ games: 3, wins: 1, rounds: 31, marks: 9, thirtyOnes: 1, points: 744 }) },
  ];

  it('has a heading and a line of figures then the name for each player', () => {
    const lines = statsTable(players).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]!.split(/\s+/)).toEqual(['Played', 'Won', 'Lost', 'Rounds', 'Marks', '31s', 'Avg', 'Player']);
    expect(lines[1]!.trim().split(/\s+/)).toEqual(['12', '8', '4', '130', '20', '3', '23.5', 'ANNE']);
    expect(lines[3]!.trim().split(/\s+/)).toEqual(['0', '0', '0', '0', '0', '0', '-', 'Bo']);
    expect(lines[4]!.endsWith('Jo Li')).toBe(true);
  });

  it("lines every player's figures up to the pixel in the sans face, each heading within a pixel of them", () => {
    const [heading, ...rows] = statsTable(players).split('\n').map(columns);
    const first = rows[0]!;
    for (const row of rows) expect(row).toEqual(first);
    heading!.ends.forEach((end, i) => expect(Math.abs(end - first.ends[i]!)).toBeLessThanOrEqual(1));
    expect(Math.abs(heading!.name - first.name)).toBeLessThanOrEqual(1);
    // Columns stand at least two spaces apart, the widest figures too.
    const names = ['Player', ...players.map((p) => p.name)];
    statsTable(players)
      .split('\n')
      .forEach((line, i) => expect(line.slice(0, -names[i]!.length)).not.toMatch(/\S \S/));
  });

  it('fits the message box, cutting a name too long for it', () => {
    const long = [...players, { name: 'WWWWWWWWWWWW', stats: stats({ games: 9999, wins: 9999, rounds: 99999, marks: 99999, thirtyOnes: 999, points: 99999 }) }];
    const lines = statsTable(long, 300).split('\n');
    for (const line of lines) expect(sans(line)).toBeLessThanOrEqual(300);
    expect(lines.at(-1)).toMatch(/ W+\.\.\.$/);
    expect(lines[2]!.endsWith('Christopher')).toBe(true);
  });

  it("shows a twelve-letter name whole in the Statistics box's width", () => {
    const twelve = [...players, { name: 'MMMMMMMMMMMM', stats: stats({ games: 120, wins: 61, rounds: 1400, marks: 400, thirtyOnes: 40, points: 30000 }) }];
    const lines = statsTable(twelve, TABLE_WIDTH).split('\n');
    for (const line of lines) expect(sans(line)).toBeLessThanOrEqual(TABLE_WIDTH);
    expect(lines.at(-1)?.endsWith(' MMMMMMMMMMMM')).toBe(true);
  });

  it('shows at most a message box of players and says how many more there are', () => {
    const many = Array.from({ length: TABLE_ROWS + 3 }, (_, i) => ({ name: `P${i}`, stats: stats({ games: i }) }));
    const lines = statsTable(many).split('\n');
    expect(lines).toHaveLength(TABLE_ROWS + 2);
    expect(lines.at(-1)).toBe('...and 3 more players.');
    expect(lines.at(-2)!.endsWith(`P${TABLE_ROWS - 1}`)).toBe(true);
  });
});
