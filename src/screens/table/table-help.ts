// Help at a table (F1, or Select on a pad): first how this game is played
// with the device in the visitor's hands (how to pick, pass, draw, play),
// then the controls every screen shares.

import type { Device } from '../../input/commands';
import { controlsHelp } from '../shell/help';

/** How one game is played with each device, in a sentence or two. */
export type GameControls = Readonly<Record<Device, string>>;

export function tableHelp(game: GameControls, device: Device): string {
  return `${game[device]}\n\n${controlsHelp(device)}`;
}
