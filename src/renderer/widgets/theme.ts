// The two Windows looks the games wear: Windows 3.1 (flat white windows,
// silver buttons, navy captions, the bold system font throughout) and
// Windows 95 (Thirty-One: silver 3-D everything, the regular sans font).
// Widgets take a `Look` and read every colour, size and font here.

import type { FontId } from '../font';
import { VGA, WIN95 } from '../palette';

export type Look = 'win31' | 'win95';

/** Both systems drew captions in a bold face: the system font, whatever the look's own. */
export const CAPTION_FONT: FontId = 'system';

export interface Theme {
  readonly look: Look;
  /** The face of everything but captions: labels, buttons, menus, lists, fields. */
  readonly font: FontId;
  /** Button faces and 3-D surfaces. */
  readonly face: number;
  /** Raised edges: outer and inner highlight (the same on 3.1). */
  readonly highlight: number;
  readonly innerHighlight: number;
  readonly shadow: number;
  /** Outlines: button borders on 3.1, the outer dark edge on 95. */
  readonly outline: number;
  readonly text: number;
  readonly disabledText: number;
  /** The 1-px light copy under disabled text (Windows 95 etching); null for none. */
  readonly disabledEmboss: number | null;
  /** Dialog and window client background. */
  readonly window: number;
  /** White wells: list boxes, text fields, check boxes. */
  readonly field: number;
  readonly caption: number;
  readonly captionText: number;
  /** The caption of a window that is not the active one (another window or a dialog is). */
  readonly inactiveCaption: number;
  readonly inactiveCaptionText: number;
  readonly captionAlign: 'center' | 'left';
  /** Dialog frame fill between its outlines (3.1 paints it in the caption colour). */
  readonly dialogBorder: number;
  readonly windowBorder: number;
  readonly menuBar: number;
  readonly menuText: number;
  readonly selection: number;
  readonly selectionText: number;
  readonly scrollTrack: number;
  /** Pixel sizes. */
  readonly captionHeight: number;
  readonly menuHeight: number;
  readonly buttonHeight: number;
  readonly buttonMinWidth: number;
  readonly gap: number;
  readonly padding: number;
  readonly scrollBarWidth: number;
}

export const THEMES: Readonly<Record<Look, Theme>> = {
  win31: {
    look: 'win31',
    font: 'system',
    face: VGA.silver,
    highlight: VGA.white,
    innerHighlight: VGA.white,
    shadow: VGA.grey,
    outline: VGA.black,
    text: VGA.black,
    disabledText: VGA.grey,
    disabledEmboss: null,
    window: VGA.white,
    field: VGA.white,
    caption: VGA.navy,
    captionText: VGA.white,
    inactiveCaption: VGA.white,
    inactiveCaptionText: VGA.black,
    captionAlign: 'center',
    dialogBorder: VGA.navy,
    windowBorder: VGA.silver,
    menuBar: VGA.white,
    menuText: VGA.black,
    selection: VGA.navy,
    selectionText: VGA.white,
    scrollTrack: VGA.silver,
    captionHeight: 18,
    menuHeight: 18,
    buttonHeight: 23,
    buttonMinWidth: 72,
    gap: 8,
    padding: 12,
    scrollBarWidth: 17,
  },
  win95: {
    look: 'win95',
    font: 'sans',
    face: VGA.silver,
    highlight: WIN95.light,
    innerHighlight: VGA.white,
    shadow: VGA.grey,
    outline: VGA.black,
    text: VGA.black,
    disabledText: VGA.grey,
    disabledEmboss: VGA.white,
    window: VGA.silver,
    field: VGA.white,
    caption: VGA.navy,
    captionText: VGA.white,
    inactiveCaption: VGA.grey,
    inactiveCaptionText: VGA.silver,
    captionAlign: 'left',
    dialogBorder: VGA.silver,
    windowBorder: VGA.silver,
    menuBar: VGA.silver,
    menuText: VGA.black,
    selection: VGA.navy,
    selectionText: VGA.white,
    scrollTrack: WIN95.light,
    captionHeight: 18,
    menuHeight: 19,
    buttonHeight: 23,
    buttonMinWidth: 75,
    gap: 6,
    padding: 11,
    scrollBarWidth: 16,
  },
};

export function theme(look: Look): Theme {
  return THEMES[look];
}
