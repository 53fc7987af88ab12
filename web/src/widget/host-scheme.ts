// theme="auto": the widget follows the host page's colour scheme where the
// host states one, and the reader's system setting only where it does not.
//
// What a host states is its effective `color-scheme` at the element: the
// computed value of the element's parent (inherited down the page), which
// MkDocs Material (`[data-md-color-scheme=slate]`), Docusaurus
// (`[data-theme=dark]`) and most themed sites set with their light/dark
// switch. `light` or `dark` alone is the host's choice; `normal` (nothing
// said) or both (`light dark`: the page follows the system) leave it to
// the system's `prefers-color-scheme`.
//
// The scheme in use is written on the element as its `scheme` attribute
// (`light` or `dark`), which the theme styles select on (ui/styles.ts). It is
// resolved when the element connects (before its first render, so the first
// paint has it) and when `theme` changes, and again whenever the host may
// have switched: one MutationObserver per page on the attributes of <html>
// and <body> (where those switches write their class or data attribute) and
// one listener on the system setting, shared by every widget on the page.
import type { ReactiveController, ReactiveElement } from 'lit';

export type Scheme = 'light' | 'dark';

/** The scheme a host's `color-scheme` value states, if it states one. */
export function statedScheme(colorScheme: string): Scheme | undefined {
  const words = colorScheme.split(/\s+/);
  const light = words.includes('light');
  const dark = words.includes('dark');
  return light === dark ? undefined : dark ? 'dark' : 'light';
}

/** The host's effective `color-scheme` at `element` (its parent's, across a shadow root). */
export function hostScheme(element: Element): Scheme | undefined {
  const parent = element.parentElement ?? (element.getRootNode() as Partial<ShadowRoot>).host;
  return parent ? statedScheme(getComputedStyle(parent).colorScheme ?? '') : undefined;
}

function systemScheme(): Scheme {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The scheme an element with `theme` uses. */
export function schemeOf(element: Element, theme: string): Scheme {
  if (theme === 'light' || theme === 'dark') return theme;
  return hostScheme(element) ?? systemScheme();
}

interface ThemedHost extends ReactiveElement {
  theme: string;
}

const watched = new Set<HostSchemeController>();
let observer: MutationObserver | undefined;

function refreshAll(): void {
  for (const controller of watched) controller.resolve();
}

/** Starts the page's one observer and media listener (once, on the first widget). */
function watchPage(): void {
  if (observer || typeof MutationObserver === 'undefined') return;
  observer = new MutationObserver(refreshAll);
  const observe = () => {
    const options = { attributes: true };
    observer!.observe(document.documentElement, options);
    if (document.body) observer!.observe(document.body, options);
  };
  observe();
  // A widget in <head>-run code may connect before <body> exists: watch it once parsed.
  if (!document.body) document.addEventListener('DOMContentLoaded', observe, { once: true });
  globalThis.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', refreshAll);
}

/** Keeps the host element's `scheme` attribute resolved (see the top of this file). */
export class HostSchemeController implements ReactiveController {
  constructor(private readonly host: ThemedHost) {
    host.addController(this);
  }

  hostConnected(): void {
    watched.add(this);
    watchPage();
    this.resolve();
  }

  hostDisconnected(): void {
    watched.delete(this);
  }

  /** Writes the scheme in use now, if it changed. */
  resolve(): void {
    const scheme = schemeOf(this.host, this.host.theme);
    if (this.host.getAttribute('scheme') !== scheme) this.host.setAttribute('scheme', scheme);
  }
}
