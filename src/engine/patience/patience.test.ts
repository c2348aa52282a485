import { describe, expect, it } from 'vitest';
import { type Card, FULL_DECK } from '../cards';
import { RuleError } from '../game';
import { BLOCKED_AFTER, DOWN_ALTERNATE, ONTO_ACES, ONTO_NINE, patience } from './patience';
import { patienceCards } from './validate';
import type { PatienceView } from './types';
import type { PatienceAction, PatienceState } from './types';
import { whyNotTake } from './take';

const ACES: Card[] = ['AC', 'AD', 'AH', 'AS'];

/** A stacked deck: these piles 5-8, and each stock starting with these cards (top first). */
function stacked(tableau: Card[], mine: Card[], theirs: Card[]): PatienceState {
  const used = new Set<Card>([...ACES, ...tableau, ...mine, ...theirs]);
  const spare = FULL_DECK.filter((c) => !used.has(c));
  const a = [...mine];
  const b = [...theirs];
  while (a.length < 22) a.push(spare.shift() as Card);
  while (b.length < 22) b.push(spare.shift() as Card);
  const dealt = a.flatMap((card, i) => [card, b[i] as Card]);
  return patience.setup({ decks: [[...ACES, ...tableau, ...dealt]] });
}

const act = (s: PatienceState, action: PatienceAction) => patience.apply(s, action).state;
const twist = (s: PatienceState) => act(s, { type: 'twist' });
const move = (s: PatienceState, from: number, to: number) => act(s, { type: 'move', from, to });
function refusal(s: PatienceState, action: PatienceAction): string {
  try {
    patience.apply(s, action);
  } catch (error) {
    if (error instanceof RuleError) return error.message;
    throw error;
  }
  return 'accepted';
}
const pile = (s: PatienceState, n: number, seat = s.toAct) => (patience.view(s, seat) as PatienceView).piles[n];

describe('the deal', () => {
  it('puts the aces out as piles 1-4, four cards on piles 5-8 and 22 face down for each player', () => {
    const s = stacked(['KS', 'QH', '9C', '2D'], ['3C'], ['4D']);
    const v = patience.view(s, 0) as PatienceView;
    expect(v.piles.slice(1, 5)).toEqual([['AC'], ['AD'], ['AH'], ['AS']]);
    expect(v.piles.slice(5, 9)).toEqual([['KS'], ['QH'], ['9C'], ['2D']]);
    expect(v.stock).toEqual([22, 22]);
    expect(v.hand).toEqual([]);
    expect(JSON.stringify(v)).not.toContain('"3C"');
  });
});

describe('twisting', () => {
  it('the first turn must begin with a twist', () => {
    const s = stacked(['KS', 'QH', '9C', '3D'], ['2C'], ['4D']);
    expect(patience.legal(s)).toEqual([{ type: 'twist' }]);
    expect(refusal(s, { type: 'finish' })).toBe('First twist a card (T).');
    expect(refusal(s, { type: 'move', from: 5, to: 9 })).toBe('First twist a card (T).');
  });

  it('turns the top card onto pile 0; a second twist waits until that card has moved', () => {
    let s = twist(stacked(['KS', 'QH', '9C', '3D'], ['2C', '5H'], ['4D']));
    expect(pile(s, 0)).toEqual(['2C']);
    expect(refusal(s, { type: 'twist' })).toBe('Move the card you twisted before you twist again.');
    s = move(s, 0, 1);
    expect(pile(s, 1)).toEqual(['AC', '2C']);
    s = twist(s);
    expect(pile(s, 0)).toEqual(['5H']);
  });

  it('Z ends the turn and play passes to the other player, whose pile 9 is your pile 0', () => {
    let s = twist(stacked(['KS', 'QH', '9C', '3D'], ['7H'], ['4D']));
    s = act(s, { type: 'finish' });
    expect(s.toAct).toBe(1);
    expect(pile(s, 9, 1)).toEqual(['7H']);
    expect(pile(s, 0, 1)).toEqual([]);
  });
});

