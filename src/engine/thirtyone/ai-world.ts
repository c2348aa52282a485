// The expert's worlds: the cards it cannot see shared out again among the
// other hands, the extra set and the rest of the pack, keeping every card
// the table saw a player take from the pot in that player's hand. Each world
// is a whole game state, checked as one (ai-world.test.ts); the expert plays
// it out on its own copy of the round (ai-round.ts). Worlds that explain the
// others' moves badly weigh little: against the intermediate, whose moves the
// worlds replay exactly, that reads its hand as closely as its moves allow.

import type { Card } from '../cards';
import { type Rng, createRng, shuffle } from '../rng';
import { cardsWorth } from './ai-codes';
import { changed } from './ai-read';
import { intermediateMove } from './ai-intermediate';
import { DECK, isLastTurn, markLimit } from './rules';
import type { PublicMove, ThirtyOneAction, ThirtyOneState, ThirtyOneView } from './types';

/** Cards `view`'s seat cannot place: neither in its hand, nor in the pot, nor known in another hand. */
export function unseenCards(view: ThirtyOneView): Card[] {
  const seen = new Set<Card>([...view.hand, ...view.pot, ...view.known.flat()]);
  return DECK.filter((c) => !seen.has(c));
}

/** A state consistent with `view`, the unseen cards dealt at random. */
export function sampleWorld(view: ThirtyOneView, unseen: readonly Card[], rng: Rng): ThirtyOneState {
  const pool = shuffle(rng, unseen);
  let next = 0;
  const draw = (n: number): Card[] => pool.slice(next, (next += n));
  const hands = view.handSizes.map((size, seat) => {
    if (seat === view.seat) return view.hand.slice();
    const known = view.known[seat] ?? [];
    return [...known, ...draw(size - known.length)];
  });
  const extra = view.phase === 'choose' ? draw(3) : [];
  const limit = markLimit(view.variation);
  return {
    options: { ...view.options },
    rng: createRng(0),
    decks: [],
    players: view.players,
    phase: view.phase,
    round: view.round,
    dealer: view.dealer,
    turn: view.toAct,
    hands,
    extra,
    pot: view.pot.slice(),
    stock: pool.slice(next),
    passed: view.passed.slice(),
    moves: [],
    marks: view.scores.slice(),
    limits: view.limits.slice(),
    extraGiven: view.variation === 'regular' && view.limits.some((l) => l > limit),
    out: view.out.slice(),
    lastRound: null,
    winner: null,
  };
}

/**
 * How much less likely a world is for each move of another seat the
 * intermediate would not have made in it: all but ruled out, yet a world
 * that explains more moves still counts more when none explains them all.
 */
const SURPRISE = 0.00001;

/**
 * Whether the intermediate, holding `hand` and choosing `expected`, could have
 * made `move`. Of changes that leave hands worth the same it takes the first
 * card of its hand, and the order of a hand nobody sees is not in the world,
 * so any change as good as its own will do.
 */
function explains(expected: ThirtyOneAction, move: ThirtyOneAction, hand: readonly Card[]): boolean {
  if (expected.type !== move.type) return false;
  if (expected.type !== 'change' || move.type !== 'change') return true;
  if (expected.card === move.card && expected.potCard === move.potCard) return true;
  return hand.includes(move.card) && cardsWorth(changed(hand, move.card, move.potCard)) === cardsWorth(changed(hand, expected.card, expected.potCard));
}

/**
 * How well `world` explains what the other seats did this round: each of
 * their moves is replayed on the hand and pot they had then (the moves undone
 * from the world's cards), and a move the intermediate would not have made
 * there makes the world less likely. Against the intermediate this reads
 * hands exactly; against people it still leans on sensible play.
 */
export function worldWeight(view: ThirtyOneView, world: ThirtyOneState): number {
  const hands = world.hands.map((h) => h.slice());
  let pot = world.pot.slice();
  let weight = 1;
  const playersIn = view.players - view.out.length;
  for (let i = view.moves.length - 1; i >= 0; i--) {
    const move = view.moves[i] as PublicMove;
    // Undo the move: the cards as they were when it was made.
    if (move.type === 'change') {
      hands[move.seat] = changed(hands[move.seat] ?? [], move.potCard, move.card);
      pot = changed(pot, move.card, move.potCard);
    } else if (move.type === 'take-pot') {
      hands[move.seat] = move.left.slice();
      pot = move.taken.slice();
    }
    if (move.seat === view.seat || move.type === 'pot') continue;
    const passedBefore = view.moves.slice(0, i).filter((m) => m.type === 'pass' || m.type === 'take-pot').length;
    const hand = hands[move.seat] ?? [];
    const expected = intermediateMove({
      phase: move.type === 'hand' ? 'choose' : 'play',
      variation: view.variation,
      hand,
      pot,
      playersIn,
      lastTurn: isLastTurn(view.variation, passedBefore, playersIn - passedBefore),
    });
    if (!explains(expected, move.type === 'take-pot' ? { type: 'take-pot' } : move.type === 'change' ? move : { type: move.type }, hand)) weight *= SURPRISE;
  }
  return weight;
}
