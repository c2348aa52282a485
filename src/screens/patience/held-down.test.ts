import { describe, expect, it } from 'vitest';
import { heldDown } from './held-down';

describe('a button held down on the Spectrum pages and table', () => {
  it('chooses nothing past its first press, while the arrows and delete step on', () => {
    expect(heldDown({ type: 'press', button: 'confirm', device: 'keyboard', repeat: true })).toBe(true);
    expect(heldDown({ type: 'press', button: 'back', device: 'gamepad', repeat: true })).toBe(true);
    expect(heldDown({ type: 'press', button: 'confirm', device: 'keyboard', repeat: false })).toBe(false);
    expect(heldDown({ type: 'press', button: 'down', device: 'gamepad', repeat: true })).toBe(false);
    expect(heldDown({ type: 'press', button: 'erase', device: 'keyboard', repeat: true })).toBe(false);
    expect(heldDown({ type: 'char', char: 'T', device: 'keyboard' })).toBe(false);
  });
});
