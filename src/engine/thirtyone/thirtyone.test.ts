import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { RuleError } from '../game';
import type { ThirtyOneEvent } from './events';
import { DECK, lastTurn } from './rules';
import { stackedDeck } from './test-decks';
import { thirtyone } from './thirtyone';
import type { ThirtyOneAction, ThirtyOneOptions, ThirtyOneState } from './types';

const LOW_A: Card[] = ['7C', '8D', '9H']; // 9
const LOW_B: Card[] = ['7D', '8H', '9S']; // 9
const MID: Card[] = ['AC', '9C', '8S']; // 20
const HIGH: Card[] = ['AS', 'KS', '7H']; // 21
const EXTRA: Card[] = ['AD', 'KD', '9D']; // 30
const THIRTY_ONE: Card[] = ['AH', 'KH', 'QH'];

function start(players: number, hands: Card[][], extra: Card[] = EXTRA, options: Partial<ThirtyOneOptions> = {}, more: Card[][] = []): ThirtyOneState {
  return thirtyone.setup({ players, options, decks: [stackedDeck(players, 0, hands, extra), ...more] });
}

function play(state: ThirtyOneState, ...actions: ThirtyOneAction[]): { state: ThirtyOneState; events: ThirtyOneEvent[] } {
  const events: ThirtyOneEvent[] = [];
  let s = state;
  for (const action of actions) {
    const next = thirtyone.apply(s, action);
    s = next.state;
    events.push(...next.events);
  }
  return { state: s, events };
}

const roundEnd = (events: ThirtyOneEvent[]) => events.find((e) => e.type === 'round-end');
const HAND = { type: 'hand' } as const;
const PASS = { type: 'pass' } as const;

describe('the deal', () => {
  it('uses 32 cards, seven to ace, and gives three to each player and three extra', () => {
    expect(DECK).toHaveLength(32);
    const s = thirtyone.setup({ players: 3, seed: 4 });
    expect(s.hands.map((h) => h.length)).toEqual([3, 3, 3]);
    expect(s.extra).toHaveLength(3);
    expect(s.stock).toHaveLength(32 - 12);
  });

  it('takes 2 to 4 players', () => {
    expect(() => thirtyone.setup({ players: 1 })).toThrow(RangeError);
    expect(() => thirtyone.setup({ players: 5 })).toThrow(RangeError);
    expect(thirtyone.setup({ players: 2 }).hands).toHaveLength(2);
  });

  it('deals a stacked deck from the dealer\'s left, the dealer last, then the extra set', () => {
    const s = start(3, [MID, LOW_A, HIGH]);
    expect(s.hands).toEqual([MID, LOW_A, HIGH]);
    expect(s.extra).toEqual(EXTRA);
  });
});

describe('the dealer\'s choice', () => {
  it('comes first: only Hand or Pot, from the dealer', () => {
    const s = start(2, [MID, LOW_A]);
    expect(thirtyone.toAct(s)).toBe(0);
    expect(thirtyone.legal(s)).toEqual([{ type: 'hand' }, { type: 'pot' }]);
    expect(() => thirtyone.apply(s, PASS)).toThrow(RuleError);
    expect(thirtyone.view(s, 0).pot).toEqual([]);
  });

  it('Hand: the dealer keeps his cards and the extra set goes face up as the pot', () => {
    const { state, events } = play(start(3, [MID, LOW_A, HIGH]), HAND);
    expect(state.hands[0]).toEqual(MID);
    expect(state.pot).toEqual(EXTRA);
    expect(events).toContainEqual({ type: 'choose', seat: 0, choice: 'hand', pot: EXTRA });
    expect(thirtyone.toAct(state)).toBe(1);
  });

  it('Pot: the dealer takes the unseen extra set and his own hand goes face up', () => {
    const { state } = play(start(3, [MID, LOW_A, HIGH]), { type: 'pot' });
    expect(state.hands[0]).toEqual(EXTRA);
    expect(state.pot).toEqual(MID);
    expect(thirtyone.view(state, 1).pot).toEqual(MID);
    expect(thirtyone.toAct(state)).toBe(1);
  });
});

