import { describe, expect, it } from 'vitest';
import { Cancelled, type Decision, LocalSeat, unlessCancelled } from './seats';

function decision(check: (action: string) => string | null = () => null): Decision<{ hand: string[] }, string> & { abort(): void } {
  const controller = new AbortController();
  return { seat: 0, view: { hand: [] }, legal: ['a', 'b'], streak: 0, signal: controller.signal, check, seed: () => 1, abort: () => controller.abort() };
}

describe('a person at the kiosk', () => {
  it('says it is not their turn until asked, then takes an allowed action', async () => {
    const asked: unknown[] = [];
    const seat = new LocalSeat<{ hand: string[] }, string>('ANN', null, (d) => asked.push(d));
    expect(seat.offer('a')).toBe('It is not your turn.');
    const d = decision();
    const answer = seat.decide(d);
    expect(asked).toEqual([d]);
    expect(seat.waiting).toBe(d);
    expect(seat.offer('a')).toBeNull();
    await expect(answer).resolves.toBe('a');
    expect(seat.waiting).toBeNull();
  });

  it('keeps the decision open when the rules refuse the action, and gives the reason', () => {
    const seat = new LocalSeat<{ hand: string[] }, string>(null);
    const d = decision((action) => (action === 'b' ? 'You must follow suit.' : null));
    void seat.decide(d);
    expect(seat.offer('b')).toBe('You must follow suit.');
    expect(seat.waiting).toBe(d);
  });

  it('leaves nothing listening on the game’s signal once a decision is answered, through a whole game of them', async () => {
    const seat = new LocalSeat<{ hand: string[] }, string>(null);
    const game = new AbortController();
    let listening = 0;
    const signal = game.signal;
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    Object.assign(signal, {
      addEventListener: (...args: Parameters<typeof add>) => ((listening += 1), add(...args)),
      removeEventListener: (...args: Parameters<typeof remove>) => ((listening -= 1), remove(...args)),
    });
    for (let turn = 0; turn < 200; turn += 1) {
      const answer = seat.decide({ ...decision(), signal });
      seat.offer('a');
      await answer;
    }
    expect(listening).toBe(0);
  });

  it('lets the decision go when its game is replaced', async () => {
    const seat = new LocalSeat<{ hand: string[] }, string>(null);
    const d = decision();
    const answer = seat.decide(d);
    d.abort();
    await expect(answer).rejects.toBeInstanceOf(Cancelled);
    expect(seat.waiting).toBeNull();
    expect(seat.offer('a')).toBe('It is not your turn.');
  });
});

describe('unlessCancelled', () => {
  it('passes the work through, and stops waiting for it once aborted', async () => {
    const live = new AbortController();
    await expect(unlessCancelled(live.signal, Promise.resolve(3))).resolves.toBe(3);
    const stopped = new AbortController();
    const never = unlessCancelled(stopped.signal, new Promise(() => undefined));
    stopped.abort();
    await expect(never).rejects.toBeInstanceOf(Cancelled);
    await expect(unlessCancelled(stopped.signal, Promise.resolve(1))).rejects.toBeInstanceOf(Cancelled);
  });
});
