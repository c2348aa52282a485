// A Windows 3.1 dialog standing on the baize: the navy double-lined frame
// and a caption with only the control-menu box. The operator's panels are
// fixed in size and never minimised, so they wear the dialog frame rather
// than an application window's sizing border and size boxes.

import { Container } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import { fillRect, outline } from '../../renderer/widgets/draw';
import { theme } from '../../renderer/widgets/theme';
import { titleBar } from '../../renderer/widgets/title-bar';

const BORDER = 5;

export class DialogPanel extends Container {
  /** Where the content goes; its origin is the client area's top-left. */
  readonly client = new Container();
  readonly clientWidth: number;
  readonly clientHeight: number;
  /** The whole frame, border and caption included. */
  readonly outerWidth: number;
  readonly outerHeight: number;

  /** A dialog whose client area is `clientWidth` by `clientHeight`. */
  constructor(title: string, clientWidth: number, clientHeight: number) {
    super();
    const t = theme('win31');
    const top = BORDER + t.captionHeight + 1;
    const width = clientWidth + 2 * BORDER;
    const height = top + clientHeight + BORDER;
    this.clientWidth = clientWidth;
    this.clientHeight = clientHeight;
    this.outerWidth = width;
    this.outerHeight = height;
    const g = new Rects();
    fillRect(g, 0, 0, width, height, t.dialogBorder);
    outline(g, 0, 0, width, height, t.outline);
    outline(g, BORDER - 1, BORDER - 1, width - 2 * (BORDER - 1), height - 2 * (BORDER - 1), t.outline);
    fillRect(g, BORDER, top, clientWidth, clientHeight, t.window);
    const caption = titleBar(t, title, clientWidth, { sizeBoxes: false });
    caption.position.set(BORDER, BORDER);
    this.client.position.set(BORDER, top);
    this.addChild(g, caption, this.client);
  }

}
