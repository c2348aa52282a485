import { expect, it } from 'vitest';
import { thinkerHere } from '../engine/ai/thinker-here';
import { type ThirtyOneAction, type ThirtyOneView, thirtyone } from '../engine/thirtyone';
import { ComputerSeat } from './computer-seat';
import { Cancelled, type Decision } from './seats';

function decision(signal: AbortSignal): Decision<ThirtyOneView, ThirtyOneAction> {
  const state = thirtyone.setup({ players: 3, seed: 9 });
  const seat = thirtyone.toAct(state) ?? 0;
  return { seat, view: thirtyone.view(state, seat), legal: thirtyone.legal(state), streak: 0, signal, check: () => null, seed: () => 5 };
}

const thinker = thinkerHere();

it.each(['novice', 'intermediate', 'expert'] as const)('thinking here, as the game server does, chooses one of the legal actions at %s level', async (level) => {
  const asked = decision(new AbortController().signal);
  const action = await new ComputerSeat<ThirtyOneView, ThirtyOneAction>(thinker, 'thirtyone', { level: () => level }).decide(asked);
  expect(asked.legal).toContainEqual(action);
});

it('stops when the decision is no longer wanted, even in the pause that lets people follow the move', async () => {
  const game = new AbortController();
  const seat = new ComputerSeat<ThirtyOneView, ThirtyOneAction>(thinker, 'thirtyone', { level: () => 'novice', pace: () => new Promise(() => undefined) });
  const answer = seat.decide(decision(game.signal));
  game.abort();
  await expect(answer).rejects.toBeInstanceOf(Cancelled);
});

it('plays the first legal action when the thinking fails, rather than hold the table up', async () => {
  const broken = { choose: () => Promise.reject(new Error('no thinking today')), dispose: () => undefined };
  const asked = decision(new AbortController().signal);
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  try {
    expect(await new ComputerSeat<ThirtyOneView, ThirtyOneAction>(broken, 'thirtyone', { level: () => 'novice' }).decide(asked)).toEqual(asked.legal[0]);
  } finally {
    console.error = original;
  }
  expect(errors).toHaveLength(1);
});
