// <positional-encoding-widget>: the whole lesson as one embeddable element.
//
// It owns the typed state and how it changes (setState, attributes, the
// views' requests, history), and reports to the host page through events
// (typed in events.ts):
//   pe-ready  (detail: state)      the engine is loaded and the view is shown;
//                                  once, and before any pe-change
//   pe-change (detail: state)      the state changed (after pe-ready only:
//                                  earlier changes are part of pe-ready's state);
//                                  event.cause: user, api, attribute or history
//   pe-cursor (detail: {view, figure, ...})  a figure's readout moved
//             (sent by the figures: ui/cursor-event.ts; the view named here)
//   pe-error  (detail: {code, message})  load-failed, invalid-input,
//             engine-error, or draw-failed (a figure could not be drawn)
//   pe-result (detail: {kind, id, correct, summary})  a quiz item or exercise
//             was completed (sent by the exercises view; getResults() gives all)
// Attributes use the URL vocabulary in kebab case (seq-len, d-model, base,
// layout, view, ...), plus `controls`, `mode`, `figure`, `theme`,
// `heading-level` and `lesson-url` (where chapter links point:
// chapter-links.ts); they are parsed once, in state/attributes.ts. Script
// and views hand typed values, checked by each field's fromValue
// (state/schema.ts): no state ever goes back to text here.
//
// What it shows for the state and the mode (the course's tabs, contents,
// Previous and Next; the settings; the active view or its first-paint
// frame, alone in figure mode) is drawn by shell.ts. Loading
// (engine-view-loader.ts): a widget near the viewport when it connects
// starts the engine and its active view's code at once; one far down the
// page waits until the reader scrolls near it. Until the view has rendered,
// the body shows the view's first-paint frame (views/frames.ts,
// frame-registry.ts), and then holds the frame's height while the view
// replaces it (reservation.ts), so the host page does not move when it
// appears.
import { LitElement, type PropertyDeclarations, type PropertyValues } from 'lit';

// The lesson's schema and attribute doors (views/state.ts), not its URL
// doors (views/link.ts): the URL code (state/url.ts) is loaded only for a
// `code` attribute.
import {
  decodeCodeAttribute,
  parseAttributeTexts,
  parseAttributes,
  stateAttributes,
  type AttributeResult,
  MAX_VALUE_LENGTH,
  applyRead,
  applyValues,
  cloneState,
  defaultState,
  reconcile,
  sameState,
  type ParseResult,
  type State,
} from '../views/state.js';
import { browserStore, progressKey, readResults } from '../views/exercises/progress-record.js';
import {
  orderedResults,
  resultsText,
  type ResultItem,
} from '../views/exercises/progress-summary.js';
import { baseStyles, themeStyles } from '../ui/styles.js';
import { define } from '../views/view-element.js';
import { viewEntry } from '../views/registry.js';
import {
  changeEvent,
  type ChangeCause,
  type WidgetErrorDetail,
  type WidgetEventMap,
  type WidgetStatus,
} from './events.js';
import { NoticeList } from './notices.js';
import { shellStyles } from './styles.js';
import { ChapterLinks } from './chapter-links.js';
import { Shell } from './shell.js';
import { Course } from './course.js';
import { EngineViewLoader } from './engine-view-loader.js';
import { ExportIntent } from './export-intent.js';
import { parseHeadingLevel, DEFAULT_HEADING_LEVEL } from './headings.js';
import { Reservation } from './reservation.js';
import { DRAW_FAILED_EVENT, drawFailedMessage, type DrawFailedDetail } from '../ui/draw-failure.js';
import { SetStateReader, readViewRequest, startedInside } from './state-requests.js';
import { LessonLinks } from './lesson-links.js';
import { HostSchemeController } from './host-scheme.js';
import type { LessonLinkSource } from '../ui/lesson-link.js';

