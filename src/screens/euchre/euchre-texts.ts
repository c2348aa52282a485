// The words of the Euchre table: who sits where, what the computer players
// say in their popups, how a hand and a game ended, and the help card.
// Written from events and views alone, so they are tested without a
// screen. Our own wording throughout.

import { SUIT_NAMES, type Suit } from '../../engine/cards';
import type { EuchreEvent, EuchreView } from '../../engine/euchre';
import type { Seat } from '../../engine/game';

/** Between words that must stay on one line: a number and what it counts, "10 to 8", a team and its figure. */
export const NB = '\u00A0';

/** "1 point", "3 tricks", never broken between the two. */
function counted(n: number, noun: string): string {
  return `${n}${NB}${noun}${n === 1 ? '' : 's'}`;
}

/** A team and its figure ("Hank and Walt 3"), never broken between the last name and the number. */
function teamFigure(team: 0 | 1, names: readonly string[], n: number, you: You = 0): string {
  return `${teamName(team, names, true, you)}${NB}${n}`;
}

/** The computer players: the left opponent, your partner, the right opponent. */
export const COMPUTER_NAMES = ['Hank', 'Jenny', 'Walt'] as const;

/** Names by seat: the player, then the left opponent, the partner, the right opponent. */
export function seatNames(player: string | null): string[] {
  return [player ?? 'You', ...COMPUTER_NAMES];
}

/**
 * The seat the table calls "you": the one person at it (seat 0), or null
 * when several people share the screen and each is called by name.
 */
export type You = Seat | null;

/** "You" for the player's seat, else the seat's name. */
export function who(seat: Seat, names: readonly string[], you: You = 0): string {
  return seat === you ? 'You' : (names[seat] ?? `Seat ${seat}`);
}

/** A team by its two names, the player's first: "You and Jenny" ("you and Jenny" within a sentence), "Hank and Walt". */
export function teamName(team: 0 | 1, names: readonly string[], within = false, you: You = 0): string {
  const [first, second] = team === 0 ? [0, 2] : [1, 3];
  const name = (seat: Seat) => (seat === you && within ? 'you' : who(seat, names, you));
  // The player's own team starts with them.
  return second === you ? `${name(second)} and ${name(first)}` : `${name(first)} and ${name(second)}`;
}

const ALONE = " I'll go alone!";

/** What a computer player says aloud for `event`, or null when it says nothing; `people` are the seats people play (who never speak). */
export function talkOf(event: EuchreEvent, people: readonly Seat[] = [0]): { seat: Seat; words: string } | null {
  switch (event.type) {
    case 'pass':
      return { seat: event.seat, words: 'Pass' };
    case 'make': {
      const made = event.bid === 'order-up' ? 'Pick it up.' : event.bid === 'pick-up' ? "I'll pick it up." : `${SUIT_NAMES[event.suit]}.`;
      return { seat: event.seat, words: event.alone ? `${made}${ALONE}` : made };
    }
    case 'throw-in':
      return said(speaker(event.dealer, people), 'Throw them in.');
    case 'hand':
      return handTalk(event, people);
    default:
      return null;
  }
}

/** `words` said by `seat`; nothing when nobody is there to say it. */
function said(seat: Seat | null, words: string): { seat: Seat; words: string } | null {
  return seat === null ? null : { seat, words };
}

/** Who says what `seat` would: a person never speaks, so their partner does, if a computer plays that seat. */
function speaker(seat: Seat, people: readonly Seat[]): Seat | null {
  if (!people.includes(seat)) return seat;
  const partner = (seat + 2) % 4;
  return people.includes(partner) ? null : partner;
}

/** A euchre is called out by the defender to the maker's left, a march by the maker (for a person, the partner speaks). */
function handTalk(event: Extract<EuchreEvent, { type: 'hand' }>, people: readonly Seat[]): { seat: Seat; words: string } | null {
  if (event.euchred) return said(speaker((event.maker + 1) % 4, people), 'Euchred!');
  if (event.march) return said(speaker(event.maker, people), event.alone ? 'All five, alone!' : 'All five!');
  return null;
}

/** How a hand ended, in a line: "Walt made Hearts and took 3 tricks: 1 point to Hank and Walt." */
export function handLine(event: Extract<EuchreEvent, { type: 'hand' }>, trump: Suit | null, names: readonly string[], you: You = 0): string {
  const maker = who(event.maker, names, you);
  const suit = trump === null ? 'trump' : SUIT_NAMES[trump];
  const alone = event.alone ? ' alone' : '';
  const tricks = counted(event.tricks, 'trick');
  const scorer: 0 | 1 = event.euchred ? (event.makers === 0 ? 1 : 0) : event.makers;
  const points = event.points[scorer];
  const gain = `${counted(points, 'point')} to ${teamName(scorer, names, true, you)}`;
  if (event.euchred) return `${maker} made ${suit}${alone} and took ${tricks}: euchred! ${gain}.`;
  return `${maker} made ${suit}${alone} and took ${tricks}: ${gain}.`;
}

