// One turn of Affairs of the Court settled: two cards in, new point totals,
// who won the turn, any capture or Affair, and the number of the rule that
// applied (the Rule Cue Cards name it). Rule numbers are the rule book's
// (Section 2, 4.1 to 4.3243); RULES.md settles what the book leaves open.

import { type Card, type Suit, rankOf, suitOf } from '../cards';
import type { Seat } from '../game';

/** Jack, queen, king, ace: the court cards, in this order of strength (RULES.md). */
const COURT_ORDER = ['J', 'Q', 'K', 'A'] as const;
type CourtRank = (typeof COURT_ORDER)[number];

export function isCourt(card: Card): boolean {
  return (COURT_ORDER as readonly string[]).includes(rankOf(card));
}

/** 2 to 10 for numbered cards. */
export function faceValue(card: Card): number {
  const rank = rankOf(card);
  return rank === 'T' ? 10 : Number(rank);
}

function courtPower(card: Card): number {
  return COURT_ORDER.indexOf(rankOf(card) as CourtRank);
}

export type Scores = readonly [number, number];

export function other(seat: Seat): Seat {
  return 1 - seat;
}

/**
 * A numbered card's effect (4.121-4.123) with `points`, as if `actor` played it:
 * a heart adds to the actor, a diamond or club takes from the opponent, a
 * spade takes from both.
 */
export function numberEffect(scores: Scores, suit: Suit, points: number, actor: Seat): [number, number] {
  const [a, b] = scores;
  if (suit === 'S') return [a - points, b - points];
  // Hearts add to the actor; diamonds and clubs take from the other player.
  const gain = suit === 'H' ? points : 0;
  const loss = suit === 'H' ? 0 : points;
  return actor === 0 ? [a + gain, b - loss] : [a - loss, b + gain];
}

/** `points` taken from `seat`'s total. */
function takeFrom(scores: Scores, seat: Seat, points: number): [number, number] {
  return seat === 0 ? [scores[0] - points, scores[1]] : [scores[0], scores[1] - points];
}

/** The ace's effect on the totals (4.2241-4.2242, 4.3241-4.3242); diamonds and clubs act elsewhere. */
function aceOfScores(scores: Scores, suit: Suit): [number, number] {
  if (suit === 'S') return [scores[1], scores[0]];
  if (suit === 'H') {
    const high = Math.max(scores[0], scores[1]);
    return [high, high];
  }
  return [scores[0], scores[1]];
}

export interface TurnResult {
  scores: [number, number];
  /** Who leads the next turn. */
  winner: Seat;
  /** The rule book's number for what happened, e.g. '4.222'. */
  rule: string;
  /** A card the winner takes into his hand (4.223, 4.322, 4.323). */
  capture: { seat: Seat; card: Card } | null;
  /** The suit an Affair of the Court clears from both hands (4.321). */
  affair: Suit | null;
}

/** Settle a turn: `lead` played by `leader`, `follow` by the other seat. */
export function settleTurn(scores: Scores, leader: Seat, lead: Card, follow: Card): TurnResult {
  const follower = other(leader);
  const plays: [Seat, Card][] = [
    [leader, lead],
    [follower, follow],
  ];
  const base = { capture: null, affair: null };
  const leadCourt = isCourt(lead);
  const followCourt = isCourt(follow);
  const sameSuit = suitOf(lead) === suitOf(follow);

  // 4.1: two numbered cards.
  if (!leadCourt && !followCourt) {
    const lv = faceValue(lead);
    const fv = faceValue(follow);
    if (lv === fv) {
      // 4.13: both effects, the leader's first; 4.131: the leader keeps the lead.
      const once = numberEffect(scores, suitOf(lead), lv, leader);
      return { ...base, scores: numberEffect(once, suitOf(follow), fv, follower), winner: leader, rule: '4.13' };
    }
    const [winner, card] = lv > fv ? plays[0]! : plays[1]!;
    if (sameSuit) return { ...base, scores: numberEffect(scores, suitOf(card), lv + fv, winner), winner, rule: '4.14' };
    return { ...base, scores: numberEffect(scores, suitOf(card), faceValue(card), winner), winner, rule: '4.11' };
  }

  // 4.2: a numbered card and a court card.
  if (leadCourt !== followCourt) {
    const [courtSeat, court] = leadCourt ? plays[0]! : plays[1]!;
    const [numberSeat, numbered] = leadCourt ? plays[1]! : plays[0]!;
    const suit = suitOf(numbered);
    const value = faceValue(numbered);
    if (!sameSuit) return { ...base, scores: numberEffect(scores, suit, value, numberSeat), winner: numberSeat, rule: '4.21' };
    switch (rankOf(court) as CourtRank) {
      case 'J':
        return { ...base, scores: [scores[0], scores[1]], winner: courtSeat, rule: '4.221' };
      case 'Q':
        return { ...base, scores: numberEffect(scores, suit, value, courtSeat), winner: courtSeat, rule: '4.222' };
      case 'K':
        return { ...base, scores: [scores[0], scores[1]], winner: courtSeat, rule: '4.223', capture: { seat: courtSeat, card: numbered } };
      case 'A': {
        if (suit === 'S') return { ...base, scores: aceOfScores(scores, 'S'), winner: courtSeat, rule: '4.2241' };
        if (suit === 'H') return { ...base, scores: aceOfScores(scores, 'H'), winner: courtSeat, rule: '4.2242' };
        return { ...base, scores: takeFrom(scores, numberSeat, 2 * value), winner: courtSeat, rule: '4.2243' };
      }
    }
  }

  // 4.3: two court cards.
  if (!sameSuit) return { ...base, scores: [scores[0], scores[1]], winner: leader, rule: '4.311' };
  const [high, low] = courtPower(lead) > courtPower(follow) ? [plays[0]!, plays[1]!] : [plays[1]!, plays[0]!];
  const winner = high[0];
  const suit = suitOf(lead);
  const pair = `${rankOf(low[1])}${rankOf(high[1])}`;
  switch (pair) {
    case 'JQ':
      return { ...base, scores: [scores[0], scores[1]], winner, rule: '4.321', affair: suit };
    case 'JK':
      return { ...base, scores: [scores[0], scores[1]], winner, rule: '4.322', capture: { seat: winner, card: low[1] } };
    case 'QK':
      return { ...base, scores: [scores[0], scores[1]], winner, rule: '4.323', capture: { seat: winner, card: low[1] } };
    default: {
      // An ace with any other court card: the Traitor.
      const rule = suit === 'S' ? '4.3241' : suit === 'H' ? '4.3242' : '4.3243';
      return { ...base, scores: aceOfScores(scores, suit), winner, rule };
    }
  }
}
