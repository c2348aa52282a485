// Every word the Chinese Patience screen prints, in the Spectrum's capitals
// and 32 columns: the pages of instructions and controls, the lines of the
// board, and the menu line in the words of the device used last.

import type { Level } from '../../engine/game';
import { BLOCKED_AFTER } from '../../engine/patience';
import type { Device } from '../../input/commands';
import type { MenuChoice } from '../../renderer/widgets';

/** The instructions, a page at a time (at most 18 lines of 32 columns). */
export const HOW_TO_PLAY: readonly (readonly string[])[] = [
  [
    'THE GAME',
    '',
    'WE EACH HOLD 22 CARDS, FACE',
    'DOWN. THE FIRST TO BE RID OF',
    'ALL HIS CARDS WINS, AND GETS A',
    'POINT FOR EACH CARD THE OTHER',
    'STILL HOLDS.',
    '',
    'PILES 1-4 BEGIN WITH THE ACES,',
    'PILES 5-8 WITH ONE CARD EACH.',
    'PILE 0 IS YOUR DISCARD PILE AND',
    'PILE 9 IS MINE.',
    '',
    'T (TWIST) TURNS YOUR NEXT CARD',
    'ONTO PILE 0. YOUR FIRST TURN',
    'BEGINS WITH A TWIST. TWIST ONCE',
    'MORE WHEN THAT CARD HAS MOVED.',
  ],
  [
    'WHERE A CARD MAY GO',
    '',
    '1-4 UP IN ONE SUIT, ACE TO KING',
    '5-8 DOWN, RED AND BLACK IN TURN',
    '9   SAME SUIT, ONE ABOVE OR ONE',
    '    BELOW THE CARD ON TOP',
    '',
    'CARDS ON 1-4 AND 9 STAY THERE;',
    'THE TOP CARD OF 5-8 MAY MOVE.',
    '',
    'A WHOLE PILE OF 5-8 (TWO CARDS',
    'OR MORE) MAY GO ON ANOTHER OF',
    '5-8 IF THE ORDER HOLDS. FILL',
    'THE SPACE FROM PILE 0.',
    '',
    'Z ENDS YOUR TURN. AN EMPTY DECK',
    'IS MADE AGAIN FROM YOUR PILE 0.',
  ],
  [
    'THE END',
    '',
    'THE FIRST TO HOLD NO CARDS, IN',
    'DECK OR ON PILE 0, WINS A POINT',
    'FOR EACH CARD THE OTHER HOLDS.',
    '',
    'A GAME CAN STICK: A CARD PUT ON',
    'PILE 9 GOES BACK INTO A HAND.',
    `WHEN ${BLOCKED_AFTER / 2} TURNS EACH GO BY AND`,
    'THE CARDS WE HOLD BETWEEN US',
    'NEVER FALL BELOW THEIR LOWEST,',
    'THE GAME STOPS THERE. WHOEVER',
    'HOLDS FEWER WINS THE DIFFERENCE',
    'IN POINTS; THE SAME IS A DRAW.',
    '',
    'THEN S PLAYS ONE MORE GAME AND',
    'N KEEPS A SCORE OVER A SERIES.',
  ],
];

export const CONTROLS: readonly string[] = [
  'KEYS',
  ' T TWIST   Z FINISH   X MENU',
  ' M 0 5    TOP CARD OF 0 TO 5',
  ' M P 8 6  ALL OF PILE 8 ONTO 6',
  ' DELETE   TAKE BACK A KEY',
  '',
  'GAMEPAD',
  ' D-PAD CHOOSE A PILE; LEFT ON',
  '  5-8 HOLDS THE WHOLE PILE',
  ' A PICK UP, PUT DOWN  B CANCEL',
  ' X TWIST  Y FINISH  START MENU',
  '',
  'MOUSE',
  ' CLICK A PILE, THEN WHERE IT',
  ' GOES, OR DRAG IT. TAKE A PILE',
  ' BY ITS FIRST CARD TO MOVE IT',
  ' WHOLE. CLICK THE KEYS BELOW.',
  ' YOUR DECK TWISTS WHEN CLICKED.',
];

/** The menu line while it is your turn: the original's keys, or the pad's buttons. */
export function playMenu(device: Device): MenuChoice[] {
  if (device === 'gamepad') {
    return [
      { key: 'X', label: ' TWIST' },
      { key: 'A', label: ' MOVE' },
      { key: 'Y', label: ' DONE' },
      { key: 'START', label: ' MENU' },
    ];
  }
  return [
    { key: 'T', label: ' TWIST' },
    { key: 'M', label: ' MOVE' },
    { key: 'Z', label: ' FINISH' },
    { key: 'X', label: ' MENU' },
  ];
}

/** The original's keys named in a message, e.g. "(T)", as the pad's buttons to a pad player. */
const PAD_KEYS: Readonly<Record<string, string>> = { T: 'X', Z: 'Y', M: 'A', X: 'START' };

/** A message in the words of `device`: "(T)" reads "(X)" to a pad player. */
export function keysFor(text: string, device: Device): string {
  return device === 'gamepad' ? text.replace(/\(([TZMX])\)/g, (_, key: string) => `(${PAD_KEYS[key] ?? key})`) : text;
}

