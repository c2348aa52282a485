// Who plays, before a game: how many sit at the table, and for each seat a
// computer player at its level or a person with a name and a device (the
// shared keyboard and mouse, or a pad of their own). One dialog holds a line
// per seat; choosing a line asks about that seat in small dialogs one after
// another (who sits there, their name, their device), each a list or radio
// buttons that arrows and Enter, a D-pad and A, or clicks answer alike.

import { type SeatPlan, type Seating, seatNames } from './seat-plan';
import type { Level } from '../../engine/game';
import { Button, buttonWidth } from '../../renderer/widgets/button';
import type { Look } from '../../renderer/widgets/theme';
import { Dialog, type DialogHost } from '../../renderer/widgets/dialog';
import { listBox, optionsDialog, textEntry } from '../../renderer/widgets/dialog-forms';
import { dialogHost, messageBox } from '../../renderer/widgets/dialogs';
import type { Focusable } from '../../renderer/widgets/focus';
import { GroupBox, groupBoxWidth } from '../../renderer/widgets/group-box';
import { RadioGroup } from '../../renderer/widgets/radio-group';
import { column, row } from '../../renderer/widgets/stack';
import { theme } from '../../renderer/widgets/theme';
import { NAME_MAX, nameProblem } from '../../table/names';
import { namePrompt } from './who-is-playing';

const TITLE = 'Players';
const LEVELS: readonly Level[] = ['novice', 'intermediate', 'expert'];
/** Who takes a seat that has not been set up yet. */
const NEW_SEAT: SeatPlan = { kind: 'computer', level: 'intermediate' };

export interface KnownPlayers {
  /** The people with records, in the order to offer them. */
  names: readonly string[];
  /** The slots (0-3) of the pads plugged in now. */
  pads: readonly number[];
  /** The computer players' names, from the Options. */
  opponentNames: readonly string[];
  /** File a new person; the problem with the name, or null when added. */
  add(name: string): Promise<string | null>;
}

/** What the dialog offers at one game's table: its look, and how many sit at it (the same number: every seat is played). */
export interface PlayersTable {
  look: Look;
  fewest: number;
  most: number;
  /** Words after a seat's line, the same whoever sits there (Euchre's partners: "partners seat 3"); none when absent. */
  note?: (seat: number) => string;
  /** Whether Network... is offered (a game the kiosk plays over a network); it is unless false. */
  network?: boolean;
}

/** The counts a table offers, with the ids automation knows them by. */
function counts(table: PlayersTable): { value: string; label: string; id: string }[] {
  const words = ['&One', '&Two', 'T&hree', '&Four'];
  return words.flatMap((label, at) => (at + 1 >= table.fewest && at + 1 <= table.most ? [{ value: String(at + 1), label, id: `players-${at + 1}` }] : []));
}

/** A name as a caption shows it: an ampersand is a letter, not a shortcut mark. */
function literal(name: string): string {
  return name.replaceAll('&', '&&');
}

/** A pad as people call it: slot 0 is pad 1. */
function padName(pad: number): string {
  return `pad ${pad + 1}`;
}

/** The caption of seat `seat`'s line: who sits there, by the name they will have at the table, and with what. */
export function seatLine(seat: number, plans: readonly SeatPlan[], opponentNames: readonly string[]): string {
  const plan = plans[seat];
  return plan ? caption(seat, plan, seatNames(plans, opponentNames)[seat] ?? '') : `Seat &${seat + 1}: not playing`;
}

/** A seat's line for `plan`, the computer player there called `computerName`. */
function caption(seat: number, plan: SeatPlan, computerName: string): string {
  const head = `Seat &${seat + 1}: `;
  // A computer player without a name of its own (the Court's) is not called a computer twice.
  if (plan.kind === 'computer') return /^computer$/i.test(computerName) ? `${head}Computer (${plan.level})` : `${head}${literal(computerName)}, computer (${plan.level})`;
  return `${head}${plan.name === null ? 'Guest' : literal(plan.name)}, ${plan.pad === null ? 'keyboard and mouse' : padName(plan.pad)}`;
}

/** The width of the longest line seat `seat` could have (with what `noted` adds), so a caption never outgrows its button. */
function widestLine(seat: number, opponentNames: readonly string[], look: Look, noted: (line: string) => string = (line) => line): number {
  const person: SeatPlan = { kind: 'person', name: 'W'.repeat(NAME_MAX), pad: null };
  // What the table calls a computer player the Options have no name for.
  const unnamed = seatNames(Array.from({ length: seat + 1 }, () => NEW_SEAT), [])[seat] ?? '';
  const computerNames = [...opponentNames, unnamed];
  const computers = LEVELS.flatMap((level) => computerNames.map((name) => caption(seat, { kind: 'computer', level }, name)));
  return Math.max(...[caption(seat, person, ''), ...computers].map((line) => buttonWidth(noted(line), look)));
}

