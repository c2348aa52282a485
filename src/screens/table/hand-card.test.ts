import { describe, expect, it } from 'vitest';
import { FocusGroup } from '../../renderer/widgets/focus';
import { handControls } from './hand-card';

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
