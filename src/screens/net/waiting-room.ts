// A network game before Play: the four seats as they fill, live. The host
// may seat a computer player at an empty seat (or clear it again) and
// presses Play once two or more seats are taken; everyone may chat while
// they wait, or leave. At a game played in partnerships (Euchre's partners
// across) the sides are shown as they stand, and anyone seated may move to
// an empty seat of the other side ("Sit with ANNE").

import { Button, buttonWidth } from '../../renderer/widgets/button';
import { Dialog, type DialogHost } from '../../renderer/widgets/dialog';
import { dialogHost, messageBox } from '../../renderer/widgets/dialogs';
import { fitLine } from '../../renderer/widgets/fit-line';
import type { Focusable } from '../../renderer/widgets/focus';
import { Label } from '../../renderer/widgets/label';
import { column } from '../../renderer/widgets/stack';
import { type Look, theme } from '../../renderer/widgets/theme';
import { variationSymbol } from '../../engine/thirtyone';
import type { Level, Seat } from '../../engine/game';
import { type SeatInfo, type TableMessage, summaryOf } from '../../table/protocol';

const WIDTH = 300;

/** The seats that play as partners, side by side (Euchre's 0 and 2 against 1 and 3); none where each plays for himself. */
export type Sides = readonly (readonly Seat[])[];

/** A seat's line: who sits there, and whether they are the host, you, or away. */
export function seatCaption(seat: number, info: SeatInfo | undefined, table: TableMessage): string {
  const head = `Seat &${seat + 1}: `;
  if (!info || info.kind === 'empty') return `${head}empty`;
  const name = info.name.replaceAll('&', '&&');
  if (info.kind === 'computer') return `${head}${name}, computer (${info.level ?? 'intermediate'})`;
  const notes = [seat === table.host ? 'host' : null, seat === table.you ? 'you' : null, info.away ? 'away' : null].filter((n) => n !== null);
  return `${head}${name}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

/** A game for a fixed number of players (Hearts', Euchre's): the server seats computers in its empty seats at Play. */
const filledAtPlay = (table: TableMessage) => table.minPlayers === table.seats.length;

/** Whether the host may press Play: enough seats taken, or a game whose empty seats computers take. */
export function mayPlay(table: TableMessage): boolean {
  const taken = table.seats.filter((s) => s.kind !== 'empty').length;
  return table.you === table.host && (filledAtPlay(table) || taken >= table.minPlayers);
}

/** The line about the table, longest form first: whose game, the host's options in the server's few words (a server before them: Thirty-One's variation), the computers' level. */
export function aboutForms(table: TableMessage): string[] {
  const whose = `${table.seats[table.host]?.name ?? ''}'s game`;
  const summary = summaryOf(table.summary) || (table.variation === undefined ? '' : `variation ${variationSymbol(table.variation)}`);
  const forms = summary === '' ? [`${whose}: computers at ${table.level} level.`] : [`${whose}: ${summary}, computers at ${table.level} level.`, `${whose}: ${summary}.`];
  return [...forms, `${whose}.`];
}

/** What the line under the seats says: who is waited for. */
export function waitingLine(table: TableMessage): string {
  const taken = table.seats.filter((s) => s.kind !== 'empty').length;
  const host = table.seats[table.host]?.name ?? 'the host';
  if (table.you !== table.host) return `Waiting for ${host} to press Play.`;
  if (taken >= table.seats.length) return 'Press Play when everyone is here.';
  if (filledAtPlay(table)) return 'Press Play when everyone is here: computers take the empty seats.';
  return taken < table.minPlayers ? 'Waiting for players: seat a computer or wait for someone to join.' : 'Press Play when everyone is here.';
}

/** Who sits on a side, for the line of sides: the names taken, then its empty seats. */
function sideWords(side: readonly Seat[], table: TableMessage, short: boolean): string {
  const names = side.flatMap((seat) => {
    const info = table.seats[seat];
    return info && info.kind !== 'empty' ? [info.name] : [];
  });
  const empty = side.length - names.length;
  const empties = short ? Array.from({ length: empty }, () => '?') : empty === 0 ? [] : [empty === 1 ? 'an empty seat' : `${empty} empty seats`];
  return [...names, ...empties].join(' & ');
}

/** The sides as they stand, fullest wording first: "ANNE & BOB against Computer 1 & an empty seat."; nothing where nobody plays in partnerships. */
export function sidesLine(table: TableMessage, sides: Sides): string[] {
  if (sides.length < 2) return [];
  return [`${sides.map((side) => sideWords(side, table, false)).join(' against ')}.`, sides.map((side) => sideWords(side, table, true)).join(' v. ')];
}

/**
 * The other side the person here may move to: its first empty seat (null
 * when both are taken), and the button's words: with whom they would sit,
 * or, the other side being empty, against whom. Null when the game has no
 * sides, or the person watches.
 */
