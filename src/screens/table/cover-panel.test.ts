import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { CoverPanel, coverText } = await import('./cover-panel');

describe('the cover between two people\'s turns', () => {
  it('tells whom the cover waits for and how they lift it, by any free device while their pad is unplugged', () => {
    expect(coverText('BOB', { kind: 'person', name: 'BOB', pad: 1 }, [0, 1])).toBe('Pass to BOB.\nBOB, press A on pad 2 to see your cards.');
    expect(coverText('BOB', { kind: 'person', name: 'BOB', pad: 1 }, [0])).toContain('Pad 2 is unplugged');
    expect(coverText('ANNE', { kind: 'person', name: 'ANNE', pad: null }, [])).toContain('click below');
  });

  it('is down until a turn is covered, and its button works only while it is up', () => {
    for (const look of ['win31', 'win95'] as const) {
      const panel = new CoverPanel(look);
      expect(panel.text).toBeNull();
      expect(panel.button.enabled).toBe(false);
      panel.show('Pass to BOB.');
      expect(panel.text).toBe('Pass to BOB.');
      expect(panel.button.enabled).toBe(true);
      panel.show(null);
      expect(panel.visible).toBe(false);
    }
  });
});
