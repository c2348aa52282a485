// The words of the Hearts table: the pass button, the score sheet and the
// help card, written from the view alone so they are tested
// without a screen. Our own wording throughout.

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

/** The narrowest a player's column on the score sheet is. */
const SHEET_COLUMN = 64;

/** How wide each player's column is: wide enough for the longest name whole, with room to spare. */
export function sheetColumnWidth(names: readonly string[], width: (text: string) => number): number {
  return Math.max(SHEET_COLUMN, ...names.map((name) => width(name) + 12));
}

/** Hands on one page of the score sheet. */
export const SHEET_ROWS = 12;

/** How many pages the sheet of `hands` hands takes: one at least. */
export function sheetPages(hands: number): number {
  return Math.max(1, Math.ceil(hands / SHEET_ROWS));
}

/**
 * Page `page` of the sheet (the last when omitted, where the latest hands
 * are) as text cells: its hand rows, the game's totals, and which hands it
 * holds ("Hands 13 to 24 of 30") when there is more than one page.
 */
export function sheetRows(history: readonly (readonly number[])[], page = sheetPages(history.length) - 1): { hands: string[][]; totals: string[]; caption: string | null } {
  const at = Math.min(Math.max(page, 0), sheetPages(history.length) - 1);
  const first = at * SHEET_ROWS;
  const hands = history.slice(first, first + SHEET_ROWS).map((points, i) => [`${first + i + 1}`, ...points.map(String)]);
  const totals = [0, 1, 2, 3].map((seat) => String(history.reduce((sum, points) => sum + (points[seat] ?? 0), 0)));
  const caption = sheetPages(history.length) > 1 ? `Hands ${first + 1} to ${first + hands.length} of ${history.length}` : null;
  return { hands, totals, caption };
}

/** Who won, for the end-of-game dialog: "You win!", "Ada wins.", "You share the win with Clara!"; with several people at the table (`you` null) everyone by name. */
export function winnersNote(winners: readonly number[], names: readonly string[], you: number | null = 0): string {
  const others = winners.filter((seat) => seat !== you).map((seat) => names[seat] ?? `Seat ${seat}`);
  if (you !== null && winners.includes(you)) return others.length === 0 ? 'You win!' : `You share the win with ${others.join(' and ')}!`;
  return others.length === 1 ? `${others[0]} wins.` : `${others.join(' and ')} share the win.`;
}

export const HOW_TO_PLAY = [
  'Take as few points as you can. Each heart costs 1 point and the queen of spades 13; the jack of diamonds takes 10 off.',
  'Before each hand you pass three cards: to the left, then the right, then across; every fourth hand there is no pass.',
  'The two of clubs holder leads a club. Follow suit if you can; otherwise play anything, but no points on the first trick.',
  'Hearts may not be led until a heart (or the queen) has been played. Take every heart and the queen to shoot the moon: -26.',
  'The game ends when someone goes over the point limit. The lowest total wins.',
].join('\n\n');

/** The words of the last-trick dialog: who took the last trick, and the points taken this hand so far. */
export function lastTrickWords(view: HeartsView, names: readonly string[], shared = false): { caption: string; points: string } {
  const name = (seat: number) => names[seat] ?? `Seat ${seat}`;
  const trick = view.lastTrick;
  const caption = trick === null ? 'No trick has been taken yet this hand.' : `${trick.winner === view.seat && !shared ? 'You' : name(trick.winner)} took the last trick.`;
  const rows = view.pointsThisHand.map((points, seat) => `${name(seat)}: ${points}`);
  return { caption, points: `Points taken this hand:\n${rows.join('\n')}` };
}
