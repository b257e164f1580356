import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';

// Debian's Chromium; browsers are never downloaded.
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh context on the app (its own cookies and storage), in Polish; `options` add to or override that. */
export function newAppContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: inject('baseUrl'), locale: 'pl-PL', ...options });
}

/** A new tab of the context, waiting up to 20 s for what it is told to do: the whole machine may be busy. */
export async function newTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/**
 * Signs in through the app's form, as a user would, and waits for the address he lands on: `landing` is a path
 * (the whole URL then) or a pattern. The password is the demo accounts' unless given.
 */
export async function signIn(
  page: Page,
  email: string,
  landing: string | RegExp,
  password: string = inject('demoPassword'),
): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByLabel('Hasło').press('Enter');
  await page.waitForURL(typeof landing === 'string' ? `${inject('baseUrl')}${landing}` : landing);
}

/** A tab of a fresh app context (`options` as for newAppContext), signed in as `email` and landed on `landing`. */
export async function signedInPage(
  browser: Browser,
  email: string,
  landing: string | RegExp,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await newTab(await newAppContext(browser, options));
  await signIn(page, email, landing);
  return page;
}

/**
 * Types `text` into a combobox and picks, by keyboard, the `nth` (from 0) offered option whose name matches `option`
 * (any name when omitted); answers that option's label. Arrow keys move the combobox's active option until
 * it is the wanted one, then Enter picks it. By keyboard, as a keyboard user picks, because a pointer's pick can be
 * lost: the popover moves when its list shrinks or grows (it flips above or below the field), and on a loaded
 * machine that may happen between the press and the release, which then lands outside the option.
 */
export async function chooseOption(
  combobox: Locator,
  text: string,
  option?: string | RegExp,
  nth = 0,
): Promise<string> {
  await combobox.fill(text);
  let label = '';
  // Each round looks at the open list (it may still be replaced by the search's answer, or be closed) and
  // either finds the wanted option active or presses ArrowDown, which opens the list or moves one option on.
  await expect
    .poll(
      async () => {
        const controls = await combobox.getAttribute('aria-controls');
        const listbox = combobox.page().locator(`[id="${controls}"]`);
        const options = option ? listbox.getByRole('option', { name: option }) : listbox.getByRole('option');
        const target = options.filter({ hasNotText: 'Ładowanie…' }).nth(nth);
        const id = controls && (await target.count()) > 0 ? await target.getAttribute('id') : null;
        if (id !== null && (await combobox.getAttribute('aria-activedescendant')) === id) {
          label = (await target.innerText()).trim();
          return true;
        }
        if (controls === null || id !== null) await combobox.press('ArrowDown');
        return false;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(true);
  await combobox.press('Enter');
  return label;
}

/** Leaves a mark on the page's document: a reload or a full navigation drops it (see `markKept`). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eMark?: boolean }).e2eMark = true;
  });
}

/** Whether the mark `markDocument` left is still there: the page was neither reloaded nor left since. */
export function markKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);
}

let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) on the page and returns the violations, compact enough to
 * read in an assertion diff. Injected through the DevTools protocol, so the app's CSP doesn't have to allow it.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  // Colours are judged on the settled page: a toast or popover half-way through its fade-in has a contrast
  // that no user reads. Infinite animations (spinners) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(async () => {
    interface AxeResult {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const { axe } = window as unknown as {
      axe: { run: (context: object, options: object) => Promise<AxeResult> };
    };
    // React Aria's live announcer may still point at the sign-in button that announced "pending" and is gone
    // since (it clears itself after a few seconds); that transient node isn't part of the page.
    const result = await axe.run(
      { exclude: [['[data-live-announcer]']] },
      {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    );
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}
