import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

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
