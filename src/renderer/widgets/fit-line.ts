// One line of text in a fixed width (a status bar): the first of several
// wordings, longest first, that fits. A screen writes the short wordings; the
// line never cuts a word off.

import { FONTS, type FontId, measure } from '../font';

/** The width `text` takes in `font`, in native pixels. */
export function lineWidth(text: string, font: FontId = 'system'): number {
  return measure(FONTS[font], text).width;
}

/** The first of `forms` that fits `width`; the last (the shortest) when none does. */
export function fitLine(forms: readonly string[], width: number, font: FontId = 'system'): string {
  return forms.find((form) => lineWidth(form, font) <= width) ?? forms[forms.length - 1] ?? '';
}