export function sideOffer(table: TableMessage, sides: Sides): { seat: Seat | null; label: string } | null {
  const you = table.you;
  if (you === null || sides.length < 2) return null;
  const other = sides.find((side) => !side.includes(you) && side.some((seat) => table.seats[seat]?.kind === 'empty')) ?? sides.find((side) => !side.includes(you));
  if (other === undefined) return null;
  const named = (seats: readonly Seat[]) =>
    seats.flatMap((seat) => {
      const info = table.seats[seat];
      return seat !== you && info && info.kind !== 'empty' ? [info.name.replaceAll('&', '&&')] : [];
    });
  const seat = other.find((s) => table.seats[s]?.kind === 'empty') ?? null;
  const mates = named(other);
  const against = named(sides.find((side) => side.includes(you)) ?? []);
  // A button's '&' marks its letter: the names' own, and the one between them, are doubled to stand for themselves.
  const label = mates.length > 0 ? `&Sit with ${mates.join(' && ')}` : against.length > 0 ? `&Sit against ${against.join(' && ')}` : '&Sit on the other side';
  return { seat, label };
}

export interface WaitingRoom {
  /** The room changed. */
  update(table: TableMessage): void;
  /** The game started (true) or the table is gone (false): the window closes. */
  close(started: boolean): void;
  /** True once the game starts, false when the person leaves. */
  readonly result: Promise<boolean>;
}

export interface WaitingActions {
  fill(seat: number, level: Level | null): void;
  /** The person here moves to the empty seat `seat` (to the other side, at a game played in partnerships). */
  sit(seat: number): void;
  play(): void;
  chat(): Promise<void>;
  /** Messages unread, for the Chat button. */
  unread(): number;
}

/** The waiting room of `first`'s table; `sides`, at a game played in partnerships, offers a seat on the other side. */
export function waitingRoom(first: TableMessage, title: string, look: Look, act: WaitingActions, host?: DialogHost, sides: Sides = []): WaitingRoom {
  const where = dialogHost(host);
  const t = theme(look);
  let table = first;
  const lineWidth = Math.max(WIDTH, buttonWidth(`Seat &4: ${'W'.repeat(12)}, computer (intermediate)`, look));
  const about = new Label('', { font: t.font, colour: t.text });
  const status = new Label('', { font: t.font, colour: t.text });
  const seats = Array.from({ length: first.seats.length }, (_, seat) => new Button(`Seat &${seat + 1}`, { look, width: lineWidth, onActivate: () => pressSeat(seat) }));
  const sidesShown = sides.length >= 2 ? new Label('', { font: t.font, colour: t.text }) : null;
  const side = sides.length >= 2 ? new Button('&Sit on the other side', { look, width: lineWidth, onActivate: () => pressSide() }) : null;
  const pressSide = () => {
    const offer = sideOffer(table, sides);
    if (offer?.seat === null) void messageBox(title, 'Both seats of the other side are taken.', undefined, { look, host: where });
    else if (offer) act.sit(offer.seat);
  };
  const pressSeat = (seat: number) => {
    const info = table.seats[seat];
    const tell = (text: string) => void messageBox(title, text, undefined, { look, host: where });
    if (table.you !== table.host) tell(`${table.seats[table.host]?.name ?? 'The host'} seats the computer players.`);
    else if (info?.kind === 'person') tell(`${info.name} sits at seat ${seat + 1}.`);
    else act.fill(seat, info?.kind === 'computer' ? null : table.level);
  };
  const draw = () => {
    about.text = fitLine(aboutForms(table), lineWidth, t.font);
    seats.forEach((button, seat) => {
      // Every line stays reachable, so anyone can read who sits where; only the host's change anything.
      button.relabel(seatCaption(seat, table.seats[seat], table));
    });
    if (sidesShown) sidesShown.text = fitLine(sidesLine(table, sides), lineWidth, t.font);
    if (side) {
      const offer = sideOffer(table, sides);
      // Someone watching takes no seat: the button stays, greyed.
      side.relabel(offer?.label ?? '&Sit on the other side');
      side.enabled = offer !== null && offer.seat !== null;
    }
    status.text = fitLine([waitingLine(table)], lineWidth, t.font);
    if (play) play.enabled = mayPlay(table);
    const unread = act.unread();
    chat?.relabel(unread > 0 ? `Ch&at (${unread})` : 'Ch&at...');
  };
  const ids = new Map<Focusable, string>([...seats.map((b, i): [Focusable, string] => [b, `seat-${i + 1}`]), ...(side ? [[side, 'side'] as [Focusable, string]] : [])]);
  const dialog = new Dialog<boolean>(title, look, {
    body: [about, column(seats, 4), ...(sidesShown && side ? [sidesShown, side] : []), status],
    controls: side ? [...seats, side] : seats,
    ids,
    buttons: [
      { id: 'play', label: '&Play' },
      { id: 'chat', label: 'Ch&at (99)' },
      { id: 'leave', label: '&Leave' },
    ],
    answer: (id) => id === 'play',
    cancel: () => false,
  });
  const play = dialog.button('play');
  const chat = dialog.button('chat');
  if (play) play.onActivate = () => act.play();
  if (chat) chat.onActivate = () => void act.chat().then(draw);
  draw();
  const result = dialog.open(where).result;
  return {
    update: (next) => {
      table = next;
      draw();
    },
    close: (started) => dialog.finish(started),
    result,
  };
}
