// "Still playing?": asked over a game nobody has touched for the idle
// timeout, with the seconds left counting down. Any input answers it (the
// kiosk shell sees that first); this dialog only shows the question.

import { Dialog } from '../../renderer/widgets/dialog';
import { Label } from '../../renderer/widgets/label';
import { theme } from '../../renderer/widgets/theme';
import type { DialogHost, Look } from '../../renderer/widgets';

export type StillPlayingAnswer = 'yes' | 'gone';

export class StillPlaying {
  private readonly dialog: Dialog<StillPlayingAnswer>;
  private readonly line: Label;

  /** Asked in `look`: the look of the game's window under it. */
  constructor(host: DialogHost, secondsLeft: () => number, look: Look = 'win31') {
    this.line = new Label(StillPlaying.text(secondsLeft()), { font: theme(look).font, colour: theme(look).text, wrap: 300 });
    this.dialog = new Dialog<StillPlayingAnswer>('Still playing?', look, {
      body: [this.line],
      buttons: [{ id: 'yes', label: "&Yes, I'm here" }],
      answer: () => 'yes',
      cancel: () => 'yes',
    });
    this.dialog.onUpdate(() => {
      this.line.text = StillPlaying.text(secondsLeft());
    });
    this.dialog.open(host);
  }

  static text(seconds: number): string {
    return `Nobody has pressed anything for a while.\nThe game ends and the kiosk returns to the title in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  }

  get result(): Promise<StillPlayingAnswer> {
    return this.dialog.result;
  }

  close(answer: StillPlayingAnswer): void {
    this.dialog.finish(answer);
  }
}
