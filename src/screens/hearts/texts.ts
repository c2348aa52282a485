// The words of the Hearts table: the status line, the pass button, the score
// sheet and the help card, written from the view alone so they are tested
// without a screen. Our own wording throughout.

import { cardName } from '../../engine/cards';
import type { HeartsView, PassDirection } from '../../engine/hearts';

export const OPPONENTS = ['Ada', 'Barnaby', 'Clara'] as const;

/** Names by seat: the player, then the three at the left, top and right. */
export function seatNames(player: string | null): string[] {
  return [player ?? 'You', ...OPPONENTS];
}

export function passButtonLabel(direction: PassDirection): string {
  switch (direction) {
    case 'left':
      return 'Pass &Left';
    case 'right':
      return 'Pass &Right';
    case 'across':
      return 'Pass &Across';
    case 'keeper':
      return '&OK';
  }
}

const DIRECTION_WORDS: Record<PassDirection, string> = {
  left: 'to the left',
  right: 'to the right',
  across: 'across',
  keeper: '',
};

/** One line under the table: what is happening and what the player should do. */
export function statusLine(view: HeartsView, names: readonly string[], chosen: number, waitingForOk: boolean): string {
  const name = (seat: number) => names[seat] ?? `Seat ${seat}`;
  if (view.phase === 'over') return 'The game is over. Choose New Game from the Game menu to play again.';
  if (waitingForOk) {
    const from = view.passFrom === null ? '' : ` from ${name(view.passFrom)}`;
    const got = (view.received ?? []).map(cardName).join(', ');
    return `You received ${got}${from}. Press OK to play.`;
  }
  if (view.phase === 'pass') {
    if (view.toAct !== view.seat) return 'Waiting for the others to pass...';
    return `Choose three cards to pass ${DIRECTION_WORDS[view.passDirection]} (${chosen} chosen).`;
  }
  const broken = view.heartsBroken ? ' Hearts are broken.' : '';
  if (view.toAct === view.seat) {
    if (view.table.length === 0) {
      const club = view.trickNumber === 1 && view.hand.some((card) => card.endsWith('C'));
      return club ? `Your lead: open with a club.${broken}` : `Your lead.${broken}`;
    }
    return `Your turn. ${name(view.leader)} led.${broken}`;
  }
  if (view.toAct === null) return '';
  return view.table.length === 0 ? `${name(view.toAct)} leads.${broken}` : `${name(view.toAct)} to play. ${name(view.leader)} led.${broken}`;
}

/** The pass this hand in words, for the pass dialog and the status line. */
export function passWords(direction: PassDirection): string {
  return direction === 'keeper' ? 'No passing this hand: keep what you were dealt.' : `Pass three cards ${DIRECTION_WORDS[direction]}.`;
}

/** Hands shown at most; older ones scroll off the top of the pad. */
const MAX_ROWS = 12;

/** The rows of the sheet as text cells: hand rows, then the totals. */
export function sheetRows(history: readonly (readonly number[])[]): { hands: string[][]; totals: string[] } {
  const shown = history.slice(-MAX_ROWS);
  const first = history.length - shown.length;
  const hands = shown.map((points, i) => [`${first + i + 1}`, ...points.map(String)]);
  const totals = [0, 1, 2, 3].map((seat) => String(history.reduce((sum, points) => sum + (points[seat] ?? 0), 0)));
  return { hands, totals };
}

/** Who won, for the end-of-game dialog: "You win!", "Ada wins.", "You share the win with Clara!". */
export function winnersNote(winners: readonly number[], names: readonly string[]): string {
  const others = winners.filter((seat) => seat !== 0).map((seat) => names[seat] ?? `Seat ${seat}`);
  if (winners.includes(0)) return others.length === 0 ? 'You win!' : `You share the win with ${others.join(' and ')}!`;
  return others.length === 1 ? `${others[0]} wins.` : `${others.join(' and ')} share the win.`;
}

export const HOW_TO_PLAY = [
  'Take as few points as you can. Each heart costs 1 point and the queen of spades 13; the jack of diamonds takes 10 off.',
  'Before each hand you pass three cards: to the left, then the right, then across; every fourth hand there is no pass.',
  'The two of clubs holder leads a club. Follow suit if you can; otherwise play anything, but no points on the first trick.',
  'Hearts may not be led until a heart (or the queen) has been played. Take every heart and the queen to shoot the moon: -26.',
  'The game ends when someone goes over the point limit. The lowest total wins.',
].join('\n\n');
