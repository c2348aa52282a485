// Euchre with several people at one cabinet, piece by piece: the table kept
// with the settings (checked when read, a record from before the one-person
// table), the partners said in the Players dialog, the words of a table
// where each person is called by name, who speaks for the table, the hand
// at the bottom turned face down and up, and each person's records under
// the level of the computers at the table, a game among people only kept
// as such.

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { EuchreEvent } from '../../engine/euchre';
import type { SeatPlan } from '../table/seat-plan';
import { openRecords } from '../../store/records';
import { playMove } from '../table/trick-moves';
import type { Shown } from '../table/table-view';
import { cornersOf } from './euchre-scene';
import { giveMove, foldMove, openMove, putDownMove, takeUpMove } from './euchre-moves';
import { EuchreRecords } from './euchre-records';
import { keptAs, keptSitters, nextTable, partnerNote, recordedAs, tableNames, withSeating } from './euchre-seating';
import { EuchreSettingsSchema, STANDARD_SETTINGS, settingsFrom } from './euchre-settings';
import { EuchreStatsSchema, NO_EUCHRE_STATS, statsLines } from './euchre-stats';
import { euchreStatus } from './euchre-status';
import { gameOverLine, handSummary, talkOf, teamName, throwInLine } from './euchre-texts';

const ANN: SeatPlan = { kind: 'person', name: 'ANN', pad: 0 };
const BEA: SeatPlan = { kind: 'person', name: 'BEA', pad: 1 };
const expert: SeatPlan = { kind: 'computer', level: 'expert' };
const novice: SeatPlan = { kind: 'computer', level: 'novice' };
const FRIENDS = [ANN, expert, BEA, novice];
const NAMES = ['ANN', 'Hank', 'BEA', 'Jenny'];

type HandEvent = Extract<EuchreEvent, { type: 'hand' }>;
const hand = (over: Partial<HandEvent> = {}): HandEvent => ({ type: 'hand', handNumber: 1, maker: 2, makers: 0, alone: false, tricks: 3, euchred: false, march: false, points: [1, 0], scores: [1, 0], ...over });

describe('the Euchre table kept with the settings', () => {
  it('reads a record from before as the one-person table, and sets aside a table that cannot be played', () => {
    const old = { options: { passBest: true, stickTheDealer: false, target: 10 }, level: 'expert', speed: 'fast', voices: false };
    expect(v.parse(EuchreSettingsSchema, old)).toEqual(old);
    expect(nextTable(v.parse(EuchreSettingsSchema, old), 'CAL')).toEqual([{ kind: 'person', name: 'CAL', pad: null }, expert, expert, expert]);
    expect(v.is(EuchreSettingsSchema, { ...old, seating: { seats: FRIENDS } })).toBe(true);
    // Seat 1 a computer, three seats, one pad twice, one name twice: none of them a table.
    for (const seats of [[expert, ANN, BEA, novice], [ANN, expert, BEA], [ANN, expert, { ...BEA, pad: 0 }, novice], [ANN, expert, { ...BEA, name: 'ann' }, novice]]) {
      expect(v.is(EuchreSettingsSchema, { ...old, seating: { seats } })).toBe(false);
    }
  });

  it('offers the last table again with the person sitting down in seat 1, on the pad they had there', () => {
    const settings = withSeating(STANDARD_SETTINGS, { seats: FRIENDS });
    // The Options' level is the weakest computer's.
    expect(settings.level).toBe('novice');
    expect(nextTable(settings, 'CAL')).toEqual([{ kind: 'person', name: 'CAL', pad: 0 }, expert, BEA, novice]);
    // A level chosen in the Options is every computer's.
    const next = settingsFrom({ level: 'intermediate' }, settings);
    expect(next.seating?.seats.map((p) => (p.kind === 'computer' ? p.level : p.name))).toEqual(['ANN', 'intermediate', 'BEA', 'intermediate']);
    expect(settingsFrom({ speed: 'slow' }, settings).seating).toEqual(settings.seating);
  });

  it('says who partners whom on each seat line, and names the seats as the dialog does', () => {
    expect([0, 1, 2, 3].map(partnerNote)).toEqual([' (partner: seat 3)', ' (partner: seat 4)', ' (partner: seat 1)', ' (partner: seat 2)']);
    expect(tableNames(FRIENDS)).toEqual(NAMES);
    expect(tableNames([ANN, expert, expert, expert])).toEqual(['ANN', 'Hank', 'Jenny', 'Walt']);
    expect(tableNames([{ kind: 'person', name: null, pad: null }, expert, { kind: 'person', name: null, pad: 1 }, expert])).toEqual(['Player 1', 'Hank', 'Player 3', 'Jenny']);
  });

  it('records a game at the level of its weakest computer, a table of people only as such, a kept game as it was kept', () => {
    expect(recordedAs(FRIENDS)).toBe('novice');
    expect(recordedAs([ANN, expert, BEA, expert])).toBe('expert');
    expect(recordedAs([ANN, { ...BEA, pad: null, name: 'CY' }, BEA, { kind: 'person', name: null, pad: 2 }])).toBe('people');
    const kept = { player: 'ANN', level: 'intermediate' as const };
    expect(keptSitters(kept)).toEqual([{ seat: 0, name: 'ANN' }]);
    expect(keptAs(kept)).toBe('intermediate');
    expect(keptSitters({ ...kept, seating: { seats: FRIENDS } })).toEqual([{ seat: 0, name: 'ANN' }, { seat: 2, name: 'BEA' }]);
  });
});

