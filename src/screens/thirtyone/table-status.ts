// The words under the Thirty-One table and the names round it: whose turn it
// is and what they may do, named for the device in hand, and which games
// count for the statistics (the original kept them at the expert level).

import type { Seat } from '../../engine/game';
import type { ThirtyOneEvent, ThirtyOneView } from '../../engine/thirtyone';
import type { Device } from '../../input/commands';
import type { SeatPlan } from './seating';

/** Every seat's name: people by their own (a guest as "You", or "Player 2" beside other people), computers by the Options' names in turn. */
export function seatNames(plans: readonly SeatPlan[], opponents: readonly string[]): string[] {
  const people = plans.filter((p) => p.kind === 'person').length;
  let computer = 0;
  return plans.map((plan, seat) => {
    if (plan.kind === 'computer') return opponents[computer++] ?? `Computer ${seat + 1}`;
    return plan.name ?? (people === 1 ? 'You' : `Player ${seat + 1}`);
  });
}

/** A game counts for the statistics when every computer player at it plays at the expert level. */
export function countsAtExpert(plans: readonly SeatPlan[]): boolean {
  return plans.every((plan) => plan.kind === 'person' || plan.level === 'expert');
}

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
  if (f.view === null) return ['Choose Start from the Game menu to sit down and deal.', 'Game > Start to play.'];
  const name = (seat: Seat) => f.names[seat] ?? '';
  if (f.dealing) {
    const key = f.device === 'pointer' ? 'Click Deal' : f.device === 'gamepad' ? 'Press A on Deal' : 'Press D or Enter';
    return f.roundEnd ? [`${key} to deal the next round.`, 'Deal the next round.'] : [`${key} to deal the cards.`, 'Deal the cards.'];
  }
  if (f.waiting === null) {
    const turn = f.view.toAct;
    if (turn !== null) return [`${name(turn)} is thinking...`];
    return f.view.winner === null ? ['The game is over: nobody is left to win it.'] : [`The game is over: ${name(f.view.winner)} won it.`];
  }
  const who = name(f.waiting);
  if (f.covered) return [`Pass to ${who}: ${CONFIRM[f.device]} shows ${who}'s cards.`, `Pass to ${who}.`];
  const points = `${who}: ${pointsOf(f.view.points)} points.`;
  if (f.view.phase === 'choose') return [`${points} Keep your cards (Hand) or take the three unseen (Pot)?`, `${points} Hand or Pot?`];
  const last = f.view.passed.length > 0 ? ' Someone has passed: this is your last turn.' : '';
  return [`${points} Choose a card and a pot card, then Change; or Pass, or Take pot.${last}`, `${points} Change, Pass or Take pot.${last}`, `${points} Your turn.`];
}

function pointsOf(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}
