// Help too long for one box, in pages: each page a message box of its own,
// titled with where it stands ("How to Play (2 of 3)"), with Back and Next
// between the pages and OK to close. Enter (the pad's A) goes on to the next
// page, and closes the last; back (Esc, B) closes at any page.

import { Dialog, type DialogHost, type Look, Label, theme } from '../../renderer/widgets';

/** The text's width, as a message box's. */
const TEXT_WIDTH = 300;

/** Page `at` of `pages` as a dialog, not yet opened: it answers 'back', 'next' or 'ok'. */
export function helpPage(title: string, pages: readonly string[], at: number, look: Look = 'win31'): Dialog<string> {
  const t = theme(look);
  const last = at === pages.length - 1;
  const buttons = [...(at > 0 ? [{ id: 'back', label: '< &Back' }] : []), ...(last ? [] : [{ id: 'next', label: '&Next >' }]), { id: 'ok', label: 'OK' }];
  return new Dialog<string>(pages.length > 1 ? `${title} (${at + 1} of ${pages.length})` : title, look, {
    body: [new Label(pages[at] ?? '', { wrap: TEXT_WIDTH, font: t.font, colour: t.text })],
    buttons,
    answer: (id) => id,
    cancel: () => 'ok',
    defaultButton: last ? 'ok' : 'next',
  });
}

/** Show `pages` on `host` from the first until OK or back closes them. */
export async function showPages(host: DialogHost, title: string, pages: readonly string[], look: Look = 'win31'): Promise<void> {
  let at = 0;
  for (;;) {
    const answer = await helpPage(title, pages, at, look).open(host).result;
    if (answer === 'next') at = Math.min(at + 1, pages.length - 1);
    else if (answer === 'back') at = Math.max(at - 1, 0);
    else return;
  }
}
