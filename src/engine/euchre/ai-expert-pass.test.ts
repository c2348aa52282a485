import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { afterPass } from './ai-expert-pass';
import { maskOf } from './ai-world';
import { euchre } from './euchre';
import type { EuchreOptions, EuchreState, EuchreView } from './types';

// The first hand of a game: seat 2 deals, seat 3 speaks first. Each test
// passes the bidding round to the viewer, then asks what follows its pass
// with the hands it is given (the cards it cannot see, as one deal might lay them).

function viewAt(passes: number, options: Partial<EuchreOptions> = {}): EuchreView {
  let state: EuchreState = euchre.setup({ seed: 1, options });
  for (let i = 0; i < passes; i++) state = euchre.apply(state, { type: 'pass' }).state;
  const seat = euchre.toAct(state) ?? 0;
  return euchre.view(state, seat);
}

const hands = (...byseat: Card[][]): Int32Array => Int32Array.from(byseat.map((h) => maskOf(h)));
const junk: Card[][] = [
  ['9C', 'TC', '9D', 'TD', 'QC'],
  ['9S', 'TS', 'KC', 'KD', 'QD'],
  ['9H', 'QS', 'TH', 'KS', '9C'],
];

describe('what the expert expects after its pass', () => {
  it('its partner, dealing, picks up the turned card on a hand of trumps', () => {
    const view = { ...viewAt(1), upcard: 'QH' as Card };
    expect(view.seat).toBe(0);
    const deal = hands(junk[0] ?? [], junk[1] ?? [], ['JH', 'AH', '9H', 'KS', 'AS'], ['AC', 'KH', 'AD', 'JC', 'JS']);
    expect(afterPass(view, deal)).toEqual({ maker: 2, trump: 'H', alone: false, round: 1 });
  });

  it('an opponent orders up the turned card to its partner on two trumps, not on one', () => {
    const view = { ...viewAt(1), upcard: 'QH' as Card };
    // Seat 1 bids after the viewer; its partner, seat 3, is not the dealer, so it orders up an opposing dealer.
    const two = hands(junk[0] ?? [], ['JH', 'JD', 'AH', 'AS', 'AC'], junk[2] ?? [], ['9S', 'TS', 'KC', 'KD', 'QD']);
    expect(afterPass(view, two)).toMatchObject({ maker: 1, round: 1 });
    const one = hands(junk[0] ?? [], ['JH', 'KS', 'AD', 'AS', 'AC'], ['9C', 'TC', 'QS', 'TD', 'QC'], ['9S', 'TS', 'KC', 'KD', 'QD']);
    expect(afterPass(view, one)).not.toMatchObject({ maker: 1, round: 1 });
  });

  it('names a suit in round 2 for the first who holds one, alone on a sure march, and throws the hand in when nobody does', () => {
    // Round 1 all passed, hearts turned down; seat 3 has passed again and the viewer (seat 0) passes now.
    const view = viewAt(5);
    expect(view.phase).toBe('call');
    expect(view.seat).toBe(0);
    const turned = view.turnedDown;
    expect(turned).not.toBeNull();
    // Seat 1 holds every top spade unless spades were turned down; then clubs.
    const spadesDown = turned?.[1] === 'S';
    const lock: Card[] = spadesDown ? ['JC', 'JS', 'AC', 'KC', 'QC'] : ['JS', 'JC', 'AS', 'KS', 'QS'];
    const rest = (cards: Card[]) => cards.filter((c) => !lock.includes(c));
    const strong = hands(rest(['9H', 'TH', '9D', 'TD']), lock, rest(['KH', 'QD', 'TC', '9C']), []);
    expect(afterPass(view, strong)).toEqual({ maker: 1, trump: spadesDown ? 'C' : 'S', alone: true, round: 2 });
    const weak = hands(['9H', 'TH', '9D'], ['TD', 'KH'], ['9C', 'TC'], []);
    expect(afterPass(view, weak)).toBeNull();
  });

  it('under stick the dealer, the dealer names a suit when the others pass', () => {
    const view = viewAt(5, { stickTheDealer: true });
    const weak = hands(['9H', 'TH', '9D'], ['TD', 'KH'], ['9C', 'TC'], []);
    const contract = afterPass(view, weak);
    expect(contract?.maker).toBe(2);
    expect(contract?.round).toBe(2);
  });
});