describe('the words of a table several people share', () => {
  it('calls each person by name, never "you"', () => {
    expect(teamName(0, NAMES, true, null)).toBe('ANN and BEA');
    expect(teamName(1, NAMES, false, null)).toBe('Hank and Jenny');
    expect(gameOverLine([10, 4, 10, 4], [0, 2], NAMES, null)).toBe('ANN and BEA won, 10\u00A0to\u00A04.');
    expect(throwInLine({ type: 'throw-in', dealer: 3, handNumber: 2 }, NAMES, null)).toBe('All passed twice: the hand is thrown in. ANN deals next.');
    expect(handSummary(hand(), 'H', NAMES, null).lines[0]).toBe('BEA made Hearts.');
    expect(cornersOf(null, NAMES, false, null).ours).toMatch(/^ANN and BEA\n/);
  });

  it('lets a computer speak for the table only: a person never speaks, and their computer partner speaks for them', () => {
    const euchred = hand({ maker: 1, makers: 1, euchred: true, tricks: 2 });
    // The defender to the maker's left is BEA, a person, and her partner ANN another: nobody calls it out.
    expect(talkOf(euchred, [0, 2])).toBeNull();
    expect(talkOf(euchred, [2])).toEqual({ seat: 0, words: 'Euchred!' });
    expect(talkOf(hand({ maker: 0, march: true, tricks: 5 }), [0, 1])).toEqual({ seat: 2, words: 'All five!' });
  });

  it('says whose turn it is while the cards are covered, and nothing of anyone\'s hand', () => {
    const view = { phase: 'lone-discard', seat: 0, toAct: 0, given: 'JS', dealer: 1, options: { passBest: true, stickTheDealer: false, target: 10 } } as never;
    const lines = euchreStatus({ view, names: NAMES, handResult: null, device: 'gamepad', pending: false, you: null, covered: 'ANN' });
    expect(lines[0]).toBe("ANN's turn: the cards are covered until ANN shows them.");
    expect(lines.join(' ')).not.toMatch(/jack|JS/i);
  });
});