describe('a turn', () => {
  it('changes one card with the pot', () => {
    const { state, events } = play(start(2, [MID, LOW_A]), HAND, { type: 'change', card: '7C', potCard: 'AD' });
    expect(state.hands[1]).toEqual(['AD', '8D', '9H']);
    expect(state.pot).toEqual(['7C', 'KD', '9D']);
    expect(events).toContainEqual({ type: 'change', seat: 1, card: '7C', potCard: 'AD' });
    expect(thirtyone.view(state, 0).known[1]).toEqual(['AD']);
  });

  it('refuses a card not in the hand or not in the pot', () => {
    const s = play(start(2, [MID, LOW_A]), HAND).state;
    expect(() => thirtyone.apply(s, { type: 'change', card: 'AC', potCard: 'AD' })).toThrow('Choose one card of your hand.');
    expect(() => thirtyone.apply(s, { type: 'change', card: '7C', potCard: 'AS' })).toThrow('Choose one card of the pot.');
    expect(() => thirtyone.apply(s, { type: 'hand' })).toThrow(RuleError);
  });

  it('takes the whole pot, which passes automatically', () => {
    const { state, events } = play(start(3, [MID, LOW_A, HIGH]), HAND, { type: 'take-pot' });
    expect(state.hands[1]).toEqual(EXTRA);
    expect(state.pot).toEqual(LOW_A);
    expect(state.passed).toEqual([1]);
    expect(events).toContainEqual({ type: 'take-pot', seat: 1, taken: EXTRA, left: LOW_A });
    expect(thirtyone.view(state, 2).known[1]).toEqual(EXTRA);
  });
});

