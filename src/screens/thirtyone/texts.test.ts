import { describe, expect, it } from 'vitest';
import type { RoundResult } from '../../engine/thirtyone';
import { THIRTYONE_CONTROLS, gameOverLine, marksLines, pointsText, roundLine } from './texts';

const names = ['ANNE', 'Hetty', 'BOB'];
const round = (r: Partial<RoundResult>): RoundResult => ({ round: 1, reason: 'passed', thirtyOne: null, points: [20, 25, 30], marked: [0], spared: false, extraMark: [], wentOut: [], ...r });

describe("Thirty-One's words", () => {
  it('writes 30.5 as a half and whole points plainly', () => {
    expect(pointsText(30.5)).toBe('30.5');
    expect(pointsText(31)).toBe('31');
  });

  it("tells a round's end: who has 31, who takes a mark, the extra mark, who goes out, and the spared round", () => {
    expect(roundLine(round({}), names)).toBe('ANNE takes a mark.');
    expect(roundLine(round({ reason: 'thirty-one', thirtyOne: 2, marked: [0, 1] }), names)).toBe('BOB has 31! ANNE and Hetty take a mark.');
    expect(roundLine(round({ extraMark: [0] }), names)).toBe('ANNE takes a mark. ANNE reaches three marks first: an extra life, out only at the fourth.');
    expect(roundLine(round({ marked: [0], extraMark: [0] }), ['You', 'Hetty'])).toBe('You take a mark. You reach three marks first: an extra life, out only at the fourth.');
    expect(roundLine(round({ marked: [1], wentOut: [1] }), names)).toBe('Hetty takes a mark. Hetty is out.');
    expect(roundLine(round({ marked: [], spared: true }), names)).toBe('Everyone would go out together, so nobody takes a mark.');
    expect(roundLine(round({ marked: [0], wentOut: [0] }), ['You', 'Hetty'])).toBe('You take a mark. You are out.');
    expect(roundLine(round({ reason: 'thirty-one', thirtyOne: 0, marked: [1] }), ['You', 'Hetty'])).toBe('You have 31! Hetty takes a mark.');
    expect(roundLine(round({ marked: [1, 0], wentOut: [1, 0] }), ['You', 'Hetty'])).toBe('Hetty and you take a mark. Hetty and you are out.');
    expect(roundLine(round({ points: [30.5, 31], marked: [0] }), ['You', 'Hetty'])).toBe('Nobody holds less than 30.5, so the lowest three of a kind takes the mark: you.');
  });

  it('says why a round marks a 31, or passes over the lowest points, when nobody holds less than 30.5', () => {
    // Regular: everyone takes a mark, the 31 too.
    expect(roundLine(round({ reason: 'thirty-one', thirtyOne: 2, points: [30.5, 30.5, 31], marked: [0, 1, 2] }), names)).toBe('BOB has 31! Nobody holds less than 30.5, so everyone takes a mark, 31 or not.');
    // van Eer-Maas: the lowest three of a kind.
    expect(roundLine(round({ points: [30.5, 30.5, 31], marked: [1] }), names)).toBe('Nobody holds less than 30.5, so the lowest three of a kind takes the mark: Hetty.');
  });

  it('lists the marks in the corner as strokes, and who is out', () => {
    expect(marksLines(names, [2, 0, 3], [3, 4, 3], [2])).toEqual(['Marks', 'ANNE: || (2/3)', 'Hetty: (0/4)', 'BOB: out']);
  });

  it('tells each device how chosen cards are put down again', () => {
    expect(THIRTYONE_CONTROLS.keyboard).toContain('Esc puts chosen cards down again');
    expect(THIRTYONE_CONTROLS.gamepad).toContain('B puts chosen cards down again');
    expect(THIRTYONE_CONTROLS.pointer).toContain('a right click puts them down again');
  });

  it('names the winner, or says there is none', () => {
    expect(gameOverLine(1, names)).toContain('Hetty');
    expect(gameOverLine(0, ['You'])).toBe('You are the last one in and win the game!');
    expect(gameOverLine(null, names)).toContain('no winner');
  });
});
