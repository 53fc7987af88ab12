// What <positional-encoding-widget> shows for its state and its `mode`,
// `controls` and `figure` attributes (modes.ts): the skip link, the course
// row (the chapter tabs, or a narrow widget's chapter select, and the
// contents), the settings bar (control-bar.ts), the notices, and the body
// (body.ts: the active view or its first-paint frame, alone in figure mode,
// with the export menu) closed by Previous and Next. The element (element.ts)
// owns the state and how it changes; this controller draws it and reports
// what the mode attributes adjusted (an unknown mode or figure) once each.
//
// The course (course/chapters.ts): numbered chapter tabs by part, a contents
// list with the learner's progress (course.ts), Previous and Next at the end
// of every chapter (chapter-nav.ts) and a skip link to the chapter's first
// figure (skip-link.ts), in the course mode only.
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';

import { chapterOf, completable } from '../course/chapters.js';
import { figureParts, pickFigure } from '../ui/figure-mode.js';
import { styleMap } from '../ui/style-map.js';
import { viewEntry } from '../views/registry.js';
import { parseAttributeTexts, type State, type ViewName } from '../views/state.js';
import type { ViewElement } from '../views/view-element.js';
import { renderBody } from './body.js';
import { renderChapterNav, renderContentsToggle } from './chapter-nav.js';
import { renderSettings, type ControlBarHost } from './control-bar.js';
import type { Course } from './course.js';
import type { EngineViewLoader } from './engine-view-loader.js';
import type { ExportIntent } from './export-intent.js';
import { frameOf, hasFrame, loadFrame } from './frame-registry.js';
import { controlShown, parseMode, type ControlToken } from './modes.js';
import { renderNotices, type NoticeList } from './notices.js';
import type { Reservation } from './reservation.js';
import type { LessonLinksHost } from './lesson-links.js';
import { focusFirstFigure, renderSkipLink } from './skip-link.js';
import { renderChapterSelect, renderTabs, type TabsHost } from './tabs.js';

/** The element, as the shell reads it: its state, the attributes that shape what shows, its parts. */
export interface ShellHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly current: State;
  readonly mode: string | null;
  readonly controls: string | null;
  readonly figure: string | null;
  readonly headingLevel: number;
  /** Whether a narrow widget shows its shared controls (control-bar.ts renderSettings). */
  settingsOpen: boolean;
  readonly loader: EngineViewLoader;
  readonly reservation: Reservation;
  readonly exportIntent: ExportIntent;
  readonly course: Course;
  readonly noticeList: NoticeList;
  /** Changes the state (the reader's changes in the widget: `user`). */
  apply(partial: Partial<State>, cause: 'user'): void;
  commit(state: State, notices: string[], cause: 'user'): void;
  /** Shows notices and reports them (pe-error). */
  notify(notices: readonly string[]): void;
}

/**
 * The shell; the host of the tabs (tabs.ts), the settings bar (control-bar.ts)
 * and the lesson links (lesson-links.ts) too.
 */
export class Shell implements ReactiveController, TabsHost, ControlBarHost, LessonLinksHost {
  /** The mode's and the figure's notices last reported, so each is reported once. */
  private reported = '';
  /** Why figure mode shows another figure than asked (set by render). */
  private figureNotice: string | undefined;

  constructor(private readonly host: ShellHost) {
    host.addController(this);
  }

  hostUpdated(): void {
    const { notice } = parseMode(this.host.mode);
    const notices = [notice, this.figureNotice].filter((n): n is string => n !== undefined);
    const key = notices.join(' ');
    if (key === this.reported) return;
    this.reported = key;
    this.host.notify(notices);
  }

  /** The tabs' and the lesson links' chapter, and the bar's state: the host's. */
  get active(): ViewName {
    return this.host.current.view;
  }

  get state(): Readonly<State> {
    return this.host.current;
  }

  /** The active view's element (#panel), once it is shown: for the export menu and lesson links. */
  panel(): ViewElement | null {
    return this.host.renderRoot.querySelector<ViewElement>('#panel');
  }

  /**
   * A chapter chosen: a tab (`focus`: by the keyboard, which the new tab
   * then has), a chapter link, the contents, a lesson link.
   */
  select(view: ViewName, focus = false): void {
    const { host } = this;
    host.apply({ view }, 'user');
    if (!focus) return;
    void host.updateComplete.then(() => {
      host.renderRoot.querySelector<HTMLElement>(`#tab-${view}`)?.focus();
    });
  }

  /** A preset of the settings bar. */
  apply(partial: Partial<State>): void {
    this.host.apply(partial, 'user');
  }

