// The intermediate: an experienced player's habits. In the draw it keeps the
// better cards; following, it answers with the card that does most for it
// against the card led; leading, it picks the card with the best average
// against what the other could answer; in the bonus round it plays what
// helps and keeps spades that would hurt it more than they help.

import type { Card } from '../cards';
import type { Rng } from '../rng';
import type { CourtView } from './types';
import { bonusGain, holdingValue, possibleAnswers, turnGain, unseenCards } from './ai-judge';
import type { CourtAction } from './types';

/** Half the average holding value: keep a first card better than the middle of the deck. */
const KEEP_ABOVE = 5.5;

/** The draw habit: whether to keep the first card of a pair, from its worth alone. */
export function keepsFirst(card: Card, mine: number, theirs: number): boolean {
  return holdingValue(card, mine, theirs) > KEEP_ABOVE;
}

export function chooseIntermediate(view: CourtView, legal: readonly CourtAction[], _rng: Rng): CourtAction {
  const first = legal[0] as CourtAction;
  const scores: [number, number] = [view.scores[0] ?? 0, view.scores[1] ?? 0];
  const mine = scores[view.seat] ?? 0;
  const theirs = scores[1 - view.seat] ?? 0;
  if (view.phase === 'draw') {
    if (legal.length === 1 || view.drawn === null) return first;
    const keep = keepsFirst(view.drawn, mine, theirs);
    return legal.find((a) => a.type === (keep ? 'keep' : 'discard')) ?? first;
  }
  if (view.phase === 'bonus') {
    const good = legal.filter((a): a is { type: 'bonus'; card: Card } => a.type === 'bonus' && bonusGain(scores, view.seat, a.card) > 0);
    return good[0] ?? legal.find((a) => a.type === 'pass') ?? first;
  }
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const lead = view.table[0]?.card;
  const score = (card: Card): number => {
    if (lead !== undefined) return turnGain(scores, view.seat, false, card, lead);
    const answers = possibleAnswers(unseenCards(view), card, view.options.mustFollowSuit);
    if (answers.length === 0) return 0;
    // The other answers as well as he can: weigh his best replies more than the rest.
    const gains = answers.map((answer) => turnGain(scores, view.seat, true, card, answer)).sort((a, b) => a - b);
    const worst = gains.slice(0, Math.max(1, Math.ceil(gains.length / 3)));
    return (worst.reduce((sum, g) => sum + g, 0) / worst.length + gains.reduce((sum, g) => sum + g, 0) / gains.length) / 2;
  };
  let best = cards[0];
  let bestScore = -Infinity;
  for (const card of cards) {
    // Ties go to the card worth least in the hand.
    const s = score(card) - holdingValue(card, mine, theirs) / 100;
    if (s > bestScore) {
      best = card;
      bestScore = s;
    }
  }
  return legal.find((a) => a.type === 'play' && a.card === best) ?? first;
}
