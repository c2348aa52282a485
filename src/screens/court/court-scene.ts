// What the Court's table shows, from the player's view alone: the hands, the
// deck, the card being drawn, the piles set aside, the cards of the turn,
// the totals and the words under the table. The view given is the one the
// player is watching (see `table-shown.ts`), which may lag the game's; its
// seat is drawn at the bottom (yours against the computer, the person to act
// when two people play).

import type { Card } from '../../engine/cards';
import type { CourtView } from '../../engine/court';
import type { Device } from '../../input/commands';
import type { CourtScene } from './court-table';
import { type PeopleNames, type TournamentPlace, courtStatus, coveredStatus, watchingStatus } from './court-texts';

export interface CourtSceneInput {
  view: CourtView | null;
  /** The top's hand face up (a replay), or null for its backs. */
  theirHand: readonly Card[] | null;
  /** The card being drawn, face up whoever draws it (a replay), or null for the draw as the player sees it. */
  drawnFaceUp: Card | null;
  /** You are looking at the card you drew. */
  revealed: boolean;
  back: number;
  /** Both players' names, in seat order. */
  names: [string, string];
  /** The two people's names when people play each other (the words name them); null or absent against the computer. */
  people?: PeopleNames | null;
  /** The bottom's cards lie face down (between two people's turns). */
  faceDown?: boolean;
  /** The cover's words while it is up; null or absent: no cover. */
  cover?: string | null;
  /** Someone watching a network game: no hand is known, each lies face down by its count. */
  watching?: boolean;
  /** The network game's last word (the clock, a player gone, the end) in place of the line under the table; empty or absent: none. */
  notice?: string;
  cue: readonly string[];
  tournament: TournamentPlace | null;
  /** The device the player used last, whose buttons the status line names. */
  device: Device;
  /** The line under the table in place of the game's own (a replay's); null for the game's. */
  status: string | null;
  /** The cards you may play now, on your turn; they stand proud of your hand. */
  playable: readonly Card[];
}

export function courtScene(input: CourtSceneInput): CourtScene {
  const { view, theirHand, drawnFaceUp, revealed, back, names, cue, tournament, device, status, playable } = input;
  const onTable = view?.table ?? [];
  const tableCards = new Set(onTable.map((p) => p.card));
  const drawing = view?.drawing ?? null;
  // The bottom is the view's seat; the other sits at the top.
  const seat = view?.seat ?? 0;
  const other = 1 - seat;
  const side = (s: number) => (s === seat ? 0 : 1);
  // Someone watching sees either player's drawn card face down, as a player sees the other's.
  const own = drawing !== null && drawing.seat === seat && !input.watching;
  const asPlayed = view && drawing && view.phase === 'draw' ? (own ? (revealed ? { card: view.drawn, seat: 0 } : null) : { card: null, seat: side(drawing.seat) }) : null;
  const drawn = drawnFaceUp !== null && drawing ? { card: drawnFaceUp, seat: side(drawing.seat) } : asPlayed;
  const hand = (view?.hand ?? []).filter((card) => !tableCards.has(card));
  const faceDown = input.faceDown ?? false;
  const cover = input.cover ?? null;
  const words = !view ? '' : cover !== null ? coveredStatus(view, names[seat] ?? '') : input.watching ? watchingStatus(view, names) : courtStatus(view, revealed, device, input.people ?? null);
  return {
    hand: faceDown ? [] : hand,
    myBacks: faceDown ? hand.length : input.watching ? Math.max(0, view?.handSizes[seat] ?? 0) : 0,
    playable,
    theirCount: Math.max(0, view?.handSizes[other] ?? 0) - (view ? view.captured.filter((c) => tableCards.has(c)).length : 0),
    ...(theirHand ? { theirHand: theirHand.filter((card) => !tableCards.has(card)) } : {}),
    deckSize: Math.max(0, (view?.deckSize ?? 0) - (drawn ? 1 : 0)),
    drawn,
    myAside: view?.setAside.length ?? 0,
    theirAside: view?.asideSizes[other] ?? 0,
    theirCard: onTable.find((p) => p.seat === other)?.card ?? null,
    myCard: onTable.find((p) => p.seat === seat)?.card ?? null,
    back,
    names,
    labels: [names[seat] ?? '', names[other] ?? ''],
    cover,
    scores: [view?.scores[0] ?? 100, view?.scores[1] ?? 100],
    round: view?.round ?? 1,
    turn: view?.turn ?? 0,
    bonus: [view?.bonusPoints[0] ?? 0, view?.bonusPoints[1] ?? 0],
    tournament,
    cue,
    replaying: status !== null,
    status: status ?? (input.notice || words),
  };
}
