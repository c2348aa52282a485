// A player's name and total beside their hand: on one line when there is
// room, else the total under the name, so a long name is never cut off at the
// edge of the felt.

/** The label for `name` with `score` in `room` pixels, measured by `width`. */
export function nameLabel(name: string, score: number, room: number, width: (text: string) => number): string {
  const line = `${name}  ${score}`;
  return width(line) <= room ? line : `${name}\n${score}`;
}
