// A small button in the window's corner for a visitor in a browser window too
// small for 2x: "Stretch to fit" fills the window with softer pixels, "Sharp
// pixels" goes back to whole steps. It is theirs to choose, without the
// operator's PIN, and it never shows on a fullscreen cabinet.

import type { PixelStage } from '../renderer/stage';

export function installStretchButton(stage: PixelStage): void {
  const button = document.createElement('button');
  button.id = 'stretch';
  button.type = 'button';
  // Never takes the keyboard focus: Enter and Space belong to the game.
  button.tabIndex = -1;
  const refresh = () => {
    const offered = document.fullscreenElement === null && (stage.playerStretch || stage.stretchHelps);
    button.hidden = !offered;
    button.textContent = stage.playerStretch ? 'Sharp pixels' : 'Stretch to fit';
  };
  // The game sees nothing of a press on the button, even where it lies over the frame.
  for (const type of ['pointerdown', 'pointerup', 'pointermove', 'mousedown', 'mouseup', 'click'] as const) {
    button.addEventListener(type, (event) => event.stopPropagation());
  }
  button.addEventListener('click', () => {
    stage.setPlayerStretch(!stage.playerStretch);
    button.blur();
  });
  document.body.appendChild(button);
  stage.onFit(refresh);
  refresh();
}
