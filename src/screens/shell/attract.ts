// The attract loop: cards cascade off four foundations and bounce across the
// baize leaving trails, the name shines at the top, and "PRESS START" blinks.
// Any input ends it (the first press only wakes the cabinet). Between
// cascades, each game that has one shows a computer-versus-computer demo, and
// then the Hall of Fame takes a turn, its tables turning every few seconds.


import { Container, RenderTexture, Sprite } from 'pixi.js';
import { Rects } from '../../renderer/rects';
import type { Command } from '../../input/commands';
import { createRng } from '../../engine/rng';
import { faceTexture } from '../../renderer/cards/cardTextures';
import { CARD_HEIGHT, CARD_WIDTH } from '../../renderer/cards';
import { VGA } from '../../renderer/palette';
import { SHELL_SIZE } from '../../renderer/stage';
import { fillRect, outline } from '../../renderer/widgets/draw';
import { Cascade } from '../cascade';
import type { IdleKind } from '../idle';
import type { Screen } from '../screen';
import type { GameEntry, Shell } from '../shell-contract';
import { baize, centre, lettering } from './decor';
import { HallOfFameScreen } from './hall-of-fame';
import { WHOLE_TREE } from '../../renderer/destroy';

const STEP_MS = 1000 / 60;
/** Copies left behind before the table is swept, so the baize shows again now and then. */
const MAX_TRAIL = 2400;
const BLINK_MS = 600;
const PLATE_TOP = 150;
const PLATE_HEIGHT = 160;
/** How long each act of the loop lasts: the cascade, then each game's demo in turn. */
export const CASCADE_MS = 20_000;
export const DEMO_MS = 60_000;
/** Each Hall of Fame table shows this long, for at most `FAME_TABLES` tables. */
export const FAME_TABLE_MS = 5_000;
const FAME_TABLES = 6;
const BANNER_HEIGHT = 26;

function newCanvas(): RenderTexture {
  return RenderTexture.create({ width: SHELL_SIZE.width, height: SHELL_SIZE.height });
}

export class AttractScreen implements Screen {
  readonly id = 'attract';
  readonly idle: IdleKind = 'attract';
  readonly view = new Container();
  /** The trails are painted into one texture, as the original painted onto the screen. */
  private trail = newCanvas();
  private readonly canvas = new Sprite(this.trail);
  private pen = new Sprite();
  private readonly stopWatching: () => void;
  private stamps = 0;
  private sweep = true;
  private readonly cascade: Cascade;
  private readonly press: Container;
  private pending = 0;
  private clock = 0;
  private steps = 0;
  /** The cascade with its plate and words. */
  private readonly cascadeLayer = new Container();
  /** A game's demo table, with the banner over its status line. */
  private readonly demoLayer = new Container();
  private readonly banner: Container;
  private readonly fameBanner: Container;
  /** The act between cascades: a game's demo, or the Hall of Fame. */
  private demo: { id: string; screen: Screen | null; length: number } | null = null;
  private actClock = 0;
  private nextDemo = 0;
  private destroyed = false;

  constructor(private readonly shell: Shell) {
    this.cascade = new Cascade(createRng(shell.flags.seed ?? Date.now() >>> 0), {
      ...SHELL_SIZE,
      cardWidth: CARD_WIDTH,
      cardHeight: CARD_HEIGHT,
    });
    this.cascadeLayer.addChild(baize(), this.canvas);
    this.view.addChild(this.cascadeLayer, this.demoLayer);
    // A new renderer knows nothing of the old one's painting: start a fresh canvas and pen.
    this.stopWatching = shell.stage.onRebuilt(() => {
      this.trail.destroy(true);
      this.pen.destroy();
      this.trail = newCanvas();
      this.canvas.texture = this.trail;
      this.pen = new Sprite();
      this.sweep = true;
    });
    // The words sit on a plate of their own so the trails never make them hard to read.
    const plate = new Rects();
    const width = 320;
    const left = (SHELL_SIZE.width - width) / 2;
    fillRect(plate, left, PLATE_TOP, width, PLATE_HEIGHT, VGA.black);
    outline(plate, left + 2, PLATE_TOP + 2, width - 4, PLATE_HEIGHT - 4, VGA.yellow);
    this.cascadeLayer.addChild(plate);
    this.cascadeLayer.addChild(centre(lettering('PARLOUR', { scale: 4, colour: VGA.yellow, shadow: VGA.maroon }), PLATE_TOP + 14));
    this.press = centre(lettering('PRESS START', { scale: 2, colour: VGA.white }), PLATE_TOP + 94);
    this.cascadeLayer.addChild(this.press);
    this.cascadeLayer.addChild(centre(lettering('or any key, or touch the screen', { colour: VGA.silver }), PLATE_TOP + 132));
    this.banner = this.demoBanner('DEMO  -  PRESS START TO PLAY');
    this.fameBanner = this.demoBanner('HALL OF FAME  -  PRESS START TO PLAY');
  }