describe('the hand at the bottom of a table several people share', () => {
  const at = { deckPoint: () => ({ x: 1, y: 1 }), seatPoint: (seat: number) => ({ x: seat * 100, y: 0 }) };
  const open: Shown = { hand: ['AS', 'KS', '9H', 'TC', 'QD'], raised: [], backs: [0, 5, 0, 5], table: [], middle: [{ key: 'JH', card: 'JH' }] };

  it('turns face down once the move is made, and face up for its owner only', () => {
    const folded = foldMove(open, 2).shown;
    expect(folded.hand).toEqual([]);
    expect(folded.backs).toEqual([0, 5, 5, 5]);
    expect(openMove(folded, 2, ['AS', 'KS', '9H', 'TC', 'QD']).shown).toEqual(open);
  });

  it('gives, takes up, puts down and plays from the backs while covered, from the hand while shown', () => {
    const folded = foldMove(open, 2).shown;
    expect(playMove(folded, { seat: 2, card: 'AS' }, false, at).shown.backs).toEqual([0, 5, 4, 5]);
    expect(playMove(open, { seat: 2, card: 'AS' }, false, at).shown.hand).toEqual(['KS', '9H', 'TC', 'QD']);
    expect(takeUpMove(folded, 2, 'JH', 'H', at, null).shown.backs).toEqual([0, 5, 6, 5]);
    expect(putDownMove(folded, 2, null, at, null).shown.backs).toEqual([0, 5, 4, 5]);
    expect(giveMove(folded, 2, 0, null, 'H', at, null).shown.backs).toEqual([1, 5, 4, 5]);
  });
});

describe('the records of each person at the table', () => {
  it('keeps a game with computers in each named person\'s figures from their own seat, at the level, a guest nowhere', async () => {
    const store = await openRecords({ indexedDB: null, journal: null });
    const records = new EuchreRecords(store);
    const people = [{ seat: 0, name: 'ANN' }, { seat: 1, name: 'BEA' }, { seat: 2, name: null }];
    await records.addHands(people, hand({ maker: 1, makers: 1, alone: true, tricks: 3 }), 'novice');
    const lines = await records.addResults(people, { scores: [4, 10, 4, 10], winners: [1, 3], draw: false }, 6, 'novice');
    const ann = await store.stats('euchre', 'ANN', EuchreStatsSchema, NO_EUCHRE_STATS);
    const bea = await store.stats('euchre', 'BEA', EuchreStatsSchema, NO_EUCHRE_STATS);
    expect(ann).toMatchObject({ games: 1, wins: 0, hands: 1, made: 0, loners: 0, levels: { novice: { games: 1, wins: 0 } } });
    expect(bea).toMatchObject({ games: 1, wins: 1, hands: 1, made: 1, loners: 1, levels: { novice: { games: 1, wins: 1 } } });
    expect(lines).toEqual(['BEA made the Hall of Fame: 1st place!']);
    expect(await store.highScores('euchre')).toMatchObject([{ name: 'BEA', score: 6, detail: '10 to 4, 6 hands, novice' }]);
    expect(statsLines('BEA', bea)).toContain('With novice computers: 1 of 1 won');
  });

  it('keeps a game among people only as such: not a game won against the computers, and no place in the Hall of Fame', async () => {
    const store = await openRecords({ indexedDB: null, journal: null });
    const records = new EuchreRecords(store);
    const people = [0, 1, 2, 3].map((seat) => ({ seat, name: ['ANN', 'BEA', 'CY', 'DOT'][seat] ?? null }));
    await records.addHands(people, hand(), 'people');
    const lines = await records.addResults(people, { scores: [10, 4, 10, 4], winners: [0, 2], draw: false }, 6, 'people');
    await records.addLosses([{ seat: 0, name: 'ANN' }], 'people');
    const ann = await store.stats('euchre', 'ANN', EuchreStatsSchema, NO_EUCHRE_STATS);
    expect(ann).toMatchObject({ games: 0, wins: 0, hands: 0, levels: { people: { games: 2, wins: 1 } } });
    expect(statsLines('ANN', ann)).toContain('Among people only: 1 of 2 won');
    expect(lines).toEqual([]);
    expect(await store.highScores('euchre')).toEqual([]);
  });
});