/** A trick taken: "Walt took the trick.", "You took the last trick." */
export function trickLine(event: Extract<EuchreEvent, { type: 'trick' }>, names: readonly string[], you: You = 0): string {
  return `${who(event.winner, names, you)} took the ${event.trickNumber === 5 ? 'last ' : ''}trick.`;
}

/** A hand nobody made trump in: "All passed twice: the hand is thrown in. Hank deals next." */
export function throwInLine(event: Extract<EuchreEvent, { type: 'throw-in' }>, names: readonly string[], you: You = 0): string {
  const next = (event.dealer + 1) % 4;
  return `All passed twice: the hand is thrown in. ${who(next, names, you)} deal${next === you ? '' : 's'} next.`;
}

/** The small box at a hand's end: who made what, each side's tricks (the makers' first), the points and why (euchred, a march, alone), and the score. */
export function handSummary(event: Extract<EuchreEvent, { type: 'hand' }>, trump: Suit | null, names: readonly string[], you: You = 0): { title: string; lines: string[] } {
  const makers = event.makers;
  const defenders: 0 | 1 = makers === 0 ? 1 : 0;
  const side = (team: 0 | 1, within: boolean) => teamName(team, names, within, you);
  const figure = (team: 0 | 1, n: number) => teamFigure(team, names, n, you);
  const tricks = `Tricks: ${figure(makers, event.tricks)}, ${figure(defenders, 5 - event.tricks)}.`;
  const scorer: 0 | 1 = event.euchred ? defenders : makers;
  const points = event.points[scorer];
  const why = event.euchred ? 'Euchred! ' : event.march ? `A march${event.alone ? ' alone' : ''}! ` : '';
  const gain = `${why}${counted(points, 'point')} to ${side(scorer, true)}.`;
  const made = `${who(event.maker, names, you)} made ${trump === null ? 'trump' : SUIT_NAMES[trump]}${event.alone ? ' alone' : ''}.`;
  return { title: `Hand ${event.handNumber}`, lines: [made, tricks, gain, `Score: ${figure(0, event.scores[0])}, ${figure(1, event.scores[1])}.`] };
}

/** The last trick's words: who took it, and the tricks each side has this hand. */
export function lastTrickWords(view: EuchreView, names: readonly string[], you: You = 0): { caption: string; after: string } {
  const trick = view.lastTrick;
  const caption = trick === null ? 'No trick has been taken yet this hand.' : `${who(trick.winner, names, you)} took the last trick.`;
  return { caption, after: `Tricks this hand: ${teamFigure(0, names, view.tricksWon[0], you)}, ${teamFigure(1, names, view.tricksWon[1], you)}.` };
}

/** The end of a game: "You and Jenny won, 10 to 7.", the score on one line. */
export function gameOverLine(scores: readonly number[], winners: readonly Seat[], names: readonly string[], you: You = 0): string {
  const ours = scores[0] ?? 0;
  const theirs = scores[1] ?? 0;
  return winners.includes(0) ? `${teamName(0, names, false, you)} won, ${ours}${NB}to${NB}${theirs}.` : `${teamName(1, names, false, you)} won, ${theirs}${NB}to${NB}${ours}.`;
}

/** How to Play, a page at a time: the deal and the bidding; going alone, Pass Best and stick the dealer; the cards, the play and the score. */
export const HOW_TO_PLAY: readonly string[] = [
  [
    'You and your partner across the table play against the two at your sides. Only the nines to the aces are used; each player gets five cards, three and then two.',
    "Then the next card is turned up. In turn from the dealer's left, each player may make its suit trump (order it up; the dealer picks it up) or pass. Whoever makes it, the dealer takes the turned card and puts one card down.",
    'If all four pass, the card is turned down and each in turn may name another suit as trump, or pass again. If all pass twice, the hand is thrown in and the next player deals.',
  ].join('\n\n'),
  [
    `Whoever makes trump may go alone: their partner lays the cards down and sits the hand out. All five tricks taken alone score 4${NB}points instead of${NB}2.`,
    'Pass Best (Game > Options): before a lone hand is played, the lone player\'s partner hands over one card, face down, the best they can spare, and the lone player puts one card down for it. When your partner goes alone, you choose the card to give.',
    'Stick the dealer (Game > Options): in the second round the dealer may not pass. When the other three have passed again, the dealer must name a suit, so no hand is thrown in.',
  ].join('\n\n'),
  [
    'The jack of trump is the highest card (the right bower), then the other jack of the same colour (the left bower), which counts as a trump and not as its own suit; then the ace, king, queen, ten and nine of trump. In the other suits the ace is high.',
    "The dealer's left leads first. Follow the suit led if you can; else play any card. The highest trump takes the trick, else the highest card of the suit led, and the taker leads next.",
    `The makers score 1${NB}point for three or four tricks and 2${NB}for all five (a march). With fewer than three they are euchred: 2${NB}points to the other team. The first team to${NB}10 wins.`,
  ].join('\n\n'),
];
