// The element's events are typed on every HTMLElement and on document.
import 'positional-encoding-widget/element';
import type {
  ChangeCause,
  PositionalEncodingWidget,
  WidgetErrorDetail,
  WidgetResultDetail,
} from 'positional-encoding-widget/element';

const widget = document.querySelector('positional-encoding-widget');
const element: PositionalEncodingWidget | null = widget;

element?.addEventListener('pe-ready', (event) => {
  const seqLen: number = event.detail.seqLen;
  const view: string = event.detail.view;
  void seqLen;
  void view;
});

element?.addEventListener('pe-change', (event) => {
  const dModel: number = event.detail.dModel;
  // @ts-expect-error: the state has no field "colour"
  void event.detail.colour;
  void dModel;
  // Why it changed: a host mirroring the state ignores its own ('api') changes.
  const cause: ChangeCause = event.cause;
  if (cause === 'api') return;
  // @ts-expect-error: "scroll" is not a cause
  const wrongCause: ChangeCause = 'scroll';
  void wrongCause;
});

document.addEventListener('pe-cursor', (event) => {
  if (event.detail === null) return;
  // The heat map names its row a position; every matrix gives row and col, a chart index and x.
  const position: number | undefined = event.detail.position;
  const row: number | undefined = event.detail.row;
  void row;
  const source: 'pointer' | 'keyboard' = event.detail.source;
  // Every report names its figure, by the name the `figure` attribute takes.
  const figure: string = event.detail.figure;
  void figure;
  void position;
  void source;
});

document.addEventListener('pe-error', (event) => {
  const detail: WidgetErrorDetail = event.detail;
  const code: 'load-failed' | 'invalid-input' | 'engine-error' | 'draw-failed' = detail.code;
  // A figure that could not be drawn (ui/draw-failure.ts) has its own code.
  const drawFailed: typeof code = 'draw-failed';
  void drawFailed;
  // @ts-expect-error: "timeout" is not an error code
  const wrong: typeof code = 'timeout';
  void wrong;
});

document.body.addEventListener('pe-result', (event) => {
  const detail: WidgetResultDetail = event.detail;
  const kind: 'quiz' | 'exercise' | 'prediction' = detail.kind;
  // null: a checkpoint answer the learner compares with the given one.
  const correct: boolean | null = detail.correct;
  // @ts-expect-error: "essay" is not a result kind
  const unknownKind: typeof kind = 'essay';
  void unknownKind;
  const text: string = `${detail.id}: ${detail.summary}`;
  void kind;
  void correct;
  void text;
});

// The element's methods.
if (element) {
  element.setState({ seqLen: 32, view: 'relative' });
  // @ts-expect-error: seqLen is a number
  element.setState({ seqLen: '32' });
  const state = element.getState();
  void state.base;
}
