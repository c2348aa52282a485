import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { Container, Graphics } = await import('pixi.js');
const { WHOLE_TREE } = await import('./destroy');

describe('taking a finished view down', () => {
  it("destroys each Graphics' own drawing with the tree, which `{ children: true }` alone leaves behind", () => {
    const tree = () => {
      const view = new Container();
      const inner = new Container();
      const graphics = new Graphics().rect(0, 0, 4, 4).fill(0xff0000);
      inner.addChild(graphics);
      view.addChild(inner);
      return { view, drawing: graphics.context };
    };
    const leaky = tree();
    leaky.view.destroy({ children: true });
    expect(leaky.drawing.destroyed).toBe(false);

    const whole = tree();
    whole.view.destroy(WHOLE_TREE);
    expect(whole.drawing.destroyed).toBe(true);
  });
});
