import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../renderer/texture', () => import('../renderer/blank-texture'));

const { ChatLog, chatWindow, wrapLine } = await import('./chat-window');
const { TestHost } = await import('../renderer/widgets/test-host');

/** Every character one pixel wide: widths are lengths. */
const byLength = (line: string) => line.length;

describe('a chat line', () => {
  it('breaks at spaces to fit, and cuts a word longer than the width', () => {
    expect(wrapLine('ANNE: good luck to you all', 12, byLength)).toEqual(['ANNE: good', 'luck to you', 'all']);
    expect(wrapLine('BOB: aaaaaaaaaaaaaaaaaaaa', 8, byLength)).toEqual(['BOB:', 'aaaaaaaa', 'aaaaaaaa', 'aaaa']);
    expect(wrapLine('short', 12, byLength)).toEqual(['short']);
  });
});

describe('the chat log', () => {
  it('counts what arrives while the window is hidden, and nothing while it is open', () => {
    const log = new ChatLog();
    log.add({ from: 'ANNE', text: 'hi', at: 1 });
    log.add({ from: 'BOB', text: 'hello', at: 2 });
    expect(log.unread).toBe(2);
    const heard: number[] = [];
    log.listen(() => heard.push(log.messages.length));
    expect(log.unread).toBe(0);
    log.add({ from: 'ANNE', text: 'go', at: 3 });
    expect(heard).toEqual([3]);
    expect(log.unread).toBe(0);
    log.listen(null);
    log.add({ from: 'BOB', text: 'ok', at: 4 });
    expect(log.unread).toBe(1);
  });
});

describe('the chat window', () => {
  it('sends what is typed, empties the line, shows new messages, and hides', async () => {
    const host = new TestHost();
    const log = new ChatLog();
    log.add({ from: 'BOB', text: 'READY?', at: 1 });
    const sent: string[] = [];
    const closed = chatWindow(log, (text) => sent.push(text), host);
    expect(host.title).toBe('Messages');
    expect(log.unread).toBe(0);
    const messages = () => host.top.namedControls().find((c) => c.id === 'messages')?.label;
    expect(messages()).toBe('Messages: BOB: READY?');
    await host.type('YES');
    await host.click('send');
    expect(sent).toEqual(['YES']);
    // Nothing typed: nothing sent.
    await host.click('send');
    expect(sent).toEqual(['YES']);
    log.add({ from: 'ANNE', text: 'YES', at: 2 });
    expect(messages()).toBe('Messages: BOB: READY? | ANNE: YES');
    await host.click('hide');
    await closed;
    log.add({ from: 'BOB', text: 'GO', at: 3 });
    expect(log.unread).toBe(1);
  });
});
