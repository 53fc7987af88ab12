// When the export menu's code loads: on the reader's first intent to export
// (the pointer or the focus entering the widget, or a use of the menu's
// stand-in), never as part of the first load. Until it has loaded, the
// body draws the menu's live room (export/menu-layout.ts): the same buttons,
// laid out by the same rules, so nothing moves when the menu replaces it. A
// button the reader pressed or focused in the room meanwhile is handed to
// the menu (take()), which presses it again or moves the focus to its twin.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

import type { MenuPress } from '../export/menu-layout.js';
import { loadExportMenu } from './loading.js';

export class ExportIntent implements ReactiveController {
  private press: MenuPress | undefined;
  private error = '';
  /**
   * A pointer is down on a room button. The menu waits until it is released:
   * a room replaced between the press and the release would get no click
   * (the browser clicks only where the pointer went down and came up).
   */
  private pressing = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Why the menu could not be loaded, after a press in the room (its message line says so). */
  get message(): string {
    return this.error;
  }

  /** Whether the menu replaces its room now: its code has arrived and no button is held down. */
  get ready(): boolean {
    return !this.pressing && customElements.get('pe-export-menu') !== undefined;
  }

  /** The room's last use, once: the menu does it again when it first renders. */
  take(): MenuPress | undefined {
    const press = this.press;
    this.press = undefined;
    return press;
  }

  private holdUntilRelease(): void {
    this.pressing = true;
    // After the release's click, which the browser dispatches in the same task.
    const listening = new AbortController();
    const release = () => {
      listening.abort();
      setTimeout(() => {
        if (!this.pressing) return;
        this.pressing = false;
        this.host.requestUpdate();
      });
    };
    const options = { capture: true, signal: listening.signal };
    addEventListener('pointerup', release, options);
    addEventListener('pointercancel', release, options);
  }

  /**
   * An intent to export: the pointer or the focus entered the widget, or
   * the room was used (a CustomEvent whose detail says how). Loads the
   * menu's code (once per page: loading.ts), then renders the widget again.
   */
  readonly want = (event: Event): void => {
    const press = event instanceof CustomEvent ? (event.detail as MenuPress) : undefined;
    if (press) {
      event.stopPropagation();
      // A button used outweighs the pointer merely over the room.
      if (press.button || !this.press?.button) this.press = press;
      if (press.down) this.holdUntilRelease();
      if (press.click) this.pressing = false;
    }
    if (customElements.get('pe-export-menu') && !press) return;
    loadExportMenu().then(
      () => {
        this.error = '';
        this.host.requestUpdate();
      },
      (error: unknown) => {
        // Said only to a reader who pressed a button; a press again tries again.
        if (!press?.click) return;
        this.press = undefined;
        this.error = `Export unavailable: ${error instanceof Error ? error.message : String(error)}`;
        this.host.requestUpdate();
      },
    );
  };
}
