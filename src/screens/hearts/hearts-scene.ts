// What the Hearts table shows beside the cards: the status line, the button
// in the middle, whose name is lit and which cards of the hand may be played,
// worked out from the player's view and where the play stands.

import type { Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import type { HeartsAction, HeartsView } from '../../engine/hearts';
import type { Device } from '../../input/commands';
import type { Shown, TableScene } from '../table/table-view';
import { statusForms } from './status';
import { passButtonLabel } from './texts';
import { playableCards } from '../table/playable';

export interface HeartsMoment {
  /** What the player sees; null before the first deal. */
  view: HeartsView | null;
  toAct: Seat | null;
  names: readonly string[];
  pass: { readonly chosen: readonly Card[]; readonly waitingForOk: boolean };
  /** The hand just ended, while its end is shown; null otherwise. */
  handEnded: number | null;
  /** What the player is asked to decide now, if anything. */
  decision: { readonly view: HeartsView; readonly legal: readonly HeartsAction[] } | null;
  device: Device;
  rulesPending: boolean;
  /** A line shown instead of the game's own (the demo's invitation, a replay's progress). */
  banner: string | null;
  /** Several people share the screen; `covered` while the cover is up between their turns. */
  shared?: { covered: boolean };
}

/** The cards the player may play now: none unless they are asked for a card. */
export const playable = (decision: HeartsMoment['decision']): Card[] => playableCards(decision);

export function heartsScene(moment: HeartsMoment, shown: Shown): TableScene {
  const { view, handEnded } = moment;
  const { chosen, waitingForOk } = moment.pass;
  const covered = moment.shared?.covered ?? false;
  // Nothing is asked of the player while the hand's end or the received cards are on show, or under the cover.
  const decision = handEnded !== null || waitingForOk || covered ? null : moment.decision;
  const legal = playable(decision);
  const scene = { view, names: moment.names, chosen: chosen.length, waitingForOk, handEnded, legal, device: moment.device, rulesPending: moment.rulesPending };
  const status = moment.banner ?? (view === null ? '' : statusForms(moment.shared ? { ...scene, view, shared: moment.shared } : { ...scene, view }));
  const centre = covered
    ? null
    : waitingForOk
      ? { label: '&OK', enabled: true }
      : decision?.view.phase === 'pass' && view !== null
        ? { label: passButtonLabel(view.passDirection), enabled: chosen.length === view.passCount }
        : null;
  return {
    shown: { ...shown, playable: legal },
    names: moment.names,
    scores: view?.scores ?? [0, 0, 0, 0],
    lit: waitingForOk || handEnded !== null ? null : moment.toAct,
    status,
    centre,
  };
}
