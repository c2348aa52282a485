import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` while loading; Node 20 has none.
vi.stubGlobal('navigator', { userAgent: 'node' });
vi.mock('../../renderer/texture', () => import('../../renderer/blank-texture'));

const { ChatLog, chatWindow, roomLeft, wrapLine } = await import('./chat-window');
const { TextField } = await import('../../renderer/widgets/text-entry');
const { TextModel } = await import('../../renderer/widgets/text-model');
const { lineWidth } = await import('../../renderer/widgets/fit-line');
const { theme } = await import('../../renderer/widgets/theme');
const { TestHost } = await import('../../renderer/widgets/test-host');

/** Every character one pixel wide: widths are lengths. */
const byLength = (line: string) => line.length;

describe('a chat line', () => {
  it('breaks at spaces to fit, and cuts a word longer than the width', () => {
    expect(wrapLine('ANNE: good luck to you all', 12, byLength)).toEqual(['ANNE: good', 'luck to you', 'all']);
    expect(wrapLine('BOB: aaaaaaaaaaaaaaaaaaaa', 8, byLength)).toEqual(['BOB:', 'aaaaaaaa', 'aaaaaaaa', 'aaaa']);
    expect(wrapLine('short', 12, byLength)).toEqual(['short']);
  });
});

describe('the line being typed', () => {
  it('scrolls within its box: a long line shows its end, never wider than the box', () => {
    const text = new TextModel({ maxLength: 80, allowed: /^[\x20-\x7e]$/ });
    const field = new TextField(text, 120, 'win95');
    for (const char of 'THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG AND RUNS AWAY') text.insert(char);
    field.refresh();
    const shown = field.children.flatMap((c) => ('text' in c && typeof c.text === 'string' ? [c.text] : []))[0] ?? '';
    expect(text.value.endsWith(shown)).toBe(true);
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(text.value.length);
    expect(lineWidth(shown, theme('win95').font)).toBeLessThanOrEqual(120 - 4);
  });

  it('says how much room is left as the limit nears, and when it is full', () => {
    expect(roomLeft(10).trim()).toBe('');
    expect(roomLeft(61)).toBe('19 letters left.');
    expect(roomLeft(79)).toBe('1 letter left.');
    expect(roomLeft(80)).toBe('The line is full: 80 letters at most.');
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
    const closed = chatWindow(log, (text) => sent.push(text), 'win95', host);
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
