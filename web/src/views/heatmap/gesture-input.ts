// The heat-map canvas's input handlers, before and after its gesture code
// (gestures.ts, a chunk of its own) arrives. That code is not part of the
// first load: it loads when the pointer or the focus reaches the figure
// (`want`), or at the first input. An event that comes before it is kept
// and handed to it, in order and one per task, once it has loaded; a pointer's moves in
// between are kept as its last one. Whether the page may scroll must be
// decided at once, so a wheel turn or a key is judged here as gestures.ts
// judges it: the wheel is the page's only when it zooms out of a window
// that already shows the whole matrix, and a key is the canvas's when
// gestures.ts handles it.
import type { GestureController, GestureHost } from './gestures.js';
import { loadGestures } from './lazy.js';

/** Zoom step of a key press or a button. */
export const KEY_ZOOM = 1.5;

/** The keys gestures.ts handles (its onKeyDown). */
const KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  '+',
  '=',
  '-',
  '_',
  'PageUp',
  'PageDown',
  'Home',
  '0',
]);

/** The method of GestureController that handles each kind of event. */
type Handler =
  'onWheel' | 'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerLeave' | 'onKeyDown';

/** Whether gestures.ts leaves this wheel turn to the page (its onWheel's early return). */
function wheelIsPages(event: WheelEvent, host: GestureHost): boolean {
  const { extent, view: v, axes } = host;
  if (!extent) return true;
  const sideways = event.shiftKey && event.deltaX === 0;
  const dx = sideways ? event.deltaY : event.deltaX;
  const dy = sideways ? 0 : event.deltaY;
  const rowsWhole = v.r0 === 0 && v.r1 === extent.rows;
  const colsWhole = v.c0 === 0 && v.c1 === extent.cols;
  return dy > 0 && dx === 0 && (axes === 'cols' || rowsWhole) && (axes === 'rows' || colsWhole);
}

export class GestureInput {
  private real: GestureController | undefined;
  private loading: Promise<GestureController> | undefined;
  private readonly queue: { handler: Handler; event: Event }[] = [];
  /** A zoom button was pressed while the code was on its way. */
  private zoomAsked = false;

  /** `failed` is told why the code could not load ('' once it has). */
  constructor(
    private readonly host: GestureHost,
    private readonly failed: (message: string) => void,
  ) {}

  /** Starts loading the gesture code (the pointer or the focus reached the figure). */
  readonly want = (): void => {
    void this.load().catch(() => undefined);
  };

  private load(): Promise<GestureController> {
    this.loading ??= loadGestures().then(
      async (GestureController) => {
        this.failed('');
        const real = new GestureController(this.host);
        // One event per task, as they came: the window an event sends to
        // the state is back in the view before the next event moves it.
        // Input during the replay joins the queue.
        for (let next = this.queue.shift(); next; next = this.queue.shift()) {
          this.handle(real, next.handler, next.event);
          await new Promise((resolve) => setTimeout(resolve));
        }
        this.real = real;
        return real;
      },
      (error: unknown) => {
        // Said only once the reader used the map; the next input tries again.
        this.loading = undefined;
        if (this.queue.length > 0 || this.zoomAsked) {
          const why = error instanceof Error ? error.message : String(error);
          this.failed(
            `Zooming and panning could not be loaded (${why}); the next try loads them again.`,
          );
        }
        this.queue.length = 0;
        this.zoomAsked = false;
        throw error;
      },
    );
    return this.loading;
  }

  private handle(real: GestureController, handler: Handler, event: Event): void {
    if (handler === 'onWheel') real.onWheel.handleEvent(event as WheelEvent);
    else (real[handler] as (event: Event) => void)(event);
  }

  /** Hands `event` to the gesture code, now or once it has loaded. */
  private input(handler: Handler, event: Event): void {
    if (this.real) return this.handle(this.real, handler, event);
    const last = this.queue.at(-1);
    const pointer = (e: Event) => (e as PointerEvent).pointerId;
    if (
      handler === 'onPointerMove' &&
      last?.handler === 'onPointerMove' &&
      pointer(last.event) === pointer(event)
    ) {
      last.event = event;
    } else {
      this.queue.push({ handler, event });
    }
    this.want();
  }

  readonly onWheel = {
    handleEvent: (event: WheelEvent): void => {
      if (this.real) return this.real.onWheel.handleEvent(event);
      if (wheelIsPages(event, this.host)) return;
      event.preventDefault();
      this.input('onWheel', event);
    },
    passive: false,
  };

  readonly onKeyDown = (event: KeyboardEvent): void => {
    if (this.real) return this.real.onKeyDown(event);
    if (!this.host.extent || event.altKey || !KEYS.has(event.key)) return;
    event.preventDefault();
    this.input('onKeyDown', event);
  };

  readonly onPointerDown = (event: PointerEvent): void => this.input('onPointerDown', event);
  readonly onPointerMove = (event: PointerEvent): void => this.input('onPointerMove', event);
  readonly onPointerUp = (event: PointerEvent): void => this.input('onPointerUp', event);
  readonly onPointerLeave = (event: PointerEvent): void => this.input('onPointerLeave', event);

  /** Zooms by `factor` (< 1 zooms in), as gestures.ts's zoomBy, once its code has loaded. */
  zoomBy(factor: number): void {
    if (this.real) return this.real.zoomBy(factor);
    this.zoomAsked = true;
    this.load().then(
      (real) => real.zoomBy(factor),
      () => undefined,
    );
  }
}
