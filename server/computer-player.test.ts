import { expect, it } from 'vitest';
import { type ThirtyOneAction, type ThirtyOneView, thirtyone } from '../src/engine/thirtyone';
import { Cancelled, type Decision } from '../src/table/seats';
import { ComputerPlayer } from './computer-player';

function decision(signal: AbortSignal): Decision<ThirtyOneView, ThirtyOneAction> {
  const state = thirtyone.setup({ players: 3, seed: 9 });
  const seat = thirtyone.toAct(state) ?? 0;
  return { seat, view: thirtyone.view(state, seat), legal: thirtyone.legal(state), streak: 0, signal, check: () => null, seed: () => 5 };
}

it.each(['novice', 'intermediate', 'expert'] as const)('chooses one of the legal actions at %s level', async (level) => {
  const asked = decision(new AbortController().signal);
  const action = await new ComputerPlayer(level, 0).decide(asked);
  expect(asked.legal).toContainEqual(action);
});

it('stops when the decision is no longer wanted', async () => {
  const game = new AbortController();
  const answer = new ComputerPlayer('novice', 60_000).decide(decision(game.signal));
  game.abort();
  await expect(answer).rejects.toBeInstanceOf(Cancelled);
});