  /** A control's text, parsed like an attribute's value. */
  changeText(field: keyof State, text: string): void {
    const result = parseAttributeTexts(new Map([[field, text]]), this.host.current);
    this.host.commit(result.state, result.notices, 'user');
  }

  /** Whether the `controls` attribute keeps `control` in this mode (modes.ts). */
  private shown(control: ControlToken): boolean {
    return controlShown(this.host.controls, parseMode(this.host.mode).mode, control);
  }

  /** The pointer or the focus entered the widget: the export menu's and the contents' code load. */
  private readonly intent = (event: Event): void => {
    this.host.exportIntent.want(event);
    this.host.course.want();
  };

  /** The skip link: focus to the first figure of the chapter shown (the view, or its frame). */
  private readonly skip = () => {
    focusFirstFigure(this.host.renderRoot.querySelector('#panel, pe-view-frame'));
  };

  /**
   * The view's first-paint frame if it is here; otherwise its chunk is asked
   * for once, and the widget renders again when it arrives (the view itself
   * may have arrived first: then the frame is not shown).
   */
  private frame(view: ViewName) {
    const frame = frameOf(view);
    if (!frame && hasFrame(view)) {
      void loadFrame(view).then((loaded) => {
        if (loaded && this.host.current.view === view) this.host.requestUpdate();
      });
    }
    return frame;
  }

  /**
   * Figure mode's figure (ui/figure-mode.ts): the chapter figures it shows,
   * its caption and its part of the export, from the view's frame (its
   * figures.ts); undefined for a view without figures (its chapter shows) or
   * while the frame has not arrived (then nothing shows yet: render).
   */
  private figureOf(frame: ReturnType<typeof frameOf>) {
    const { host } = this;
    this.figureNotice = undefined;
    if (parseMode(host.mode).mode !== 'figure' || !frame) return undefined;
    const { figure, notice } = pickFigure(host.current.view, frame.figureList ?? [], host.figure);
    this.figureNotice = notice;
    if (!figure) return undefined;
    const extras = {
      controls: this.shown('lesson'),
      readout: this.shown('readout'),
      data: this.shown('data'),
    };
    return { only: figureParts(figure, extras), caption: figure.title, exports: figure.exports };
  }

  render() {
    const { host } = this;
    const { loader, course: nav } = host;
    const entry = viewEntry(host.current.view)!;
    const chapter = chapterOf(host.current.view);
    const mode = parseMode(host.mode).mode;
    const bar = entry.controls.filter((c) => this.shown(c));
    const lesson = this.shown('lesson');
    // Course navigation (tabs, contents, Previous and Next) in the course only.
    const course = mode === 'course' && this.shown('view');
    const presets = this.shown('presets');
    const frame = loader.failed ? undefined : this.frame(host.current.view);
    // Figure mode waits for the view's frame (its figure list) before it shows anything.
    const waiting = mode === 'figure' && !frame && !loader.failed;
    const pending = waiting ? html`` : loader.renderPending();
    const body = renderBody({
      pending,
      frame,
      figure: this.figureOf(frame),
      exportShown: this.shown('export'),
      entry,
      state: host.current,
      lesson,
      headingLevel: host.headingLevel,
      pe: loader.pe,
      activeView: () => this.panel(),
      intent: host.exportIntent,
      chapterNumber: course ? chapter.number : '',
    });
    const room = host.reservation.style(body.framing);
    // Past the controls to the first figure: the appendix (the glossary) has none.
    const skippable =
      chapter.part.part !== 'appendix' &&
      mode !== 'figure' &&
      (course || presets || bar.length > 0 || lesson);
    return html`<div class="root" @pointerenter=${this.intent} @focusin=${this.intent}>
      ${skippable ? renderSkipLink(this.skip) : nothing}
      ${
        course
          ? html`<div class="course-row">
                ${renderChapterSelect(this)} ${renderTabs(this)} ${renderContentsToggle(nav.nav)}
              </div>
              ${nav.renderContents() ?? nothing}`
          : nothing
      }
      ${renderSettings(this, {
        names: bar,
        presets,
        beside: course ? renderContentsToggle(nav.nav) : nothing,
        open: host.settingsOpen,
        toggle: () => (host.settingsOpen = !host.settingsOpen),
      })}
      ${renderNotices(host.noticeList.list)}
      <div class="body" style=${styleMap(room)}>
        <div class="content">
          ${body.content}
          ${course ? renderChapterNav(nav.nav, chapter, completable(chapter)) : nothing}
        </div>
      </div>
    </div>`;
  }
}
