import { describe, expect, it } from 'vitest';
import { euchre } from '../../engine/euchre';
import type { Shown } from '../table/table-view';
import { asideMove, giveMove, putDownMove, takeUpMove, throwInMove, trumpMove, turnDownMove } from './euchre-moves';
import { shownOf } from './euchre-scene';

const at = { deckPoint: () => ({ x: 1, y: 1 }), seatPoint: (seat: number) => ({ x: seat * 100, y: 0 }) };
const kitty = [{ key: 'kitty:0', card: null }, { key: 'kitty:1', card: null }, { key: 'kitty:2', card: null }];
const table: Shown = { hand: ['AS', 'KS', '9H', 'TC', 'QD'], raised: [], backs: [0, 5, 5, 5], table: [], middle: [...kitty, { key: 'JH', card: 'JH' }] };

describe('the Euchre table after its own events', () => {
  it('takes the turned card into your hand, in order, or to another dealer as a back', () => {
    const mine = takeUpMove(table, 0, 'JH', 'H', at);
    expect(mine.shown.hand).toEqual(['JH', '9H', 'AS', 'KS', 'QD', 'TC']);
    expect(mine.shown.middle).toEqual(kitty);
    const theirs = takeUpMove(table, 3, 'JH', 'H', at);
    expect(theirs.shown.backs).toEqual([0, 5, 5, 6]);
    expect(theirs.options.to?.get('JH')).toEqual({ x: 300, y: 0 });
  });

  it('sorts your hand for trump as soon as it is made, by whoever makes it', () => {
    // The first deal of ?seed=34: Walt, first to bid, orders up the queen of hearts.
    const dealt = euchre.setup({ seed: (34 + 0x9e3779b9) >>> 0 });
    let shown = shownOf(euchre.view(dealt, 0));
    expect(shown.hand).toEqual(['AH', 'AS', 'JS', 'JD', '9D']);
    const { events } = euchre.apply(dealt, { type: 'order-up', alone: false });
    for (const event of events) if (event.type === 'make') shown = trumpMove(shown, event.suit).shown;
    expect(shown.hand).toEqual(['JD', 'AH', 'AS', 'JS', '9D']);
  });

  it('turns the card face down, and puts discards face down on the kitty', () => {
    expect(turnDownMove(table).shown.middle?.at(-1)).toEqual({ key: 'JH', card: null });
    const mine = putDownMove(table, 0, 'TC', at);
    expect(mine.shown.hand).not.toContain('TC');
    expect(mine.shown.middle?.at(-1)).toEqual({ key: 'TC', card: null });
    const theirs = putDownMove(table, 2, null, at);
    expect(theirs.shown.backs).toEqual([0, 5, 4, 5]);
    expect(theirs.options.from?.get(theirs.shown.middle!.at(-1)!.key)).toEqual({ x: 200, y: 0 });
  });

  it('hands the Pass Best card over: yours leaves your hand, one for you arrives from your partner', () => {
    const giving = giveMove(table, 0, 2, 'AS', 'S', at);
    expect(giving.shown.hand).not.toContain('AS');
    expect(giving.shown.backs).toEqual([0, 5, 6, 5]);
    expect(giving.options.to?.get('AS')).toEqual({ x: 200, y: 0 });
    const getting = giveMove({ ...table, hand: ['KS', '9H', 'TC', 'QD'] }, 2, 0, 'AS', 'S', at);
    expect(getting.shown.hand).toEqual(['AS', 'KS', '9H', 'TC', 'QD']);
    expect(getting.shown.backs).toEqual([0, 5, 4, 5]);
    expect(getting.options.from?.get('AS')).toEqual({ x: 200, y: 0 });
    const unseen = giveMove(table, 1, 3, null, 'S', at);
    expect(unseen.shown.backs).toEqual([0, 4, 5, 6]);
  });

  it('sets the kitty aside by the dealer, and gathers every card of a thrown-in hand', () => {
    const aside = asideMove(table, 1, at);
    expect(aside.shown.middle).toEqual([]);
    expect(aside.options.to?.get('kitty:1')).toEqual({ x: 100, y: 0 });
    const thrown = throwInMove(['AS', 'back:1:0'], at);
    expect(thrown.shown.hand).toEqual([]);
    expect(thrown.options.to?.get('back:1:0')).toEqual({ x: 1, y: 1 });
  });
});
