import { describe, expect, it } from 'vitest';
import type { Level } from '../../engine/game';
import type { Command } from '../../input/commands';
import { type Controller, type Decision, LocalSeat } from '../../table/seats';
import { TableSeats } from './table-seats';

type D = Decision<{ n: number }, string>;

function decision(seat: number): D {
  return { seat, view: { n: seat }, legal: ['go'], streak: 0, signal: new AbortController().signal, check: () => null, seed: () => 1 };
}

function table() {
  const asked: number[] = [];
  const seats = new TableSeats<{ n: number }, string>((d) => asked.push(d.seat));
  const levels: Level[][] = [];
  const kiosk = new LocalSeat<{ n: number }, string>(null);
  const controllers = seats.build({
    person: kiosk,
    computer: (level) => ({ kind: 'computer', decide: () => (levels.push([level()]), Promise.resolve('computer')) }) as Controller<{ n: number }, string>,
  });
  return { seats, controllers, kiosk, asked, levels };
}

const pad = (n: number): Command => ({ type: 'press', button: 'confirm', device: 'gamepad', repeat: false, pad: n });
const key: Command = { type: 'press', button: 'confirm', device: 'keyboard', repeat: false };

describe("the Thirty-One table's seats", () => {
  it('hands each decision to whoever sits there now, a computer at its own level', async () => {
    const { seats, controllers, levels } = table();
    seats.set([
      { kind: 'person', name: 'ANNE', pad: null },
      { kind: 'computer', level: 'expert' },
      { kind: 'computer', level: 'novice' },
    ]);
    expect(controllers.map((c) => c.kind).slice(0, 3)).toEqual(['local', 'computer', 'computer']);
    await controllers[2]?.decide(decision(2));
    await controllers[1]?.decide(decision(1));
    expect(levels).toEqual([['novice'], ['expert']]);
    seats.set([
      { kind: 'person', name: 'ANNE', pad: null },
      { kind: 'person', name: 'BOB', pad: 1 },
    ]);
    expect(controllers[1]?.kind).toBe('local');
  });

  it('a second person is asked through the table, and the one asked is found', () => {
    const { seats, controllers, asked } = table();
    seats.set([
      { kind: 'person', name: 'ANNE', pad: 0 },
      { kind: 'person', name: 'BOB', pad: 1 },
    ]);
    void controllers[1]?.decide(decision(1));
    expect(asked).toEqual([1]);
    expect(seats.waiting()?.seat).toBe(1);
    expect(seats.person(1)?.name).toBe('BOB');
  });

  it("a seat's own pad acts for it alone; a seat sharing takes the keyboard and the pads nobody claimed", () => {
    const { seats } = table();
    seats.set([
      { kind: 'person', name: 'ANNE', pad: null },
      { kind: 'person', name: 'BOB', pad: 1 },
      { kind: 'computer', level: 'expert' },
    ]);
    const plugged = [0, 1, 2];
    expect(seats.mayAct(1, pad(1), plugged)).toBe(true);
    expect(seats.mayAct(1, pad(0), plugged)).toBe(false);
    expect(seats.mayAct(1, key, plugged)).toBe(false);
    expect(seats.mayAct(0, key, plugged)).toBe(true);
    expect(seats.mayAct(0, pad(2), plugged)).toBe(true);
    expect(seats.mayAct(0, pad(1), plugged)).toBe(false);
    expect(seats.mayAct(2, key, plugged)).toBe(false);
  });

  it("leaves the menus, help and back to everyone, whoever's turn it is", () => {
    const { seats } = table();
    seats.set([
      { kind: 'person', name: 'ANNE', pad: null },
      { kind: 'person', name: 'BOB', pad: 1 },
    ]);
    const other = (button: 'menu' | 'help' | 'back' | 'confirm'): Command => ({ type: 'press', button, device: 'gamepad', repeat: false, pad: 0 });
    expect(seats.mayAct(1, other('menu'), [0, 1])).toBe(true);
    expect(seats.mayAct(1, other('help'), [0, 1])).toBe(true);
    expect(seats.mayAct(1, other('back'), [0, 1])).toBe(true);
    expect(seats.mayAct(1, other('confirm'), [0, 1])).toBe(false);
    expect(seats.mayAct(1, { type: 'char', char: 'h', device: 'keyboard' }, [0, 1])).toBe(false);
  });

  it('a seat whose pad was pulled out is played from the shared devices until it is back', () => {
    const { seats } = table();
    seats.set([
      { kind: 'person', name: 'ANNE', pad: null },
      { kind: 'person', name: 'BOB', pad: 1 },
    ]);
    expect(seats.mayAct(1, key, [0])).toBe(true);
    expect(seats.mayAct(1, pad(0), [0])).toBe(true);
    expect(seats.mayAct(1, key, [0, 1])).toBe(false);
  });
});
