// How a game at the Spectrum table ends and what the records keep of it.
// Against the computer: the player's win, loss or draw at the game's level,
// and the points won in the Hall of Fame, as the original kept them. Head to
// head: each person's own result, kept apart from their games against the
// computer and never in the Hall of Fame (it is the table of points won from
// the computer). A game given up, or a kept game refused, counts as lost for
// each person who played it; a guest keeps nothing.

import type { Level, Outcome } from '../../engine/game';
import type { PatienceState, PatienceView } from '../../engine/patience';
import type { SfxName } from '../../audio/sfx';
import { type FamePlace } from '../shell/fame';
import type { PatienceRecords } from './patience-records';
import type { Result } from './patience-stats';
import type { SavedPatience } from './saved-patience';
import { AGAINST_THE_COMPUTER, headToHead } from './seating';
import { headToHeadEnd } from './sides';
import { type Message, endNews, handsHeld } from './table-news';

/** Who played a game: the people seat by seat (null a guest, or the computer's seat), and whether it was head to head. */
export interface Played {
  people: readonly (string | null)[];
  /** Head to head, the two people's names as the table shows them; null against the computer. */
  names: readonly [string, string] | null;
}

/** `seat`'s result in `outcome`. */
function resultOf(outcome: Outcome, seat: number): Result {
  return outcome.draw ? 'drawn' : outcome.winners.includes(seat) ? 'won' : 'lost';
}

/** The end as the table tells it: the points seat by seat, the words and the tune. `view`: the table as it ended. */
export function endOf(outcome: Outcome, view: PatienceView | null, played: Played): { points: [number, number]; message: Message; sound: SfxName } {
  const blocked = view !== null && handsHeld(view).every((n) => n > 0);
  if (played.names === null) {
    const { points, message, sound } = endNews(outcome, blocked);
    return { points, message, sound };
  }
  const points: [number, number] = [outcome.scores[0] ?? 0, outcome.scores[1] ?? 0];
  // Someone at the cabinet won: the winning tune, unless nobody did.
  return { points, message: { text: headToHeadEnd(played.names, outcome, blocked), error: false }, sound: outcome.draw ? 'beep' : 'win' };
}

/** A finished game in the records: the player's against the computer (its Hall of Fame place, if it earned one), or each person's head to head. */
export async function recordEnd(records: PatienceRecords, outcome: Outcome, played: Played, level: Level): Promise<FamePlace | null> {
  const points = (seat: number): [number, number] => [outcome.scores[seat] ?? 0, outcome.scores[1 - seat] ?? 0];
  if (played.names === null) return records.addGame(played.people[0] ?? null, { result: resultOf(outcome, 0), points: points(0) }, level);
  await Promise.all(played.people.map((person, seat) => records.addHeadToHead(person, { result: resultOf(outcome, seat), points: points(seat) })));
  return null;
}

/** A game given up or refused: lost for each person who played it. */
export async function recordLoss(records: PatienceRecords, state: PatienceState, played: Pick<Played, 'people' | 'names'>, level: Level): Promise<void> {
  if (played.names === null) await records.lose(played.people[0] ?? null, state, level);
  else await records.loseHeadToHead(played.people, state);
}

/** A kept game refused when offered: lost for each person who played it (one kept before there was a choice of players: its player's against the computer). */
export async function recordKeptLoss(records: PatienceRecords, saved: SavedPatience): Promise<void> {
  const players = saved.players ?? AGAINST_THE_COMPUTER;
  await recordLoss(records, saved.state, { people: [saved.player, players.second?.name ?? null], names: headToHead(players) ? ['', ''] : null }, saved.level);
}
