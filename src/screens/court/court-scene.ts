// What the Court's table shows, from the player's view alone: the hands, the
// deck, the card being drawn, the piles set aside, the cards of the turn,
// the totals and the words under the table. The view given is the one the
// player is watching (see `table-shown.ts`), which may lag the game's.

import type { Card } from '../../engine/cards';
import type { CourtView } from '../../engine/court';
import type { Device } from '../../input/commands';
import type { CourtScene } from './court-table';
import { type TournamentPlace, courtStatus } from './court-texts';

export interface CourtSceneInput {
  view: CourtView | null;
  /** The computer's hand face up (a replay), or null for its backs. */
  theirHand: readonly Card[] | null;
  /** The card being drawn, face up whoever draws it (a replay), or null for the draw as the player sees it. */
  drawnFaceUp: Card | null;
  /** You are looking at the card you drew. */
  revealed: boolean;
  back: number;
  names: [string, string];
  cue: readonly string[];
  tournament: TournamentPlace | null;
  /** The device the player used last, whose buttons the status line names. */
  device: Device;
  /** The line under the table in place of the game's own (a replay's); null for the game's. */
  status: string | null;
  /** The cards you may play now, on your turn; they stand proud of your hand. */
  playable: readonly Card[];
}

export function courtScene({ view, theirHand, drawnFaceUp, revealed, back, names, cue, tournament, device, status, playable }: CourtSceneInput): CourtScene {
  const onTable = view?.table ?? [];
  const tableCards = new Set(onTable.map((p) => p.card));
  const drawing = view?.drawing ?? null;
  const asPlayed = view && drawing && view.phase === 'draw' ? (drawing.seat === 0 ? (revealed ? { card: view.drawn, seat: 0 } : null) : { card: null, seat: 1 }) : null;
  const drawn = drawnFaceUp !== null && drawing ? { card: drawnFaceUp, seat: drawing.seat } : asPlayed;
  return {
    hand: (view?.hand ?? []).filter((card) => !tableCards.has(card)),
    playable,
    theirCount: Math.max(0, view?.handSizes[1] ?? 0) - (view ? view.captured.filter((c) => tableCards.has(c)).length : 0),
    ...(theirHand ? { theirHand: theirHand.filter((card) => !tableCards.has(card)) } : {}),
    deckSize: Math.max(0, (view?.deckSize ?? 0) - (drawn ? 1 : 0)),
    drawn,
    myAside: view?.setAside.length ?? 0,
    theirAside: view?.asideSizes[1] ?? 0,
    theirCard: onTable.find((p) => p.seat === 1)?.card ?? null,
    myCard: onTable.find((p) => p.seat === 0)?.card ?? null,
    back,
    names,
    scores: [view?.scores[0] ?? 100, view?.scores[1] ?? 100],
    round: view?.round ?? 1,
    turn: view?.turn ?? 0,
    bonus: [view?.bonusPoints[0] ?? 0, view?.bonusPoints[1] ?? 0],
    tournament,
    cue,
    replaying: status !== null,
    status: status ?? (view ? courtStatus(view, revealed, device) : ''),
  };
}
