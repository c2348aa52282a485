// The Hearts game in progress as it is kept between moves: the engine's
// state (plain JSON), the score sheet so far, who sits where (the seating,
// when people other than the player sat at the table: a game kept without
// one is the player against three computers), and a choice the person to
// act was in the middle of (cards chosen to pass, OK still to press).
// Checked when read back, down to every card being in exactly one place, so
// a damaged record is set aside rather than resumed into a broken table.

import * as v from 'valibot';
import { type Card, CardSchema } from '../../engine/cards';
import { type HeartsView, hearts } from '../../engine/hearts';
import { NameSchema } from '../../table/names';
import { keptFields } from '../../table/saved-session';
import { samePlayer } from '../table/kept-games';
import { HeartsSeatingSchema } from './table-rules';

const SavedHeartsFields = v.strictObject({
  history: v.array(v.pipe(v.array(v.number()), v.length(4))),
  names: v.pipe(v.array(v.string()), v.length(4)),
  player: v.nullable(NameSchema),
  level: v.picklist(['novice', 'intermediate', 'expert']),
  moves: v.pipe(v.number(), v.integer(), v.minValue(0)),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Cards chosen so far for a pass not yet made (absent in games kept before it was kept). */
  chosen: v.optional(v.pipe(v.array(CardSchema), v.maxLength(3))),
  /** The received cards were standing up, waiting for OK. */
  waitingForOk: v.optional(v.boolean()),
  /** Who sat at each seat (absent in games kept before the Players dialog, and for the player alone against the computers). */
  seating: v.optional(HeartsSeatingSchema),
  ...keptFields(hearts),
});

export const SavedHeartsSchema = v.pipe(
  SavedHeartsFields,
  v.check((kept) => {
    const first = kept.seating?.seats[0];
    return first === undefined || (first.kind === 'person' && samePlayer(first.name, kept.player));
  }, 'the player is not the person in seat 0'),
);

export type SavedHearts = v.InferOutput<typeof SavedHeartsSchema>;

/** The record as the kept games read it. */
export const SavedHeartsRecord = SavedHeartsSchema;

/**
 * The choice a kept game was left in the middle of, as the table shows it
 * again: the cards chosen for a pass not yet made (or the pass made), and
 * the received cards standing up while OK is still to press.
 */
export function keptChoice(saved: Pick<SavedHearts, 'chosen' | 'waitingForOk'>, view: HeartsView): { chosen: Card[]; raised: Card[]; waitingForOk: boolean } {
  const chosen = view.phase !== 'pass' ? [] : (view.passed ?? (saved.chosen ?? []).filter((card) => view.hand.includes(card)));
  const waitingForOk = saved.waitingForOk === true && view.phase === 'play' && view.received !== null;
  return { chosen, raised: waitingForOk ? (view.received ?? []) : chosen, waitingForOk };
}
