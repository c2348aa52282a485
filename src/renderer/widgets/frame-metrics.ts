// A window frame's measures, apart from its drawing, so pure code (and its
// tests) can lay text out against a window's client area.

/** 3.1's sizing border: black line, three rows of border colour, black line. */
export const BORDER_31 = 5;
export const BORDER_95 = 4;
/** 95's sunken edge round the client area, on each side. */
const INSET_95 = 2;
/** The width of the kiosk's frame. */
const FRAME_WIDTH = 640;

/** The width of a window's client area: the frame less its borders (and 95's sunken edge). */
export function clientWidth(look: 'win31' | 'win95' = 'win31', frameWidth: number = FRAME_WIDTH): number {
  return look === 'win31' ? frameWidth - 2 * BORDER_31 : frameWidth - 2 * BORDER_95 - 2 * INSET_95;
}
