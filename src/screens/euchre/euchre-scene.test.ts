import { describe, expect, it } from 'vitest';
import { type EuchreAction, type EuchreState, euchre } from '../../engine/euchre';
import { aloneQuestion, bidOffers, cornersOf, handOrder, heldPress, infoAfter, infoOf, marksHand, middleOf, seatBid, seatLabels, shownOf } from './euchre-scene';
import { seatNames } from './euchre-texts';

const names = seatNames(null);

/** Play the first legal action until `done` says stop. */
function playUntil(state: EuchreState, done: (s: EuchreState) => boolean, pick: (legal: EuchreAction[]) => EuchreAction = (l) => l[0]!): EuchreState {
  let s = state;
  for (let i = 0; i < 200 && !done(s) && euchre.toAct(s) !== null; i++) s = euchre.apply(s, pick(euchre.legal(s))).state;
  return s;
}

describe('the Euchre table as shown', () => {
  it('holds your hand by suit in alternating colours, trump first with both bowers on top', () => {
    const hand = ['9H', 'JD', 'AS', 'JH', 'KC', 'TD'] as const;
    expect(handOrder([...hand], null)).toEqual(['AS', 'JH', '9H', 'KC', 'JD', 'TD']);
    // Hearts trump: the jack of diamonds is the left bower and joins them; then black, red, black.
    expect(handOrder([...hand], 'H')).toEqual(['JH', 'JD', '9H', 'AS', 'TD', 'KC']);
  });

  it('alternates the colours whichever suits the hand holds, trump first, right bower, left bower, A K Q T 9', () => {
    // Spades, clubs and diamonds: the red suit goes between the black ones.
    expect(handOrder(['AS', 'KC', '9D', 'QS', 'TC'], null)).toEqual(['AS', 'QS', '9D', 'KC', 'TC']);
    // Hearts trump (the jack of diamonds with them): then a black suit, the diamonds, the other black suit.
    expect(handOrder(['9D', 'AC', 'JD', 'QH', 'KS', 'AH'], 'H')).toEqual(['JD', 'AH', 'QH', 'KS', '9D', 'AC']);
    // Clubs trump: both bowers on top, then the ranks down, then red and black by turns.
    expect(handOrder(['9C', 'JS', 'AC', 'JC', 'TC', 'KH'], 'C')).toEqual(['JC', 'JS', 'AC', 'TC', '9C', 'KH']);
    expect(handOrder(['QD', 'AS', 'TH', 'KC'], 'D')).toEqual(['QD', 'AS', 'TH', 'KC']);
    // Seed 34's first deal: hearts between spades and diamonds would put the reds together, so hearts lead.
    expect(handOrder(['AS', 'JS', 'AH', 'JD', '9D'], null)).toEqual(['AH', 'AS', 'JS', 'JD', '9D']);
    // Hearts made: the left bower leaves the diamonds.
    expect(handOrder(['AS', 'JS', 'AH', 'JD', '9D'], 'H')).toEqual(['JD', 'AH', 'AS', 'JS', '9D']);
  });

  it('lays the kitty in the middle with the turned card up, then down, and sets it aside for the play', () => {
    const dealt = euchre.setup({ seed: 3 });
    const view = euchre.view(dealt, 0);
    expect(middleOf(view)?.map((c) => c.card)).toEqual([null, null, null, view.upcard]);
    const allPassed = playUntil(dealt, (s) => s.phase !== 'order', (legal) => legal.find((a) => a.type === 'pass')!);
    const down = euchre.view(allPassed, 0);
    expect(down.phase).toBe('call');
    expect(middleOf(down)?.map((c) => c.card)).toEqual([null, null, null, null]);
    const playing = playUntil(dealt, (s) => s.phase === 'play');
    expect(middleOf(euchre.view(playing, 0))).toEqual([]);
    const shown = shownOf(euchre.view(playing, 0));
    expect(shown.backs[0]).toBe(0);
    expect(shown.hand).toHaveLength(euchre.view(playing, 0).hand.length);
  });

  it('offers your legal bids as buttons: order up or pass, then each other suit or pass', () => {
    const dealt = euchre.setup({ seed: 3 });
    const mine = playUntil(dealt, (s) => euchre.toAct(s) === 0, (legal) => legal.find((a) => a.type === 'pass')!);
    const view = euchre.view(mine, 0);
    const offers = bidOffers(view, euchre.legal(mine));
    const up = view.dealer === 0 ? 'bid-pick-up' : 'bid-order-up';
    expect(offers?.map((o) => o.id)).toEqual([up, 'bid-pass']);
    expect(offers?.[0]?.alone).toMatchObject({ alone: true });
    expect(aloneQuestion(view, offers![0]!.action, names)).toMatch(/Go alone, without Jenny\? Jenny would first give you a card\./);
    // Everyone passes round 1: the player may name any suit but the one turned down.
    const round2 = playUntil(dealt, (s) => s.phase === 'call' && euchre.toAct(s) === 0, (legal) => legal.find((a) => a.type === 'pass')!);
    const ids = bidOffers(euchre.view(round2, 0), euchre.legal(round2))?.map((o) => o.id);
    const down = round2.turnedDown!.slice(1);
    expect(ids).toHaveLength(4);
    expect(ids).not.toContain(`bid-${down}`);
    expect(ids?.at(-1)).toBe('bid-pass');
    expect(bidOffers(euchre.view(playUntil(dealt, (s) => s.phase === 'play'), 0), [])).toBeNull();
  });

  it("keeps the corners from the events as they are shown, not from a view that has run ahead", () => {
    const view = euchre.view(euchre.setup({ seed: 3 }), 0);
    let info = infoOf(view);
    expect(info.leader).toBeNull();
    expect(cornersOf(info, names).turn).toBe(`Dealer: Jenny\nLead: Walt`);
    info = infoAfter(info, { type: 'make', seat: 1, bid: 'order-up', suit: 'S', alone: true }, true);
    expect(info).toMatchObject({ trump: 'S', maker: 1, alone: true, sitting: 3 });
    expect(cornersOf(info, names).trump).toBe('Trump: Spades\nMade by: Hank (alone)');
    // With the dealer's left sitting out, the next player leads.
    expect(cornersOf({ ...info, dealer: 2 }, names).turn).toBe('Dealer: Jenny\nLead: You');
    info = infoAfter(info, { type: 'play', seat: 0, card: 'AS' }, true);
    expect(info.leader).toBe(0);
    info = infoAfter(info, { type: 'trick', winner: 1, cards: ['AS'], trickNumber: 1, tricksWon: [0, 1] }, false);
    info = infoAfter(info, { type: 'hand', handNumber: 1, maker: 1, makers: 1, alone: true, tricks: 5, euchred: false, march: true, points: [0, 4], scores: [3, 7] }, true);
    expect(cornersOf(info, names).theirs).toBe('Hank and Walt\nTricks: 1\nPoints: 7');
    expect(cornersOf(info, names, true).theirs).toBe('Hank and Walt\nTricks: 1  Points: 7');
    info = infoAfter(info, { type: 'deal', handNumber: 2, dealer: 3, upcard: 'AH' }, true);
    expect(info).toMatchObject({ dealer: 3, trump: null, maker: null, sitting: null, tricksWon: [0, 0], points: [3, 7] });
  });

  it('points at your cards whenever one is asked of you, even in a hand you sit out', () => {
    expect(marksHand(null, null)).toBe(true);
    expect(marksHand(null, 'play')).toBe(true);
    // Your partner goes alone: no pointer while the others play...
    expect(marksHand(0, null)).toBe(false);
    expect(marksHand(0, 'order')).toBe(false);
    // ...but the card you give with Pass Best, or put down as the dealer, is chosen with the pointer as ever.
    expect(marksHand(0, 'give')).toBe(true);
    expect(marksHand(0, 'discard')).toBe(true);
    expect(marksHand(2, 'play')).toBe(true);
  });

  it('keeps a card pressed during the deal only for a card to choose: at a bid it has done its work, hurrying the deal', () => {
    // After a deal your first choice is always a bid: the card pressed meanwhile is dropped, never refused later.
    expect(heldPress('AS', 'order')).toBeNull();
    expect(heldPress('AS', 'call')).toBeNull();
    expect(heldPress('AS', 'discard')).toBe('AS');
    expect(heldPress('AS', 'play')).toBe('AS');
    expect(heldPress(null, 'play')).toBeNull();
  });

  it("shows each player's bid by their name through the bidding, then marks the maker for the hand", () => {
    const dealt = euchre.setup({ seed: 3 });
    let info = infoOf(euchre.view(dealt, 0));
    expect(seatLabels(info, names)).toEqual(['You', 'Hank', 'Jenny', 'Walt']);
    info = infoAfter(info, { type: 'pass', seat: 3, round: 1 }, true);
    info = infoAfter(info, { type: 'pass', seat: 0, round: 1 }, true);
    expect(seatLabels(info, names)).toEqual(['You: Passed', 'Hank', 'Jenny', 'Walt: Passed']);
    info = infoAfter(info, { type: 'pass', seat: 1, round: 1 }, true);
    info = infoAfter(info, { type: 'pass', seat: 2, round: 1 }, true);
    info = infoAfter(info, { type: 'turn-down', card: 'QH' }, true);
    info = infoAfter(info, { type: 'pass', seat: 3, round: 2 }, true);
    expect(seatLabels(info, names)).toEqual(['You: Passed', 'Hank: Passed', 'Jenny: Passed', 'Walt: Passed']);
    info = infoAfter(info, { type: 'make', seat: 0, bid: 'call', suit: 'S', alone: true }, true);
    // Bidding is over: the maker stays marked, and the partner sits out.
    expect(seatLabels(info, names)).toEqual(['You: Called Spades alone', 'Hank', 'Jenny (sitting out)', 'Walt']);
    info = infoAfter(info, { type: 'play', seat: 3, card: 'AS' }, true);
    expect(seatLabels(info, names)[0]).toBe('You: Called Spades alone');
    // Ordered up, picked up, as they were said; a new deal starts afresh.
    expect(seatLabels(infoAfter(info, { type: 'make', seat: 1, bid: 'order-up', suit: 'H', alone: false }, true), names)[1]).toBe('Hank: Ordered up Hearts');
    expect(seatLabels(infoAfter(info, { type: 'make', seat: 2, bid: 'pick-up', suit: 'H', alone: false }, true), names)[2]).toBe('Jenny: Picked up Hearts');
    expect(seatLabels(infoAfter(info, { type: 'deal', handNumber: 2, dealer: 3, upcard: 'AH' }, true), names)).toEqual(['You', 'Hank', 'Jenny', 'Walt']);
    // A game carried on shows the bids of its view.
    const bidding = playUntil(dealt, (s) => s.bids.length === 3, (legal) => legal.find((a) => a.type === 'pass')!);
    expect(seatLabels(infoOf(euchre.view(bidding, 0)), names).filter((label) => label.endsWith(': Passed'))).toHaveLength(3);
    const made = playUntil(dealt, (s) => s.phase === 'play');
    const maker = made.maker!;
    expect(seatLabels(infoOf(euchre.view(made, 0)), names)[maker]).toMatch(/: (Ordered|Picked) up /);
  });

  it('names the next leader in the corner as soon as a trick is taken', () => {
    let info = infoOf(euchre.view(euchre.setup({ seed: 3 }), 0));
    info = infoAfter(info, { type: 'play', seat: 3, card: 'AS' }, true);
    expect(cornersOf(info, names).turn).toBe('Dealer: Jenny\nLead: Walt');
    info = infoAfter(info, { type: 'trick', winner: 0, cards: ['AS', 'KS', 'QS', 'JS'], trickNumber: 1, tricksWon: [1, 0] }, false);
    expect(cornersOf(info, names).turn).toBe('Dealer: Jenny\nLead: You');
  });

  it('keeps a name alone by the hand when name and bid are too long for one line, the bid said apart', () => {
    let info = infoOf(euchre.view(euchre.setup({ seed: 3 }), 0));
    info = infoAfter(info, { type: 'make', seat: 0, bid: 'order-up', suit: 'D', alone: true }, true);
    const long = seatNames('MMMMMMMMMMMM');
    expect(seatLabels(info, long, (seat) => seat !== 0)).toEqual(['MMMMMMMMMMMM', 'Hank', 'Jenny (sitting out)', 'Walt']);
    expect(seatBid(info, 0)).toBe('Ordered up Diamonds alone');
    expect(seatBid(info, 1)).toBeNull();
    expect(seatBid(null, 0)).toBeNull();
  });
});