describe('the sequence rules', () => {
  it('a) piles 1-4 go up in the same suit', () => {
    let s = twist(stacked(['KS', 'QH', '9C', '3D'], ['2D', '3C'], ['4D']));
    expect(refusal(s, { type: 'move', from: 0, to: 1 })).toBe(ONTO_ACES);
    s = move(s, 0, 2);
    expect(pile(s, 2)).toEqual(['AD', '2D']);
    // And from the top of piles 5-8: the three of diamonds follows.
    s = move(s, 8, 2);
    expect(pile(s, 2)).toEqual(['AD', '2D', '3D']);
    expect(pile(s, 8)).toEqual([]);
  });

  it('b) piles 5-8 go down in alternate colours', () => {
    const s = twist(stacked(['KS', 'QH', '9C', '3D'], ['QD'], ['4D']));
    expect(refusal(s, { type: 'move', from: 0, to: 6 })).toBe(DOWN_ALTERNATE);
    expect(refusal(s, { type: 'move', from: 0, to: 7 })).toBe(DOWN_ALTERNATE);
    expect(pile(move(s, 0, 5), 5)).toEqual(['KS', 'QD']);
  });

  it('c) pile 9 takes the same suit, one above or one below the card showing', () => {
    let s = twist(stacked(['KS', 'QH', '9C', '3D'], ['9H'], ['8H', 'TC']));
    s = act(s, { type: 'finish' });
    s = twist(s);
    // Seat 1 now sees seat 0's 9H on its pile 9: the 8H goes on, the TC does not.
    expect(pile(s, 9)).toEqual(['9H']);
    expect(pile(move(s, 0, 9), 9)).toEqual(['9H', '8H']);
    expect(refusal(s, { type: 'move', from: 5, to: 9 })).toBe(ONTO_NINE);
  });

  it('c) an empty pile 9 takes nothing: there is no card showing to match', () => {
    const s = twist(stacked(['KS', 'QH', '9C', '3D'], ['5H'], ['4D']));
    expect(pile(s, 9)).toEqual([]);
    expect(refusal(s, { type: 'move', from: 0, to: 9 })).toBe('An empty pile 9 takes nothing: no card shows to match.');
  });

  it('d) a card on piles 1-4 never comes off', () => {
    const s = twist(stacked(['KS', 'QH', '9C', '3D'], ['5H'], ['4D']));
    expect(refusal(s, { type: 'move', from: 1, to: 9 })).toBe('Cards on piles 1-4 stay there.');
  });

  it('e) the tops of piles 5-8 may be taken off, to piles 1-4 or 9', () => {
    let s = twist(stacked(['KS', 'QH', '9C', '2H'], ['7C'], ['4D']));
    s = move(s, 8, 3);
    expect(pile(s, 3)).toEqual(['AH', '2H']);
  });

  it('f) nothing is taken back from pile 9', () => {
    let s = twist(stacked(['KS', 'QH', '9C', '3D'], ['9H'], ['8H']));
    s = twist(act(s, { type: 'finish' }));
    expect(refusal(s, { type: 'move', from: 9, to: 5 })).toBe("Nothing comes off pile 9: it is the other player's pile.");
  });

  it('g) a whole pile of two or more moves onto another of 5-8 when the colours keep alternating, and pile 0 fills the space', () => {
    let s = twist(stacked(['KS', 'QD', '8C', 'JC'], ['JS', '7D'], ['4D']));
    // Pile 6 (QD) takes the JS, making a pile of two: QD, JS.
    s = move(s, 0, 6);
    s = twist(s);
    // A pile of one does not move whole; a pile of two does, onto the KS.
    expect(refusal(s, { type: 'move-pile', from: 7, to: 5 })).toBe('Only a pile of two or more moves whole; pile 7 holds 1.');
    s = act(s, { type: 'move-pile', from: 6, to: 5 });
    expect(pile(s, 5)).toEqual(['KS', 'QD', 'JS']);
    expect(pile(s, 6)).toEqual([]);
    // The space is filled from pile 0 only.
    expect(refusal(s, { type: 'move', from: 8, to: 6 })).toBe('A space is filled from pile 0 only.');
    s = move(s, 0, 6);
    expect(pile(s, 6)).toEqual(['7D']);
  });

  it('g) a whole pile that would break the colours, or go into a space, is refused', () => {
    let s = twist(stacked(['KS', 'QD', '8C', 'KH'], ['JS'], ['4D']));
    s = move(s, 0, 6);
    expect(refusal(s, { type: 'move-pile', from: 6, to: 8 })).toBe(DOWN_ALTERNATE);
  });
});