describe('the regular variation', () => {
  it('skips a player who has passed for the rest of the round', () => {
    const s = play(start(3, [MID, LOW_A, HIGH]), HAND, PASS, { type: 'change', card: '7H', potCard: '9D' }).state;
    expect(thirtyone.toAct(s)).toBe(0);
    const after = play(s, { type: 'change', card: '8S', potCard: '7H' }).state;
    expect(thirtyone.toAct(after)).toBe(2);
  });

  it('gives the last player who has not passed one more turn, then ends the round', () => {
    const s = play(start(3, [MID, LOW_A, HIGH]), HAND, PASS, PASS).state;
    expect(thirtyone.toAct(s)).toBe(0);
    const { events } = play(s, { type: 'change', card: '8S', potCard: 'AD' });
    const end = roundEnd(events);
    expect(end).toMatchObject({ reason: 'passed', points: [20, 9, 21] });
  });

  it('gives a last turn only to the one player left who has not passed', () => {
    const dealt = play(start(4, [MID, LOW_A, HIGH, LOW_B]), HAND).state;
    const afterPass = play(dealt, PASS).state;
    // ANNE passed; the others change as often as they like until only one of them has not passed.
    expect(thirtyone.toAct(afterPass)).toBe(2);
    expect(lastTurn(thirtyone.view(afterPass, 2))).toBe(false);
    const afterChange = play(afterPass, { type: 'change', card: '7H', potCard: '9D' }).state;
    expect(lastTurn(thirtyone.view(afterChange, 3))).toBe(false);
    const twoPassed = play(afterChange, PASS).state;
    expect(thirtyone.toAct(twoPassed)).toBe(0);
    expect(lastTurn(thirtyone.view(twoPassed, 0))).toBe(false);
    const oneLeft = play(twoPassed, PASS).state;
    expect(thirtyone.toAct(oneLeft)).toBe(2);
    expect(lastTurn(thirtyone.view(oneLeft, 2))).toBe(true);
    expect(lastTurn(thirtyone.view(dealt, 1))).toBe(false);
  });

  it('ends the round when all have passed; the lowest takes a mark', () => {
    const { state, events } = play(start(3, [MID, LOW_A, HIGH]), HAND, PASS, PASS, PASS);
    expect(roundEnd(events)).toMatchObject({ marked: [1], marks: [0, 1, 0], hands: [MID, LOW_A, HIGH] });
    expect(state.marks).toEqual([0, 1, 0]);
    expect(thirtyone.view(state, 0).lastRound).toMatchObject({ marked: [1], points: [20, 9, 21] });
  });

  it('marks every player tied for lowest', () => {
    const { events } = play(start(3, [MID, LOW_A, LOW_B]), HAND, PASS, PASS, PASS);
    expect(roundEnd(events)?.marked).toEqual([1, 2]);
  });

  it('marks everybody when the lowest hand is 30.5', () => {
    const s = start(2, [['AH', 'KH', 'QH'], ['7C', '7D', '7H']], ['8C', '8D', '8H']);
    // Seat 1 holds 30.5 and passes; the dealer's dealt 31 ends the round at his turn, and all take a mark.
    const { events } = play(s, HAND, PASS);
    expect(roundEnd(events)).toMatchObject({ reason: 'thirty-one', thirtyOne: 0, marked: [0, 1] });
  });

  it('ends the round at once on 31 made by a change', () => {
    const s = start(3, [MID, ['AH', 'KH', '7C'], HIGH], ['QH', '8D', '9S']);
    const { state, events } = play(s, HAND, { type: 'change', card: '7C', potCard: 'QH' });
    expect(roundEnd(events)).toMatchObject({ reason: 'thirty-one', thirtyOne: 1, marked: [0] });
    expect(state.round).toBe(2);
  });

  it('ends the round on a dealt 31 only when that player\'s turn comes', () => {
    const s = play(start(3, [MID, LOW_A, THIRTY_ONE]), HAND).state;
    expect(thirtyone.toAct(s)).toBe(1);
    const { events } = play(s, { type: 'change', card: '7C', potCard: 'AD' });
    expect(roundEnd(events)).toMatchObject({ reason: 'thirty-one', thirtyOne: 2, marked: [1] });
  });

  it('ends the round when taking the pot makes 31', () => {
    const { events } = play(start(3, [MID, LOW_A, HIGH], THIRTY_ONE), HAND, { type: 'take-pot' });
    expect(roundEnd(events)).toMatchObject({ reason: 'thirty-one', thirtyOne: 1 });
  });

  it('puts a player out at his third mark, except the first to three, who take an extra mark and stay in', () => {
    const base = start(3, [MID, LOW_A, HIGH]);
    const first = play({ ...base, marks: [2, 2, 0] }, HAND, PASS, PASS, PASS);
    expect(roundEnd(first.events)).toMatchObject({ marked: [1], extraMark: [1], wentOut: [] });
    expect(first.state.limits).toEqual([3, 4, 3]);
    expect(first.state.out).toEqual([]);
    const later = play({ ...base, marks: [2, 2, 0], limits: [3, 4, 3], extraGiven: true }, HAND, PASS, PASS, PASS);
    // Seat 1 now goes out at its fourth mark; so would anyone after it at the third.
    expect(roundEnd(later.events)).toMatchObject({ marked: [1], extraMark: [], wentOut: [] });
    const out = play({ ...base, marks: [2, 3, 0], limits: [3, 4, 3], extraGiven: true }, HAND, PASS, PASS, PASS);
    expect(out.events).toContainEqual({ type: 'out', seat: 1, marks: 4 });
    expect(out.state.out).toEqual([1]);
  });

  it('gives the extra mark to all who reach three first together', () => {
    const { state, events } = play({ ...start(3, [MID, LOW_A, LOW_B]), marks: [0, 2, 2] }, HAND, PASS, PASS, PASS);
    expect(roundEnd(events)).toMatchObject({ marked: [1, 2], extraMark: [1, 2], wentOut: [] });
    expect(state.limits).toEqual([3, 4, 4]);
  });

  it('puts out a later player at the third mark once the extra mark is given', () => {
    const { state } = play({ ...start(3, [MID, LOW_A, HIGH]), marks: [0, 2, 3], limits: [3, 3, 4], extraGiven: true }, HAND, PASS, PASS, PASS);
    expect(state.out).toEqual([1]);
  });

  it('deals the next round from the left, skipping players who are out, who hold no cards', () => {
    const { state, events } = play({ ...start(3, [MID, LOW_A, HIGH]), marks: [0, 2, 3], limits: [3, 3, 4], extraGiven: true }, HAND, PASS, PASS, PASS);
    expect(state.dealer).toBe(2);
    expect(state.hands[1]).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'deal', round: 2, dealer: 2, seats: [0, 2] });
    expect(thirtyone.view(state, 1).points).toBe(0);
    const next = play(state, HAND).state;
    expect(thirtyone.toAct(next)).toBe(0);
    expect(thirtyone.toAct(play(next, PASS).state)).toBe(2);
  });

  it('names the last player left the winner', () => {
    const { state, events } = play({ ...start(2, [MID, LOW_A]), marks: [0, 3], limits: [3, 4], extraGiven: true }, HAND, PASS, PASS);
    expect(events.at(-1)).toEqual({ type: 'game-over', winner: 0, marks: [0, 4] });
    expect(thirtyone.toAct(state)).toBeNull();
    expect(thirtyone.legal(state)).toEqual([]);
    expect(thirtyone.outcome(state)).toEqual({ scores: [0, 4], winners: [0], draw: false });
    expect(() => thirtyone.apply(state, PASS)).toThrow('The game is over.');
  });

  it('has no winner when the last players take their last mark at once', () => {
    const { state } = play({ ...start(2, [LOW_B, LOW_A]), marks: [3, 3], limits: [4, 4], extraGiven: true }, HAND, PASS, PASS);
    expect(state.out).toEqual([0, 1]);
    expect(thirtyone.outcome(state)).toEqual({ scores: [4, 4], winners: [], draw: true });
  });
});

