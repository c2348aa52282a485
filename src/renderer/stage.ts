// The fixed-resolution Pixi stage: a canvas of exactly the native size (one
// canvas pixel per native pixel), enlarged by CSS with nearest-neighbour
// sampling. Keeping the drawing buffer at native size makes every frame
// pixel-exact whatever the window, and cheap to draw.

import './no-eval';
import { Application, Container, type RenderGroup, type RenderTexture, TextureStyle, UPDATE_PRIORITY, isWebGLSupported } from 'pixi.js';
import { type NativeSize, type Placement, type ScaleMode, place, stretchHelps, toNative } from './scaler';

export const SHELL_SIZE: NativeSize = { width: 640, height: 480 };
/** 256x192 Spectrum paper inside a 32/24-pixel border. */
export const SPECTRUM_SIZE: NativeSize = { width: 320, height: 240 };

const FRAME_HISTORY = 600;

// Must be set before the first texture exists, or early textures stay linear.
TextureStyle.defaultOptions.scaleMode = 'nearest';

export interface StageOptions {
  host: HTMLElement;
  scaleMode?: ScaleMode;
}

export class PixelStage {
  /** Everything drawn lives under this container; it outlives renderers. */
  readonly root = new Container();
  private app!: Application;
  private native: NativeSize = SHELL_SIZE;
  private mode: ScaleMode;
  /** The visitor chose stretch-to-fit in a small window (the operator's mode is kept underneath). */
  private stretched = false;
  private readonly fitted = new Set<() => void>();
  private placement!: Placement;
  private readonly tickers = new Set<(dtMs: number) => void>();
  private drawnWaiters: (() => void)[] = [];
  private readonly host: HTMLElement;
  private readonly rebuiltListeners = new Set<() => void>();
  private rebuilding = false;
  private crt: HTMLDivElement | null = null;
  private frameStart = 0;
  /**
   * The canvas must be drawn on the next frame whatever the scene says: a new
   * renderer, a resized canvas, a texture painted, the scene drawn elsewhere.
   */
  private stale = true;
  /** CPU milliseconds of the last frames (update + render), newest last; for the benchmark. */
  readonly frameTimes: number[] = [];
  /** Frames the canvas was drawn on (a still scene is not drawn). */
  framesDrawn = 0;
  /** performance.now() when the first frame was drawn. */
  firstFrameAt: number | null = null;

  private constructor(options: StageOptions) {
    this.host = options.host;
    this.mode = options.scaleMode ?? 'integer';
  }

  static async create(options: StageOptions): Promise<PixelStage> {
    const stage = new PixelStage(options);
    await stage.build();
    window.addEventListener('resize', () => stage.fit());
    document.addEventListener('fullscreenchange', () => stage.fit());
    return stage;
  }

  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  get size(): NativeSize {
    return this.native;
  }

  get scale(): number {
    return this.placement.scale;
  }

  get scaleMode(): ScaleMode {
    return this.mode;
  }

  /**
   * The optional CRT look: scanlines laid over the canvas by the page, one per
   * native row, so the native frame itself stays palette-exact.
   */
  setCrt(on: boolean): void {
    if (on && !this.crt) {
      this.crt = document.createElement('div');
      this.crt.className = 'crt';
      this.host.appendChild(this.crt);
    } else if (!on && this.crt) {
      this.crt.remove();
      this.crt = null;
    }
    this.fit();
  }

  setScaleMode(mode: ScaleMode): void {
    this.mode = mode;
    this.fit();
  }

  /** Whether the visitor has stretched the frame to fit the window. */
  get playerStretch(): boolean {
    return this.stretched;
  }

  /** The visitor's own stretch-to-fit, over the operator's whole steps. */
  setPlayerStretch(on: boolean): void {
    this.stretched = on;
    this.fit();
  }

  /** Whether stretching would help in the window as it is (too small for 2x, with room to grow). */
  get stretchHelps(): boolean {
    return this.mode === 'integer' && stretchHelps(this.native, window.innerWidth, window.innerHeight, window.devicePixelRatio);
  }

  /** Run `fn` after every change of the frame's place (resize, fullscreen, mode). */
  onFit(fn: () => void): () => void {
    this.fitted.add(fn);
    return () => this.fitted.delete(fn);
  }

  /** Switch between the 640x480 and 320x240 frames (a screen asks on show). */
  setNative(size: NativeSize): void {
    if (size.width === this.native.width && size.height === this.native.height) return;
    this.native = size;
    this.app.renderer.resize(size.width, size.height);
    this.stale = true;
    this.fit();
  }

  /** Page coordinates (CSS pixels) to native pixels; null outside the frame. */
  toNative(clientX: number, clientY: number): { x: number; y: number } | null {
    return toNative(this.placement, this.native, clientX, clientY);
  }

  /** Run every frame with the elapsed milliseconds. */
  onTick(fn: (dtMs: number) => void): () => void {
    this.tickers.add(fn);
    return () => this.tickers.delete(fn);
  }

  /** Resolves once the next frame has been drawn (after its render, not before). */
  drawn(): Promise<void> {
    return new Promise((resolve) => this.drawnWaiters.push(resolve));
  }

  /**
   * Run `fn` after a lost GPU context has been replaced by a new renderer.
   * The scene graph survives as it is; only things drawn outside it (render
   * textures and the nodes painted into them) must be made again.
   */
  onRebuilt(fn: () => void): () => void {
    this.rebuiltListeners.add(fn);
    return () => this.rebuiltListeners.delete(fn);
  }