export type {
  ChangeCause,
  WidgetAttributes,
  WidgetChangeEvent,
  WidgetCursorDetail,
  WidgetErrorDetail,
  WidgetEventMap,
  WidgetResultDetail,
  WidgetStatus,
} from './events.js';

export class PositionalEncodingWidget extends LitElement {
  static override properties: PropertyDeclarations = {
    theme: { type: String, reflect: true },
    controls: { type: String },
    mode: { type: String },
    figure: { type: String },
    current: { state: true },
    headingLevel: { state: true },
    lessonUrl: { type: String, attribute: 'lesson-url' },
    settingsOpen: { state: true },
  };

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, ...stateAttributes.keys(), 'heading-level'];
  }

  static override styles = [themeStyles, baseStyles, shellStyles];

  declare theme: 'light' | 'dark' | 'auto';
  /** `all`, `none` or a list of controls (widget/modes.ts); null: the mode's default. */
  declare controls: string | null;
  /** `course` (default), `chapter` (one chapter, no course navigation) or `figure` (one figure). */
  declare mode: string | null;
  /** Which figure of the view figure mode shows (its name: the view's figures.ts); null: the first. */
  declare figure: string | null;
  declare current: State;
  /** The outline level of the views' title headings (the `heading-level` attribute, 1-6). */
  declare headingLevel: number;
  /**
   * A page that reads the state from its query (the `lesson-url` attribute):
   * chapter links point there with the learner's state; null: they switch
   * the chapter in place only (chapter-links.ts).
   */
  declare lessonUrl: string | null;
  /** Whether a narrow widget shows its shared controls (control-bar.ts renderSettings). */
  declare settingsOpen: boolean;

  /** The state attributes are parsed together at the first connection, then one by one. */
  private attributesRead = false;
  private readonly setStateReader = new SetStateReader();
  // The parts the shell (shell.ts) draws: not private, but not in the package's types.
  readonly noticeList = new NoticeList(() => this.requestUpdate());
  readonly reservation = new Reservation(this);
  readonly exportIntent = new ExportIntent(this);
  /** theme="auto": the host page's color-scheme, else the system's (the `scheme` attribute). */
  private readonly scheme = new HostSchemeController(this);
  private readonly links = new ChapterLinks(this);
  /** Where the lesson links inside point (ui/lesson-link.ts): as the chapter links do. */
  readonly lessonLinkSource: LessonLinkSource = this.links;
  readonly course = new Course(this, this.links, (view) => this.shell.select(view));
  readonly loader = new EngineViewLoader(
    this,
    {
      activeView: () => viewEntry(this.current.view)!,
      ready: () => this.fire('pe-ready', this.getState()),
      failed: (message) =>
        this.fire('pe-error', { code: 'load-failed', message } satisfies WidgetErrorDetail),
    },
    this.reservation,
  );
  /** What the widget shows for its state and its mode attributes (shell.ts). */
  private readonly shell = new Shell(this);
  // A click on a link to a view or a glossary entry (ui/lesson-link.ts): that view, in place.
  private readonly lessonLinks = new LessonLinks(this, this.shell);

  constructor() {
    super();
    this.theme = 'auto';
    this.controls = null;
    this.mode = null;
    this.figure = null;
    this.current = cloneState(defaultState);
    this.headingLevel = DEFAULT_HEADING_LEVEL;
    this.lessonUrl = null;
    this.settingsOpen = false;
    this.addEventListener('pe-state', this.onViewState as EventListener);
    this.addEventListener(DRAW_FAILED_EVENT, this.onDrawFailed as EventListener);
    this.addEventListener('pe-cursor', this.onCursor as EventListener);
  }

  /** A figure's pe-cursor (ui/cursor-event.ts) that does not know its view: this one's. */
  private onCursor = (event: CustomEvent<{ view: string } | null>) => {
    if (event.detail && event.detail.view === '' && startedInside(this.renderRoot, event))
      event.detail.view = this.current.view;
  };

  /** 'idle' until the engine starts loading, then 'loading', and 'ready' or 'error'. */
  get status(): WidgetStatus {
    return this.loader.status;
  }

  /** Why the engine could not be loaded (with status 'error'). */
  get errorMessage(): string {
    return this.loader.errorMessage;
  }

  /** The notices shown (what the widget adjusted in the last change). */
  get notices(): readonly string[] {
    return this.noticeList.list;
  }

  /**
   * The learner's results kept in this browser for this page: the completed
   * items, and the plain-text summary "Copy my results" gives. Nothing is
   * sent anywhere.
   */
  getResults(): { items: ResultItem[]; text: string } {
    const page = globalThis.location?.pathname ?? '/';
    const results = readResults(browserStore(), progressKey(page, 'exercises'));
    return { items: orderedResults(results), text: resultsText(results, page) };
  }

  /** A copy of the current state. */
  getState(): State {
    return cloneState(this.current);
  }

  /**
   * Changes part of the state. Values are checked like URL values: wrong
   * types and out-of-range values are clamped or ignored, and reported (a
   * notice and a pe-error event); unknown keys throw a TypeError. Only the
   * object's own properties are read, each once, and all of them before
   * anything is applied: a setState (or attribute change) that one of their
   * getters makes is complete first, and this call's values then apply on
   * top of it. Such calls nest at most 4 deep (widget/state-requests.ts).
   */
  setState(partial: Partial<State>): void {
    this.apply(partial, 'api');
  }

  /** setState's work, for the host's script (`api`) and the widget's own controls (`user`). */
  apply(partial: Partial<State>, cause: ChangeCause): void {
    const read = this.setStateReader.read(partial);
    // A refused nested call's notice is one of this change's (shown with the others).
    if ('refused' in read) return this.commit(this.current, [read.refused], cause);
    // The state as it is now, after any change the getters made (whose
    // notices, raised in the same task, stay on show with these).
    const { state, notices } = applyRead(read, this.current);
    this.commit(state, notices, cause);
  }

  /**
   * Replaces the state with one parsed from text elsewhere (the page's URL),
   * showing the parser's notices with any of the widget's own. `cause`:
   * `history` when the page went back or forward (its pe-change says so).
   */
  restore(result: ParseResult, cause: ChangeCause = 'api'): void {
    const { state, notices } = applyValues(result.state, this.current);
    this.commit(state, [...result.notices, ...notices], cause);
  }

  /**
   * The code of a link or `code` attribute, decoded after the rest of it
   * (`undefined` when it could not be used): a later step of the same
   * change, so the notices shown for the rest stay and `notices` (the
   * decoder's) are added to them.
   */
  restoreCode(
    code: string | null | undefined,
    notices: readonly string[],
    cause: ChangeCause = 'api',
  ): void {
    if (code !== undefined) this.commit({ ...cloneState(this.current), code }, [], cause, false);
    this.notify(notices);
  }

  /** Adds notices to those shown, reported with pe-error (e.g. a link's code that was left out). */
  notify(notices: readonly string[]): void {
    if (notices.length === 0) return;
    this.noticeList.add(notices);
    this.fireNotices(notices);
  }

  /** Back to the defaults and the element's attributes. */
  reset(): void {
    this.applyAttributes(parseAttributes(this, defaultState), 'api');
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'controls' && value !== null && value.length > MAX_VALUE_LENGTH) {
      // Parsed on every render: a huge list would hold each one for seconds.
      this.controls = 'all';
      this.commit(
        this.current,
        [`controls is longer than ${MAX_VALUE_LENGTH} characters; showing every control.`],
        'attribute',
      );
      return;
    }
    if (name === 'heading-level') {
      const { level, notice } = parseHeadingLevel(value);
      this.headingLevel = level;
      // Before the first connection, shown with the other attributes' notices.
      if (notice !== undefined && this.attributesRead) this.notify([notice]);
      return;
    }
    const field = stateAttributes.get(name);
    if (field === undefined || old === value || !this.attributesRead) return;
    if (value === null) {
      // Back to the default, then consistent with the rest (t5-buckets="2"
      // stays valid only while t5-bidirectional="false" is there).
      const state = cloneState(this.current);
      (state as Record<keyof State, unknown>)[field] = cloneState(defaultState)[field];
      const notices: string[] = [];
      reconcile(state, notices, 'attribute');
      this.commit(state, notices, 'attribute');
    } else {
      this.applyAttributes(
        parseAttributeTexts(new Map([[field, value]]), this.current),
        'attribute',
      );
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.attributesRead) {
      this.attributesRead = true;
      this.applyAttributes(parseAttributes(this, this.current), 'attribute');
      const { notice } = parseHeadingLevel(this.getAttribute('heading-level'));
      if (notice !== undefined) this.notify([notice]);
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('theme')) this.scheme.resolve();
  }

  /** Loads the engine (shared by every widget on the page) and the active view, in parallel. */
  start(): Promise<void> {
    return this.loader.start();
  }

  private applyAttributes(result: AttributeResult, cause: ChangeCause): void {
    this.commit(result.state, result.notices, cause);
    if (result.encodedCode !== undefined) {
      const notices: string[] = [];
      void decodeCodeAttribute(result.encodedCode, notices).then((code) =>
        this.restoreCode(code, notices, cause),
      );
    }
  }

  /**
   * Every change's one door: shows its notices (with `replaceNotices`, in
   * place of the last change's) and reports them, then takes `state` and
   * fires pe-change with its cause when it differs.
   */
  commit(state: State, notices: string[], cause: ChangeCause, replaceNotices = true): void {
    if (replaceNotices) this.noticeList.show(notices);
    this.fireNotices(notices);
    if (sameState(state, this.current)) return;
    const viewChanged = state.view !== this.current.view;
    this.current = state;
    if (viewChanged) {
      this.reservation.hold();
      this.loader.viewChanged();
    }
    // Before pe-ready the host hears nothing: the ready event carries the
    // state these changes led to, complete.
    if (this.loader.announced) this.dispatchEvent(changeEvent(this.getState(), cause));
  }

  private fireNotices(notices: readonly string[]): void {
    if (notices.length === 0) return;
    this.fire('pe-error', {
      code: 'invalid-input',
      message: notices.join(' '),
    } satisfies WidgetErrorDetail);
  }

  private fire<K extends keyof WidgetEventMap>(type: K, detail: WidgetEventMap[K]['detail']): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /**
   * A view's request for a state change. Only events from inside the
   * widget's own shadow root are views' (also those of a view's sub-element,
   * in the view's shadow root): a pe-state event from the host page (a
   * light-DOM child, the element itself) is the page's own event and is left
   * alone; the page changes the state through setState. Views send typed
   * partials of known fields; anything else is a notice.
   */
  private onViewState = (event: CustomEvent<unknown>) => {
    if (!startedInside(this.renderRoot, event)) return;
    event.stopPropagation();
    const { state, notices } = applyRead(readViewRequest(event.detail), this.current);
    this.commit(state, notices, 'user');
  };

  /** A figure of the view could not be drawn (ui/draw-failure.ts): a pe-error, never silent. */
  private onDrawFailed = (event: CustomEvent<DrawFailedDetail>) => {
    event.stopPropagation();
    const message = drawFailedMessage(this.current.view, event.detail);
    this.fire('pe-error', { code: 'draw-failed', message } satisfies WidgetErrorDetail);
  };

  override render() {
    return this.shell.render();
  }
}

define('positional-encoding-widget', PositionalEncodingWidget);

declare global {
  interface HTMLElementTagNameMap {
    'positional-encoding-widget': PositionalEncodingWidget;
  }
}
