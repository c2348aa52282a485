// The navigator in Node: a box opened over a screen (or over another box)
// has the focus, and only its control shows a focus mark.

import { describe, expect, it, vi } from 'vitest';

vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../renderer/texture', () => import('../renderer/blank-texture'));

const { Container } = await import('pixi.js');
const { Rects } = await import('../renderer/rects');
const { Button, Dialog, messageBox } = await import('../renderer/widgets');
const { Navigator } = await import('./navigator');

type Node = InstanceType<typeof Container>;

/** Whether `node` would be seen: it and everything above it visible. */
function seen(node: Node): boolean {
  for (let at: Node | null = node; at; at = at.parent) if (!at.visible) return false;
  return true;
}

/** Whether the dotted focus rectangle of `button` shows: drawn (it has the focus) and seen. */
function ringShown(button: InstanceType<typeof Button>): boolean {
  const ring = button.children.at(-1);
  return ring instanceof Rects && ring.drawn && seen(ring);
}

function kiosk() {
  const stage = { root: new Container(), onTick: () => undefined, setNative: () => undefined };
  const nav = new Navigator(stage as never);
  const button = new Button('&Last Trick');
  button.focused = true;
  const view = new Container();
  view.addChild(button);
  nav.go({ id: 'table', view, handle: () => undefined });
  return { nav, button };
}

const top = (nav: InstanceType<typeof Navigator>) => nav.topModal as InstanceType<typeof Dialog<string>>;

describe('the navigator', () => {
  it('hides the focus marks of the screen while a box is open over it, and shows them again once it closes', async () => {
    const { nav, button } = kiosk();
    expect(ringShown(button)).toBe(true);
    const answer = messageBox('Who Is Playing?', 'Guest', undefined, { host: nav });
    const box = top(nav);
    expect(ringShown(button)).toBe(false);
    expect(ringShown(box.buttons[0]!)).toBe(true);
    box.finish('ok');
    await answer;
    expect(ringShown(button)).toBe(true);
  });

  it('hides the marks of a box under another box', async () => {
    const { nav, button } = kiosk();
    void messageBox('Options', 'First', undefined, { host: nav });
    const first = top(nav);
    const answer = messageBox('Next Game', 'Second', undefined, { host: nav });
    const second = top(nav);
    expect(ringShown(first.buttons[0]!)).toBe(false);
    expect(ringShown(second.buttons[0]!)).toBe(true);
    expect(ringShown(button)).toBe(false);
    second.finish('ok');
    await answer;
    expect(ringShown(first.buttons[0]!)).toBe(true);
    expect(ringShown(button)).toBe(false);
  });
});
