// The widget gallery: one of each retro control on the 640x480 frame, as three
// machines side by side. A Windows 3.1 application window down the left
// (menu bar, push buttons, check boxes, radio buttons in a group box, a list
// box and the buttons that open each dialog), a Windows 95 window at the top
// right with the 95 look of the same controls, and a Spectrum screen at the
// bottom right (attribute colours, FLASH, prompt line and menu line). This
// module only builds and places them; the gallery screen wires them up.

import { Container } from 'pixi.js';
import { Rects } from '../rects';
import { VGA } from '../palette';
import { Button } from './button';
import { Checkbox } from './checkbox';
import type { OptionField } from './dialog-forms';
import { fillRect } from './draw';
import type { Focusable } from './focus';
import { GroupBox } from './group-box';
import { Label } from './label';
import { ListBox } from './list-box';
import type { MenuSpec } from './menu-model';
import { type RadioOption, RadioGroup } from './radio-group';
import { SpectrumScreen } from './spectrum';
import { column } from './stack';
import type { SpectrumInk } from './spectrum-cells';
import { type Look, theme } from './theme';
import { WindowFrame } from './window-frame';

export const SAMPLE_PLAYERS = ['Alice', 'Bob', 'Carol', 'Dave', 'Eve', 'Frank', 'Grace', 'Heidi', 'Ivan'];

export const LEVELS: RadioOption[] = [
  { value: 'novice', label: '&Novice' },
  { value: 'intermediate', label: '&Intermediate' },
  { value: 'expert', label: 'E&xpert' },
];

export interface SampleSettings {
  sound: boolean;
  fast: boolean;
  level: string;
}

/** A game's options as a Windows card game asked for them, starting from `settings`. */
export function sampleOptions(settings: SampleSettings): OptionField[] {
  return [
    { kind: 'check', id: 'sound', label: '&Sound', value: settings.sound },
    { kind: 'check', id: 'fast', label: '&Fast play', value: settings.fast },
    { kind: 'radio', id: 'level', label: 'Level', value: settings.level, options: LEVELS },
  ];
}

export const SAMPLE_OPTIONS: OptionField[] = sampleOptions({ sound: true, fast: false, level: 'novice' });

/** The buttons that open each ready-made dialog, by id. */
export const DIALOG_BUTTONS: readonly { id: string; label: string }[] = [
  { id: 'message', label: '&Message...' },
  { id: 'confirm', label: '&Yes/No...' },
  { id: 'options', label: '&Options...' },
  { id: 'list', label: '&List...' },
  { id: 'text', label: '&Text entry...' },
  { id: 'still', label: '&Still playing?' },
];

const MAIN_MENUS: MenuSpec[] = [
  {
    label: '&Game',
    items: [
      { id: 'new', label: '&New Game' },
      { id: 'options', label: '&Options...' },
      { id: 'score', label: '&Score...', disabled: true },
      { separator: true },
      { id: 'exit', label: 'E&xit', disabled: true },
    ],
  },
  { label: '&Dialogs', items: DIALOG_BUTTONS.map(({ id, label }) => ({ id, label })) },
  {
    label: '&Settings',
    items: [
      { id: 'sound', label: '&Sound', checked: true },
      { id: 'fast', label: '&Fast Play' },
      { separator: true },
      { id: 'hints', label: '&Hints', disabled: true },
    ],
  },
  { label: '&Help', items: [{ id: 'about', label: '&About Gallery...' }] },
];

const MENUS_95: MenuSpec[] = [
  {
    label: '&Game',
    items: [
      { id: 'w95-deal', label: '&Deal' },
      { id: 'w95-knock', label: '&Knock...' },
      { separator: true },
      { id: 'w95-exit', label: 'E&xit', disabled: true },
    ],
  },
  { label: '&Help', items: [{ id: 'w95-about', label: '&About Thirty-One...' }] },
];

/** What the gallery's controls report to whoever wires them up. */
export interface GalleryActions {
  /** A menu item was chosen or a push button pressed, by id. */
  command(id: string): void;
  /** A check box, radio group or list box changed. */
  change(id: string, value: boolean | string | number): void;
}

