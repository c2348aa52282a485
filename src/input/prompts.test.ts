import { describe, expect, it } from 'vitest';
import { BUTTONS } from './bindings';
import type { Device } from './commands';
import { glyph, promptText } from './prompts';

const DEVICES: Device[] = ['keyboard', 'gamepad', 'pointer'];

describe('glyph', () => {
  it('names the button on the device used last', () => {
    expect(glyph('confirm', 'keyboard')).toBe('Enter');
    expect(glyph('confirm', 'gamepad')).toBe('A');
    expect(glyph('confirm', 'pointer')).toBe('Click');
    expect(glyph('back', 'keyboard')).toBe('Esc');
    expect(glyph('back', 'gamepad')).toBe('B');
    expect(glyph('back', 'pointer')).toBe('Right-click');
    expect(glyph('menu', 'gamepad')).toBe('Start');
    expect(glyph('help', 'gamepad')).toBe('Select');
    expect(glyph('help', 'pointer')).toBe('F1');
    expect(glyph('prev', 'gamepad')).toBe('LB');
    expect(glyph('next', 'keyboard')).toBe('Tab');
  });

  it('every glyph is short plain ASCII (the fonts have no arrows)', () => {
    for (const device of DEVICES) {
      for (const button of BUTTONS) {
        expect(glyph(button, device)).toMatch(/^[\x21-\x7e]{1,11}$/);
      }
    }
  });
});

describe('promptText', () => {
  it('pairs glyphs with their labels', () => {
    const pairs = [['confirm', 'Select'], ['back', 'Back']] as const;
    expect(promptText(pairs, 'gamepad')).toBe('A Select  B Back');
    expect(promptText(pairs, 'keyboard')).toBe('Enter Select  Esc Back');
    expect(promptText(pairs, 'pointer')).toBe('Click Select  Right-click Back');
  });

  it('neighbours with one label share it; four directions become the D-pad', () => {
    const move = [['up', 'Move'], ['down', 'Move'], ['left', 'Move'], ['right', 'Move'], ['confirm', 'Play']] as const;
    expect(promptText(move, 'gamepad')).toBe('D-pad Move  A Play');
    expect(promptText(move, 'keyboard')).toBe('Arrows Move  Enter Play');
    expect(promptText([['left', 'Card'], ['right', 'Card'], ['x', 'Twist']], 'gamepad')).toBe('Left/Right Card  X Twist');
  });
});