  /**
   * Draw `node` into `target` on top of what it holds (or onto a cleared
   * target): paintings that accumulate, like the attract loop's card trails,
   * cost one sprite per frame instead of one per stamp.
   */
  paint(node: Container, target: RenderTexture, clear = false): void {
    this.app.renderer.render({ container: node, target, clear });
    this.stale = true;
  }

  /** The current frame's RGBA pixels at native size (tests, screenshots). */
  pixels(): { width: number; height: number; data: Uint8ClampedArray } {
    const { pixels, width, height } = this.app.renderer.extract.pixels({
      target: this.root,
      frame: undefined,
    });
    // Drawing the scene here took in its changes: the canvas has still to show them.
    this.stale = true;
    return { width, height, data: pixels };
  }

  /** Throw away the GPU side and start a fresh renderer on the same scene. */
  async rebuild(): Promise<void> {
    if (this.rebuilding) return;
    this.rebuilding = true;
    try {
      this.app.stage.removeChild(this.root);
      this.app.destroy({ removeView: true }, { children: false, texture: false, textureSource: false });
      await this.build();
      for (const fn of this.rebuiltListeners) fn();
    } finally {
      this.rebuilding = false;
    }
  }

  private async build(): Promise<void> {
    // Only the WebGL renderer is made eval-free up front (no-eval.ts); the others load their own patches.
    if (!isWebGLSupported()) await import('pixi.js/unsafe-eval');
    const app = new Application();
    await app.init({
      width: this.native.width,
      height: this.native.height,
      resolution: 1,
      antialias: false,
      autoDensity: false,
      background: 0x000000,
      preference: 'webgl',
      // Pixi's browser extras (accessibility, its own pointer events, DOM
      // overlays, spritesheets, filters) are not used: input is the kiosk's own.
      skipExtensionImports: true,
      roundPixels: true,
      // Keeps the last frame readable by screenshots and the pixel tests.
      preserveDrawingBuffer: true,
    });
    this.app = app;
    this.stale = true;
    app.stage.addChild(this.root);
    // The canvas is drawn only when the scene changed. A still table (most of
    // a card game) then costs no drawing at all: without a graphics chip,
    // where the browser draws in software, a frame of the table costs tens of
    // milliseconds of CPU, and drawing sixty a second kept a core busy.
    app.ticker.remove(app.render, app);
    app.ticker.add(
      () => {
        if (!this.stale && !sceneChanged(app.stage.renderGroup)) return;
        this.stale = false;
        this.framesDrawn++;
        app.render();
      },
      undefined,
      UPDATE_PRIORITY.LOW,
    );
    app.ticker.add(
      (ticker) => {
        this.frameStart = performance.now();
        for (const fn of this.tickers) fn(ticker.deltaMS);
      },
      undefined,
      UPDATE_PRIORITY.HIGH,
    );
    // Runs after the application's own render (LOW priority), so the span
    // covers updates and drawing.
    app.ticker.add(
      () => {
        const now = performance.now();
        this.firstFrameAt ??= now;
        this.frameTimes.push(now - this.frameStart);
        if (this.frameTimes.length > FRAME_HISTORY) this.frameTimes.shift();
        const waiters = this.drawnWaiters;
        this.drawnWaiters = [];
        for (const resolve of waiters) resolve();
      },
      undefined,
      UPDATE_PRIORITY.UTILITY,
    );
    const canvas = app.canvas;
    canvas.addEventListener('webglcontextlost', (event) => {
      // Pixi only restores contexts it lost on purpose; a driver reset or a
      // browser that reclaims the GPU needs a whole new renderer. The scene
      // graph (and so the game in progress) is kept.
      event.preventDefault();
      void this.rebuild();
    });
    // First child, so the CRT overlay (if on) stays above a rebuilt canvas.
    this.host.insertBefore(canvas, this.host.firstChild);
    this.fit();
  }

  private fit(): void {
    this.placement = place(
      this.native,
      window.innerWidth,
      window.innerHeight,
      window.devicePixelRatio,
      this.stretched ? 'fit' : this.mode,
    );
    const style = this.app.canvas.style;
    style.left = `${this.placement.left}px`;
    style.top = `${this.placement.top}px`;
    style.width = `${this.placement.width}px`;
    style.height = `${this.placement.height}px`;
    if (this.crt) {
      const row = this.placement.height / this.native.height;
      Object.assign(this.crt.style, {
        position: 'absolute',
        pointerEvents: 'none',
        left: style.left,
        top: style.top,
        width: style.width,
        height: style.height,
        background: `repeating-linear-gradient(to bottom, rgba(0,0,0,0) 0, rgba(0,0,0,0) ${row / 2}px, rgba(0,0,0,0.35) ${row / 2}px, rgba(0,0,0,0.35) ${row}px)`,
        boxShadow: 'inset 0 0 80px rgba(0,0,0,0.6)',
      });
    }
    for (const fn of this.fitted) fn();
  }
}

/**
 * Whether anything under `group` changed since it was last drawn: Pixi notes
 * every change of place, colour, visibility, texture or children in the
 * render group above it until the next render takes them in.
 */
function sceneChanged(group: RenderGroup | null | undefined): boolean {
  if (group === null || group === undefined) return true;
  if (group.structureDidChange || group.childrenRenderablesToUpdate.index > 0) return true;
  for (const depth in group.childrenToUpdate) if ((group.childrenToUpdate[depth]?.index ?? 0) > 0) return true;
  return group.renderGroupChildren.some(sceneChanged);
}