export interface GalleryControl {
  id: string;
  label: string;
  item: Focusable;
  /** The window the control is in. */
  frame: WindowFrame;
}

export interface Gallery {
  readonly view: Container;
  /** The 3.1 window first, then the 95 one. */
  readonly frames: readonly [WindowFrame, WindowFrame];
  readonly spectrum: SpectrumScreen;
  /** Every control, in tab order. */
  readonly controls: readonly GalleryControl[];
  /** The control focused at the start: a push button that is not the default one. */
  readonly firstFocus: Focusable;
  readonly sound: Checkbox;
  readonly fast: Checkbox;
  readonly level: RadioGroup;
  readonly players: ListBox;
  /** The line under the 3.1 controls saying what happened last. */
  readonly status: Label;
}

const GAP = 8;

export function buildGallery(actions: GalleryActions): Gallery {
  const view = new Container();
  const desktop = new Rects();
  fillRect(desktop, 0, 0, 640, 480, VGA.teal);
  view.addChild(desktop);
  const controls: GalleryControl[] = [];
  const add = <T extends Focusable & Container>(id: string, item: T, frame: WindowFrame, x: number, y: number): T => {
    item.position.set(x, y);
    frame.client.addChild(item);
    controls.push({ id, label: item.label ?? id, item, frame });
    return item;
  };
  const button = (id: string, label: string, look: Look, options: { width?: number; isDefault?: boolean; enabled?: boolean } = {}) =>
    new Button(label, { look, ...options, onActivate: () => actions.command(id) });
  const check = (id: string, label: string, on: boolean, look: Look, enabled = true) => {
    const box = new Checkbox(label, on, look, (value) => actions.change(id, value));
    box.enabled = enabled;
    return box;
  };

  // Windows 3.1, down the left.
  const main = new WindowFrame({
    title: 'Widget Gallery',
    width: 316,
    height: 476,
    menus: MAIN_MENUS,
    onMenu: (id) => actions.command(id),
  });
  main.position.set(2, 2);
  view.addChild(main);
  const client = main.client;
  add('deal', button('deal', '&Deal', 'win31', { isDefault: true }), main, GAP, GAP);
  const pass = add('pass', button('pass', '&Pass', 'win31'), main, GAP + 80, GAP);
  add('undo', button('undo', '&Undo', 'win31', { enabled: false }), main, GAP + 160, GAP);

  const sound = add('sound', check('sound', '&Sound', true, 'win31'), main, GAP, 44);
  const fast = add('fast', check('fast', '&Fast play', false, 'win31'), main, GAP, 66);
  add('hints', check('hints', '&Hints', false, 'win31', false), main, GAP, 88);
  const level = new RadioGroup(LEVELS, 'novice', 'win31', (value) => actions.change('level', value));
  const levelBox = new GroupBox('Level', level, 'win31', 148);
  levelBox.position.set(150, 40);
  client.addChild(levelBox);
  for (const radio of level.buttons) controls.push({ id: radio.value, label: radio.label ?? radio.value, item: radio, frame: main });

  const listLabel = new Label('Players:', { colour: theme('win31').text });
  listLabel.position.set(GAP, 136);
  client.addChild(listLabel);
  const players = add(
    'players',
    new ListBox(SAMPLE_PLAYERS, { width: 134, rows: 6, label: 'Players', onSelect: (index) => actions.change('players', index) }),
    main,
    GAP,
    154,
  );

  const dialogButtons = DIALOG_BUTTONS.map(({ id, label }) => button(id, label, 'win31', { width: 128 }));
  const dialogs = new GroupBox('Dialogs', column(dialogButtons, 4), 'win31', 148);
  dialogs.position.set(150, 132);
  client.addChild(dialogs);
  dialogButtons.forEach((item, i) => controls.push({ id: DIALOG_BUTTONS[i]?.id ?? '', label: item.label ?? '', item, frame: main }));

  const status = new Label('', { colour: theme('win31').text, wrap: 290 });
  status.position.set(GAP, 330);
  client.addChild(status);

  // Windows 95, top right.
  const w95 = new WindowFrame({
    title: 'Thirty-One',
    look: 'win95',
    width: 316,
    height: 236,
    menus: MENUS_95,
    onMenu: (id) => actions.command(id),
  });
  w95.position.set(322, 2);
  view.addChild(w95);
  const client95 = w95.client;
  add('knock', button('knock', '&Knock', 'win95', { isDefault: true }), w95, GAP, GAP);
  add('change', button('change', '&Change', 'win95'), w95, GAP + 81, GAP);
  add('resign', button('resign', '&Resign', 'win95', { enabled: false }), w95, GAP + 162, GAP);
  add('auto-sort', check('auto-sort', '&Auto sort', true, 'win95'), w95, GAP, 44);
  add('wild', check('wild', '&Wild aces', false, 'win95', false), w95, GAP, 66);
  const seats = new RadioGroup(
    [
      { value: '2', label: '&2 players' },
      { value: '3', label: '&3 players' },
      { value: '4', label: '&4 players' },
    ],
    '4',
    'win95',
    (value) => actions.change('seats', value),
  );
  const seatsBox = new GroupBox('Players', seats, 'win95', 140);
  seatsBox.position.set(156, 40);
  client95.addChild(seatsBox);
  for (const radio of seats.buttons) controls.push({ id: `players-${radio.value}`, label: radio.label ?? radio.value, item: radio, frame: w95 });
  add(
    'opponents',
    new ListBox(SAMPLE_PLAYERS.slice(0, 6), { look: 'win95', width: 134, rows: 4, selected: 1, label: 'Opponents', onSelect: (index) => actions.change('opponents', index) }),
    w95,
    GAP,
    94,
  );

  // The Spectrum, bottom right: its whole 320x240 frame, one Spectrum pixel to one native pixel.
  const spectrum = new SpectrumScreen('blue', 'white', 'black');
  spectrum.printAt(0, 0, ' CHINESE PATIENCE'.padEnd(32), 'yellow', 'blue', { bright: true });
  spectrum.printAt(2, 0, 'PAPER 0-7, THEN WITH BRIGHT 1:', 'black', 'white');
  const inks: SpectrumInk[] = ['black', 'blue', 'red', 'magenta', 'green', 'cyan', 'yellow', 'white'];
  inks.forEach((paper, i) => {
    const ink: SpectrumInk = i < 4 ? 'white' : 'black';
    spectrum.printAt(4, i * 4, ` ${i}  `, ink, paper);
    spectrum.printAt(5, i * 4, ` ${i}  `, ink, paper, { bright: true });
  });
  spectrum.printAt(7, 0, 'YOUR TURN', 'red', 'white');
  spectrum.printAt(7, 12, 'SCORE 42', 'black', 'yellow');
  spectrum.printAt(7, 24, ' FLASH ', 'white', 'red', { bright: true, flash: true });
  // A few piles, as the game lays them out: number, then the top card.
  const piles: [string, string, SpectrumInk][] = [
    ['1', 'A\u2665', 'red'],
    ['2', 'A\u2666', 'red'],
    ['3', 'A\u2660', 'black'],
    ['4', 'A\u2663', 'black'],
    ['5', '7\u2663', 'black'],
    ['6', 'Q\u2665', 'red'],
    ['7', '9\u2666', 'red'],
    ['8', '2\u2660', 'black'],
  ];
  piles.forEach(([pile, card, ink], i) => {
    const row = 10 + 2 * Math.floor(i / 4);
    const col = (i % 4) * 8;
    spectrum.printAt(row, col, pile, 'white', 'black');
    spectrum.printAt(row, col + 2, card, ink, 'white', { bright: true });
  });
  spectrum.printAt(16, 0, '0', 'white', 'black');
  spectrum.printAt(16, 2, 'K\u2660', 'black', 'white', { bright: true });
  spectrum.printAt(16, 8, 'DECK 22', 'blue', 'white');
  spectrum.prompt('YOUR MOVE: M...0...5');
  spectrum.menuLine([
    { key: 'T', label: 'WIST' },
    { key: 'M', label: 'OVE' },
    { key: 'Z', label: ' FINISH' },
    { key: 'X', label: ' MENU' },
  ]);
  spectrum.redraw();
  spectrum.position.set(320, 240);
  view.addChild(spectrum);

  return { view, frames: [main, w95], spectrum, controls, firstFocus: pass, sound, fast, level, players, status };
}
