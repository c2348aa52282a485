import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { CARD_OF, actionOfCode, codeOf, codeOfAction, points, worth } from './ai-codes';
import { DECK } from './rules';
import { cardValue, handPoints } from './scoring';
import type { ThirtyOneAction } from './types';

describe('cards as numbers', () => {
  it('number the 32 cards one to one', () => {
    expect(DECK.map(codeOf)).toEqual(DECK.map((_, i) => i));
    expect(DECK.map((card) => CARD_OF[codeOf(card)])).toEqual(DECK);
    expect(() => codeOf('2C')).toThrow(RangeError);
  });

  it('count every hand of three as the rules do, and its worth as points and a sixty-fourth of the cards', () => {
    const wrong: string[] = [];
    let hands = 0;
    for (let a = 0; a < 32; a++) {
      for (let b = a + 1; b < 32; b++) {
        for (let c = b + 1; c < 32; c++) {
          const hand = [a, b, c].map((n) => CARD_OF[n] as Card);
          const sum = hand.reduce((s, card) => s + cardValue(card), 0);
          for (const [x, y, z] of [[a, b, c], [c, a, b], [b, c, a]] as const) {
            if (points(x, y, z) !== handPoints(hand) || worth(x, y, z) !== handPoints(hand) + sum / 64) wrong.push(hand.join(' '));
          }
          hands++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(hands).toBe(4960);
  });

  it('name each action by a number and back', () => {
    const hand: Card[] = ['7C', 'AS', 'QH'];
    const pot: Card[] = ['8D', 'KS', '9C'];
    const actions: ThirtyOneAction[] = [
      ...hand.flatMap((card) => pot.map((potCard): ThirtyOneAction => ({ type: 'change', card, potCard }))),
      { type: 'pass' },
      { type: 'take-pot' },
      { type: 'hand' },
      { type: 'pot' },
    ];
    const codes = actions.map((a) => codeOfAction(a, hand, pot));
    expect(codes).toEqual(actions.map((_, i) => i));
    expect(codes.map((code) => actionOfCode(code, hand, pot))).toEqual(actions);
  });
});
