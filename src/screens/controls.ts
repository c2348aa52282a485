// A screen's controls under stable ids: one focus group that keyboard,
// gamepad and mouse all reach, and the list automation (and the pointer
// tests) find them in, each with its place on the native frame.

import { FocusGroup, type Focusable } from '../renderer/widgets/focus';
import type { ControlInfo } from './screen';

export interface NamedControl {
  id: string;
  label: string;
  item: Focusable;
}

/** Where a control is and whether it has the focus, as automation sees it. */
export function controlInfo({ id, label, item }: NamedControl): ControlInfo {
  return { id, label, ...item.bounds(), focused: item.focused };
}

/** The enabled ones of `controls`, described for automation. */
export function describeControls(controls: readonly NamedControl[]): ControlInfo[] {
  return controls.filter(({ item }) => item.enabled).map(controlInfo);
}

export class ControlList {
  readonly focus = new FocusGroup();
  private named: NamedControl[] = [];

  /** Register a control under an id and give it to the focus group, in tab order. */
  add<T extends Focusable>(id: string, label: string, item: T): T {
    this.named.push({ id, label, item });
    this.focus.add(item);
    return item;
  }

  /** Forget every control (a screen that rebuilds its panel). */
  clear(): void {
    for (const { item } of this.named) this.focus.remove(item);
    this.named = [];
  }

  /** The enabled controls, described for automation. */
  info(): ControlInfo[] {
    return describeControls(this.named);
  }
}
