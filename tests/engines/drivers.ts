// One browser per engine behind one small interface, for the engine smoke:
// Firefox ESR over WebDriver BiDi (puppeteer-core), WebKitGTK's MiniBrowser
// over classic WebDriver (WebKitWebDriver under Xvfb, selenium-webdriver),
// and Chromium (puppeteer-core) to check the smoke itself against the engine
// the e2e suite covers. Debian's browsers only (../shared/toolchain.md,
// "Other engines"); nothing is downloaded.
//
// Everything the smoke asks of a page is a script run in it (`run`), so the
// same checks run in every engine; the page's own errors are recorded by
// in-page.js, and the console errors a driver can see are added to them.
// Every process started here (Xvfb, WebKitWebDriver, MiniBrowser, Firefox,
// Chromium) is stopped by `close`, and by an exit hook if the run dies first.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';

import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, type WebDriver } from 'selenium-webdriver';

import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

export type EngineName = 'firefox' | 'webkit' | 'chromium';

export const FIREFOX_BINARY = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Values that cross into a page script (as JSON). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface WaitOptions {
  /** What is awaited, for the failure message ("<engine>: timed out waiting for <what>"). */
  what: string;
  timeoutMs?: number;
}

export interface EngineSession {
  readonly engine: EngineName;
  /** The browser's own version string. */
  readonly version: string;
  /** Navigates and waits for the load event. */
  goto(url: string): Promise<void>;
  /** Runs `body` (a function body, `args` as `args`) in the page; resolves to what it returns (awaited). */
  run<T>(body: string, ...args: Json[]): Promise<T>;
  /** Runs `body` until it returns something truthy, and resolves to that. */
  waitFor<T>(body: string, args: Json[], options: WaitOptions): Promise<T>;
  /** The viewport's size in CSS pixels (WebKit: the window is resized until it fits). */
  setViewport(width: number, height: number): Promise<void>;
  /** A PNG of the whole page. */
  screenshot(path: string): Promise<void>;
  /** Console errors and page errors the driver saw (engines whose driver reports them), then forgets them. */
  takeDriverErrors(): string[];
  close(): Promise<void>;
}

const POLL_MS = 50;
const DEFAULT_TIMEOUT_MS = 20_000;

/** The body as one expression that runs it with `args`. */
function invocation(body: string, args: Json[]): string {
  return `(async (args) => { ${body}\n})(${JSON.stringify(args)})`;
}