  /** Over a demo's status line: what is showing and how to play for real. */
  private demoBanner(words: string): Container {
    const banner = new Container();
    const top = SHELL_SIZE.height - BANNER_HEIGHT;
    const g = new Rects();
    fillRect(g, 0, top, SHELL_SIZE.width, BANNER_HEIGHT, VGA.black);
    outline(g, 1, top + 1, SHELL_SIZE.width - 2, BANNER_HEIGHT - 2, VGA.yellow);
    banner.addChild(g, centre(lettering(words, { colour: VGA.yellow }), top + 5));
    return banner;
  }

  private get demoGames(): GameEntry[] {
    return this.shell.games.filter((game) => game.demo !== undefined);
  }

  /** The cascade gives way to the next act: each game's demo in turn, then the Hall of Fame. */
  private startAct(): void {
    const games = this.demoGames;
    const turn = this.nextDemo++ % (games.length + 1);
    const game = games[turn];
    if (game) this.startDemo(game);
    else this.startFame();
  }

  /** The Hall of Fame's turn: its tables, one every few seconds. */
  private startFame(): void {
    const fame = new HallOfFameScreen(this.shell, true);
    this.demo = { id: 'hall-of-fame', screen: fame, length: Math.max(1, Math.min(FAME_TABLES, fame.tableCount)) * FAME_TABLE_MS };
    this.actClock = 0;
    this.demoLayer.addChild(fame.view, this.fameBanner);
    this.cascadeLayer.visible = false;
  }

  private startDemo(game: GameEntry): void {
    if (!game.demo) return;
    const act = { id: game.id, screen: null as Screen | null, length: DEMO_MS };
    this.demo = act;
    this.actClock = 0;
    void game
      .demo()
      .then((make) => {
        if (this.destroyed || this.demo !== act) return;
        const screen = make(this.shell);
        act.screen = screen;
        this.demoLayer.addChild(screen.view, this.banner);
        this.cascadeLayer.visible = false;
        screen.show?.();
      })
      .catch((error: unknown) => {
        // No demo is no reason to stop the loop: back to the cascade.
        console.error('Attract: the demo could not start', error);
        if (this.demo === act) this.endDemo();
      });
  }

  private endDemo(): void {
    const screen = this.demo?.screen;
    this.demo = null;
    this.actClock = 0;
    this.demoLayer.removeChildren();
    screen?.hide?.();
    screen?.destroy?.();
    this.cascadeLayer.visible = true;
    this.sweep = true;
  }

  update(dtMs: number): void {
    this.clock += dtMs;
    this.actClock += dtMs;
    this.press.visible = Math.floor(this.clock / BLINK_MS) % 2 === 0;
    if (this.demo) {
      const screen = this.demo.screen;
      screen?.update?.(dtMs);
      // The Hall of Fame turns to its next table each time another few seconds have passed.
      if (screen instanceof HallOfFameScreen && Math.floor(this.actClock / FAME_TABLE_MS) > Math.floor((this.actClock - dtMs) / FAME_TABLE_MS) && this.actClock < this.demo.length) screen.turnTable();
      if (this.actClock >= this.demo.length) this.endDemo();
      return;
    }
    if (this.actClock >= CASCADE_MS) {
      this.startAct();
      return;
    }
    // A fixed 60 Hz step whatever the display rate; a long pause does not replay minutes.
    this.pending = Math.min(this.pending + dtMs, 10 * STEP_MS);
    while (this.pending >= STEP_MS) {
      this.pending -= STEP_MS;
      this.stepOnce();
    }
  }

  private stepOnce(): void {
    const stamp = this.cascade.step();
    this.steps++;
    if (this.cascade.cycleEnded || this.stamps >= MAX_TRAIL) this.sweep = true;
    if (this.sweep) this.stamps = 0;
    this.pen.texture = faceTexture(stamp.card);
    this.pen.position.set(stamp.x, stamp.y);
    this.shell.stage.paint(this.pen, this.trail, this.sweep);
    this.sweep = false;
    this.stamps++;
  }

  handle(command: Command): void {
    if (command.type === 'pointer' && command.phase !== 'down') return;
    this.shell.show('title');
  }

  snapshot(): unknown {
    const demo = this.demo?.screen?.snapshot?.() as { phase?: string; table?: unknown[]; handNumber?: number; round?: number; title?: string } | undefined;
    return {
      steps: this.steps,
      trail: this.stamps,
      act: this.demo ? this.demo.id : 'cascade',
      demo: demo && this.demo?.id !== 'hall-of-fame' ? { phase: demo.phase, handNumber: demo.handNumber, table: demo.table, round: demo.round } : null,
      fame: this.demo?.id === 'hall-of-fame' ? (demo?.title ?? null) : null,
      controls: [],
    };
  }

  destroy(): void {
    this.destroyed = true;
    this.endDemo();
    this.stopWatching();
    this.view.destroy(WHOLE_TREE);
    // Between acts the banners hang on nothing, so the view's destruction never reaches them.
    this.banner.destroy(WHOLE_TREE);
    this.fameBanner.destroy(WHOLE_TREE);
    this.pen.destroy();
    this.trail.destroy(true);
  }
}
