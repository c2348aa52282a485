// One turn of Affairs of the Court settled: two cards in, new point totals,
// who won the turn, any capture or Affair, and the number of the rule that
// applied (the Rule Cue Cards name it). Rule numbers are the rule book's
// (Section 2, 4.1 to 4.3243); RULES.md settles what the book leaves open.

import { type Card, type Suit, rankOf, suitOf } from '../cards';
import type { Seat } from '../game';

// These run millions of times in the expert's search (every turn of every
// dealt future), so they look ranks up in tables rather than convert them.

/** Jack, queen, king, ace: the court cards, in this order of strength (RULES.md); -1 for a numbered card. */
const COURT_POWER: Readonly<Record<string, number>> = { J: 0, Q: 1, K: 2, A: 3 };
type CourtRank = 'J' | 'Q' | 'K' | 'A';
const FACE_VALUE: Readonly<Record<string, number>> = { '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, T: 10 };

export function isCourt(card: Card): boolean {
  return COURT_POWER[rankOf(card)] !== undefined;
}

/** 2 to 10 for numbered cards. */
export function faceValue(card: Card): number {
  return FACE_VALUE[rankOf(card)] ?? Number.NaN;
}

function courtPower(card: Card): number {
  return COURT_POWER[rankOf(card)] ?? -1;
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

/** A turn's result, with no capture or Affair unless given. */
function settled(scores: [number, number], winner: Seat, rule: string, capture: TurnResult['capture'] = null, affair: Suit | null = null): TurnResult {
  return { scores, winner, rule, capture, affair };
}

/** Settle a turn: `lead` played by `leader`, `follow` by the other seat. */
export function settleTurn(scores: Scores, leader: Seat, lead: Card, follow: Card): TurnResult {
  const follower = other(leader);
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
      return settled(numberEffect(once, suitOf(follow), fv, follower), leader, '4.13');
    }
    const leaderWins = lv > fv;
    const winner = leaderWins ? leader : follower;
    const card = leaderWins ? lead : follow;
    if (sameSuit) return settled(numberEffect(scores, suitOf(card), lv + fv, winner), winner, '4.14');
    return settled(numberEffect(scores, suitOf(card), faceValue(card), winner), winner, '4.11');
  }

  // 4.2: a numbered card and a court card.
  if (leadCourt !== followCourt) {
    const courtSeat = leadCourt ? leader : follower;
    const court = leadCourt ? lead : follow;
    const numberSeat = leadCourt ? follower : leader;
    const numbered = leadCourt ? follow : lead;
    const suit = suitOf(numbered);
    const value = faceValue(numbered);
    if (!sameSuit) return settled(numberEffect(scores, suit, value, numberSeat), numberSeat, '4.21');
    switch (rankOf(court) as CourtRank) {
      case 'J':
        return settled([scores[0], scores[1]], courtSeat, '4.221');
      case 'Q':
        return settled(numberEffect(scores, suit, value, courtSeat), courtSeat, '4.222');
      case 'K':
        return settled([scores[0], scores[1]], courtSeat, '4.223', { seat: courtSeat, card: numbered });
      case 'A': {
        if (suit === 'S') return settled(aceOfScores(scores, 'S'), courtSeat, '4.2241');
        if (suit === 'H') return settled(aceOfScores(scores, 'H'), courtSeat, '4.2242');
        return settled(takeFrom(scores, numberSeat, 2 * value), courtSeat, '4.2243');
      }
    }
  }

  // 4.3: two court cards.
  if (!sameSuit) return settled([scores[0], scores[1]], leader, '4.311');
  const leadHigher = courtPower(lead) > courtPower(follow);
  const winner = leadHigher ? leader : follower;
  const high = leadHigher ? lead : follow;
  const low = leadHigher ? follow : lead;
  const suit = suitOf(lead);
  const lowRank = rankOf(low);
  const highRank = rankOf(high);
  if (lowRank === 'J' && highRank === 'Q') return settled([scores[0], scores[1]], winner, '4.321', null, suit);
  if ((lowRank === 'J' || lowRank === 'Q') && highRank === 'K') return settled([scores[0], scores[1]], winner, lowRank === 'J' ? '4.322' : '4.323', { seat: winner, card: low });
  // An ace with any other court card: the Traitor.
  const rule = suit === 'S' ? '4.3241' : suit === 'H' ? '4.3242' : '4.3243';
  return settled(aceOfScores(scores, suit), winner, rule);
}
