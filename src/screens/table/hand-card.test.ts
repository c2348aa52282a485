import { describe, expect, it } from 'vitest';
import { FocusGroup } from '../../renderer/widgets/focus';
import { FakeControl } from '../../renderer/widgets/test-controls';
import { HandFocus, handControls } from './hand-card';

const bounds = (i: number) => ({ x: i * 10, y: 0, width: 10, height: 20 });

describe('the hand as controls', () => {
  it('makes one control per card in hand order, and none anew while the hand is unchanged', () => {
    const focus = new FocusGroup();
    const chosen: string[] = [];
    const first = handControls(focus, [], ['2C', '9H', 'QS'], bounds, (card) => chosen.push(card));
    expect(first?.cards.map((c) => c.card)).toEqual(['2C', '9H', 'QS']);
    expect(handControls(focus, first?.cards ?? [], ['2C', '9H', 'QS'], bounds, () => undefined)).toBeNull();
    first?.cards[1]?.activate();
    expect(chosen).toEqual(['9H']);
    expect(first?.cards[2]?.bounds()).toEqual({ x: 20, y: 0, width: 10, height: 20 });
  });

  it('reports the card and place that had the focus when the hand changes', () => {
    const focus = new FocusGroup();
    const first = handControls(focus, [], ['2C', '9H', 'QS'], bounds, () => undefined);
    focus.focus(first?.cards[2] ?? null);
    const next = handControls(focus, first?.cards ?? [], ['2C', '9H'], bounds, () => undefined);
    expect(next).toMatchObject({ focusedCard: 'QS', focusedIndex: 2 });
    expect(focus.controls).toHaveLength(2);
  });
});

describe('the hand and its focus marks', () => {
  function table() {
    const focus = new FocusGroup();
    const button = new FakeControl('ok', { x: 0, y: -40, width: 40, height: 20 });
    focus.add(button);
    const marks: (number | null)[] = [];
    const hand = new HandFocus(focus, bounds, () => undefined, (i) => marks.push(i), () => true);
    return { focus, button, hand, marks };
  }

  it('moves the marks with the focus: none on a card once the button has it', () => {
    const { button, hand, marks } = table();
    hand.sync(['2C', '9H', 'QS'], button);
    hand.focusFirst();
    expect(marks.at(-1)).toBe(0);
    hand.focusOn(button);
    expect(marks.at(-1)).toBeNull();
  });

  it('keeps the focus on the enabled button when the hand changes under it (cards received)', () => {
    const { focus, button, hand, marks } = table();
    hand.sync(['2C', '9H', 'QS'], button);
    hand.focusOn(button);
    hand.sync(['2C', '9H', 'QS', 'AH', 'KD', '3S'], button);
    expect(focus.current).toBe(button);
    expect(marks.at(-1)).toBeNull();
  });

  it('keeps the focused card, or the card now in its place, when the hand changes', () => {
    const { focus, button, hand } = table();
    hand.sync(['2C', '9H', 'QS'], button);
    hand.focusOn(hand.cards[2]!);
    hand.sync(['2C', '9H'], button);
    expect((focus.current as { card?: string }).card).toBe('9H');
  });
});