describe('the van Eer-Maas variation', () => {
  const VEM = { variation: 'van-eer-maas' } as const;

  it('lets the others change once more after a pass, and ends when the first to pass has his turn again', () => {
    const s = play(start(3, [MID, LOW_A, HIGH], EXTRA, VEM), HAND, PASS).state;
    expect(thirtyone.toAct(s)).toBe(2);
    const s2 = play(s, { type: 'change', card: '7H', potCard: '9D' }).state;
    expect(thirtyone.toAct(s2)).toBe(0);
    const { events } = play(s2, { type: 'change', card: '8S', potCard: '7H' });
    expect(roundEnd(events)).toMatchObject({ reason: 'passed', marked: [1] });
  });

  it('gives everyone a last turn once anyone has passed', () => {
    const dealt = play(start(3, [MID, LOW_A, HIGH], EXTRA, VEM), HAND).state;
    expect(lastTurn(thirtyone.view(dealt, 1))).toBe(false);
    const s = play(dealt, PASS).state;
    expect(lastTurn(thirtyone.view(s, 2))).toBe(true);
  });

  it('lets a passed player be followed by a pass without ending the round early', () => {
    const s = play(start(3, [MID, LOW_A, HIGH], EXTRA, VEM), HAND, PASS, PASS).state;
    expect(thirtyone.toAct(s)).toBe(0);
  });

  it('gives the mark to the lowest three of a kind when the lowest hand is 30.5', () => {
    const s = start(3, [['9C', '9D', '9H'], ['7C', '7D', '7H'], THIRTY_ONE], ['8C', '8D', '8H'], VEM);
    const { events } = play(s, HAND, PASS);
    expect(roundEnd(events)).toMatchObject({ reason: 'thirty-one', thirtyOne: 2, marked: [1] });
  });

  it('puts a player out at the fourth mark', () => {
    const base = start(3, [MID, LOW_A, HIGH], EXTRA, VEM);
    expect(play({ ...base, marks: [0, 2, 0] }, HAND, PASS, PASS, PASS).state.out).toEqual([]);
    expect(play({ ...base, marks: [0, 3, 0] }, HAND, PASS, PASS, PASS).state.out).toEqual([1]);
  });

  it('gives nobody a mark when all would take their fourth at once, and goes on', () => {
    const { state, events } = play({ ...start(2, [LOW_B, LOW_A], EXTRA, VEM), marks: [3, 3] }, HAND, PASS, PASS);
    expect(roundEnd(events)).toMatchObject({ marked: [], spared: true });
    expect(state.marks).toEqual([3, 3]);
    expect(state.phase).toBe('choose');
    expect(state.dealer).toBe(1);
  });

  it('puts out only those who reach four when not all would', () => {
    const { state } = play({ ...start(3, [MID, LOW_A, LOW_B], EXTRA, VEM), marks: [3, 3, 3] }, HAND, PASS, PASS, PASS);
    expect(state.out).toEqual([1, 2]);
    expect(thirtyone.outcome(state)?.winners).toEqual([0]);
  });
});

describe('the view', () => {
  it('shows this seat\'s points as a number and nobody else\'s cards', () => {
    const s = play(start(2, [['7C', '7D', '7H'], ['8C', '9S', 'TS']]), HAND).state;
    const v = thirtyone.view(s, 0);
    expect(v.points).toBe(30.5);
    expect(v.hand).toEqual(['7C', '7D', '7H']);
    expect(v).toMatchObject({ variation: 'regular', toAct: 1, dealer: 0, passed: [], out: [], scores: [0, 0], handSizes: [3, 3] });
    expect(JSON.stringify(thirtyone.view(s, 1))).not.toContain('7C');
  });

  it("a watcher's holds no card of any hand, at every step of a game", () => {
    let state = thirtyone.setup({ players: 4, seed: 31 });
    for (let step = 0; step < 400 && thirtyone.toAct(state) !== null; step += 1) {
      const view = thirtyone.watcherView(state);
      expect(view.hand).toEqual([]);
      expect(view.points).toBe(0);
      const hidden = new Set(state.hands.flat().filter((card) => !view.known.flat().includes(card)));
      const shown = JSON.stringify(view);
      for (const card of hidden) expect(shown).not.toContain(`"${card}"`);
      const legal = thirtyone.legal(state);
      const action: ThirtyOneAction = legal.find((a) => a.type === 'pass') ?? legal[step % legal.length]!;
      state = thirtyone.apply(state, action).state;
    }
  });
});
