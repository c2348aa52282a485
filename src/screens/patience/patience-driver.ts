// Playing Chinese Patience through the whole kiosk in Node (shell/test-kiosk.ts),
// as a person would with one device at a time: the original keys (T,
// M...0...5, M...P...8...6, Z), the gamepad cursor, or the mouse (clicks and
// drags). The player's choices are plain and can never go round in circles:
// a whole pile, a card out of the hand, a card up onto 1-4 or 9, a twist, and
// Z. A test helper: only tests import it (the browser's driver takes
// `plainChoice` and `checkOver` from here too).

import { expect } from 'vitest';
import type { PatienceAction } from '../../engine/patience';
import type { Button } from '../../input/commands';
import type { PatienceCursor, PatienceSnapshot } from './patience-snapshot';
import type { TestKiosk } from '../shell/test-kiosk';
import { moveCursor } from './cursor';

export const patience = (kiosk: TestKiosk) => kiosk.snapshot<PatienceSnapshot>();

/** The kiosk opens Chinese Patience (as the game select does) and waits for its menu, or the page `first` (a kept game offered: 'ask'). */
export async function sitDown(kiosk: TestKiosk, first: PatienceSnapshot['mode'] = 'menu'): Promise<void> {
  const entry = kiosk.shell.games.find((g) => g.id === 'patience');
  if (!entry) throw new Error('No Chinese Patience in the catalog');
  await kiosk.shell.play(entry);
  await kiosk.until(() => kiosk.screen?.id === 'patience' && patience(kiosk).mode === first);
}

/** From the menu: 3 PLAYER, N, and `name` typed on the INPUT line. The menu (or a kept game offered) follows. */
export async function typeName(kiosk: TestKiosk, name: string): Promise<void> {
  await kiosk.type('3');
  await kiosk.until(() => patience(kiosk).mode === 'players');
  await kiosk.type('N');
  await kiosk.until(() => patience(kiosk).mode === 'name');
  await kiosk.type(name);
  await kiosk.press('confirm');
}

/** Frames go by until it is the player's move on the table, or the game is over. */
export async function waitForTurn(kiosk: TestKiosk, frames = 6000): Promise<PatienceSnapshot> {
  await kiosk.until(() => {
    const s = patience(kiosk);
    return s.mode === 'play' && (s.outcome !== null || (s.toAct === 0 && !s.busy && s.legal.length > 0));
  }, frames);
  return patience(kiosk);
}

/** 1 PLAY, the table up and the first twist made (T, or the pad's X). */
export async function playAndTwist(kiosk: TestKiosk, device: 'keyboard' | 'gamepad' = 'keyboard'): Promise<PatienceSnapshot> {
  if (device === 'gamepad') await kiosk.pad('confirm');
  else await kiosk.type('1');
  await waitForTurn(kiosk);
  if (device === 'gamepad') await kiosk.pad('x');
  else await kiosk.type('T');
  await kiosk.until(() => patience(kiosk).view?.piles[0]?.length === 1);
  return patience(kiosk);
}

/** The player's choice: never one that could be undone by the next. */
export function plainChoice(legal: readonly PatienceAction[]): PatienceAction {
  const moves = legal.filter((a): a is Extract<PatienceAction, { type: 'move' }> => a.type === 'move');
  // A whole pile first (each one leaves fewer piles among 5-8, and only a card from
  // pile 0 fills the space), then a card out of the hand, then one up onto 1-4 or 9.
  const pick =
    legal.find((a) => a.type === 'move-pile') ??
    moves.find((a) => a.from === 0) ??
    moves.find((a) => a.to <= 4 || a.to === 9) ??
    legal.find((a) => a.type === 'twist') ??
    legal.find((a) => a.type === 'finish');
  if (!pick) throw new Error(`No choice among ${JSON.stringify(legal)}`);
  return pick;
}

