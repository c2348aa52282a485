import { describe, expect, it } from 'vitest';
import { LocalSeat } from '../table/seats';
import { NetSession, type NetStep, sameAction } from './net-session';

type View = { seat: number; toAct: number | null; n: number };
type Action = { type: string; card?: string };

function table() {
  const shown: string[][] = [];
  const sent: Action[] = [];
  const refused: string[] = [];
  let release: (() => void) | null = null;
  let holding = false;
  const person = new LocalSeat<View, Action>('ANNE');
  const session = new NetSession<View, Action, string>({
    present: (events) => {
      shown.push([...events]);
      return holding ? new Promise<void>((done) => (release = done)) : Promise.resolve();
    },
    person: () => person,
    send: (action) => sent.push(action),
    refused: (reason) => refused.push(reason),
  });
  const step = (n: number, toAct: number | null, legal: Action[] = [], events = [`e${n}`]): NetStep<View, Action, string> => ({ events, view: { seat: 1, toAct, n }, legal });
  return {
    session,
    person,
    shown,
    sent,
    refused,
    step,
    hold: () => (holding = true),
    release: () => {
      holding = false;
      release?.();
    },
  };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('a network table session', () => {
  it('shows the steps in order, each after the one before has been shown', async () => {
    const t = table();
    t.hold();
    t.session.receive(t.step(1, 0));
    t.session.receive(t.step(2, 2));
    await settle();
    expect(t.shown).toEqual([['e1']]);
    expect(t.session.view()?.n).toBe(1);
    t.release();
    await settle();
    expect(t.shown).toEqual([['e1'], ['e2']]);
    expect(t.session.view()?.n).toBe(2);
    expect(t.session.toAct).toBe(2);
  });

  it("asks the person only on the latest step that gives them moves, and sends what they choose", async () => {
    const t = table();
    t.session.receive(t.step(1, 1, [{ type: 'pass' }, { type: 'take-pot' }]));
    await settle();
    expect(t.person.waiting?.legal).toEqual([{ type: 'pass' }, { type: 'take-pot' }]);
    expect(t.person.offer({ type: 'change', card: 'AS' })).toBe('That move is not allowed now.');
    expect(t.sent).toEqual([]);
    expect(t.person.offer({ type: 'pass' })).toBeNull();
    await settle();
    expect(t.sent).toEqual([{ type: 'pass' }]);
  });

  it('asks again when the server refuses the move, and says why', async () => {
    const t = table();
    t.session.receive(t.step(1, 1, [{ type: 'pass' }]));
    await settle();
    t.person.offer({ type: 'pass' });
    await settle();
    expect(t.person.waiting).toBeNull();
    t.session.refuse('It is not your turn.');
    await settle();
    expect(t.refused).toEqual(['It is not your turn.']);
    expect(t.person.waiting?.legal).toEqual([{ type: 'pass' }]);
  });

  it('tells a screen holding a round’s end that the server has gone on, as the next step arrives', async () => {
    const t = table();
    t.hold();
    t.session.receive(t.step(1, 0));
    let moved = false;
    void t.session.moved().then(() => (moved = true));
    await settle();
    // The step being shown does not count; only one that arrives after it.
    expect(moved).toBe(false);
    t.session.receive(t.step(2, 1, [{ type: 'pass' }]));
    await settle();
    expect(moved).toBe(true);
    t.release();
  });

  it('drops a question the game has moved past (a newer step from the server)', async () => {
    const t = table();
    t.session.receive(t.step(1, 1, [{ type: 'pass' }]));
    await settle();
    expect(t.person.waiting).not.toBeNull();
    t.session.receive(t.step(2, 2));
    await settle();
    expect(t.person.waiting).toBeNull();
    expect(t.person.offer({ type: 'pass' })).toBe('It is not your turn.');
    expect(t.sent).toEqual([]);
  });

  it('shows nothing more once stopped', async () => {
    const t = table();
    t.session.stop();
    t.session.receive(t.step(1, 1, [{ type: 'pass' }]));
    await settle();
    expect(t.shown).toEqual([]);
    expect(t.person.waiting).toBeNull();
  });
});

describe('two actions are the same', () => {
  it('when every field matches, in any order', () => {
    expect(sameAction({ type: 'change', card: 'AS', potCard: '7H' }, { potCard: '7H', card: 'AS', type: 'change' })).toBe(true);
    expect(sameAction({ type: 'change', card: 'AS', potCard: '7H' }, { type: 'change', card: 'AS', potCard: '8H' })).toBe(false);
    expect(sameAction({ type: 'pass' }, { type: 'pass', extra: 1 })).toBe(false);
    // A pass of three cards chosen in any order is the legal pass of those three.
    expect(sameAction({ type: 'pass', cards: ['2C', '7H', 'QS'] }, { type: 'pass', cards: ['QS', '2C', '7H'] })).toBe(true);
    expect(sameAction({ type: 'pass', cards: ['2C', '7H', 'QS'] }, { type: 'pass', cards: ['2C', '7H', 'KS'] })).toBe(false);
  });
});
