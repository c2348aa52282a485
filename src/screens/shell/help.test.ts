import { describe, expect, it } from 'vitest';
import { controlsHelp } from './help';

describe('controlsHelp', () => {
  it('names the buttons of the device in hand, in the font the kiosk can draw', () => {
    expect(controlsHelp('gamepad')).toContain('press A');
    expect(controlsHelp('keyboard')).toContain('Enter');
    expect(controlsHelp('pointer')).toContain('Click');
    for (const device of ['gamepad', 'keyboard', 'pointer'] as const) expect(controlsHelp(device)).toMatch(/^[ -~]+$/);
  });
});
