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
    expect(pace.hurry()).toBe(false);

    let next = false;
    void pace.wait(0).then(() => (next = true));
    expect(pace.hurry()).toBe(true);
    await Promise.resolve();
    expect(next).toBe(true);
    // Only the press that cut a pause short is counted.
    expect(pace.hurried).toBe(1);
  });
});
