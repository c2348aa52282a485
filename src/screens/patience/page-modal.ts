// A page of text over the table (How to Play, the controls), a page at a
// time: any key, button or click turns the page, and the last one closes.

import type { Device } from '../../input/commands';
import { type PageInput, pageStep } from './menu-page';
import { drawPage } from './patience-board';
import { pageMenu } from './patience-texts';
import { type PageHost, SpectrumModal } from './spectrum-modal';

/** The headings of the controls page, in blue like each page's first line. */
const HEADS = new Set(['KEYS', 'GAMEPAD', 'MOUSE']);

export class PageModal extends SpectrumModal<{ count: number; at: number }, 'done'> {
  readonly kind = 'page';

  constructor(
    host: PageHost,
    private readonly title: string,
    private readonly pages: readonly (readonly string[])[],
    /** The lines printed in blue as headings, besides each page's first. */
    private readonly heads: ReadonlySet<string> = HEADS,
  ) {
    super(host, { count: pages.length, at: 0 });
  }

  protected step(state: { count: number; at: number }, input: PageInput) {
    return pageStep(state, input);
  }

  protected draw(device: Device): void {
    const { at, count } = this.state;
    const lines = this.pages[at] ?? [];
    const more = at + 1 < count;
    drawPage(
      this.screen,
      this.title,
      lines.map((text, i) => ({ text: ` ${text}`, ink: i === 0 || this.heads.has(text) ? 'blue' : 'black', bright: false })),
      count > 1 ? `PAGE ${at + 1} OF ${count}` : '',
      pageMenu(device, more),
    );
  }
}
