import { describe, expect, it } from 'vitest';
import { TableClock } from '../table/table-clock';
import { ComputerPace, STEP_MS } from './computer-pace';

describe("the computer's pace", () => {
  it('keeps each move a second (less the time it took to think), and a press shows the next at once', async () => {
    const clock = new TableClock(() => false, () => false);
    const pace = new ComputerPace((ms) => clock.pause(ms));
    let shown = false;
    void pace.wait(200).then(() => (shown = true));
    clock.update(STEP_MS - 201);
    await Promise.resolve();
    expect(shown).toBe(false);
    clock.update(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(shown).toBe(true);

    let next = false;
    void pace.wait(0).then(() => (next = true));
    expect(pace.hurry()).toBe(true);
    await Promise.resolve();
    expect(next).toBe(true);
    // Only the press that cut a pause short is counted.
    expect(pace.hurried).toBe(1);
  });

  it('keeps a press made while the computer is still choosing for the pause of that move, and forgets it when the turn is over', async () => {
    const clock = new TableClock(() => false, () => false);
    const pace = new ComputerPace((ms) => clock.pause(ms));
    // Pressed while the computer thinks: no pause to cut yet.
    expect(pace.hurry()).toBe(false);
    let shown = false;
    void pace.wait(100).then(() => (shown = true));
    await Promise.resolve();
    expect(shown).toBe(true);
    expect(pace.hurried).toBe(1);
    // The next move keeps its pause.
    let next = false;
    void pace.wait(100).then(() => (next = true));
    await Promise.resolve();
    expect(next).toBe(false);
    clock.update(STEP_MS);
    await Promise.resolve();
    await Promise.resolve();
    expect(next).toBe(true);
    // A press as the computer's turn ends does not carry over to its next turn.
    pace.hurry();
    pace.forget();
    let later = false;
    void pace.wait(100).then(() => (later = true));
    await Promise.resolve();
    expect(later).toBe(false);
  });
});
