// Keys into commands. The browser's own shortcuts are kept away from the page
// (see BROWSER_KEYS): a kiosk must not be navigated back, reloaded or zoomed by
// a stray key. Auto-repeat comes from the operating system's own key repeat.

import { BROWSER_KEYS, KEY_BINDINGS, type KeyAction, type KeyBinding } from './bindings';
import type { Command } from './commands';
import type { InputSink } from './sink';

/** The parts of a key event the mapping depends on. */
export interface KeyInfo {
  key: string;
  code: string;
  shift: boolean;
  ctrl: boolean;
  alt: boolean;
  meta: boolean;
  /** AltGr, which some systems also report as Ctrl+Alt. */
  altGraph: boolean;
  repeat: boolean;
}

export function keyInfo(event: KeyboardEvent): KeyInfo {
  return {
    key: event.key,
    code: event.code,
    shift: event.shiftKey,
    ctrl: event.ctrlKey,
    alt: event.altKey,
    meta: event.metaKey,
    altGraph: event.getModifierState('AltGraph'),
    repeat: event.repeat,
  };
}

/** Whether the page takes this key from the browser. */
export function blocksBrowser(info: KeyInfo): boolean {
  return !BROWSER_KEYS.has(info.key);
}

function modifierMatches(wanted: boolean | undefined, held: boolean, altGraph: boolean): boolean {
  if (wanted !== undefined) return wanted === held;
  return !held || altGraph;
}

function matches(binding: KeyBinding, info: KeyInfo): boolean {
  if (binding.key !== undefined && binding.key !== info.key) return false;
  if (binding.code !== undefined && binding.code !== info.code) return false;
  if (info.meta) return false;
  if (binding.shift !== undefined && binding.shift !== info.shift) return false;
  return (
    modifierMatches(binding.ctrl, info.ctrl, info.altGraph) &&
    modifierMatches(binding.alt, info.alt, info.altGraph)
  );
}

function actionCommand(action: KeyAction, repeat: boolean): Command | null {
  if (action === 'operator') return repeat ? null : { type: 'operator', device: 'keyboard' };
  return { type: 'press', button: action, device: 'keyboard', repeat };
}

/** The typed character, if the key types one: letters upper-cased. */
export function typedChar(info: KeyInfo): string | null {
  if (info.meta || ((info.ctrl || info.alt) && !info.altGraph)) return null;
  if ([...info.key].length !== 1) return null;
  const upper = info.key.toUpperCase();
  // 'ß' upper-cases to two letters; a single key stays a single character.
  return [...upper].length === 1 ? upper : info.key;
}

/** The letter or digit of an Alt chord (Alt+G), upper-cased; null for any other key or chord. */
export function altChar(info: KeyInfo): string | null {
  if (!info.alt || info.ctrl || info.meta || info.altGraph) return null;
  // The code, not the key: on a Mac Alt+G types a symbol.
  const letter = /^Key([A-Z])$/.exec(info.code)?.[1] ?? /^Digit([0-9])$/.exec(info.code)?.[1];
  return letter ?? null;
}

/**
 * What a key going down produces: the character it types first, then its bound
 * action. Only Space has both; a text field that takes the space can then
 * ignore the confirm that follows, and a name can have a space in it.
 */
export function keyDownCommands(info: KeyInfo): Command[] {
  const commands: Command[] = [];
  const char = typedChar(info);
  if (char !== null) commands.push({ type: 'char', char, device: 'keyboard' });
  const alt = info.repeat ? null : altChar(info);
  if (alt !== null) commands.push({ type: 'alt', char: alt, device: 'keyboard' });
  const binding = KEY_BINDINGS.find((b) => !b.alone && matches(b, info));
  const command = binding && actionCommand(binding.action, info.repeat);
  if (command) commands.push(command);
  return commands;
}

function aloneBinding(key: string): KeyBinding | undefined {
  return KEY_BINDINGS.find((b) => b.alone && b.key === key);
}

export class KeyboardInput {
  /** The key of an `alone` binding that is down with nothing else pressed since. */
  private armed: string | null = null;

  constructor(
    private readonly target: EventTarget,
    private readonly sink: InputSink,
  ) {}

  start(): void {
    this.target.addEventListener('keydown', this.onDown);
    this.target.addEventListener('keyup', this.onUp);
    this.target.addEventListener('blur', this.onBlur);
  }

  stop(): void {
    this.target.removeEventListener('keydown', this.onDown);
    this.target.removeEventListener('keyup', this.onUp);
    this.target.removeEventListener('blur', this.onBlur);
    this.armed = null;
  }

  private readonly onDown = (event: Event): void => {
    const key = event as KeyboardEvent;
    const info = keyInfo(key);
    if (blocksBrowser(info)) event.preventDefault();
    if (key.isComposing) return;
    if (!(info.repeat && info.key === this.armed)) {
      const alone = aloneBinding(info.key) !== undefined && !info.ctrl && !info.shift && !info.meta;
      this.armed = alone ? info.key : null;
    }
    const commands = keyDownCommands(info);
    for (const command of commands) this.sink.command(command);
    if (commands.length === 0) this.sink.activity('keyboard');
  };

  private readonly onUp = (event: Event): void => {
    const info = keyInfo(event as KeyboardEvent);
    // Firefox raises its menu bar on Alt's release.
    if (blocksBrowser(info)) event.preventDefault();
    if (info.key !== this.armed) return;
    this.armed = null;
    const binding = aloneBinding(info.key);
    const command = binding && actionCommand(binding.action, false);
    if (command) this.sink.command(command);
  };

  // Alt+Tab leaves the page with Alt down; its release is never seen here.
  private readonly onBlur = (): void => {
    this.armed = null;
  };
}
