import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });

// No canvas in Node: textures of the right size with nothing in them.
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { TestHost } = await import('../../renderer/widgets/test-host');
const { choosePlayers, seatLine, seatingProblem, startingPlans } = await import('./players-dialog');
const { STANDARD_SEATING } = await import('../thirtyone/seating');
type Seating = import('./seat-plan').Seating;
type Host = InstanceType<typeof TestHost>;
/** Thirty-One's table: 2 to 4 seats, in the Windows 95 look. */
const THIRTY_ONE = { look: 'win95', fewest: 2, most: 4 } as const;

const OPPONENTS = ['Hetty', 'Oskar', 'Mabel', 'Rudi'];

/** Open the dialog on a fresh host with ANNE and BOB on file; `added` collects the names filed. */
function open(start: Seating = STANDARD_SEATING, pads: number[] = [0, 1], refuse: (name: string) => string | null = () => null) {
  const host = new TestHost();
  const added: string[] = [];
  const add = (name: string) => {
    const problem = refuse(name);
    if (problem === null) added.push(name);
    return Promise.resolve(problem);
  };
  const result = choosePlayers(start, { names: ['ANNE', 'BOB'], pads, opponentNames: OPPONENTS, add }, THIRTY_ONE, host);
  return { host, result, added };
}

/** The caption of a control of the top dialog. */
function labelOf(host: Host, id: string): string | undefined {
  return host.top.namedControls().find((c) => c.id === id)?.label;
}

/** The middle of line `index` of the top dialog's list (lines 15 pixels high inside a 2-pixel edge). */
function lineOf(host: Host, index: number): [number, number] {
  const box = host.top.namedControls().find((c) => c.id === 'list')?.item.bounds();
  if (!box) throw new Error('no list');
  return [box.x + 20, box.y + 2 + index * 15 + 7];
}

/** The middle of the on-screen keyboard's key in `row`, `col` (keys 20x18 with 2-pixel gaps). */
function keyOf(host: Host, row: number, col: number): [number, number] {
  const box = host.top.namedControls().find((c) => c.id === 'keyboard')?.item.bounds();
  if (!box) throw new Error('no keyboard');
  return [box.x + col * 22 + 10, box.y + row * 20 + 9];
}

