// The words of the Court table: the Rule Cue Cards (what the rule that just
// applied did, in our own words), the status line and the end-of-round lines.

import { cardName } from '../../engine/cards';
import type { CourtView } from '../../engine/court';

/** What each rule of the rule book does, as the cue card says it. */
export const RULE_CUES: Readonly<Record<string, string>> = {
  '4.11': 'Two numbered cards: the higher one counts.',
  '4.13': 'Two numbered cards of the same rank: both count, and the leader leads again.',
  '4.14': 'Two numbered cards of one suit: their values add up for the higher card.',
  '4.21': 'A numbered card against a court card of another suit: the numbered card counts.',
  '4.221': 'The jack blocks the numbered card of its suit: no points change.',
  '4.222': 'The queen turns the numbered card of its suit round: its points go the other way.',
  '4.223': 'The king blocks the numbered card of its suit and takes it into its player\'s hand.',
  '4.2241': 'The ace of spades meets a spade: the two totals change places.',
  '4.2242': 'The ace of hearts meets a heart: both totals rise to the higher one.',
  '4.2243': 'The ace meets a numbered card of its suit: twice its value comes off the numbered card\'s player.',
  '4.311': 'Two court cards of different suits: nothing happens, and the leader wins the turn.',
  '4.321': 'An Affair of the Court! Jack and queen of one suit: that suit leaves both hands.',
  '4.322': 'Messenger to the Court: the king takes the jack into its player\'s hand.',
  '4.323': 'Marriage of the Court: the king takes the queen into its player\'s hand.',
  '4.3241': 'Traitor in the Court: the ace of spades switches the two totals.',
  '4.3242': 'Traitor in the Court: the ace of hearts raises both totals to the higher one.',
  '4.3243': 'Traitor in the Court: an ace of diamonds or clubs changes nothing.',
};

export function ruleCue(rule: string): string {
  return `Rule ${rule}: ${RULE_CUES[rule] ?? 'the turn is settled.'}`;
}

/** Seat 0's words for a seat. */
export function who(seat: number, player: string | null): string {
  return seat === 0 ? (player ?? 'You') : 'The computer';
}

/** The line under the table: what is going on and what to do. */
export function courtStatus(view: CourtView, revealed: boolean): string {
  switch (view.phase) {
    case 'draw': {
      const drawing = view.drawing;
      if (drawing === null || drawing.seat !== view.seat) return 'The computer draws its hand...';
      if (!revealed) return 'Your draw: take the top card of the deck.';
      const card = view.drawn === null ? 'the card' : cardName(view.drawn);
      if (drawing.firstKept === null) return `You drew the ${card}. Keep it, or set it aside?`;
      return drawing.firstKept ? `You kept the first card, so the ${card} is set aside.` : `You set the first card aside, so you keep the ${card}.`;
    }
    case 'play':
      if (view.toAct !== view.seat) return 'The computer is thinking...';
      return view.table.length === 0 ? 'Your lead: play any card.' : 'Your turn: answer the computer\'s card.';
    case 'bonus':
      return view.bonusSeat === view.seat ? 'Bonus round: play the numbered cards you want to count.' : 'The computer plays its bonus cards...';
    case 'over':
      return 'The game is over.';
  }
}

export const HOW_TO_PLAY = [
  'Bring the computer\'s 100 points down to zero before it does the same to you. Totals are checked only at the end of a round.',
  'The draw: look at the top card and keep it or set it aside; the next card goes the other way. Thirteen cards each.',
  'Then play: follow the suit led if you can. Hearts add to their player, diamonds and clubs take from the other, spades cost both.',
  'Jacks block, queens turn round, kings block and capture, aces work wonders, but only against a card of their own suit.',
  'Whoever still holds numbered cards when the other runs out may play them as a bonus.',
].join('\n\n');

/** What a bonus card would do, in a few words, from its change to each total ([yours, the computer's]). */
export function describeBonus([mine, theirs]: readonly [number, number]): string {
  if (mine > 0) return `+${mine} to you`;
  if (mine < 0) return `${mine} to you both`;
  return `${theirs} to the computer`;
}
