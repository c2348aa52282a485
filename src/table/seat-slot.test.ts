import { expect, it } from 'vitest';
import { Cancelled, type Controller, type Decision } from './seats';
import { RemoteSeat } from './remote-seat';
import { SeatSlot } from './seat-slot';

type Action = { type: 'a' | 'b' | 'c' };

function decision(signal: AbortSignal, legal: Action[] = [{ type: 'a' }, { type: 'b' }]): Decision<string, Action> {
  return { seat: 1, view: 'view', legal, streak: 0, signal, check: (action) => (legal.some((a) => a.type === action.type) ? null : 'Not now.'), seed: () => 7 };
}

/** Answers at once with the last legal action. */
const computer: Controller<string, Action> = { kind: 'computer', decide: (d) => Promise.resolve(d.legal.at(-1)!) };

it('passes the decision to the person in the seat, who answers through their messages', async () => {
  const asked: Decision<string, Action>[] = [];
  const person = new RemoteSeat<string, Action>((d) => asked.push(d));
  const slot = new SeatSlot(person);
  expect(slot.kind).toBe('remote');
  const answer = slot.decide(decision(new AbortController().signal));
  expect(asked).toHaveLength(1);
  expect(person.offer({ type: 'c' })).toBe('Not now.');
  expect(person.offer({ type: 'a' })).toBeNull();
  await expect(answer).resolves.toEqual({ type: 'a' });
  expect(person.offer({ type: 'a' })).toBe('It is not your turn.');
});

it('hands an open decision to the computer that replaces the person', async () => {
  const person = new RemoteSeat<string, Action>(() => undefined);
  const slot = new SeatSlot(person);
  const answer = slot.decide(decision(new AbortController().signal));
  expect(person.waiting).not.toBeNull();
  slot.replace(computer);
  await expect(answer).resolves.toEqual({ type: 'b' });
  expect(slot.kind).toBe('computer');
  // The person's old decision is closed: a late answer of theirs changes nothing.
  expect(person.waiting).toBeNull();
  expect(person.offer({ type: 'a' })).toBe('It is not your turn.');
});

it('stops waiting when the game itself ends the decision', async () => {
  const game = new AbortController();
  const slot = new SeatSlot(new RemoteSeat<string, Action>(() => undefined));
  const answer = slot.decide(decision(game.signal));
  game.abort();
  await expect(answer).rejects.toBeInstanceOf(Cancelled);
});