describe('the end of the game', () => {
  it('the first player rid of all his cards wins and scores the cards left in the other hand', () => {
    let s = stacked(['KS', 'QH', '9C', '3D'], ['2C'], ['4D']);
    // Down to the last card: an emptied stock and a single 2C to play.
    s = { ...s, stock: [['2C'], s.stock[1] ?? []] };
    s.discard[1] = ['5S', '6S'];
    s = twist(s);
    const { state, events } = patience.apply(s, { type: 'move', from: 0, to: 1 });
    expect(state.phase).toBe('over');
    expect(state.scores).toEqual([24, 0]);
    expect(patience.outcome(state)).toEqual({ scores: [24, 0], winners: [0], draw: false });
    expect(events.at(-1)).toMatchObject({ type: 'game-over', winner: 0 });
    expect(patience.legal(state)).toEqual([]);
  });

  it('an empty deck is made again from the discard pile at the start of that player\'s next turn', () => {
    let s = stacked(['KS', 'QH', '9C', '3D'], ['7H'], ['4D']);
    s = { ...s, stock: [['7H'], s.stock[1] ?? []] };
    s.discard[0] = ['5S', '6C'];
    s = twist(s); // pile 0: 5S 6C 7H, deck empty
    s = act(s, { type: 'finish' });
    s = act(twist(s), { type: 'finish' });
    expect(s.toAct).toBe(0);
    expect(s.stock[0]).toEqual(['5S', '6C', '7H']);
    expect(s.discard[0]).toEqual([]);
  });

  it('a deck made from a turned-over pile is known to both players, top card first; a dealt deck to neither', () => {
    let s = stacked(['KS', 'QH', '9C', '3D'], ['7H'], ['4D']);
    s = { ...s, stock: [['7H'], s.stock[1] ?? []] };
    s.discard[0] = ['5S', '6C'];
    const known = (seat: 0 | 1) => (patience.view(s, seat) as PatienceView).knownStock;
    s = act(twist(s), { type: 'finish' });
    expect([known(0), known(1)]).toEqual([[null, null], [null, null]]);
    s = act(twist(s), { type: 'finish' });
    // Each seat names its own deck first.
    expect(known(0)).toEqual([['5S', '6C', '7H'], null]);
    expect(known(1)).toEqual([null, ['5S', '6C', '7H']]);
    s = twist(s);
    expect(known(1)[1]).toEqual(['6C', '7H']);
    expect(patience.watcherView(s).knownStock).toEqual([['6C', '7H'], null]);
  });

  it('the blocked count starts again only at a new low of the cards both players hold', () => {
    // Pile 6 is the queen of hearts: the twisted jack of spades goes onto it, a card out of a hand.
    const start = twist(stacked(['KS', 'QH', '9C', '3D'], ['JS'], ['4D']));
    const moved = act({ ...start, idleTurns: 5 }, { type: 'move', from: 0, to: 6 });
    const low = act(moved, { type: 'finish' });
    expect(low.fewestHeld).toBe(43);
    expect(low.idleTurns).toBe(0);
    // The same card out of a hand, but the pair held fewer before (cards sent back on pile 9 do this): no progress.
    const again = act({ ...moved, fewestHeld: 40 }, { type: 'finish' });
    expect(again.idleTurns).toBe(6);
    expect(again.fewestHeld).toBe(40);
  });

  it('a game where nobody can move a card out of his hand any more ends, the fewer cards winning', () => {
    let s = twist(stacked(['KS', 'QH', '9C', '3D'], ['7H'], ['4D']));
    s = { ...s, idleTurns: BLOCKED_AFTER - 1 };
    s = act(s, { type: 'finish' });
    expect(s.phase).toBe('over');
    // Seat 0 twisted one card more: both still hold 22.
    expect(patience.outcome(s)).toEqual({ scores: [0, 0], winners: [], draw: true });
  });
});

describe('a game read back', () => {
  it('kept before decks turned over were known: it loads, its decks counted as never seen', () => {
    const s = twist(stacked(['KS', 'QH', '9C', '3D'], ['2C', '5H'], ['4D']));
    const { turnedOver: _, ...old } = JSON.parse(JSON.stringify(s)) as PatienceState;
    const read = patience.validate(old);
    expect(read.ok && read.value.turnedOver).toEqual([false, false]);
    expect(read.ok && patience.view(read.value, 0).knownStock).toEqual([null, null]);
    expect(patience.validate({ ...old, turnedOver: [true] }).ok).toBe(false);
  });
});

describe('every card of the game', () => {
  it('lists each of the 52 once, wherever it lies: the decks, the discard piles, piles 1-8', () => {
    let s = twist(stacked(['KS', 'QH', '9C', '3D'], ['2C', '5H'], ['4D']));
    s = twist(move(s, 0, 1));
    expect([pile(s, 0), pile(s, 1)]).toEqual([['5H'], ['AC', '2C']]);
    expect(patienceCards(s).sort()).toEqual(FULL_DECK.slice().sort());
  });
});

describe('where a player may take from', () => {
  const sizes = (n: number) => [2, 1, 1, 1, 1, 3, 0, 1, 2, 4][n] ?? 0;

  it('names each refusal as soon as the source pile is known', () => {
    expect(whyNotTake(false, sizes, 0, false)).toBe('First twist a card (T).');
    expect(whyNotTake(true, sizes, 0, false)).toBeNull();
    expect(whyNotTake(true, sizes, 2, false)).toBe('Cards on piles 1-4 stay there.');
    expect(whyNotTake(true, sizes, 9, false)).toBe("Nothing comes off pile 9: it is the other player's pile.");
    expect(whyNotTake(true, sizes, 6, false)).toBe('Pile 6 is empty.');
    expect(whyNotTake(true, sizes, 5, true)).toBeNull();
    expect(whyNotTake(true, sizes, 7, true)).toBe('Only a pile of two or more moves whole; pile 7 holds 1.');
    expect(whyNotTake(true, sizes, 0, true)).toBe('Whole piles move from one of piles 5-8 to another.');
  });
});