async function poll<T>(
  engine: EngineName,
  attempt: () => Promise<T>,
  { what, timeoutMs = DEFAULT_TIMEOUT_MS }: WaitOptions,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await attempt();
      if (value) return value;
      last = value;
    } catch (error) {
      // A page between documents (navigation) answers with an error: try again.
      last = error;
    }
    if (Date.now() > deadline) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(
        `${engine}: timed out after ${timeoutMs} ms waiting for ${what} (last: ${detail})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Stops every process of a detached group: TERM, then KILL if it is still there after 3 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group is gone already.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
  // Stragglers that ignored TERM (a MiniBrowser child) go with the group.
  signal('SIGKILL');
}

/** Process groups to kill synchronously if the test process exits before `close`. */
const liveGroups = new Set<ChildProcess>();
function killLiveGroups(): void {
  for (const child of liveGroups) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  liveGroups.clear();
}
process.once('exit', killLiveGroups);
// A worker stopped by a signal runs no 'exit' listeners: clean up, then die of the same signal.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killLiveGroups();
    process.kill(process.pid, signal);
  });
}

/** A port that is free now (for WebKitWebDriver, which needs one named). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

class PuppeteerSession implements EngineSession {
  private errors: string[] = [];

  constructor(
    readonly engine: EngineName,
    readonly version: string,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) =>
      this.errors.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  run<T>(body: string, ...args: Json[]): Promise<T> {
    return this.page.evaluate(invocation(body, args)) as Promise<T>;
  }

  waitFor<T>(body: string, args: Json[], options: WaitOptions): Promise<T> {
    return poll(this.engine, () => this.run<T>(body, ...args), options);
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async screenshot(path: string): Promise<void> {
    mkdirSync(dirname(path), { recursive: true });
    await this.page.screenshot({ path: path as `${string}.png`, fullPage: true });
  }

  takeDriverErrors(): string[] {
    return this.errors.splice(0);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

async function launchPuppeteer(engine: 'firefox' | 'chromium'): Promise<EngineSession> {
  const browser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          executablePath: FIREFOX_BINARY,
          headless: true,
        })
      : await puppeteer.launch({
          browser: 'chrome',
          executablePath: chromiumLaunchOptions.executablePath,
          args: chromiumLaunchOptions.args,
          headless: true,
        });
  try {
    const page = await browser.newPage();
    return new PuppeteerSession(engine, await browser.version(), browser, page);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

class WebKitSession implements EngineSession {
  readonly engine = 'webkit';

  constructor(
    readonly version: string,
    private readonly driver: WebDriver,
    private readonly server: ChildProcess,
  ) {}

  async goto(url: string): Promise<void> {
    await this.driver.get(url);
  }

  run<T>(body: string, ...args: Json[]): Promise<T> {
    return this.driver.executeScript(`return ${invocation(body, args)};`);
  }

  waitFor<T>(body: string, args: Json[], options: WaitOptions): Promise<T> {
    return poll(this.engine, () => this.run<T>(body, ...args), options);
  }

  async setViewport(width: number, height: number): Promise<void> {
    // The window includes MiniBrowser's frame: resize, see what is left, correct once.
    const window = this.driver.manage().window();
    await window.setRect({ x: 0, y: 0, width, height });
    const inner = await this.run<[number, number]>('return [innerWidth, innerHeight];');
    if (inner[0] !== width || inner[1] !== height)
      await window.setRect({ width: 2 * width - inner[0], height: 2 * height - inner[1] });
  }

  async screenshot(path: string): Promise<void> {
    // Classic WebDriver's screenshot is the viewport: make the viewport the page (Xvfb's screen is 8000 px tall).
    const window = this.driver.manage().window();
    const before = await window.getRect();
    const [width, height] = await this.run<[number, number]>(
      'return [innerWidth, document.documentElement.scrollHeight];',
    );
    await this.setViewport(width, Math.min(height, 7900));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
    await window.setRect(before);
  }

  takeDriverErrors(): string[] {
    // Classic WebDriver has no console: in-page.js records what the page reports.
    return [];
  }

  async close(): Promise<void> {
    try {
      await this.driver.quit();
    } finally {
      await stopGroup(this.server);
      liveGroups.delete(this.server);
    }
  }
}

async function launchWebKit(): Promise<EngineSession> {
  const port = await freePort();
  // Its own process group (detached), so that stopping it stops Xvfb, the
  // driver and every MiniBrowser process together.
  const server = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1400x8000x24', WEBKIT_DRIVER, `--port=${port}`, '--host=127.0.0.1'],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  liveGroups.add(server);
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const url = `http://127.0.0.1:${port}`;
    await poll(
      'webkit',
      async () => {
        if (server.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${stderr}`);
        const response = await fetch(`${url}/status`);
        return response.ok;
      },
      { what: `WebKitWebDriver on port ${port}`, timeoutMs: 30_000 },
    );
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await driver.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 });
    const capabilities = await driver.getCapabilities();
    return new WebKitSession(String(capabilities.get('browserVersion') ?? '?'), driver, server);
  } catch (error) {
    await stopGroup(server);
    liveGroups.delete(server);
    throw error;
  }
}

/** Starts the engine's browser with one page. */
export function launch(engine: EngineName): Promise<EngineSession> {
  return engine === 'webkit' ? launchWebKit() : launchPuppeteer(engine);
}