/** The menu line during the computer's turn: its next move at once, or the menu. */
export function waitMenu(device: Device): MenuChoice[] {
  return device === 'gamepad'
    ? [
        { key: 'A', label: ' NEXT MOVE' },
        { key: 'START', label: ' MENU' },
      ]
    : [
        { key: 'ENTER', label: ' NEXT MOVE' },
        { key: 'X', label: ' MENU' },
      ];
}

/** The menu line when a game is over: S another single game, N keep a series. */
export function overMenu(device: Device): MenuChoice[] {
  if (device === 'gamepad') {
    return [
      { key: 'A', label: ' SINGLE' },
      { key: 'X', label: ' SERIES' },
      { key: 'START', label: ' MENU' },
    ];
  }
  return [
    { key: 'S', label: ' SINGLE' },
    { key: 'N', label: ' SERIES' },
    { key: 'X', label: ' MENU' },
  ];
}

/** The prompt line when a game is over, naming the keys of the menu line below it (and R to play the game back). */
export function overPrompt(device: Device, inSeries: boolean, replayable = false): string {
  const [single, series] = overMenu(device).map((c) => c.key);
  if (replayable) {
    const replay = replayKey(device);
    return inSeries ? `${series}: NEXT OF SERIES  ${replay}: REPLAY` : `${single}: SINGLE  ${series}: SERIES  ${replay}: REPLAY`;
  }
  return inSeries ? `${series}: NEXT GAME OF THE SERIES` : `${single}: ONE GAME  ${series}: KEEP A SERIES`;
}

/** The key that plays a finished game back: R, or the pad's Y. */
export function replayKey(device: Device): string {
  return device === 'gamepad' ? 'Y' : 'R';
}

/** The status line of a finished game: its seed, from which the deal can be checked. */
export function overStatus(seed: number): string {
  return `GAME OVER  SEED ${seed}`;
}

/** The status line while a game is played back. */
export function replayStatus(seed: number): string {
  return `REPLAY  SEED ${seed}`;
}

/** The prompt line of a replay: how far it has come, and the keys of the last move (whose: YOUR or MY by its seat, unless `whose` names it). */
export function replayPrompt(position: number, length: number, last: { keys: readonly string[]; seat?: number; whose?: string } | null): string {
  const at = `${position}/${length}`;
  if (!last) return at;
  return `${at} ${last.whose ?? (last.seat === 0 ? 'YOUR' : 'MY')} MOVE: ${last.keys.join('...')}`;
}

/** The menu line of a replay: step, run or pause, end. */
export function replayMenu(device: Device, running: boolean): MenuChoice[] {
  const run = running ? ' PAUSE' : ' RUN';
  if (device === 'gamepad') {
    return [
      { key: 'A', label: ' STEP' },
      { key: 'X', label: run },
      { key: 'B', label: ' END' },
    ];
  }
  return [
    { key: 'ENTER', label: ' STEP' },
    { key: 'R', label: run },
    { key: 'ESC', label: ' END' },
  ];
}

/** What the replay says when it reaches the end. */
export function replayEnded(matches: boolean): { text: string; error: boolean } {
  return matches ? { text: 'THE REPLAY ENDS AS THE GAME DID: SAME DEAL, SAME MOVES', error: false } : { text: 'THE REPLAY DOES NOT END AS THE GAME DID', error: true };
}

/** The menu line of a page that only waits to be read. */
export function pageMenu(device: Device, more: boolean): MenuChoice[] {
  const next = device === 'gamepad' ? 'A' : 'ENTER';
  return [{ key: next, label: more ? ' NEXT PAGE' : ' BACK' }];
}

/** The series line: both the last game and the running totals, as the original kept them. */
export function scoreLine(series: { games: number; totals: readonly [number, number] } | null, last: readonly [number, number] | null): string {
  const game = last ? `GAME ${last[0]}-${last[1]}` : '';
  if (!series) return game ? `${game}  SINGLE GAME` : 'SINGLE GAME';
  const totals = `SERIES ${series.totals[0]}-${series.totals[1]} (${series.games})`;
  return game ? `${game}  ${totals}` : totals;
}

/** The level beside the piles, in the eleven cells there. */
export function levelName(level: Level): string {
  return level === 'intermediate' ? 'INTERMED.' : level.toUpperCase();
}

/** The player's figures for the menu page. */
export function figures(stats: { won: number; lost: number; drawn: number; best: number } | null): string {
  if (!stats) return 'GUESTS KEEP NO RECORD';
  return `WON ${stats.won} LOST ${stats.lost} BEST ${stats.best}`;
}

/** A game left unfinished, offered to its player (null: a guest's): refused, it counts as lost. */
export function keptQuestion(player: string | null): string[] {
  return [player === null ? "A GUEST'S GAME" : `${player}, YOUR GAME`, 'WAS LEFT UNFINISHED.', 'CARRY ON WITH IT?', '(NO COUNTS IT AS LOST)'];
}
