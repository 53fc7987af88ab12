// The anywidget front-end module (https://anywidget.dev): the widget in
// Jupyter (Lab, Notebook 7, VS Code), marimo and Colab, with its state in a
// Python trait. Built as one self-contained ES module
// (dist/anywidget/positional-encoding-widget.anywidget.js, vite.anywidget.ts):
// anywidget imports a module given as text from a blob: URL, where
// import.meta.url names no folder, so nothing here may be fetched relative
// to it. Every view is in the file (no lazily loaded chunk), the exercise
// sandbox page is inlined as a data: URL, and the engine comes as bytes from
// the Python side: the traits `_core_wasm` and `_full_wasm` (Jupyter sends
// bytes traits as binary buffers, which arrive as DataView).
//
// Traits read (docs/embedding.md, "Jupyter, marimo and Colab (anywidget)"):
//   _core_wasm, _full_wasm  bytes: dist/anywidget/posenc-wasm-core.wasm, posenc-wasm.wasm
//   state                   dict: the element's state (getState()), both ways (model-sync.ts)
//   attributes              dict, optional: controls, theme, heading-level, lesson-url
//   results                 dict, optional: getResults(), written on each pe-result
// Custom messages sent to Python: { type: 'pe-error', code, message } for
// what the widget adjusted or could not do.
import '../element.js';
import { provideWasmBytes, type EngineModule } from '../engine/wasm.js';
import type { WidgetErrorDetail } from '../widget/events.js';
import { bindModel, type AnyModel, type SyncedElement } from './model-sync.js';

/** The trait that carries each engine module's bytes. */
const wasmTraits: Record<EngineModule, string> = { core: '_core_wasm', full: '_full_wasm' };

/** The element's attributes that are not state, which the `attributes` trait may set. */
const attributeNames = ['controls', 'theme', 'heading-level', 'lesson-url'] as const;

/** Hands the model's engine bytes to the loader; throws an Error naming the trait that is wrong. */
function provideEngine(model: AnyModel): void {
  for (const [module, trait] of Object.entries(wasmTraits) as [EngineModule, string][]) {
    const value = model.get(trait);
    if (!(value instanceof ArrayBuffer) && !ArrayBuffer.isView(value)) {
      const got = value === undefined || value === null ? 'nothing' : typeof value;
      throw new Error(
        `The widget's ${trait} trait must hold the bytes of ${module === 'core' ? 'posenc-wasm-core.wasm' : 'posenc-wasm.wasm'} (traitlets.Bytes, synced); it holds ${got}.`,
      );
    }
    try {
      provideWasmBytes(module, value);
    } catch (error) {
      throw new Error(`The widget's ${trait} trait: ${(error as Error).message}.`);
    }
  }
}

/** Sets the element's non-state attributes from the optional `attributes` trait. */
function applyAttributes(model: AnyModel, element: HTMLElement, report: (m: string) => void): void {
  const wanted = model.get('attributes');
  if (wanted === undefined || wanted === null) return;
  if (typeof wanted !== 'object' || Array.isArray(wanted)) {
    report('attributes must be a dict');
    return;
  }
  const given = wanted as Record<string, unknown>;
  const unknown = Object.keys(given).filter(
    (name) => !(attributeNames as readonly string[]).includes(name),
  );
  if (unknown.length > 0) {
    report(
      `attributes: ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not one of ${attributeNames.join(', ')} (state fields go in state)`,
    );
  }
  for (const name of attributeNames) {
    const value = given[name];
    if (value === undefined || value === null) element.removeAttribute(name);
    else element.setAttribute(name, String(value));
  }
}

function initialize({ model }: { model: AnyModel }): void {
  // The compile can start before the first view; a problem is shown by render.
  try {
    provideEngine(model);
  } catch {
    // render() says what is wrong, in the output.
  }
}

function render({ model, el }: { model: AnyModel; el: HTMLElement }): () => void {
  const report = (message: string) => {
    console.warn(`positional-encoding-widget: ${message}`);
    model.send?.({ type: 'pe-error', code: 'invalid-input', message });
  };
  try {
    provideEngine(model);
  } catch (error) {
    const box = document.createElement('p');
    box.setAttribute('role', 'alert');
    box.textContent = (error as Error).message;
    el.append(box);
    return () => box.remove();
  }
  const widget = document.createElement('positional-encoding-widget') as SyncedElement;
  applyAttributes(model, widget, report);
  const unbind = bindModel(model, widget, report);
  const onAttributes = () => applyAttributes(model, widget, report);
  const onError = (event: Event) => {
    const { code, message } = (event as CustomEvent<WidgetErrorDetail>).detail;
    model.send?.({ type: 'pe-error', code, message });
  };
  model.on('change:attributes', onAttributes);
  widget.addEventListener('pe-error', onError);
  el.append(widget);
  return () => {
    unbind();
    model.off('change:attributes', onAttributes);
    widget.removeEventListener('pe-error', onError);
    widget.remove();
  };
}

export default { initialize, render };
