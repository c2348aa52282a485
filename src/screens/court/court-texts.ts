// The words of the Court table: the Rule Cue Cards (what the rule that just
// applied did, in our own words), the status line and the end-of-round lines.

import { type Card, cardName } from '../../engine/cards';
import type { CourtEvent, CourtView } from '../../engine/court';
import type { Device } from '../../input/commands';
import { promptText } from '../../input/prompts';

/** What each rule of the rule book does, as the cue card says it. */
export const RULE_CUES: Readonly<Record<string, string>> = {
  '4.11': 'Two numbered cards: the higher one counts.',
  '4.13': 'Two numbered cards of the same rank: both count, and the leader leads again.',
  '4.14': 'Two numbered cards of one suit: their values add up for the higher card.',
  '4.21': 'A court card of another suit does nothing: the numbered card counts.',
  '4.221': 'The jack blocks the numbered card of its suit: no points change.',
  '4.222': 'The queen turns a card of its suit round: its points go the other way.',
  '4.223': 'The king blocks a card of its suit and takes it into its player\'s hand.',
  '4.2241': 'The ace of spades meets a spade: the two totals change places.',
  '4.2242': 'The ace of hearts meets a heart: both totals rise to the higher one.',
  '4.2243': 'The ace takes twice the value of a card of its suit off that card\'s player.',
  '4.311': 'Court cards of two suits: nothing happens, and the leader wins the turn.',
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

/** The two people's names in seat order, when people play each other; null for you against the computer. */
export type PeopleNames = readonly [string, string];

/**
 * The line under the table: what is going on and what to do, with the
 * buttons of the device in use. Against the computer it speaks to you; with
 * `people` it names whose turn it is (the person at the bottom, the view's
 * seat) and the other, but for the card being drawn, which only the person
 * drawing sees: "You drew".
 */
export function courtStatus(view: CourtView, revealed: boolean, device: Device = 'keyboard', people: PeopleNames | null = null): string {
  const keys = (pairs: Parameters<typeof promptText>[0]): string => `  ${device === 'pointer' ? promptText(pairs.filter(([b]) => b === 'confirm'), device) : promptText(pairs, device)}`;
  const me = people?.[view.seat] ?? '';
  const them = people?.[1 - view.seat] ?? '';
  switch (view.phase) {
    case 'draw': {
      const drawing = view.drawing;
      if (drawing === null || drawing.seat !== view.seat) return people ? `${them}'s draw.` : 'The computer draws its hand...';
      if (!revealed) return `${people ? `${me}'s` : 'Your'} draw: take the top card of the deck.${keys([['confirm', 'Deck']])}`;
      const card = view.drawn === null ? 'the card' : cardName(view.drawn);
      if (drawing.firstKept === null) return `You drew the ${card}. Keep it, or set it aside?${keys([['left', 'Choose'], ['right', 'Choose'], ['confirm', 'Press']])}`;
      return drawing.firstKept ? `You kept the first card, so the ${card} is set aside.${keys([['confirm', 'Discard']])}` : `You set the first card aside, so you keep the ${card}.${keys([['confirm', 'Keep']])}`;
    }
    case 'play': {
      // Nobody is to act while a settled turn is shown: the cue card says what happened.
      if (view.toAct === null) return '';
      if (view.toAct !== view.seat) return people ? `${them}'s turn.` : 'The computer is thinking...';
      const play = keys([['left', 'Card'], ['right', 'Card'], ['confirm', 'Play']]);
      const whose = people ? `${me}'s` : 'Your';
      return view.table.length === 0 ? `${whose} lead: play any card.${play}` : `${whose} turn: answer ${people ? `${them}'s` : "the computer's"} card.${play}`;
    }
    case 'bonus':
      if (view.bonusSeat === null) return '';
      if (people) return view.bonusSeat === view.seat ? `${me}'s bonus round: play the numbered cards you want to count.` : `${them}'s bonus round.`;
      return view.bonusSeat === view.seat ? 'Bonus round: play the numbered cards you want to count.' : 'The computer plays its bonus cards...';
    case 'over':
      return 'The game is over.';
  }
}

/** The line under the table while `name`'s cards are covered, before they show them. */
export function coveredStatus(view: CourtView, name: string): string {
  const what = view.phase === 'draw' ? 'draw' : view.phase === 'bonus' ? 'bonus round' : view.table.length === 0 ? 'lead' : 'turn';
  return `${name}'s ${what}: covered until ${name} shows the cards.`;
}

/** The line under the table for someone watching a network game: whose turn it is, with nothing to press. */
export function watchingStatus(view: CourtView, names: PeopleNames): string {
  if (view.phase === 'over') return 'The game is over.';
  const what = view.phase === 'draw' ? 'draw' : view.phase === 'bonus' ? 'bonus round' : view.table.length === 0 ? 'lead' : 'turn';
  return view.toAct === null ? 'Watching.' : `Watching: ${names[view.toAct] ?? ''}'s ${what}.`;
}

/** "you +10, computer -18" (or the two people's names), or that no total moved. */
export function changes(before: readonly number[], after: readonly number[], people: PeopleNames | null = null): string {
  const [a0 = 0, a1 = 0] = after;
  const [b0 = 0, b1 = 0] = before;
  if (a0 === b1 && a1 === b0 && a0 !== a1) return 'the totals change places';
  const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);
  const parts = [
    ...(a0 !== b0 ? [`${people?.[0] ?? 'you'} ${signed(a0 - b0)}`] : []),
    ...(a1 !== b1 ? [`${people?.[1] ?? 'computer'} ${signed(a1 - b1)}`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : 'no points change';
}

/** Seat 0's card, or the computer's, as said in a sentence ("your 10 of clubs", "the computer's 8 of clubs"); people's by name ("ANNE's 10 of clubs"). */
function whose(seat: number, card: Card, people: PeopleNames | null = null): string {
  const owner = people ? `${people[seat] ?? ''}'s` : seat === 0 ? 'your' : "the computer's";
  return `${owner} ${cardName(card)}`;
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What a settled turn did, in words: "Your 10 of clubs beats the computer's 8 of clubs: computer -18." */
export function turnSummary(event: Extract<CourtEvent, { type: 'turn' }>, people: PeopleNames | null = null): string {
  const won = event.plays.find((p) => p.seat === event.winner);
  const lost = event.plays.find((p) => p.seat !== event.winner);
  if (!won || !lost) return '';
  const of = (seat: number, card: Card) => whose(seat, card, people);
  const moved = changes(event.before, event.after, people);
  if (event.rule === '4.311') return `${capital(of(won.seat, won.card))} keeps the lead: ${moved}.`;
  const what = event.rule === '4.13' ? `${capital(of(0, event.plays.find((p) => p.seat === 0)?.card ?? won.card))} and ${of(1, event.plays.find((p) => p.seat === 1)?.card ?? lost.card)} both count` : `${capital(of(won.seat, won.card))} beats ${of(lost.seat, lost.card)}`;
  const capture = event.capture ? ` and takes it` : '';
  return `${what}${capture}: ${moved}.`;
}

/** What a bonus card did, in words. */
export function bonusSummary(event: Extract<CourtEvent, { type: 'bonus' }>, people: PeopleNames | null = null): string {
  return `Bonus: ${whose(event.seat, event.card, people)}: ${changes(event.before, event.after, people)}.`;
}

export const HOW_TO_PLAY = [
  'Bring the computer\'s 100 points down to zero before it does the same to you. Totals are checked only at the end of a round.',
  'The draw: look at the top card and keep it or set it aside; the next card goes the other way. Thirteen cards each.',
  'Then play: follow the suit led if you can. Hearts add to their player, diamonds and clubs take from the other, spades cost both.',
  'Jacks block, queens turn round, kings block and capture, aces work wonders, but only against a card of their own suit.',
  'Whoever still holds numbered cards when the other runs out may play them as a bonus.',
  'Tournament Play (File menu): each player in turn plays the computer for three full rounds on the same cards; the widest lead over the computer wins.',
].join('\n\n');

/** What a bonus card would do, in a few words, from its change to each total ([yours, the other player's]), the other called `them`. */
export function describeBonus([mine, theirs]: readonly [number, number], them = 'the computer'): string {
  if (mine > 0) return `+${mine} to you`;
  if (mine < 0) return `${mine} to you both`;
  return `${theirs} to ${them}`;
}

/** A tournament game's place in the tournament: whose turn of how many, and the round of how many. */
export interface TournamentPlace {
  player: number;
  players: number;
  rounds: number;
}

/** The score panel's lines: both totals, the bonus points played, the round and turn (and a tournament's place). */
export function panelLines(names: readonly [string, string], scores: readonly [number, number], bonus: readonly [number, number], round: number, turn: number, tournament: TournamentPlace | null): string[] {
  const [me, them] = names;
  return [
    'Points',
    `  ${me}: ${scores[0]}`,
    `  ${them}: ${scores[1]}`,
    'Bonus points played',
    `  ${me}: ${bonus[0]}`,
    `  ${them}: ${bonus[1]}`,
    ...(tournament ? [`Player ${tournament.player} of ${tournament.players}`, `Round ${round} of ${tournament.rounds}, turn ${turn}`] : [`Round ${round}, turn ${turn}`]),
  ];
}

/** The End of Round box: the totals, and what comes next (a tournament game counts its rounds); the other player is `other` (the computer). */
export function endOfRound(round: number, limit: number, player: string, [mine, theirs]: readonly number[], other = 'The computer'): string {
  const of = limit > 0 ? ` of ${limit}` : '';
  const next = limit > 0 ? `Round ${round + 1}${of} begins.` : 'Nobody is at zero yet: the next round begins.';
  return `Round ${round}${of} is over.\n\n${player}: ${mine}\n${other}: ${theirs}\n\n${next}`;
}

/** The Game Over box: who won, the totals, the rounds, the seed, and a place won in the Hall of Fame. */
export function gameOverText(outcome: { scores: number[]; winners: number[]; draw: boolean }, player: string, rounds: number, seed: number, fame: string | null = null, people: PeopleNames | null = null): string {
  const [mine, theirs] = outcome.scores;
  const won = outcome.winners.includes(0);
  const winner = people ? `${people[won ? 0 : 1]} wins!` : won ? 'You win!' : 'The computer wins.';
  const line = outcome.draw ? 'A draw: both totals are at zero or below.' : winner;
  return `${line}\n\n${people?.[0] ?? player}: ${mine}\n${people?.[1] ?? 'The computer'}: ${theirs}\nRounds played: ${rounds}\nDealt from seed ${seed}.${fame ? `\n\n${fame}` : ''}`;
}
