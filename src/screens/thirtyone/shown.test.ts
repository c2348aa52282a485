import { describe, expect, it } from 'vitest';
import type { Card } from '../../engine/cards';
import { type Shown31, changeStep, chooseStep, dealStep, revealStep, takePotStep, withHand } from './shown';

const keys = (shown: Shown31) => ({ seats: shown.seats.map((s) => s.map((c) => c.key)), pot: shown.pot.map((c) => c.key) });

/** Three players, seat 0 shown with its hand; seat 2 deals. */
function dealt() {
  return dealStep({ type: 'deal', round: 1, dealer: 2, seats: [0, 1, 2] }, 3, [['AS', 'KS', '7H'], null, null]);
}

describe('the Thirty-One table as it lies', () => {
  it("deals three to each seat in the round and three face down to the middle, all from the dealer's hand; only the shown hand is known", () => {
    const { shown, from } = dealt();
    expect(shown.seats[0]?.map((s) => s.card)).toEqual(['AS', 'KS', '7H']);
    expect(shown.seats[1]?.every((s) => s.card === null)).toBe(true);
    expect(shown.pot.every((s) => s.card === null)).toBe(true);
    expect(new Set([...from.values()].map((w) => ('seat' in w ? w.seat : -1)))).toEqual(new Set([2]));
    expect(from.size).toBe(12);
  });

  it('leaves a seat that is out of the game with no cards', () => {
    const { shown } = dealStep({ type: 'deal', round: 4, dealer: 0, seats: [0, 2] }, 3, []);
    expect(shown.seats.map((s) => s.length)).toEqual([3, 0, 3]);
  });

  it('Hand: the extra set turns face up where it lay', () => {
    const { shown, from } = chooseStep(dealt().shown, { type: 'choose', seat: 2, choice: 'hand', pot: ['9C', '8C', 'QD'] }, null);
    expect(shown.pot.map((s) => s.card)).toEqual(['9C', '8C', 'QD']);
    expect(from.get('9C')).toEqual({ pot: 0 });
  });

  it("Pot: the dealer's hand goes face up to the middle, the extra set to the dealer", () => {
    const { shown, from } = chooseStep(dealt().shown, { type: 'choose', seat: 2, choice: 'pot', pot: ['9C', '8C', 'QD'] }, null);
    expect(shown.pot.map((s) => s.card)).toEqual(['9C', '8C', 'QD']);
    expect(from.get('8C')).toEqual({ seat: 2, slot: 1 });
    // The extra set's backs glide to the dealer under their own keys.
    expect(shown.seats[2]?.map((s) => s.key)).toEqual(['x:1:0', 'x:1:1', 'x:1:2']);
  });

  it('the shown dealer taking the pot sees the new cards by name, gliding from the middle', () => {
    const start = dealStep({ type: 'deal', round: 1, dealer: 0, seats: [0, 1] }, 2, [['AS', 'KS', '7H']]).shown;
    const { shown, from } = chooseStep(start, { type: 'choose', seat: 0, choice: 'pot', pot: ['AS', 'KS', '7H'] }, ['9C', '8C', 'QD']);
    expect(shown.seats[0]?.map((s) => s.card)).toEqual(['9C', '8C', 'QD']);
    expect(from.get('QD')).toEqual({ pot: 2 });
    // Your own cards were on the table already: they glide from your hand, no new sprite.
    expect(from.has('AS')).toBe(false);
  });

  it("a change swaps a hand's card with a pot card in place; another seat's card comes face up from where a back lay", () => {
    const open = chooseStep(dealt().shown, { type: 'choose', seat: 2, choice: 'hand', pot: ['9C', '8C', 'QD'] }, null).shown;
    const mine = changeStep(open, { type: 'change', seat: 0, card: '7H', potCard: '8C' });
    expect(mine.shown.seats[0]?.map((s) => s.card)).toEqual(['AS', 'KS', '8C']);
    expect(mine.shown.pot.map((s) => s.card)).toEqual(['9C', '7H', 'QD']);
    expect(mine.from.size).toBe(0);
    const theirs = changeStep(mine.shown, { type: 'change', seat: 1, card: 'JD', potCard: 'QD' });
    expect(theirs.from.get('JD')).toEqual({ seat: 1, slot: 0 });
    expect(keys(theirs.shown).seats[1]?.[0]).toBe('QD');
    // What seat 1 took is known to the table, but it is a back there unless revealed.
    expect(theirs.shown.seats[1]?.[0]?.card).toBe('QD');
  });

  it('take pot swaps the whole hand with the pot', () => {
    const open = chooseStep(dealt().shown, { type: 'choose', seat: 2, choice: 'hand', pot: ['9C', '8C', 'QD'] }, null).shown;
    const { shown, from } = takePotStep(open, { type: 'take-pot', seat: 1, taken: ['9C', '8C', 'QD'], left: ['JD', 'TD', '7S'] });
    expect(shown.seats[1]?.map((s) => s.card)).toEqual(['9C', '8C', 'QD']);
    expect(shown.pot.map((s) => s.card)).toEqual(['JD', 'TD', '7S']);
    expect(from.get('TD')).toEqual({ seat: 1, slot: 1 });
  });

  it("the round's end shows every hand; cards known already keep their keys", () => {
    const open = chooseStep(dealt().shown, { type: 'choose', seat: 2, choice: 'hand', pot: ['9C', '8C', 'QD'] }, null).shown;
    const changed = changeStep(open, { type: 'change', seat: 1, card: 'JD', potCard: 'QD' }).shown;
    const hands: Card[][] = [['AS', 'KS', '7H'], ['QD', 'TD', '7S'], ['8H', '9H', 'TH']];
    const { shown, from } = revealStep(changed, hands);
    expect(shown.seats.map((s) => s.map((c) => c.card))).toEqual(hands);
    expect(from.has('QD')).toBe(false);
    expect(from.get('TD')).toEqual({ seat: 1, slot: 1 });
  });

  it("a person's hand is named when they show it, and only theirs", () => {
    const { shown } = dealStep({ type: 'deal', round: 1, dealer: 0, seats: [0, 1] }, 2, []);
    const after = withHand(shown, 1, ['AS', 'KS', 'QS']);
    expect(after.seats[1]?.map((s) => s.card)).toEqual(['AS', 'KS', 'QS']);
    expect(after.seats[0]?.every((s) => s.card === null)).toBe(true);
  });
});
