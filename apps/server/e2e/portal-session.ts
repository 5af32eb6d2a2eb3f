// Helpers of the portal's browser journeys: a signed-in page that records console errors (and its
// token, for the API), a filter chosen, files dropped or pasted the way a browser delivers them,
// and screenshots on demand.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface PortalSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far (a journey ends with none). */
  problems: string[];
}

/** Opens the portal in a fresh context and signs in through the demo single sign-on. */
export async function signIn(
  browser: Browser,
  baseUrl: string,
  account = 'Entrar como Ana',
  width = 1280,
): Promise<PortalSession> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Where it came from: for a failed request, the request's address (the text does not say).
    const { url } = message.location();
    if (message.type() === 'error') problems.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  await page.goto(`${baseUrl}/`);
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('button', { name: account }).click();
  await page.getByRole('main').getByRole('link', { name: 'Iniciar Atendimento' }).waitFor();
  return { context, page, problems };
}

/**
 * The problems left once the requests a test makes fail on purpose are set aside: the browser logs
 * every 4xx answer as a console error ('Failed to load resource'), wanted or not. Each refusal is
 * the answer's status and a part of the request's address.
 * @example unexpectedProblems(problems, [[413, '/api/admin/arvore/']])
 */
export function unexpectedProblems(problems: readonly string[], refusals: readonly (readonly [status: number, address: string])[]): string[] {
  const refused = (problem: string) =>
    refusals.some(
      ([status, address]) =>
        problem.startsWith(`console: Failed to load resource: the server responded with a status of ${status} `) && problem.includes(address),
    );
  return problems.filter((problem) => !refused(problem));
}

/** The signed-in page's bearer token (the JWT the portal keeps), to call the API as that user. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => Object.values(localStorage).find((value) => String(value).split('.').length === 3));
  if (!token) throw new Error('nenhum token na sessão do portal (a página entrou?)');
  return token;
}

/**
 * Checks a radio or checkbox whose state lives in the address (a filter, a period). The router
 * moves in a transition, after the click: until then React shows the control as it was. So this
 * waits for it to show checked, where Playwright's `check()` reads it at once after its click and
 * failed on a busy machine ('Clicking the checkbox did not change its state').
 */
export async function choose(control: Locator): Promise<void> {
  await control.click();
  await expect.poll(() => control.isChecked(), { timeout: 10_000 }).toBe(true);
}

/** A file as the tests hand it to the page. */
export interface TestFile {
  name: string;
  type: string;
  text: string;
}

/** A file as it crosses into the page: its bytes in base64. */
interface PageFile {
  name: string;
  type: string;
  base64: string;
}

/** Runs in the page: a DataTransfer holding `files`, as a drag or a paste delivers them. */
function dataTransfer(files: PageFile[]): DataTransfer {
  const transfer = new DataTransfer();
  for (const file of files) {
    const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], file.name, { type: file.type }));
  }
  return transfer;
}

function asPageFiles(files: TestFile[]): PageFile[] {
  return files.map((file) => ({
    name: file.name,
    type: file.type,
    base64: Buffer.from(file.text).toString('base64'),
  }));
}

/** Drops files onto an element, as a drag from the desktop ends (dragenter, dragover, drop). */
export async function dropFiles(target: Locator, files: TestFile[]): Promise<void> {
  const transfer = await target.page().evaluateHandle(dataTransfer, asPageFiles(files));
  // One element for the whole drag: the page may change the target's text while dragging.
  const element = await target.elementHandle();
  if (!element) throw new Error('nada onde soltar os arquivos');
  for (const type of ['dragenter', 'dragover', 'drop'])
    await element.dispatchEvent(type, { dataTransfer: transfer });
}

/** A 1×1 PNG named 'image.png', as a screenshot arrives from the clipboard (no name of its own). */
const SCREENSHOT: TestFile = { name: 'image.png', type: 'image/png', text: '' };
const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Pastes a screenshot into an element (the focused one, as Ctrl+V would). */
export async function pasteScreenshot(target: Locator): Promise<void> {
  await target.focus();
  const transfer = await target.page().evaluateHandle(dataTransfer, [{ ...SCREENSHOT, base64: PIXEL_PNG }]);
  await target.page().evaluate(
    (clipboardData) => document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true })),
    transfer,
  );
}

/**
 * Saves full-page screenshots at phone and desktop widths under SCREENSHOT_DIR, when set, for
 * people to look at; the page returns to its width afterwards.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: size.height });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
