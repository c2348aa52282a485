import { describe, expect, it } from 'vitest';
import { DOWN_ALTERNATE, ONTO_ACES, ONTO_NINE } from '../../engine/patience';
import { COLUMNS } from '../../renderer/widgets/spectrum-cells';
import { MESSAGE_LINES } from './board-layout';
import { wrap } from './wrap';
import { refusalWords } from './refusal';

const view = { piles: [['7S'], ['AC'], ['AD'], ['AH'], ['AS'], ['9H'], ['KC', 'QD'], [], ['4C'], ['5D']] } as const;

describe('a refused move in words', () => {
  it('names the card and the card it would go on, with the whole rule', () => {
    expect(refusalWords({ type: 'move', from: 0, to: 5 }, { piles: view.piles.map((p) => [...p]) }, DOWN_ALTERNATE)).toBe('7\u2660 ON 9\u2665: PILES 5-8 GO DOWN BY ONE, RED AND BLACK IN TURN.');
    expect(refusalWords({ type: 'move', from: 8, to: 9 }, { piles: view.piles.map((p) => [...p]) }, ONTO_NINE)).toBe('4\u2663 ON 5\u2666: PILE 9 TAKES THE SAME SUIT, ONE ABOVE OR BELOW.');
    // A whole pile is named by its first card.
    expect(refusalWords({ type: 'move-pile', from: 6, to: 5 }, { piles: view.piles.map((p) => [...p]) }, DOWN_ALTERNATE)).toMatch(/^K\u2663 ON 9\u2665: /);
  });

  it('gives the reason alone where no card goes anywhere', () => {
    expect(refusalWords({ type: 'move', from: 7, to: 5 }, { piles: view.piles.map((p) => [...p]) }, 'Pile 7 is empty.')).toBe('PILE 7 IS EMPTY.');
    expect(refusalWords({ type: 'twist' }, null, 'Your deck is empty.')).toBe('YOUR DECK IS EMPTY.');
    expect(refusalWords({ type: 'twist' }, { piles: [], twisted: '7S' }, 'Move the card you twisted before you twist again.')).toBe('MOVE THE 7\u2660 YOU TWISTED BEFORE YOU TWIST AGAIN.');
  });

  it('fits every refusal of the rules, cards named, in the two message rows', () => {
    const reasons = [
      'First twist a card (T).', 'Cards on piles 1-4 stay there.', "Nothing comes off pile 9: it is the other player's pile.", 'Pile 6 is empty.',
      'Only a pile of two or more moves whole; pile 7 holds 1.', 'Whole piles move from one of piles 5-8 to another.', 'A whole pile goes onto cards, never into a space.',
      'A space is filled from pile 0 only.', 'An empty pile 9 takes nothing: no card shows to match.', 'Move the card you twisted before you twist again.',
      ONTO_ACES, DOWN_ALTERNATE, ONTO_NINE,
    ];
    for (const reason of reasons) {
      const text = refusalWords({ type: 'move', from: 0, to: 5 }, { piles: view.piles.map((p) => [...p]) }, reason);
      expect(wrap(text, COLUMNS - 1, 9).length, text).toBeLessThanOrEqual(MESSAGE_LINES);
    }
  });
});
