// Retro widgets: Windows 3.1/95 controls and the Spectrum text screen.
//
// How a screen uses them:
// - Build the window with `new WindowFrame({ title, look, menus, onMenu })`
//   and draw the game into `frame.client`.
// - Put the screen's own buttons and controls in a `FocusGroup`.
// - In `handle(command)`: give the command to the frame first (its menu bar is
//   modal while a menu is open), then to the focus group, and only then act
//   on it as a game command:
//       if (frame.handle(command) || focus.handle(command)) return;
// - Ask questions with `messageBox`, `confirmBox`, `optionsDialog`, `listBox`
//   and `textEntry`; they open on the dialog host (`setDialogHost(navigator)`
//   once at boot), which routes every command to the open dialog before the
//   screen, and they resolve their promise and close themselves when answered.
// - Spectrum-look screens draw with `SpectrumScreen.printAt` and call its
//   `update(dt)` every frame for FLASH.

export { acceleratorOf, plainLabel } from './accelerator';
export { Button, type ButtonOptions, buttonWidth } from './button';
export { Checkbox } from './checkbox';
export { Dialog, type DialogHost, type ButtonSpec, type DialogLayout, type Block } from './dialog';
export { DialogController } from './dialog-controller';
export { confirmBox, type DialogOptions, messageBox, hostAbove, hostBelow, setDialogHost } from './dialogs';
export {
  listBox,
  type ListDialogOptions,
  type OptionField,
  type OptionValues,
  optionsDialog,
  textEntry,
  type TextEntryOptions,
} from './dialog-forms';
export { type Direction, type Focusable, FocusGroup } from './focus';
export { FocusMarks, focusMarkShown, showFocusMarks } from './focus-marks';
export { contains, type Rect, type Sized, stageRect } from './geometry';
export { GroupBox } from './group-box';
export { Label, type LabelOptions } from './label';
export { ListBox, type ListBoxOptions } from './list-box';
export { ListModel } from './list-model';
export { MenuBar } from './menu-bar';
export { type MenuEntry, type MenuItemSpec, MenuModel, type MenuSeparator, type MenuSpec } from './menu-model';
export { type RadioOption, RadioButton, RadioGroup } from './radio-group';
export { type BorderBand, type MenuChoice, MENU_ROW, PAPER_X, PAPER_Y, PROMPT_ROW, type PrintOptions, SpectrumScreen } from './spectrum';
export { CELL, COLUMNS, ROWS, FLASH_MS, type SpectrumInk, spectrumColour } from './spectrum-cells';
export { OnScreenKeyboard, TextField } from './text-entry';
export { TextModel, type TextRules } from './text-model';
export { type Look, type Theme, THEMES, theme } from './theme';
export { WindowFrame, type WindowFrameOptions } from './window-frame';
export { clientWidth } from './frame-metrics';
export { fitLine, lineWidth } from './fit-line';
