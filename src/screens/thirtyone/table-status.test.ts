import { describe, expect, it } from 'vitest';
import type { Card } from '../../engine/cards';
import { thirtyone } from '../../engine/thirtyone';
import { lineWidth } from '../../renderer/widgets/fit-line';
import { litButtons, seatNotes, tableStatus } from './table-status';
import { countsAtExpert, seatNames, tableLevel } from '../table/seat-plan';

const view = thirtyone.view(thirtyone.setup({ players: 3, seed: 7 }), 1);
const facts = { view, names: ['ANNE', 'Hetty', 'BOB'], waiting: 1, covered: false, dealing: false, roundEnd: null, thinkers: [1], demo: false, replay: null, device: 'keyboard' as const };

describe('the words round the Thirty-One table', () => {
  it('names people by their names, a lone guest "You", computers by the Options names in turn', () => {
    expect(seatNames([{ kind: 'person', name: null, pad: null }, { kind: 'computer', level: 'expert' }, { kind: 'computer', level: 'novice' }], ['Hetty', 'Oskar'])).toEqual(['You', 'Hetty', 'Oskar']);
    expect(seatNames([{ kind: 'person', name: 'ANNE', pad: null }, { kind: 'person', name: null, pad: 1 }], ['Hetty'])).toEqual(['ANNE', 'Player 2']);
  });

  it('counts a game for the statistics only when every computer player is an expert', () => {
    expect(countsAtExpert([{ kind: 'person', name: 'ANNE', pad: null }, { kind: 'computer', level: 'expert' }])).toBe(true);
    expect(countsAtExpert([{ kind: 'person', name: 'ANNE', pad: null }, { kind: 'computer', level: 'intermediate' }])).toBe(false);
    expect(tableLevel([{ kind: 'person', name: 'ANNE', pad: null }, { kind: 'computer', level: 'expert' }, { kind: 'computer', level: 'novice' }])).toBe('novice');
    expect(tableLevel([{ kind: 'person', name: 'ANNE', pad: null }, { kind: 'person', name: 'BOB', pad: 1 }])).toBe('expert');
  });

  it("covers a person's turn with whom to pass to, in the device's words", () => {
    expect(tableStatus({ ...facts, covered: true, device: 'gamepad' })[0]).toBe("Pass to Hetty: A shows Hetty's cards.");
  });

  it('asks the dealer Hand or Pot, the others to change, pass or take the pot, with their points', () => {
    const dealer = thirtyone.view(thirtyone.setup({ players: 3, seed: 7 }), 0);
    expect(tableStatus({ ...facts, view: dealer, waiting: 0 })[0]).toMatch(/^ANNE: [\d.]+ points\. Keep your cards \(Hand\)/);
    expect(tableStatus({ ...facts, dealing: true, device: 'pointer' })[0]).toBe('Click Deal to deal the cards.');
  });

  it('speaks of a last turn only when the variation gives one', () => {
    const playing = { ...view, phase: 'play' as const, toAct: 1, out: [] };
    // Regular: ANNE passed, but Hetty and BOB go on changing until only one of them has not passed.
    const regular = tableStatus({ ...facts, view: { ...playing, passed: [0] } })[0];
    expect(regular).not.toMatch(/last turn/);
    expect(regular).toMatch(/ANNE has passed; you play on\.$/);
    expect(tableStatus({ ...facts, view: { ...playing, passed: [0, 2] } })[0]).toMatch(/Everyone else has passed: this is your last turn\.$/);
    // van Eer-Maas: one pass gives everyone else one more turn.
    expect(tableStatus({ ...facts, view: { ...playing, variation: 'van-eer-maas', passed: [2] } })[0]).toMatch(/BOB has passed: this is your last turn\.$/);
    expect(tableStatus({ ...facts, view: playing })[0]).not.toMatch(/passed/);
  });

  it('says a computer is thinking, waits for people by name, and shows a round over as over', () => {
    const at = (toAct: number) => ({ ...facts, view: { ...view, toAct }, waiting: null });
    expect(tableStatus(at(1))).toEqual(['Hetty is thinking...']);
    expect(tableStatus(at(2))).toEqual(['Waiting for BOB...']);
    expect(tableStatus({ ...at(0), names: ['You', 'Hetty', 'BOB'] })).toEqual(['Your turn is next.']);
    const end = { type: 'round-end' as const, hands: [], marks: [0, 1, 0], round: 2, reason: 'passed' as const, thirtyOne: null, points: [31, 9, 17], marked: [1], spared: false, extraMark: [], wentOut: [] };
    expect(tableStatus({ ...at(1), roundEnd: end })).toEqual(['Round 2 is over.']);
    const over = { ...view, toAct: null, phase: 'over' as const, winner: 0 };
    expect(tableStatus({ ...facts, view: over, waiting: null, names: ['You', 'Hetty', 'BOB'] })[0]).toBe('The game is over: you won it. Game > Start to play again.');
  });

  it('lights Deal alone while the table waits for it, and Change only once both cards are chosen', () => {
    const legal = thirtyone.legal(thirtyone.setup({ players: 3, seed: 7 }));
    expect([...litButtons({ dealing: true, legal, bothChosen: true })]).toEqual(['deal']);
    expect([...litButtons({ dealing: false, legal, bothChosen: false })].sort()).toEqual(['hand', 'pot']);
    expect(litButtons({ dealing: false, legal: null, bothChosen: true }).size).toBe(0);
  });

  it('writes the dealer, the passes and a round\'s points beside the names', () => {
    expect(seatNotes(['A', 'B', 'C'], { ...view, dealer: 0, passed: [0, 2], out: [] }, null)).toEqual(['dealer, passed', '', 'passed']);
    const end = { type: 'round-end' as const, hands: [['AS', 'KS', 'QS'], [], ['7H', '8H', '9D']] as Card[][], marks: [0, 3, 1], round: 2, reason: 'passed' as const, thirtyOne: null, points: [31, 0, 17], marked: [2], spared: false, extraMark: [], wentOut: [] };
    expect(seatNotes(['A', 'B', 'C'], view, end)).toEqual(['31', 'out', '17 - a mark']);
  });

  it('always has a wording that fits the status bar', () => {
    for (const device of ['keyboard', 'gamepad', 'pointer'] as const) {
      for (const f of [{ ...facts, device }, { ...facts, device, covered: true }, { ...facts, device, dealing: true }]) {
        const lines = tableStatus(f);
        expect(lineWidth(lines.at(-1) ?? '', 'sans')).toBeLessThan(600);
      }
    }
  });
});
