import { describe, expect, it } from 'vitest';
import { type Card, FULL_DECK, isRed, rankOf, suitOf } from '../cards';
import type { Level } from '../game';
import { type Rng, createRng, nextInt, nextUint32, shuffle } from '../rng';
import { choose } from './ai';
import { duplicateMatch, levelPlayer, playGame, playTurn, randomPlayer } from './ai-match';
import { patience } from './patience';
import type { PatienceView } from './types';
import type { PatienceAction, PatienceState } from './types';

const LEVELS: readonly Level[] = ['novice', 'intermediate', 'expert'];
/** A small search keeps the tests quick; the rules of play are the same. */
const SMALL = { iterations: 4 };
/** More actions than a turn of a real game needs. */
const TURN_LIMIT = 60;

/**
 * More actions than a turn from `s` can usefully take: each own card twisted
 * and moved, each card of piles 5-8 moved on, a few whole piles moved. A
 * random position may hold a long run of playable cards, so it may need more
 * than a real game's turn.
 */
function turnLimit(s: PatienceState): number {
  const own = (s.stock[s.toAct]?.length ?? 0) + (s.discard[s.toAct]?.length ?? 0);
  const tableau = s.piles.slice(4).reduce((n, pile) => n + pile.length, 0);
  return Math.max(TURN_LIMIT, 2 * own + tableau + 8);
}

const ORDER = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const value = (card: Card): number => ORDER.indexOf(rankOf(card)) + 1;

/**
 * A position in the middle of a game, drawn at random: ace piles of any
 * height, runs down in alternate colours on piles 5-8 (now and then a
 * space), a few cards on each pile 0, the rest face down. Runs give the
 * players many ways to shuffle cards among piles 5-8.
 */
function randomPosition(rng: Rng): PatienceState {
  const heights = [0, 1, 2, 3].map(() => 1 + nextInt(rng, 5));
  const suits = ['C', 'D', 'H', 'S'] as const;
  const onAces = new Set<Card>(suits.flatMap((suit, i) => ORDER.slice(0, heights[i]).map((rank) => `${rank}${suit}` as Card)));
  const rest = shuffle(rng, FULL_DECK.filter((card) => !onAces.has(card)));
  const take = (card: Card): Card => {
    rest.splice(rest.indexOf(card), 1);
    return card;
  };
  const tableau: Card[][] = [0, 1, 2, 3].map(() => {
    if (nextInt(rng, 6) === 0) return [];
    const pile = [take(rest[0] as Card)];
    for (let length = nextInt(rng, 6); length > 0; length--) {
      const top = pile.at(-1) as Card;
      const next = rest.find((card) => value(card) === value(top) - 1 && isRed(suitOf(card)) !== isRed(suitOf(top)));
      if (next === undefined) break;
      pile.push(take(next));
    }
    return pile;
  });
  const hand = (): Card[] => rest.splice(0, nextInt(rng, 6));
  const discard = [hand(), hand()];
  const cut = 1 + nextInt(rng, Math.max(1, rest.length - 1));
  const stock = [rest.slice(0, cut), rest.slice(cut)];
  const toAct = nextInt(rng, 2);
  return {
    rng: createRng(nextUint32(rng)),
    decks: [],
    phase: 'play',
    toAct,
    stock,
    discard,
    piles: [...suits.map((suit, i) => ORDER.slice(0, heights[i]).map((rank) => `${rank}${suit}` as Card)), ...tableau],
    twisted: null,
    started: [true, true],
    idleTurns: 0,
    fewestHeld: stock.flat().length + discard.flat().length,
    turn: 3 + nextInt(rng, 60),
    scores: [0, 0],
    // Now and then a deck is a discard pile turned over, its order known to both.
    turnedOver: [nextInt(rng, 3) === 0, nextInt(rng, 3) === 0],
  };
}

/** Every action of one turn is legal, and the turn ends within the limit; returns its actions. */
function checkTurn(state: PatienceState, level: Level, seed: number): PatienceAction[] {
  // The fewest deals: how the expert plans does not depend on how many it weighs.
  const player = levelPlayer(level, { iterations: 2 });
  const { state: after, actions } = playTurn(state, (view, legal, rng) => {
    const action = player(view, legal, rng);
    expect(legal).toContainEqual(action);
    return action;
  }, createRng(seed), undefined, turnLimit(state) + 1);
  expect(actions.length).toBeLessThanOrEqual(turnLimit(state));
  expect(after.phase === 'over' || after.toAct !== state.toAct).toBe(true);
  return actions;
}

/** A move among piles 5-8, single card or whole pile. */
const rearranges = (a: PatienceAction): boolean => a.type === 'move-pile' || (a.type === 'move' && a.from >= 5 && a.to >= 5 && a.to <= 8);

