import { describe, expect, it } from 'vitest';
import { PassChoice } from './pass-choice';

describe('the pass as the player makes it', () => {
  it('chooses up to the pass, puts a card back on a second press, and starts again from a kept choice', () => {
    const pass = new PassChoice();
    expect(pass.toggle('2C', 3)).toBe(true);
    expect(pass.toggle('QS', 3)).toBe(true);
    expect(pass.toggle('2C', 3)).toBe(true);
    expect(pass.chosen).toEqual(['QS']);
    pass.toggle('AH', 3);
    pass.toggle('KH', 3);
    expect(pass.toggle('3D', 3)).toBe(false);
    expect(pass.chosen).toEqual(['QS', 'AH', 'KH']);
    pass.reset(['9S']);
    expect(pass.chosen).toEqual(['9S']);
  });

  it('holds the received cards until OK, once', async () => {
    const pass = new PassChoice();
    expect(pass.pressOk()).toBe(false);
    const ok = pass.awaitOk();
    expect(pass.waitingForOk).toBe(true);
    expect(pass.pending).toBe(ok);
    expect(pass.awaitOk()).toBe(ok);
    expect(pass.pressOk()).toBe(true);
    await ok;
    expect(pass.waitingForOk).toBe(false);
    expect(pass.pending).toBeNull();
    expect(pass.pressOk()).toBe(false);
  });
});
