import { Browser, chromium, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this network-less machine needs (and any extra ones). */
export function launchChromium(options: { extraArgs?: string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.extraArgs ?? []),
    ],
  });
}

/** A microphone that says yes without asking and plays a steady beep. */
export const FAKE_MICROPHONE_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Resolves once the page's finite animations have ended (a dialog or toast coming in), so a check
 * or a picture sees the page at rest. Endless ones, such as a spinner or a focus pulse, are not
 * waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Serious and critical WCAG 2 A/AA violations on the current page, as readable lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // A dialog still fading in has the contrast of half its opacity: check what the reader will see.
  await animationsFinished(page);
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Visible text under 18 CSS pixels and controls (matching `controls`) under 48 high, as the
 * senior's pages are held to.
 */
export function tooSmall(page: Page, controls = 'button, a.button'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!text || !el || el.closest('[aria-hidden="true"]') || el.getBoundingClientRect().height < 1) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 18) found.push(`${text.slice(0, 40)}: ${size}px text`);
    }
    for (const el of Array.from(document.querySelectorAll(selector))) {
      const height = el.getBoundingClientRect().height;
      if (height > 0 && height < 48) found.push(`${el.tagName} ${el.textContent?.trim()}: ${height}px high`);
    }
    return found;
  }, controls);
}
