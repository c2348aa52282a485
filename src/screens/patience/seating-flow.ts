// Who plays the next game, on the Spectrum's pages: the seating page with the
// last choice offered again (fitted to the pads plugged in now), the list of
// opponents behind its line 2 (the computer, a guest, the names the kiosk
// knows, a new name typed in), until PLAY or back.

import type { PlayersAnswer } from './menu-page';
import { opponentChoices } from './menu-page';
import { PlayersModal } from './players-modal';
import { AGAINST_THE_COMPUTER, type Pad, type Players, fitted } from './seating';
import { SeatingModal } from './seating-modal';
import type { OpenPage, PageHost } from './spectrum-modal';

/** What the seating pages need of the menu beneath them. */
export interface SeatingHost {
  readonly host: PageHost;
  /** Put a page over the table, in place of the one there. */
  open<P extends OpenPage & { open(): P }>(page: P): P;
  /** The names the kiosk knows. */
  names(): Promise<string[]>;
  /** A new name typed in and kept (`taken` refuses one with its reason); null when nobody was named. */
  newName(taken: (name: string) => string | null): Promise<string | null>;
  /** The pads plugged in now. */
  plugged(): number[];
  gone(): boolean;
}

/** A second person joining: each on a pad of their own when two are plugged in, the second on the only one, or both on the keyboard. */
function joining(players: Players, name: string | null, plugged: readonly number[]): Players {
  if (players.second !== null) return { ...players, second: { ...players.second, name } };
  const [a, b] = [0, 1, 2, 3].filter((p) => plugged.includes(p)) as Exclude<Pad, null>[];
  if (b !== undefined) return { firstPad: a ?? null, second: { name, pad: b } };
  return { firstPad: null, second: { name, pad: a ?? null } };
}

/** The opponent's list: the computer (null), a person (their name, null a guest), or undefined when left with back. */
async function chooseOpponent(h: SeatingHost, players: Players, first: string | null): Promise<{ name: string | null } | null | undefined> {
  const choices = opponentChoices(await h.names(), first);
  if (h.gone()) return undefined;
  const second = players.second;
  const current = second === null ? 0 : Math.max(0, choices.findIndex((c) => !c.computer && c.name === second.name));
  const answer: PlayersAnswer = await h.open(new PlayersModal(h.host, choices, current, `WHO PLAYS AGAINST ${first ?? 'YOU'}?`)).result;
  if (answer.kind === 'back' || h.gone()) return undefined;
  const { choice } = answer;
  if (choice.computer) return null;
  if (choice.name !== 'new') return { name: choice.name };
  const taken = (name: string) => (first !== null && name.toLowerCase() === first.toLowerCase() ? `${first} IS PLAYING ALREADY` : null);
  const added = await h.newName(taken);
  return added === null ? undefined : { name: added };
}

/** The seating page from the last choice until PLAY, NETWORK (`chosen`) or back (null); the choice as the page left it, either way. */
export async function whoPlays(h: SeatingHost, last: Players, first: string | null): Promise<{ players: Players; chosen: 'play' | 'network' | null }> {
  let players = fitted(last, first, h.plugged());
  let at = 0;
  for (;;) {
    const page = h.open(new SeatingModal(h.host, { players, first, plugged: h.plugged(), at }));
    const answer = await page.result;
    players = page.players;
    at = page.at;
    if (h.gone() || answer.kind === 'back') return { players, chosen: null };
    if (answer.kind !== 'opponent') return { players, chosen: answer.kind };
    const second = await chooseOpponent(h, players, first);
    if (second === null) players = AGAINST_THE_COMPUTER;
    else if (second !== undefined) players = joining(players, second.name, h.plugged());
  }
}