/** A game over as the rules say: the winner has no cards left (or, in a blocked game, fewer) and scores the loser's. */
export function checkOver(end: PatienceSnapshot): void {
  expect(end.outcome).not.toBeNull();
  expect(end.status).toContain('GAME OVER');
  const [stockMine = 0, stockTheirs = 0] = end.view?.stock ?? [];
  const left = [stockMine + (end.view?.piles[0]?.length ?? 0), stockTheirs + (end.view?.piles[9]?.length ?? 0)];
  if (end.outcome?.draw) expect(left[0]).toBe(left[1]);
  else {
    const winner = end.outcome?.winners[0] ?? -1;
    expect(left[winner]).toBeLessThan(left[1 - winner] ?? 0);
    expect(end.lastPoints?.[winner]).toBeGreaterThan(0);
  }
}

export interface PatienceDriver {
  readonly device: 'keyboard' | 'gamepad' | 'mouse';
  /** Take one action on the table, the device's own way. */
  act(kiosk: TestKiosk, action: PatienceAction, s: PatienceSnapshot): Promise<void>;
  /** At the end of a game: another single game, or a series. */
  again(kiosk: TestKiosk, series: boolean): Promise<void>;
}

/** The keys of an action as the original took them: T, Z, M05, MP86. */
export function typedKeys(action: PatienceAction): string {
  if (action.type === 'twist') return 'T';
  if (action.type === 'finish') return 'Z';
  return action.type === 'move' ? `M${action.from}${action.to}` : `MP${action.from}${action.to}`;
}

export const keyboard: PatienceDriver = {
  device: 'keyboard',
  act: (kiosk, action) => kiosk.type(typedKeys(action)),
  again: (kiosk, series) => kiosk.type(series ? 'N' : 'S'),
};

type Step = Extract<Button, 'up' | 'down' | 'left' | 'right'>;

/** D-pad steps from the cursor to a pile (whole or top), found by walking the screen's own map (the browser's pad driver takes them too). */
export function route(from: PatienceCursor, to: PatienceCursor, lengths: readonly number[]): Step[] {
  const key = (h: PatienceCursor) => `${h.pile}:${h.part}`;
  const seen = new Map<string, Step[]>([[key(from), []]]);
  const queue: PatienceCursor[] = [from];
  for (let at = queue.shift(); at; at = queue.shift()) {
    const path = seen.get(key(at)) ?? [];
    if (key(at) === key(to)) return path;
    for (const step of ['up', 'down', 'left', 'right'] as const) {
      const next = moveCursor(at, step, lengths);
      if (!seen.has(key(next))) {
        seen.set(key(next), [...path, step]);
        queue.push(next);
      }
    }
  }
  throw new Error(`No way from ${key(from)} to ${key(to)}`);
}

async function padTo(kiosk: TestKiosk, target: PatienceCursor, slot: number): Promise<void> {
  const s = patience(kiosk);
  const lengths = (s.view?.piles ?? []).map((p) => p.length);
  for (const step of route(s.cursor, target, lengths)) await kiosk.padAt(slot, step);
  expect(patience(kiosk).cursor).toEqual(target);
}

/** The gamepad in slot `slot` (0-3): head to head, each person's own pad. */
export function gamepadAt(slot: number): PatienceDriver {
  return {
    device: 'gamepad',
    async act(kiosk, action) {
      if (action.type === 'twist') return kiosk.padAt(slot, 'x');
      if (action.type === 'finish') return kiosk.padAt(slot, 'y');
      await padTo(kiosk, { pile: action.from, part: action.type === 'move-pile' ? 'bottom' : 'top' }, slot);
      await kiosk.padAt(slot, 'confirm');
      await padTo(kiosk, { pile: action.to, part: 'top' }, slot);
      await kiosk.padAt(slot, 'confirm');
    },
    again: (kiosk, series) => kiosk.padAt(slot, series ? 'x' : 'confirm'),
  };
}

export const gamepad: PatienceDriver = gamepadAt(0);


/** Click the menu line's key (T, Z, S, N...). */
export async function clickMenuKey(kiosk: TestKiosk, key: string): Promise<void> {
  const s = patience(kiosk);
  const at = s.menuKeys.find((k) => k.key === key);
  if (!at) throw new Error(`No ${key} on the menu line: ${s.menuLine}`);
  await kiosk.clickAt(at.x, at.y);
}

