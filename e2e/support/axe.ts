/**
 * axe's serious and critical findings on a page, for every spec that checks a screen: one line
 * per violation, "<url> <rule> (<impact>): <up to three targets>".
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours as they rest, not halfway through antd's motion (a button that just became
  // enabled, a toast or a dropdown fading out): axe would read a blend of two states. Waits
  // until every finite animation and transition has ended (spinners loop forever: not those).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()} ${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
