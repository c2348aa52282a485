import { describe, expect, it } from 'vitest';
import { thirtyone } from '../../engine/thirtyone';
import { FocusGroup } from '../../renderer/widgets/focus';
import { ChangeChoice } from './change-choice';

function playing() {
  let state = thirtyone.setup({ players: 2, seed: 11 });
  state = thirtyone.apply(state, { type: 'hand' }).state;
  const seat = thirtyone.toAct(state) ?? 0;
  return { seat, view: thirtyone.view(state, seat) };
}

describe('choosing a change', () => {
  it('keeps one card of the hand and one of the pot, lets a card go when pressed again, and makes the change of the two', () => {
    const { view } = playing();
    const choice = new ChangeChoice(new FocusGroup(), () => ({ x: 0, y: 0, width: 10, height: 10 }), () => undefined);
    const [a, b] = view.hand;
    const [p, q] = view.pot;
    if (!a || !b || !p || !q) throw new Error('a dealt table');
    choice.toggle(view, a, false);
    expect(choice.change(view)).toBeNull();
    choice.toggle(view, b, false);
    choice.toggle(view, p, true);
    expect(choice.chosen).toEqual([b, p]);
    expect(choice.change(view)).toEqual({ type: 'change', card: b, potCard: p });
    choice.toggle(view, q, true);
    expect(choice.pair(view)).toEqual([b, q]);
    choice.toggle(view, q, true);
    expect(choice.pair(view)).toEqual([b, null]);
  });

  it("puts the hand's and the pot's cards ahead of the buttons in the Tab order, and takes them away when the turn is over", () => {
    const { seat, view } = playing();
    const focus = new FocusGroup();
    const button = { focused: false, enabled: true, bounds: () => ({ x: 0, y: 300, width: 60, height: 20 }), activate: () => undefined };
    focus.add(button);
    const pressed: string[] = [];
    const choice = new ChangeChoice(focus, () => ({ x: 0, y: 0, width: 10, height: 10 }), (card, inPot) => pressed.push(`${inPot ? 'pot' : 'hand'}:${card}`));
    choice.sync(seat, view);
    expect(choice.cards.map((c) => c.id)).toEqual([...view.hand.map((c) => `card-${c}`), ...view.pot.map((c) => `pot-${c}`)]);
    expect(focus.controls.at(-1)).toBe(button);
    choice.cards.at(-1)?.control.activate();
    expect(pressed).toEqual([`pot:${view.pot.at(-1)}`]);
    choice.sync(seat, null);
    expect(choice.cards).toEqual([]);
    expect(focus.controls).toEqual([button]);
  });
});
