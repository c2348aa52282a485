// Network play's questions and pages at the Spectrum table: the shared
// network mode asks them (the same lobby, seats, chat and end as every
// table), and they are printed as the Spectrum's own pages. The questions
// (a message, yes or no, a name on the INPUT line) come over whatever is up
// and go once answered; the lobby, the hosting page and the waiting room
// take the place of the page before, loaded with the network's code.

import type { TableNetworkDialogs } from '../net/network-mode';
import { AskModal } from './ask-modal';
import { NEW_NAME } from './menu-page';
import { NameModal } from './name-modal';
import { PageModal } from './page-modal';
import { PAGE_LINES } from './patience-board';
import type { NetPages } from './net-pages';
import { wrap } from './wrap';

/** The cells of a page line after its leading space. */
const WIDTH = 30;

/** Words as a page prints them: capitals, in lines of its width. */
export function pageWords(text: string, lines = PAGE_LINES - 1): string[] {
  return wrap(text.toUpperCase(), WIDTH, lines);
}

/** Network play's questions and pages, as the Spectrum table prints them. */
export function spectrumNetwork(h: NetPages): TableNetworkDialogs {
  const questions = {
    tell: async (title: string, text: string) => {
      await h.over(new PageModal(h, title.toUpperCase(), [['', ...pageWords(text)]]));
    },
    ask: (title: string, text: string, yes = false) => h.over(new AskModal(h, ['', ...pageWords(text)], !yes, title.toUpperCase())),
  };
  return {
    ...questions,
    name: async (title, prompt, problem) => {
      const page = new NameModal(h, NEW_NAME, problem === null ? null : problem.toUpperCase(), { title: title.toUpperCase(), lines: pageWords(prompt, 4) });
      const typed = await h.over(page);
      return typed.kind === 'back' ? null : (typed.name ?? '');
    },
    windows: async () => (await import('./net-pages')).spectrumWindows(h, questions),
  };
}

