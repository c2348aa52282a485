// What automation reads of the round on the Thirty-One table, from the view
// of the seat shown and the cards as they lie: tests check the cards face
// up seat by seat (nobody's hand shown to the wrong person), the pot, the
// marks and the round's end.

import type { Seat } from '../../engine/game';
import type { ThirtyOneEvent, ThirtyOneView } from '../../engine/thirtyone';
import type { ThirtyOneSnapshot } from './thirtyone-snapshot';
import type { Shown31 } from './shown';
import { roundLine } from './texts';

type RoundFacts = Pick<ThirtyOneSnapshot, 'phase' | 'hand' | 'faceUp' | 'pot' | 'scores' | 'out' | 'passed' | 'dealer' | 'round' | 'points' | 'roundEnd'>;

export function roundFacts(view: ThirtyOneView | null, shown: Shown31, open: readonly boolean[], viewer: Seat, roundEnd: Extract<ThirtyOneEvent, { type: 'round-end' }> | null, names: readonly string[]): RoundFacts {
  const faceUp = open.map((isOpen, seat) => (isOpen ? (shown.seats[seat] ?? []).flatMap((s) => (s.card ? [s.card] : [])) : []));
  return {
    phase: view?.phase ?? 'starting',
    hand: faceUp[viewer] ?? [],
    faceUp,
    pot: shown.pot.map((s) => s.card),
    scores: view?.scores ?? [],
    out: view?.out ?? [],
    passed: view?.passed ?? [],
    dealer: view?.dealer ?? null,
    round: view?.round ?? 0,
    points: view?.points ?? 0,
    roundEnd: roundEnd ? { marked: roundEnd.marked, points: roundEnd.points, line: roundLine(roundEnd, names) } : null,
  };
}
