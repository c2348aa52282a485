// The page that says who plays, as a plain model: 1 plays, 2 chooses the
// opponent (the computer, or a second person here), and with two people 3
// and 4 step each one's device (the keyboard, or a pad plugged in that the
// other has not taken). Numbers, a click on a line, or up, down and A pick;
// left and right step a device back and on; B or Esc goes back to the menu.

import { type PageInput, type PageStep } from './menu-page';
import { lineStep } from './line-page';
import { type Players, padName, sideNames, stepPad } from './seating';

export type SeatingLineId = 'play' | 'opponent' | 'first-pad' | 'second-pad' | 'network';

export interface SeatingLine {
  id: SeatingLineId;
  key: string;
  label: string;
  /** What it is set to, at the right. */
  value?: string;
}

export interface SeatingState {
  readonly players: Players;
  /** The person seated at the menu (null: a guest), who plays seat 0. */
  readonly first: string | null;
  /** The pads plugged in now. */
  readonly plugged: readonly number[];
  /** The lit line. */
  readonly at: number;
}

export type SeatingAnswer = { kind: 'play' } | { kind: 'opponent' } | { kind: 'network' } | { kind: 'back' };

/** Playing someone at another kiosk instead, with the menu's key for it. */
const NETWORK: SeatingLine = { id: 'network', key: '8', label: 'NETWORK', value: 'ANOTHER KIOSK' };

/** The lines of the page: PLAY, the opponent, with two people each one's device, and someone at another kiosk instead. */
export function seatingLines(state: Pick<SeatingState, 'players' | 'first'>): SeatingLine[] {
  const { players } = state;
  const [first, second] = sideNames(players, state.first);
  const lines: SeatingLine[] = [
    { id: 'play', key: '1', label: 'PLAY' },
    { id: 'opponent', key: '2', label: 'OPPONENT', value: players.second === null ? 'THE COMPUTER' : second },
  ];
  if (players.second === null) return [...lines, NETWORK];
  return [...lines, { id: 'first-pad', key: '3', label: first, value: padName(players.firstPad) }, { id: 'second-pad', key: '4', label: second, value: padName(players.second.pad) }, NETWORK];
}

/** The first line of the list (drawn from row 2, after a blank line), a line on every other row. */
const LIST_ROW = 3;

export function seatingStep(state: SeatingState, input: PageInput): PageStep<SeatingState, SeatingAnswer> {
  const lines = seatingLines(state);
  const at = Math.min(state.at, lines.length - 1);
  const pick = (line: SeatingLine | undefined, step: 1 | -1 = 1): PageStep<SeatingState, SeatingAnswer> => {
    if (!line) return { state };
    const lit = { ...state, at: lines.indexOf(line) };
    if (line.id === 'play' || line.id === 'opponent' || line.id === 'network') return { state: lit, answer: { kind: line.id }, sound: 'beep-high' };
    return { state: { ...lit, players: stepPad(state.players, line.id === 'first-pad' ? 0 : 1, state.plugged, step) }, sound: 'beep' };
  };
  return lineStep(state, input, { lines, at, firstRow: LIST_ROW, pick, steps: (line) => line.id === 'first-pad' || line.id === 'second-pad', back: { kind: 'back' } });
}

/** The words under the lines: what playing head to head means, a pad to plug in, a guest's records. */
export function seatingNotes(state: Pick<SeatingState, 'players' | 'first' | 'plugged'>): string[] {
  const second = state.players.second;
  if (second === null) return ['2 CHOOSES A SECOND PLAYER TO', 'PLAY HEAD TO HEAD, TURN AND', 'TURN AT THIS SCREEN.'];
  const notes = ['EACH TURN IS HANDED OVER: ONLY', "THE NEXT PLAYER'S PAD (OR THE", 'KEYS, WHEN SHARED) TAKES THE', 'TABLE.', '', 'GAMES HEAD TO HEAD ARE KEPT', 'APART FROM GAMES AGAINST ME.'];
  if (state.plugged.length === 0) notes.push('', 'PLUG IN A PAD TO PLAY ON ONE.');
  if (state.first === null || second.name === null) notes.push('A GUEST KEEPS NO RECORD.');
  return notes;
}
