/// <reference types="node" />
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serveStatic } from './staticServer';
import { builtStorybook } from './storybookBuild';

// The stories are listed from the build's index, so collecting this file waits for the build.
const storybookDir = await builtStorybook();
const baselineDir = decodeURIComponent(new URL('../__screenshots__', import.meta.url).pathname);
const diffDir = join(baselineDir, '__diff__');
const update = process.env['VISUAL_UPDATE'] === '1';

/** Per-pixel colour distance (pixelmatch's YIQ threshold) and the share of pixels allowed to differ. */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.001;
/** Fixed clock: calendars mark "today", so the date must not follow the real one. */
const FIXED_NOW = new Date('2026-11-22T09:00:00Z');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && entry.title.startsWith('Design System/'))
  .filter((entry) => !entry.tags?.includes('no-visual'))
  .sort((a, b) => a.id.localeCompare(b.id));

// Debian's Chromium, never a downloaded browser (docs/toolchain.md).
const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

// Animations and transitions off, no blinking caret: the screenshot is of the settled state.
const freezeCss = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}`;

let browser: Browser;
let server: Server;
let baseUrl: string;
const POOL_SIZE = 4;
const idle: Page[] = [];
const waiting: ((page: Page) => void)[] = [];

// A few long-lived pages, each in a browser context of its own: the Storybook bundle loads once per page and
// stays cached (far faster than a fresh context per story), and no story sees another's cookies (the
// sidebar's state lives in one), since each story starts with its context's cookies and storage cleared.
beforeAll(async () => {
  ({ server, url: baseUrl } = await serveStatic(storybookDir));
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  for (let i = 0; i < POOL_SIZE; i += 1) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: 'light',
      locale: 'pl-PL',
      timezoneId: 'Europe/Warsaw',
    });
    await context.clock.setFixedTime(FIXED_NOW);
    idle.push(await context.newPage());
  }
  if (!update) rmSync(diffDir, { recursive: true, force: true });
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  // Updating also drops the baselines of stories that no longer exist.
  if (update && existsSync(baselineDir)) {
    const current = new Set(stories.map((story) => `${story.id}.png`));
    for (const file of readdirSync(baselineDir)) {
      if (file.endsWith('.png') && !current.has(file)) rmSync(join(baselineDir, file));
    }
  }
});

async function withPage<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const page = idle.pop() ?? (await new Promise<Page>((resolve) => waiting.push(resolve)));
  try {
    return await run(page);
  } finally {
    const next = waiting.shift();
    if (next) next(page);
    else idle.push(page);
  }
}

/** Stories named "…Mobile…" are shot at the 360 px phone viewport of `.storybook/modes.ts`. */
function viewportFor(story: IndexEntry) {
  return /mobile/i.test(story.id) ? { width: 360, height: 740 } : { width: 1280, height: 800 };
}

async function screenshot(story: IndexEntry): Promise<Buffer> {
  return withPage(async (page) => {
    await page.setViewportSize(viewportFor(story));
    await page.context().clearCookies();
    await page.evaluate(() => {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // about:blank before the first story has no storage to clear.
      }
    });
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    await page.addStyleTag({ content: freezeCss });
    // Wait until Storybook has rendered the story and finished its play function (pass or fail: the
    // interaction tests report failures; this only needs the settled screen).
    await page.waitForFunction(
      () => {
        const phase = (
          window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
        ).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === 'finished' || phase === 'completed' || phase === 'errored' || phase === 'aborted';
      },
      undefined,
      { timeout: 30_000 },
    );
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await page.mouse.move(0, 0);
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  });
}

test.concurrent.each(stories.map((story) => [story.id, story] as const))('%s', async (id, story) => {
  const actual = await screenshot(story);
  const baselinePath = join(baselineDir, `${id}.png`);
  if (update) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baselinePath, actual);
    return;
  }
  if (!existsSync(baselinePath)) {
    expect.fail(`No baseline for ${id}. Review the story, then run: npm run test:visual:update`);
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const received = PNG.sync.read(actual);
  const sameSize = expected.width === received.width && expected.height === received.height;
  let diffPixels = 0;
  if (sameSize) {
    const diff = new PNG({ width: expected.width, height: expected.height });
    diffPixels = pixelmatch(expected.data, received.data, diff.data, expected.width, expected.height, {
      threshold: PIXEL_THRESHOLD,
    });
    if (diffPixels / (expected.width * expected.height) > MAX_DIFF_RATIO) {
      mkdirSync(diffDir, { recursive: true });
      writeFileSync(join(diffDir, `${id}.diff.png`), PNG.sync.write(diff));
    }
  }
  if (!sameSize || diffPixels / (expected.width * expected.height) > MAX_DIFF_RATIO) {
    mkdirSync(diffDir, { recursive: true });
    writeFileSync(join(diffDir, `${id}.actual.png`), actual);
  }
  expect(
    sameSize,
    `${id}: size ${received.width}×${received.height}, baseline ${expected.width}×${expected.height}`,
  ).toBe(true);
  expect(
    diffPixels / (expected.width * expected.height),
    `${id}: ${diffPixels} pixels differ (see design-system/__screenshots__/__diff__)`,
  ).toBeLessThanOrEqual(MAX_DIFF_RATIO);
});
