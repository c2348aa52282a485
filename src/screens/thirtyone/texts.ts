// What the Thirty-One table says, in our own words: how to play, the
// controls, the menus, the corner of marks, a round's end and the game's.

import type { Seat } from '../../engine/game';
import { type RoundResult, THREE_OF_A_KIND } from '../../engine/thirtyone';
import type { MenuSpec } from '../../renderer/widgets';
import type { GameControls } from '../table/table-help';

export const TITLE = '31 for Windows95';

export const HOW_TO_PLAY =
  'Everyone holds three cards; the best suit in your hand counts (ace 11, kings, queens, jacks and tens 10, the rest their number). ' +
  'Three of a kind is worth 30.5 and 31 is the best there is.\n\n' +
  "Press Deal. The dealer looks at his three cards and keeps them (Hand) or takes the extra three unseen (Pot); the others lie face up in the middle. " +
  'Then, in turn: Change one card with the pot (choose a card of yours and one of the pot), Take pot (all three, which also passes), or Pass.\n\n' +
  'The round ends at 31, or when the passing has gone round. The lowest hand takes a mark. Three marks and you are out (four in van Eer-Maas): the last one left wins. ' +
  'The digit in the upper right corner is the variation played: 1 regular, 2 van Eer-Maas (Help > Variations says how they differ).\n\n' +
  'Game > Network plays with people at other kiosks or browsers: host a game, or choose one in the list and Join it (or Watch it). ' +
  'The host may seat computer players, then presses Play. Chat sends a message to the table.';

/** How the two variations differ, from the original's manual (and RULES.md beside the engine). */
export const VARIATIONS =
  'Game > Options chooses the variation for the next game; the digit in the upper right corner shows the one played.\n\n' +
  '1  Regular\n' +
  '- Whoever passes (or takes the pot) changes no more this round. The others play on until only one has not passed: he has one more turn, then the round ends.\n' +
  '- Lowest 30.5 (nobody holds less than three of a kind): everyone takes a mark, even a 31.\n' +
  '- Out at the third mark. The first to reach three marks gets an extra life and stays in until the fourth (all of them, if several reach three together).\n\n' +
  "2  van Eer-Maas (the makers' own, tougher)\n" +
  '- After the first pass everyone else has one more turn; the round ends when the first to pass would play again.\n' +
  '- Lowest 30.5: only the lowest three of a kind (sevens lowest) takes the mark.\n' +
  '- Out at the fourth mark. When everyone left would take a fourth mark at once, nobody takes one and play goes on.\n\n' +
  'In both, 31 ends the round at once (a 31 dealt, when its holder\'s turn comes), and players who go out together leave no winner.';

export const THIRTYONE_CONTROLS: GameControls = {
  keyboard:
    'Tab and the arrows move between your cards, the pot and the buttons; Enter or Space chooses a card or presses a button. ' +
    'D deals, H and P choose Hand or Pot, C changes, S passes, T takes the pot; Esc puts chosen cards down again. F10 opens the menus.',
  gamepad:
    'The D-pad moves between your cards, the pot and the buttons; A chooses a card or presses a button. ' +
    'B puts chosen cards down again. With several pads, each pad plays its own seat. Start opens the menus.',
  pointer: 'Click a card of your hand and a card of the pot, then Change (a right click puts them down again). Or click Pass, Take pot, Deal, Hand or Pot.',
};

export const THIRTYONE_MENUS: MenuSpec[] = [
  {
    label: '&Game',
    items: [
      { id: 'start', label: '&Start...' },
      { id: 'network', label: '&Network...' },
      { separator: true },
      { id: 'options', label: '&Options...' },
      { id: 'statistics', label: 'S&tatistics...' },
      { separator: true },
      { id: 'exit', label: 'E&xit to Kiosk' },
    ],
  },
  {
    label: '&Help',
    items: [
      { id: 'how', label: '&How to Play...' },
      { id: 'variations', label: '&Variations...' },
      { id: 'controls', label: '&Controls...' },
    ],
  },
];

/** The corner's lines: each seat's marks as strokes, and who is out. */
export function marksLines(names: readonly string[], marks: readonly number[], limits: readonly number[], out: readonly Seat[]): string[] {
  return [
    'Marks',
    ...names.map((name, seat) => {
      if (out.includes(seat)) return `${name}: out`;
      const count = marks[seat] ?? 0;
      return `${name}: ${count > 0 ? `${'|'.repeat(count)} ` : ''}(${count}/${limits[seat] ?? 3})`;
    }),
  ];
}

/** "31 or 30.5", as the table writes points. */
export function pointsText(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}

/** Who took a mark this round, in a line. */
export function roundLine(result: RoundResult, names: readonly string[]): string {
  const who = (seats: readonly Seat[]) => joinNames(seats.map((s) => names[s] ?? `Player ${s + 1}`));
  // "You take", as for several; "ANNE takes".
  const one = (seats: readonly Seat[], verb: string, verbs: string) => (seats.length === 1 && names[seats[0] ?? -1] !== 'You' ? verbs : verb);
  const holder = result.thirtyOne === null ? null : (names[result.thirtyOne] ?? '');
  const opening = result.reason === 'thirty-one' && holder !== null ? `${holder} ${holder === 'You' ? 'have' : 'has'} 31! ` : '';
  if (result.spared) return `${opening}Everyone would go out together, so nobody takes a mark.`;
  const marked = result.marked.length === 0 ? 'Nobody takes a mark.' : (allThreeOfAKind(result, who(result.marked)) ?? `${who(result.marked)} ${one(result.marked, 'take', 'takes')} a mark.`);
  const extra = result.extraMark.length > 0 ? ` ${who(result.extraMark)} ${one(result.extraMark, 'reach', 'reaches')} three marks first: an extra life, out only at the fourth.` : '';
  const out = result.wentOut.length > 0 ? ` ${who(result.wentOut)} ${one(result.wentOut, 'are', 'is')} out.` : '';
  return `${opening}${marked}${extra}${out}`;
}

/**
 * Who took a mark when nobody held less than 30.5, and why (null when the
 * lowest hand was lower): the regular variation marks everyone, a 31 too;
 * van Eer-Maas the lowest three of a kind.
 */
function allThreeOfAKind(result: RoundResult, marked: string): string | null {
  const lowest = Math.min(...result.marked.map((seat) => result.points[seat] ?? 0));
  if (lowest !== THREE_OF_A_KIND) return null;
  if (result.marked.length > 1) return `Nobody holds less than 30.5, so everyone takes a mark${result.marked.some((seat) => result.points[seat] === 31) ? ', 31 or not' : ''}.`;
  return `Nobody holds less than 30.5, so the lowest three of a kind takes the mark: ${midSentence(marked)}.`;
}

/** The game's end: the winner, or nobody. */
export function gameOverLine(winner: Seat | null, names: readonly string[]): string {
  if (winner === null) return 'The last players went out together: there is no winner.';
  return names[winner] === 'You' ? 'You are the last one in and win the game!' : `${names[winner] ?? ''} is the last one in and wins the game!`;
}

/** "ANNE", "ANNE and BOB", "ANNE, BOB and CARL", "Hetty and you" (a lone guest is "You" only first). */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const [first = '', ...rest] = names;
  const others = rest.map(midSentence);
  return `${[first, ...others.slice(0, -1)].join(', ')} and ${others.at(-1)}`;
}

/** A name inside a sentence: the lone guest's "You" becomes "you". */
export function midSentence(name: string): string {
  return name === 'You' ? 'you' : name;
}

