// The two sides of the table in words, as the seat the table is drawn for
// reads them. Against the computer they are YOU and I, as the original
// spoke; head to head they are the two people by name, and the table is
// drawn for the person playing, so YOU is always whoever sits at it now.
// Each line fits its cells: a long name is cut, never the move.

import type { Card } from '../../engine/cards';
import type { Outcome, Seat } from '../../engine/game';
import { BLOCKED_AFTER, type PatienceAction, pileSeenBy } from '../../engine/patience';
import { cardIndex } from './card-index';

/** How the table names its two seats. */
export interface Sides {
  /** Head to head, the two people's names seat by seat; null against the computer (YOU and I). */
  readonly names: readonly [string, string] | null;
  /** The seat the table is drawn for: the person playing (or about to), seat 0 against the computer. */
  readonly viewer: Seat;
}

/** You against the computer, the table drawn for you. */
export const ALONE: Sides = { names: null, viewer: 0 };

/** The cells of a message row, after its leading space. */
const ROW = 31;

/** `text` with `name` in it cut so the whole fits `width` cells (a name keeps one letter at least). */
function fitName(name: string, rest: (name: string) => string, width = ROW): string {
  const room = width - rest('').length;
  return rest(name.slice(0, Math.max(1, room)));
}

/** The other seat's name, head to head. */
function otherName(sides: Sides): string {
  return sides.names?.[1 - sides.viewer] ?? 'I';
}

/** The status line while the person playing has the table: YOUR TURN, or head to head their name's turn. */
export function turnStatus(sides: Sides): string {
  return sides.names ? `${sides.names[sides.viewer]}'S TURN` : 'YOUR TURN';
}

/** The status line while the table waits for `name` to take it. */
export function passStatus(name: string): string {
  return `PASS TO ${name}`;
}

/**
 * The words over piles 0 and 9: how many cards each side holds, each in
 * `width` cells. Head to head the person at the table is YOU, unless
 * `watched` (a replay, where nobody is at the table): then both by name.
 */
export function holdWords(sides: Sides, holds: readonly [number, number], width: number, watched = false): [string, string] {
  if (!sides.names) return [`YOU HOLD ${holds[0]}`, `I HOLD ${holds[1]}`];
  const own = watched ? fitName(sides.names[sides.viewer] ?? '', (name) => `${name} HOLDS ${holds[0]}`, width) : `YOU HOLD ${holds[0]}`;
  return [own, fitName(otherName(sides), (name) => `${name} HOLDS ${holds[1]}`, width)];
}

/** Whose a move is on the prompt line: YOUR, MY, or head to head the other person's (both by name when `watched`). */
export function whoseMove(sides: Sides, seat: Seat, watched = false): string {
  if (sides.names && (watched || seat !== sides.viewer)) return `${sides.names[seat] ?? ''}'S`;
  return seat === sides.viewer ? 'YOUR' : 'MY';
}

/** The level's place beside the piles, head to head. */
export const HEAD_TO_HEAD = '2 PLAYERS';

/** A move by `seat` in words, head to head (where only a replay tells them): the person's name, the pile numbers of the table as drawn. */
export function namedMove(names: readonly [string, string], viewer: Seat, action: PatienceAction, card: Card | null, seat: Seat): string {
  const name = names[seat] ?? '';
  const face = card ? ` ${cardIndex(card)}` : '';
  const pile = (n: number) => pileSeenBy(n, seat, viewer);
  switch (action.type) {
    case 'twist':
      return fitName(name, (n) => `${n} TWISTS${face}`);
    case 'move':
      return fitName(name, (n) => `${n} MOVES${face} FROM ${pile(action.from)} TO ${pile(action.to)}`);
    case 'move-pile':
      return fitName(name, (n) => `${n} MOVES PILE ${action.from}${card ? ` (${cardIndex(card)})` : ''} ONTO ${action.to}`);
    case 'finish':
      return fitName(names[1 - seat] ?? '', (n) => `OVER TO ${n}`);
  }
}

/** A deck made again from its owner's pile 0, head to head. */
export function newDeckWords(names: readonly [string, string], seat: Seat): string {
  return fitName(names[seat] ?? '', (n) => `A NEW DECK FOR ${n}`);
}

/** The end of a game head to head: who won and by how much, in two message rows. `blocked`: it ended with cards in both hands. */
export function headToHeadEnd(names: readonly [string, string], outcome: Outcome, blocked: boolean): string {
  const winner = outcome.winners[0];
  if (outcome.draw || winner === undefined) return blocked ? `STUCK FOR ${BLOCKED_AFTER / 2} TURNS EACH. BOTH HOLD THE SAME: A DRAW` : 'A DRAW: NOBODY CAN MOVE';
  const name = names[winner] ?? '';
  const points = outcome.scores[winner] ?? 0;
  if (!blocked) return fitName(name, (n) => `${n} WINS ${points} POINTS!`);
  return fitName(name, (n) => `${n} WINS ${points}: FEWER CARDS AFTER ${BLOCKED_AFTER / 2} STUCK TURNS EACH`, 58);
}

/** A person's pad pulled out during their turn: the shared devices play for them until it is back. */
export function padOutWords(pad: number, name: string): string {
  return `PAD ${pad + 1} IS OUT: THE KEYS OR A FREE PAD PLAY FOR ${name}`;
}
