import { describe, expect, it } from 'vitest';
import { type Decision, type Controller } from '../src/table/seats';
import { RemoteSeat } from '../src/table/remote-seat';
import { ClockedSeat, type TurnClockRules } from './turn-clock';

type A = { type: string };

/** A hand-wound clock: timers run when `advance` passes them. */
class FakeTimer {
  now = 0;
  private timers: { at: number; run: () => void; live: boolean }[] = [];
  after(ms: number, then: () => void): () => void {
    const timer = { at: this.now + ms, run: then, live: true };
    this.timers.push(timer);
    return () => (timer.live = false);
  }
  async advance(ms: number): Promise<void> {
    const until = this.now + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.live && t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (next === undefined) break;
      next.live = false;
      this.now = next.at;
      next.run();
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.now = until;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const RULES: TurnClockRules = { seconds: 30, secondMs: 1000, missedLimit: 3, shownSeconds: 10, graceSeconds: 5 };

function decision(): Decision<unknown, A> {
  return { seat: 1, view: {}, legal: [{ type: 'pass' }, { type: 'hand' }], streak: 0, signal: new AbortController().signal, check: () => null, seed: () => 1 };
}

function table(rules = RULES) {
  const timer = new FakeTimer();
  const said: string[] = [];
  const computer: Controller<unknown, A> = { kind: 'computer', decide: () => Promise.resolve({ type: 'hand' }) };
  const remote = new RemoteSeat<unknown, A>(() => undefined);
  const seat = new ClockedSeat(remote, () => computer, rules, timer, {
    tick: (seconds) => said.push(`${seconds}`),
    ranOut: (standing) => said.push(standing ? 'standing' : 'ran out'),
    back: () => said.push('back'),
  });
  return { timer, said, remote, seat };
}

describe('the turn clock', () => {
  it('takes the person’s move in time, and tells the last ten seconds only', async () => {
    const { timer, said, remote, seat } = table();
    const move = seat.decide(decision());
    await timer.advance(25_000);
    expect(said).toEqual(['10', '9', '8', '7', '6', '5']);
    expect(remote.offer({ type: 'pass' })).toBeNull();
    await expect(move).resolves.toEqual({ type: 'pass' });
    await timer.advance(60_000);
    expect(said).toHaveLength(6);
  });

  it('has a computer make the move when time runs out, and refuses the late move', async () => {
    const { timer, said, remote, seat } = table();
    const move = seat.decide(decision());
    await timer.advance(30_000);
    await expect(move).resolves.toEqual({ type: 'hand' });
    expect(said.at(-1)).toBe('ran out');
    expect(remote.waiting).toBeNull();
    expect(remote.offer({ type: 'pass' })).not.toBeNull();
  });

  it('after three missed turns plays each turn after a short grace, until the person moves again', async () => {
    const { timer, said, remote, seat } = table();
    for (let turn = 0; turn < 3; turn += 1) {
      const move = seat.decide(decision());
      await timer.advance(30_000);
      await move;
    }
    expect(said.filter((s) => s === 'ran out' || s === 'standing')).toEqual(['ran out', 'ran out', 'standing']);
    expect(seat.standing).toBe(true);
    const quick = seat.decide(decision());
    await timer.advance(5_000);
    await expect(quick).resolves.toEqual({ type: 'hand' });
    // The person is still asked each turn, and a move takes the seat back.
    const taken = seat.decide(decision());
    await timer.advance(1_000);
    expect(remote.offer({ type: 'pass' })).toBeNull();
    await expect(taken).resolves.toEqual({ type: 'pass' });
    expect(said.at(-1)).toBe('back');
    expect(seat.standing).toBe(false);
  });

  it('with no clock, waits for the person as long as it takes', async () => {
    const { timer, said, remote, seat } = table({ ...RULES, seconds: 0 });
    const move = seat.decide(decision());
    await timer.advance(3_600_000);
    expect(said).toEqual([]);
    remote.offer({ type: 'hand' });
    await expect(move).resolves.toEqual({ type: 'hand' });
  });
});