/** The mouse alternates between two clicks and a drag, so both ways are played. */
export function mouse(): PatienceDriver {
  let dragNext = false;
  return {
    device: 'mouse',
    async act(kiosk, action, s) {
      if (action.type === 'twist') return clickMenuKey(kiosk, 'T');
      if (action.type === 'finish') return clickMenuKey(kiosk, 'Z');
      const from = s.places.find((p) => p.pile === action.from);
      const to = s.places.find((p) => p.pile === action.to);
      if (!from || !to) throw new Error('No such pile on screen');
      const a = action.type === 'move-pile' ? from.bottom : from.top;
      const b = to.top;
      dragNext = !dragNext;
      if (!dragNext) {
        await kiosk.clickAt(a.x, a.y);
        await kiosk.clickAt(b.x, b.y);
        return;
      }
      const pointer = (phase: 'down' | 'move' | 'up', x: number, y: number) => kiosk.send({ type: 'pointer', phase, x: Math.round(x), y: Math.round(y), device: 'pointer' });
      await pointer('down', a.x, a.y);
      for (const t of [1 / 6, 2 / 6, 3 / 6, 4 / 6, 5 / 6, 1]) await pointer('move', a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
      await pointer('up', b.x, b.y);
    },
    again: (kiosk, series) => clickMenuKey(kiosk, series ? 'N' : 'S'),
  };
}

export interface Played {
  end: PatienceSnapshot;
  /** The kinds of action the player took, counted. */
  took: Record<string, number>;
  /** The prompt line after each action but Z, e.g. "YOUR MOVE: M...P...8...6". */
  echoes: string[];
}

/** The parts of the table an action changes (a finish hands the turn over). */
const tableKey = (s: PatienceSnapshot) => JSON.stringify([s.view?.piles, s.view?.stock, s.view?.turn, s.toAct]);

/** Play to the end of the game. */
export async function playPatience(kiosk: TestKiosk, driver: PatienceDriver, maxActions = 3000): Promise<Played> {
  const took: Record<string, number> = {};
  const echoes: string[] = [];
  for (let n = 0; n < maxActions; n++) {
    const s = await waitForTurn(kiosk);
    if (s.outcome !== null) return { end: s, took, echoes };
    const action = plainChoice(s.legal);
    const before = tableKey(s);
    await driver.act(kiosk, action, s);
    // The action lands: the table changes, or the turn count.
    await kiosk.until(() => tableKey(patience(kiosk)) !== before);
    took[action.type] = (took[action.type] ?? 0) + 1;
    if (action.type !== 'finish') echoes.push(patience(kiosk).prompt);
  }
  throw new Error('The game went on too long');
}

/** A computer move as watched: when its words were told (the table's frame clock, ms), the message rows, and the marked piles. */
export interface Watched {
  at: number;
  rows: string[];
  marks: PatienceSnapshot['marks'];
}

/** Watch the computer's turn, frame by frame, until the player is asked again (or the game ends); with `hurry`, Enter after each move told. */
export async function watchComputerTurn(kiosk: TestKiosk, options: { hurry?: boolean } = {}): Promise<{ moves: Watched[]; after: PatienceSnapshot }> {
  const moves: Watched[] = [];
  let last = '';
  for (let frame = 0; frame < 20_000; frame++) {
    const read = patience(kiosk);
    const rows = read.rows.slice(20, 22);
    const key = rows.join('|');
    if (read.toAct === 1 && key !== last && rows.some((r) => r.trim() !== '')) {
      moves.push({ at: read.toldAt, rows, marks: read.marks });
      if (options.hurry) await kiosk.press('confirm');
    }
    last = key;
    if (read.outcome !== null || (read.toAct === 0 && !read.busy && read.legal.length > 0)) return { moves, after: read };
    await kiosk.tick();
  }
  throw new Error('The computer did not hand the turn back');
}
