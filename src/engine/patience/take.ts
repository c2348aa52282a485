// Where a player may take from: the top card of pile 0 or of piles 5-8, or
// a whole pile of piles 5-8 holding two cards or more (rules d to g). Asked
// by the rules before a move, and by a screen as soon as the source pile is
// named, so a move that can never be made is refused before its target.

/** Why `from` gives nothing; null when it may. `size(n)` is how many cards pile n (the player's numbering) holds. */
export function whyNotTake(started: boolean, size: (pile: number) => number, from: number, whole: boolean): string | null {
  if (!started) return 'First twist a card (T).';
  if (!Number.isInteger(from) || from < 0 || from > 9) return 'There is no such pile.';
  if (whole) {
    if (from < 5 || from > 8) return 'Whole piles move from one of piles 5-8 to another.';
    if (size(from) < 2) return `Only a pile of two or more moves whole; pile ${from} holds ${size(from)}.`;
    return null;
  }
  if (from >= 1 && from <= 4) return 'Cards on piles 1-4 stay there.';
  if (from === 9) return "Nothing comes off pile 9: it is the other player's pile.";
  if (size(from) === 0) return `Pile ${from} is empty.`;
  return null;
}