describe('the Players dialog', () => {
  it('at a table whose every seat is played (Hearts), offers no count: four seats, in the Windows 3.1 look', async () => {
    const host = new TestHost();
    const start: Seating = { seats: [{ kind: 'person', name: null, pad: null }] };
    const result = choosePlayers(start, { names: ['ANNE'], pads: [], opponentNames: OPPONENTS, add: () => Promise.resolve(null) }, { look: 'win31', fewest: 4, most: 4 }, host);
    expect(host.ids()).toEqual(['seat-1', 'seat-2', 'seat-3', 'seat-4', 'ok', 'cancel', 'network']);
    expect(labelOf(host, 'seat-4')).toBe('Seat 4: Mabel, computer (intermediate)');
    await host.click('ok');
    await expect(result).resolves.toEqual({ seats: [start.seats[0], ...Array.from({ length: 3 }, () => ({ kind: 'computer', level: 'intermediate' }))] });
  });

  it('shows a line per seat with the name each will have, the seats past the count greyed, all within 640x480', () => {
    const { host } = open();
    expect(host.title).toBe('Players');
    expect(host.ids()).toEqual(['players-2', 'players-3', 'players-4', 'seat-1', 'seat-2', 'seat-3', 'ok', 'cancel', 'network']);
    expect(labelOf(host, 'seat-1')).toBe('Seat 1: Guest, keyboard and mouse');
    expect(labelOf(host, 'seat-2')).toBe('Seat 2: Hetty, computer (intermediate)');
    expect(labelOf(host, 'seat-3')).toBe('Seat 3: Oskar, computer (intermediate)');
    expect(labelOf(host, 'seat-4')).toBe('Seat 4: not playing');
    for (const { item } of host.top.namedControls()) {
      const box = item.bounds();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(640);
      expect(box.y + box.height).toBeLessThanOrEqual(480);
    }
  });

  it('names computer players as the table will: the first computer takes the first name, whatever its seat', () => {
    const plans = [
      { kind: 'person', name: 'ANNE', pad: null },
      { kind: 'person', name: 'B&B', pad: 1 },
      { kind: 'computer', level: 'expert' },
    ] as const;
    expect(seatLine(1, plans, OPPONENTS)).toBe('Seat &2: B&&B, pad 2');
    expect(seatLine(2, plans, OPPONENTS)).toBe('Seat &3: Hetty, computer (expert)');
  });

  it('answers the table as it was on OK straight away, null on Cancel, and a network game with the table’s people on Network', async () => {
    const a = open();
    await a.host.keys('confirm');
    await expect(a.result).resolves.toEqual(STANDARD_SEATING);
    const b = open();
    await b.host.keys('back');
    await expect(b.result).resolves.toBeNull();
    const c = open();
    await c.host.click('network');
    await expect(c.result).resolves.toEqual({ network: STANDARD_SEATING });
  });

  it('is set with the keyboard: a fourth seat, and seat 2 made an expert, by underlined letters and Enter', async () => {
    const { host, result } = open();
    await host.type('F');
    expect(host.ids()).toContain('seat-4');
    expect(labelOf(host, 'seat-4')).toBe('Seat 4: Mabel, computer (intermediate)');
    await host.type('2');
    expect(host.title).toBe('Seat 2');
    expect(host.ids()).toEqual(['computer-novice', 'computer-intermediate', 'computer-expert', 'a-person', 'ok', 'cancel']);
    await host.type('E');
    await host.keys('confirm');
    expect(host.title).toBe('Players');
    expect(labelOf(host, 'seat-2')).toBe('Seat 2: Hetty, computer (expert)');
    // The focus is back on seat 2's line, where Enter would open it again: Tab to OK.
    expect(host.focusedId()).toBe('seat-2');
    for (let i = 0; i < 8 && host.focusedId() !== 'ok'; i++) await host.keys('next');
    await host.keys('confirm');
    await expect(result).resolves.toEqual({
      seats: [
        { kind: 'person', name: null, pad: null },
        { kind: 'computer', level: 'expert' },
        { kind: 'computer', level: 'intermediate' },
        { kind: 'computer', level: 'intermediate' },
      ],
    });
  });

  it('is set with a gamepad alone: BOB takes seat 3 with pad 2, by D-pad and A', async () => {
    const { host, result } = open();
    for (let i = 0; i < 8 && host.focusedId() !== 'seat-3'; i++) await host.pad('down');
    await host.pad('confirm');
    expect(host.title).toBe('Seat 3');
    // The D-pad walks to "A person", A chooses it; then down to OK.
    for (let i = 0; i < 8 && host.focusedId() !== 'a-person'; i++) await host.pad('down');
    await host.pad('confirm');
    for (let i = 0; i < 8 && host.focusedId() !== 'ok'; i++) await host.pad('down');
    await host.pad('confirm');
    expect(host.title).toBe('Seat 3');
    expect(host.ids()).toEqual(['list', 'ok', 'cancel']);
    // Guest, ANNE, BOB, New player...: A on the list takes the line.
    await host.pad('down', 'down');
    await host.pad('confirm');
    expect(host.ids()).toEqual(['keyboard-and-mouse', 'pad-1', 'pad-2', 'ok', 'cancel']);
    for (let i = 0; i < 8 && host.focusedId() !== 'pad-2'; i++) await host.pad('down');
    await host.pad('confirm');
    for (let i = 0; i < 8 && host.focusedId() !== 'ok'; i++) await host.pad('down');
    await host.pad('confirm');
    expect(labelOf(host, 'seat-3')).toBe('Seat 3: BOB, pad 2');
    for (let i = 0; i < 8 && host.focusedId() !== 'ok'; i++) await host.pad('down');
    await host.pad('confirm');
    await expect(result).resolves.toEqual({
      seats: [{ kind: 'person', name: null, pad: null }, { kind: 'computer', level: 'intermediate' }, { kind: 'person', name: 'BOB', pad: 1 }],
    });
  });

  it('is set with the mouse alone: seat 1 becomes a new player typed on the on-screen keyboard, with pad 1', async () => {
    const { host, result, added } = open();
    await host.click('players-2');
    expect(host.ids()).not.toContain('seat-3');
    await host.click('seat-1');
    // Seat 1 is always a person: straight to the name. The last line is a new player.
    expect(host.ids()).toEqual(['list', 'ok', 'cancel']);
    await host.clickAt(...lineOf(host, 3));
    await host.click('ok');
    expect(host.ids()).toContain('keyboard');
    // The entry takes twelve letters, and says so.
    const { Label } = await import('../../renderer/widgets');
    const words = host.top.view.children.flatMap((child) => (child instanceof Label ? [child.text] : []));
    expect(words).toContain('Name (12 letters at most):');
    // Z, O, E on the key grid (rows A-M, N-Z).
    for (const [row, col] of [
      [1, 12],
      [1, 1],
      [0, 4],
    ] as const) {
      await host.clickAt(...keyOf(host, row, col));
    }
    await host.click('ok');
    expect(added).toEqual(['ZOE']);
    await host.click('pad-1');
    await host.click('ok');
    expect(labelOf(host, 'seat-1')).toBe('Seat 1: ZOE, pad 1');
    await host.click('ok');
    await expect(result).resolves.toEqual({ seats: [{ kind: 'person', name: 'ZOE', pad: 0 }, { kind: 'computer', level: 'intermediate' }] });
  });

  it('refuses OK while two persons share a pad or a name, saying which seats, and keeps the dialog open', async () => {
    const start: Seating = {
      seats: [
        { kind: 'person', name: 'ANNE', pad: 0 },
        { kind: 'person', name: 'BOB', pad: 0 },
      ],
    };
    const { host, result } = open(start);
    await host.keys('confirm');
    expect(host.stack).toHaveLength(2);
    expect(host.ids()).toEqual(['ok']);
    await host.keys('confirm');
    expect(host.title).toBe('Players');
    // Seat 2 gives pad 1 up; seat 1 keeps it.
    await host.click('seat-2');
    await host.click('ok');
    await host.keys('confirm');
    await host.click('keyboard-and-mouse');
    await host.click('ok');
    await host.click('ok');
    await expect(result).resolves.toEqual({ seats: [start.seats[0], { kind: 'person', name: 'BOB', pad: null }] });

    expect(seatingProblem(start)).toMatch(/Seats 1 and 2 both play with pad 1/);
    expect(
      seatingProblem({
        seats: [
          { kind: 'person', name: 'ANNE', pad: null },
          { kind: 'computer', level: 'novice' },
          { kind: 'person', name: 'anne', pad: 1 },
        ],
      }),
    ).toMatch(/Seats 1 and 3 are both ANNE/);
    expect(seatingProblem({ seats: [start.seats[0]!, { kind: 'person', name: null, pad: null }, { kind: 'person', name: null, pad: null }] })).toBeNull();
  });

  it('offers only names not seated elsewhere, and a typed name must be good, free at the table, and filed', async () => {
    const start: Seating = { seats: [{ kind: 'person', name: 'ANNE', pad: null }, { kind: 'computer', level: 'novice' }] };
    const { host, result, added } = open(start, [], (name) => (name === 'NOBODY' ? 'That name cannot be used.' : null));
    await host.click('seat-2');
    await host.type('P');
    await host.keys('confirm');
    // Guest, BOB, New player...: ANNE sits at seat 1.
    await host.keys('down', 'down', 'confirm');
    expect(host.ids()).toContain('keyboard');
    const tryName = async (name: string) => {
      for (let i = 0; i < 12; i++) await host.keys('erase');
      await host.type(name);
      await host.keys('confirm');
    };
    await tryName('ANNE');
    expect(host.ids()).toEqual(['ok']);
    await host.keys('confirm');
    await tryName('NOBODY');
    expect(host.ids()).toEqual(['ok']);
    await host.keys('confirm');
    // A name on file typed again is that person coming back, as first written.
    await tryName('BOB');
    // No pads plugged in: nobody is asked about one.
    expect(host.title).toBe('Players');
    expect(labelOf(host, 'seat-2')).toBe('Seat 2: BOB, keyboard and mouse');
    expect(added).toEqual([]);
    await host.click('ok');
    await expect(result).resolves.toEqual({ seats: [start.seats[0], { kind: 'person', name: 'BOB', pad: null }] });
  });

  it('keeps a seat as it was when its questions are cancelled, and the seats past the count while the count changes', async () => {
    const { host, result } = open();
    await host.click('seat-3');
    await host.click('a-person');
    await host.click('ok');
    await host.click('cancel');
    expect(host.title).toBe('Players');
    expect(labelOf(host, 'seat-3')).toBe('Seat 3: Oskar, computer (intermediate)');
    await host.click('players-4');
    await host.click('seat-4');
    await host.click('computer-novice');
    await host.click('ok');
    await host.click('players-2');
    await host.click('players-4');
    expect(labelOf(host, 'seat-4')).toBe('Seat 4: Mabel, computer (novice)');
    await host.click('ok');
    const seating = await result;
    expect(seating !== null && !('network' in seating) && seating.seats[3]).toEqual({ kind: 'computer', level: 'novice' });
  });

  it('starts from the last table with seat 1 a person and no pad that is not plugged in', () => {
    const plans = startingPlans(
      {
        seats: [
          { kind: 'computer', level: 'expert' },
          { kind: 'person', name: 'BOB', pad: 3 },
          { kind: 'person', name: 'ANNE', pad: 1 },
        ],
      },
      [1],
    );
    expect(plans).toEqual([
      { kind: 'person', name: null, pad: null },
      { kind: 'person', name: 'BOB', pad: null },
      { kind: 'person', name: 'ANNE', pad: 1 },
    ]);
  });
});