/** Why the table cannot be played as it stands (two persons of one name, one pad at two seats), or null. */
export function seatingProblem(seating: Seating): string | null {
  const seats = seating.seats;
  for (let a = 0; a < seats.length; a++) {
    for (let b = a + 1; b < seats.length; b++) {
      const p = seats[a];
      const q = seats[b];
      if (p?.kind !== 'person' || q?.kind !== 'person') continue;
      if (p.name !== null && q.name !== null && p.name.toLowerCase() === q.name.toLowerCase()) {
        return `Seats ${a + 1} and ${b + 1} are both ${p.name}. Each person at the table needs a name of their own: choose a seat to change it.`;
      }
      if (p.pad !== null && p.pad === q.pad) {
        return `Seats ${a + 1} and ${b + 1} both play with ${padName(p.pad)}. A pad plays one seat: choose a seat to change it.`;
      }
    }
  }
  return null;
}

/** The table to start the dialog from: seat 0 a person, and no seat holding a pad that is not plugged in now. */
export function startingPlans(start: Seating, pads: readonly number[]): SeatPlan[] {
  const plans = start.seats.map((plan): SeatPlan => (plan.kind === 'person' && plan.pad !== null && !pads.includes(plan.pad) ? { ...plan, pad: null } : plan));
  const first = plans[0];
  if (first?.kind !== 'person') plans[0] = { kind: 'person', name: null, pad: null };
  return plans;
}

/** Network... pressed: the people of the table as set up go to the network table chosen together (the computers stay here). */
export interface ToNetwork {
  network: Seating;
}

/** Whether the Players dialog's answer is Network... */
export function toNetwork(answer: object): answer is ToNetwork {
  return 'network' in answer;
}

/**
 * Ask who plays; the seating on OK, null on Cancel, 'network' for Network...
 * (a game with people at other kiosks instead). OK is refused, with the
 * reason, while two persons share a name or a pad.
 */
export function choosePlayers(start: Seating, known: KnownPlayers, table: PlayersTable, host?: DialogHost): Promise<Seating | ToNetwork | null> {
  const where = dialogHost(host);
  const { look, fewest, most } = table;
  const t = theme(look);
  const offered = counts(table);
  const plans = startingPlans(start, known.pads);
  const names = [...known.names];
  const noted = (seat: number, line: string) => (table.note ? `${line}${table.note(seat)}` : line);
  const shown = (seat: number, count: number) => (seat < count ? noted(seat, seatLine(seat, plans.slice(0, count), known.opponentNames)) : seatLine(seat, [], known.opponentNames));

  const startCount = Math.min(most, Math.max(fewest, plans.length));
  while (plans.length < most) plans.push(NEW_SEAT);
  plans.length = most;
  const count = new RadioGroup(offered, String(startCount), look, () => refresh());
  const players = () => Number(count.value);

  const widest = Math.max(...Array.from({ length: most }, (_, seat) => widestLine(seat, known.opponentNames, look, (line) => noted(seat, line))));
  const lines = Array.from({ length: most }, (_, seat) => new Button(shown(seat, startCount), { look, width: widest, onActivate: () => void change(seat) }));
  const refresh = () => {
    lines.forEach((line, seat) => {
      line.enabled = seat < players();
      line.relabel(shown(seat, players()));
    });
  };
  refresh();

  const change = async (seat: number): Promise<void> => {
    const plan = plans[seat];
    if (!plan) return;
    const taken = plans.slice(0, players()).flatMap((p, s) => (s !== seat && p.kind === 'person' && p.name !== null ? [p.name] : []));
    const next = await askSeat(seat, plan, { names, taken, pads: known.pads, add: known.add, host: where, look });
    if (next === null) return;
    plans[seat] = next;
    if (next.kind === 'person' && next.name !== null && !names.includes(next.name)) names.push(next.name);
    refresh();
  };

  // The counts side by side above the seats: left and right choose one, down leaves them for the seats,
  // so a D-pad walking to a seat never changes the count on its way. A game for a fixed number has no count to choose.
  const countRow = row(count.buttons, 2 * t.gap);
  const seatColumn = column(lines, 4);
  const choosing = offered.length > 1;
  const span = Math.max(choosing ? groupBoxWidth('Number of players', countRow, look) : 0, groupBoxWidth('Seats', seatColumn, look));
  const seatsBox = new GroupBox('Seats', seatColumn, look, span);
  const body = choosing ? column([new GroupBox('Number of players', countRow, look, span), seatsBox], t.gap) : seatsBox;
  const seating = (): Seating => ({ seats: plans.slice(0, players()) });
  const ids = new Map<Focusable, string>([...count.buttons.map((b, i): [Focusable, string] => [b, offered[i]?.id ?? b.value]), ...lines.map((l, i): [Focusable, string] => [l, `seat-${i + 1}`])]);
  const dialog = new Dialog<Seating | ToNetwork | null>(TITLE, look, {
    body: [body],
    controls: [...(choosing ? count.buttons : []), ...lines],
    ids,
    buttons: [
      { id: 'ok', label: 'OK' },
      { id: 'cancel', label: 'Cancel' },
      ...(table.network === false ? [] : [{ id: 'network', label: '&Network...' }]),
    ],
    answer: (id) => (id === 'ok' ? seating() : id === 'network' ? { network: seating() } : null),
    cancel: () => null,
  });
  const ok = dialog.button('ok');
  if (ok) {
    ok.onActivate = () => {
      const problem = seatingProblem(seating());
      if (problem === null) dialog.finish(seating());
      else void messageBox(TITLE, problem, undefined, { look, host: where });
    };
  }
  return dialog.open(where).result;
}

