import { describe, expect, it } from 'vitest';
import type { Card, Suit } from '../cards';
import { SUITS } from '../cards';
import { createRng, nextInt, shuffle } from '../rng';
import type { Play } from '../tricks';
import { DoubleDummy, deckIndex, layoutFor, toLayout } from './ai-expert-solver';
import { EUCHRE_DECK, nextActive, playableCards, trickTaker } from './rules';

/** Plain minimax over the rules' own helpers: team-0 tricks from here. */
function bruteForce(hands: Card[][], trick: Play[], leader: number, trump: Suit, sitting: number | null): number {
  const active = sitting === null ? 4 : 3;
  if (trick.length === active) {
    const winner = trickTaker(trick, trump);
    const credit = winner % 2 === 0 ? 1 : 0;
    if (hands.every((h) => h.length === 0)) return credit;
    return credit + bruteForce(hands, [], winner, trump, sitting);
  }
  const seat = trick.length === 0 ? leader : nextActive(trick[trick.length - 1]?.seat ?? 0, sitting);
  const hand = hands[seat] ?? [];
  let best = seat % 2 === 0 ? -1 : 99;
  for (const card of playableCards(hand, trick, trump)) {
    const next = hands.map((h, s) => (s === seat ? h.filter((c) => c !== card) : h));
    const v = bruteForce(next, [...trick, { seat, card }], leader, trump, sitting);
    best = seat % 2 === 0 ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

function maskOf(cards: readonly Card[]): number {
  return cards.reduce((m, c) => m | (1 << deckIndex(c)), 0);
}

describe('the double-dummy solver', () => {
  it('lays each trump out with the bowers on top and every card once', () => {
    const layout = layoutFor('H');
    expect(toLayout(maskOf(['JH']), layout)).toBe(1 << 23);
    expect(toLayout(maskOf(['JD']), layout)).toBe(1 << 22);
    expect(toLayout(maskOf(['AH']), layout)).toBe(1 << 21);
    expect(toLayout(maskOf(['9H']), layout)).toBe(1 << 17);
    expect(toLayout(maskOf([...EUCHRE_DECK]), layout)).toBe((1 << 24) - 1);
    // Trump has seven cards, diamonds without their jack five.
    const sizes = [...layout.suitMask].map((m) => m.toString(2).replaceAll('0', '').length);
    expect(sizes).toEqual([6, 5, 6, 7]);
  });

  it('agrees with plain minimax on random positions, with and without a seat sitting out', () => {
    const rng = createRng(7);
    const solver = new DoubleDummy();
    for (let t = 0; t < 300; t++) {
      const trump = SUITS[nextInt(rng, 4)] as Suit;
      const sitting = nextInt(rng, 3) === 0 ? nextInt(rng, 4) : null;
      const size = 1 + nextInt(rng, 4);
      const deck = shuffle(rng, EUCHRE_DECK);
      const hands = [0, 1, 2, 3].map((s) => (s === sitting ? [] : deck.slice(s * 5, s * 5 + size)));
      const leader = sitting === null ? nextInt(rng, 4) : nextActive(sitting, sitting);
      // Sometimes a card or two already on the table.
      const trick: Play[] = [];
      const onTable = nextInt(rng, 3);
      let seat = leader;
      for (let k = 0; k < onTable; k++) {
        const card = playableCards(hands[seat] ?? [], trick, trump)[0] as Card;
        hands[seat] = (hands[seat] ?? []).filter((c) => c !== card);
        trick.push({ seat, card });
        seat = nextActive(seat, sitting);
      }
      const expected = bruteForce(hands, trick, leader, trump, sitting);
      const layout = layoutFor(trump);
      hands.forEach((h, s) => {
        solver.hands[s] = toLayout(maskOf(h), layout);
      });
      // The cards on the table go back into their hands to be played again.
      for (const play of trick) solver.hands[play.seat] = (solver.hands[play.seat] ?? 0) | toLayout(maskOf([play.card]), layout);
      solver.start(layout, leader, sitting ?? -1);
      for (const play of trick) solver.play(toLayout(maskOf([play.card]), layout).toString(2).length - 1);
      expect(solver.value()).toBe(expected);
      // Narrow windows give the right side of the answer.
      for (let k = 1; k <= size; k++) expect(solver.value(k - 1, k) >= k).toBe(expected >= k);
    }
  });

  it('counts the left bower as trump: a hand void in clubs trumps a club lead with the jack of clubs', () => {
    const layout = layoutFor('S');
    const solver = new DoubleDummy();
    const deal: Card[][] = [['AC', '9D'], ['JC', 'TD'], ['9H', 'TH'], ['QH', 'KH']];
    deal.forEach((h, s) => {
      solver.hands[s] = toLayout(maskOf(h), layout);
    });
    solver.start(layout, 0, -1);
    expect(solver.value()).toBe(0);
    expect(bruteForce(deal, [], 0, 'S', null)).toBe(0);
  });
});