describe('the Chinese Patience computer players', () => {
  it('choose a legal action at every decision of whole games, at every level', () => {
    const rng = createRng(7);
    let decisions = 0;
    for (let game = 0; game < 4; game++) {
      let state = patience.setup({ seed: nextUint32(rng) });
      for (let step = 0; step < 400 && patience.toAct(state) !== null; step++) {
        const seat = patience.toAct(state) ?? 0;
        const legal = patience.legal(state);
        const view = patience.view(state, seat) as PatienceView;
        for (const level of LEVELS) {
          expect(legal).toContainEqual(choose(view, legal, level, createRng(step), SMALL));
          decisions++;
        }
        // Mostly the intermediate's move, sometimes a random one, to reach odd corners.
        const action = nextInt(rng, 4) === 0 ? legal[nextInt(rng, legal.length)]! : choose(view, legal, 'intermediate', rng);
        state = patience.apply(state, action).state;
      }
    }
    expect(decisions).toBeGreaterThan(1000);
  });

  it('see only their view: other face-down cards, the same choice, at every level', () => {
    const rng = createRng(3);
    let checked = 0;
    let known = 0;
    for (let game = 0; game < 6; game++) {
      let state = patience.setup({ seed: 500 + game });
      for (let step = 0; step < 150 && patience.toAct(state) !== null; step++) {
        const seat = patience.toAct(state) ?? 0;
        // Deal the cards nobody has seen again: the same counts, other cards
        // and order. A deck turned over from a discard pile was seen by both.
        const other = structuredClone(state);
        const unseen = [0, 1].filter((s) => !state.turnedOver[s]);
        const hidden = shuffle(rng, unseen.flatMap((s) => state.stock[s] ?? []));
        for (const s of unseen) other.stock[s] = hidden.splice(0, state.stock[s]?.length ?? 0);
        if (unseen.length < 2) known++;
        const view = patience.view(state, seat);
        expect(patience.view(other, seat)).toEqual(view);
        for (const level of LEVELS) {
          const one = choose(view as PatienceView, patience.legal(state), level, createRng(step), SMALL);
          const two = choose(patience.view(other, seat) as PatienceView, patience.legal(other), level, createRng(step), SMALL);
          expect(two).toEqual(one);
          checked++;
        }
        state = patience.apply(state, choose(view as PatienceView, patience.legal(state), 'expert', rng, SMALL)).state;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // Some positions have a deck turned over, known to both.
    expect(known).toBeGreaterThan(100);
  });

  it('never go round in circles: thousands of turns from random positions all end, every action legal', () => {
    const rng = createRng(11);
    const turns: Record<Level, number> = { novice: 2000, intermediate: 2000, expert: 2000 };
    for (const level of LEVELS) {
      let rearranged = 0;
      for (let t = 0; t < turns[level]; t++) {
        const seed = nextUint32(rng);
        rearranged += checkTurn(randomPosition(createRng(seed)), level, seed).filter(rearranges).length;
      }
      // The positions do tempt them to move cards among piles 5-8.
      expect(rearranged).toBeGreaterThan(level === 'novice' ? 10 : 300);
    }
  });

  it('end their turn (the intermediate and the expert) only when they cannot twist, as the original computer did', () => {
    const rng = createRng(13);
    let finishes = 0;
    for (let t = 0; t < 300; t++) {
      const seed = nextUint32(rng);
      for (const level of ['intermediate', 'expert'] as const) {
        const player = levelPlayer(level, { iterations: 2 });
        playTurn(randomPosition(createRng(seed)), (view, legal, r) => {
          const action = player(view, legal, r);
          if (action.type === 'finish') {
            finishes++;
            expect(legal).not.toContainEqual({ type: 'twist' });
          }
          return action;
        }, createRng(seed));
      }
    }
    expect(finishes).toBeGreaterThan(300);
  });

  it('finish whole games against each other, every pairing of levels', () => {
    for (const a of LEVELS) {
      for (const b of LEVELS) {
        for (let game = 0; game < 3; game++) {
          const seed = 900 + game;
          const record = playGame(seed, [levelPlayer(a, SMALL), levelPlayer(b, SMALL)]);
          expect(record.over).toBe(true);
          expect(Math.max(...record.turns)).toBeLessThanOrEqual(TURN_LIMIT);
        }
      }
    }
  });

  it('the intermediate beats the novice, the novice beats chance, on the same deals', () => {
    const a = duplicateMatch(levelPlayer('intermediate'), levelPlayer('novice'), 30, 21);
    expect(a.wins).toBeGreaterThan(a.losses * 2);
    const b = duplicateMatch(levelPlayer('novice'), randomPlayer, 30, 22);
    expect(b.wins).toBeGreaterThan(b.losses * 2);
  });

  it('the expert beats the novice on the same deals', () => {
    const r = duplicateMatch(levelPlayer('expert', { iterations: 8 }), levelPlayer('novice'), 15, 23);
    expect(r.wins).toBeGreaterThan(r.losses * 2);
  });
});