interface SeatQuestions {
  /** Everybody who can be picked by name, new ones included. */
  names: readonly string[];
  /** Names held by the other seats. */
  taken: readonly string[];
  pads: readonly number[];
  add: KnownPlayers['add'];
  host: DialogHost;
  look: Look;
}

/** Ask about one seat: who (not for seat 0, always a person), then a person's name and device. Null when given up. */
async function askSeat(seat: number, plan: SeatPlan, q: SeatQuestions): Promise<SeatPlan | null> {
  const title = `Seat ${seat + 1}`;
  if (seat > 0) {
    const who = await askWho(title, plan, q);
    if (who === null) return null;
    if (who !== 'person') return { kind: 'computer', level: who };
  }
  const person = plan.kind === 'person' ? plan : { name: null, pad: null };
  const name = await askName(title, person.name, q);
  if (name === undefined) return null;
  const pad = await askDevice(title, person.pad, q);
  if (pad === undefined) return null;
  return { kind: 'person', name, pad };
}

async function askWho(title: string, plan: SeatPlan, { host, look }: SeatQuestions): Promise<Level | 'person' | null> {
  const options = [...LEVELS.map((level) => ({ value: level, label: `Computer, &${level}` })), { value: 'person', label: 'A &person' }];
  const values = await optionsDialog(title, [{ kind: 'radio', id: 'who', label: 'Who sits here?', options, value: plan.kind === 'person' ? 'person' : plan.level }], { look, host });
  const who = values?.who;
  return who === 'person' ? 'person' : (LEVELS.find((level) => level === who) ?? null);
}

/** A person's name: a guest (null), one of the known, or a new one typed; undefined when given up. */
async function askName(title: string, current: string | null, q: SeatQuestions): Promise<string | null | undefined> {
  const free = q.names.filter((n) => !q.taken.some((t) => t.toLowerCase() === n.toLowerCase()));
  const items = ['Guest', ...free, 'New player...'];
  const selected = current === null ? 0 : Math.max(0, items.indexOf(current));
  const pick = await listBox(title, items, { prompt: '&Who sits here?', selected, rows: 8, width: 160, look: q.look, host: q.host });
  if (pick === null) return undefined;
  if (pick === items.length - 1) return askNewName(title, q);
  return pick === 0 ? null : items[pick];
}

/** A name typed for a new person (or a known one typed again), asked until it can be used; undefined when given up. */
async function askNewName(title: string, q: SeatQuestions): Promise<string | undefined> {
  let typed = '';
  for (;;) {
    const answer = await textEntry(title, namePrompt('Name'), { look: q.look, host: q.host, initial: typed, maxLength: NAME_MAX });
    if (answer === null) return undefined;
    typed = answer;
    const name = answer.trim();
    const same = (other: string) => other.toLowerCase() === name.toLowerCase();
    const taken = q.taken.find(same);
    const problem = nameProblem(name) ?? (taken === undefined ? null : `${taken} sits at another seat already. Each person at the table needs a name of their own.`);
    const known = q.names.find(same);
    if (problem === null && known !== undefined) return known;
    const refused = problem ?? (await q.add(name));
    if (refused === null) return name;
    await messageBox(title, refused, undefined, { look: q.look, host: q.host });
  }
}

/** The shared keyboard and mouse (null) or a pad plugged in now; undefined when given up. Not asked when no pad is plugged in. */
async function askDevice(title: string, current: number | null, q: SeatQuestions): Promise<number | null | undefined> {
  if (q.pads.length === 0) return null;
  const options = [{ value: 'shared', label: '&Keyboard and mouse' }, ...q.pads.map((pad) => ({ value: String(pad), label: `Pad &${pad + 1}` }))];
  const value = current !== null && q.pads.includes(current) ? String(current) : 'shared';
  const values = await optionsDialog(title, [{ kind: 'radio', id: 'device', label: 'Plays with', options, value }], { look: q.look, host: q.host });
  if (values === null) return undefined;
  const pad = q.pads.find((p) => String(p) === values.device);
  return pad ?? null;
}
