// Every colour a native frame may contain. Screens and art name colours from
// these tables only, so a frame can be checked pixel by pixel (see
// tests/e2e/palette.e2e.ts).

/**
 * The 16 colours of a VGA card as Windows 3.1's VGA driver programs them: the
 * half-intensity colours sit at 0x80, light grey at 0xC0. Hearts' green felt is
 * `green`, the desktop is `teal`, dialog faces are `silver`.
 */
export const VGA = {
  black: 0x000000,
  maroon: 0x800000,
  green: 0x008000,
  olive: 0x808000,
  navy: 0x000080,
  purple: 0x800080,
  teal: 0x008080,
  silver: 0xc0c0c0,
  grey: 0x808080,
  red: 0xff0000,
  lime: 0x00ff00,
  yellow: 0xffff00,
  blue: 0x0000ff,
  fuchsia: 0xff00ff,
  aqua: 0x00ffff,
  white: 0xffffff,
} as const;

/** The greys Windows 95 added for its 3-D controls (Thirty-One only). */
export const WIN95 = {
  light: 0xdfdfdf, // 3-D light edge
  medium: 0xa0a0a4, // disabled text shadow, scroll tracks
} as const;

/**
 * The ZX Spectrum's 15 colours: eight at normal brightness (0xD7) and the seven
 * bright ones (bright black is black).
 */
export const SPECTRUM = {
  black: 0x000000,
  blue: 0x0000d7,
  red: 0xd70000,
  magenta: 0xd700d7,
  green: 0x00d700,
  cyan: 0x00d7d7,
  yellow: 0xd7d700,
  white: 0xd7d7d7,
  brightBlue: 0x0000ff,
  brightRed: 0xff0000,
  brightMagenta: 0xff00ff,
  brightGreen: 0x00ff00,
  brightCyan: 0x00ffff,
  brightYellow: 0xffff00,
  brightWhite: 0xffffff,
} as const;

export type VgaColour = keyof typeof VGA;
export type SpectrumColour = keyof typeof SPECTRUM;

/** All colours a frame of any look may use, as 0xRRGGBB numbers. */
export const ALL_COLOURS: ReadonlySet<number> = new Set([
  ...Object.values(VGA),
  ...Object.values(WIN95),
  ...Object.values(SPECTRUM),
]);

/** '#rrggbb' for the few places (page background) that want CSS. */
export function css(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`;
}
