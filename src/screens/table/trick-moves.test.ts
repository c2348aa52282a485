import { describe, expect, it } from 'vitest';
import { hearts } from '../../engine/hearts';
import { shownOf } from '../hearts/table-moves';
import { dealMove, gatherMove, playMove } from './trick-moves';

const at = { deckPoint: () => ({ x: 1, y: 1 }), seatPoint: (seat: number) => ({ x: seat * 100, y: 0 }) };

describe('the table after each event', () => {
  it('deals every card from the deck, and plays one to the trick and gathers it to the winner', () => {
    const state = hearts.setup({ seed: 4, options: { noPassing: true } });
    const view = hearts.view(state, 0);
    const deal = dealMove({ ...shownOf(view), table: [] }, view.hand, at);
    expect(deal.shown.hand).toEqual(view.hand);
    expect(deal.shown.backs).toEqual([0, 13, 13, 13]);
    expect(deal.options.from?.get(view.hand[0]!)).toEqual({ x: 1, y: 1 });
    const played = playMove(shownOf(view), { seat: 2, card: 'KD' }, false, at);
    expect(played.shown.backs).toEqual([0, 13, 12, 13]);
    expect(played.shown.table).toEqual([{ seat: 2, card: 'KD' }]);
    expect(played.options.from?.get('KD')).toEqual({ x: 200, y: 0 });
    const mine = playMove(shownOf(view), { seat: 0, card: view.hand[0]! }, false, at);
    expect(mine.shown.hand).toHaveLength(12);
    const gathered = gatherMove(played.shown, { winner: 3, cards: ['KD'] }, at);
    expect(gathered.shown.table).toEqual([]);
    expect(gathered.options.to?.get('KD')).toEqual({ x: 300, y: 0 });
  });
});
