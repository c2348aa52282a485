// The words under the Thirty-One table and the notes round it: whose turn it
// is and what they may do, named for the device in hand.

import type { Seat } from '../../engine/game';
import { type ThirtyOneAction, type ThirtyOneEvent, type ThirtyOneView, lastTurn } from '../../engine/thirtyone';
import type { Device } from '../../input/commands';
import type { ButtonId } from './buttons';
import { joinNames, midSentence, pointsText } from './texts';

export interface StatusFacts {
  view: ThirtyOneView | null;
  names: readonly string[];
  /** The person asked to act, or null. */
  waiting: Seat | null;
  /** That person's cards are covered until they show them. */
  covered: boolean;
  /** The table waits for Deal. */
  dealing: boolean;
  roundEnd: Extract<ThirtyOneEvent, { type: 'round-end' }> | null;
  /** The seats a computer plays here (a network game's other seats are waited for, whoever plays them). */
  thinkers: readonly Seat[];
  demo: boolean;
  /** The replay's line, while a game is played back. */
  replay: string | null;
  device: Device;
}

const CONFIRM: Record<Device, string> = { keyboard: 'Enter', gamepad: 'A', pointer: 'click' };

/** The status line's wordings, longest first. */
export function tableStatus(f: StatusFacts): string[] {
  if (f.demo) return ['Computer players show how Thirty-One goes. Press Start to play!', 'Press Start to play!'];
  if (f.replay !== null) return [f.replay];
  if (f.view === null) return ['Game > Start to play here, or Game > Network to play with other kiosks.', 'Game > Start to play.'];
  const name = (seat: Seat) => f.names[seat] ?? '';
  if (f.dealing) {
    const key = f.device === 'pointer' ? 'Click Deal' : f.device === 'gamepad' ? 'Press A on Deal' : 'Press D or Enter';
    return f.roundEnd ? [`${key} to deal the next round.`, 'Deal the next round.'] : [`${key} to deal the cards.`, 'Deal the cards.'];
  }
  if (f.waiting === null) {
    const turn = f.view.toAct;
    if (turn === null) {
      const over = f.view.winner === null ? 'The game is over: nobody is left to win it.' : `The game is over: ${midSentence(name(f.view.winner))} won it.`;
      return [`${over} Game > Start to play again.`, over];
    }
    // The round's end is shown before the next dealer is asked anything.
    if (f.roundEnd) return [`Round ${f.roundEnd.round} is over.`];
    if (f.thinkers.includes(turn)) return [`${name(turn)} is thinking...`];
    return [name(turn) === 'You' ? 'Your turn is next.' : `Waiting for ${name(turn)}...`];
  }
  const who = name(f.waiting);
  if (f.covered) return [`Pass to ${who}: ${CONFIRM[f.device]} shows ${who}'s cards.`, `Pass to ${who}.`];
  const points = `${who}: ${pointsText(f.view.points)} points.`;
  if (f.view.phase === 'choose') return [`${points} Keep your cards (Hand) or take the three unseen (Pot)?`, `${points} Hand or Pot?`];
  const last = passingNote(f.view, f.names);
  return [`${points} Choose a card and a pot card, then Change; or Pass, or Take pot.${last}`, `${points} Change, Pass or Take pot.${last}`, `${points} Your turn.`];
}

/**
 * What the passes so far mean for the player to act, as the variation has
 * it: nothing before anyone passes; the last turn when it is one; else who
 * passed, and that the turns go on.
 */
export function passingNote(view: ThirtyOneView, names: readonly string[]): string {
  if (view.passed.length === 0) return '';
  const passed = joinNames(view.passed.map((seat) => names[seat] ?? `Player ${seat + 1}`));
  const have = view.passed.length === 1 && passed !== 'You' ? 'has' : 'have';
  if (!lastTurn(view)) return ` ${passed} ${have} passed; you play on.`;
  return view.variation === 'regular' ? ' Everyone else has passed: this is your last turn.' : ` ${passed} ${have} passed: this is your last turn.`;
}

/** After each name: the round's points at its end, else dealer, passed or out. */
export function seatNotes(names: readonly string[], view: ThirtyOneView | null, roundEnd: StatusFacts['roundEnd']): string[] {
  return names.map((_, seat) => {
    if (roundEnd) return roundEnd.hands[seat]?.length ? `${pointsText(roundEnd.points[seat] ?? 0)}${roundEnd.marked.includes(seat) ? ' - a mark' : ''}` : 'out';
    if (!view) return '';
    if (view.out.includes(seat)) return 'out';
    const passed = view.passed.includes(seat) ? 'passed' : '';
    return seat === view.dealer ? ['dealer', passed].filter(Boolean).join(', ') : passed;
  });
}

/** The buttons that can be used: Deal while the table waits for it, else the person's moves (Change once both cards are chosen). */
export function litButtons(facts: { dealing: boolean; legal: readonly ThirtyOneAction[] | null; bothChosen: boolean }): Set<ButtonId> {
  if (facts.dealing) return new Set(['deal']);
  const types = new Set(facts.legal?.map((a) => a.type) ?? []);
  const lit = new Set<ButtonId>((['hand', 'pot', 'pass', 'take-pot'] as const).filter((id) => types.has(id)));
  if (facts.bothChosen && types.has('change')) lit.add('change');
  return lit;
}
