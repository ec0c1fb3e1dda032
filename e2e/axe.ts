import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.0 and 2.1, A and AA, and axe's best practice. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core on the page as it is, or on one part of it (a CSS selector: '.ant-modal', 'main'):
 * a critical or serious violation fails, named by impact, rule, elements and the first
 * element's summary.
 *
 * Legacy mode runs axe in the page itself. The default mode finishes every run in a new blank
 * page it injects axe into again, which made each check three to four times slower (10 s
 * against 40 s for the order list on a loaded 2-core machine); the app has no frames, the one
 * thing that mode is for. Only violations are collected: the passes' details cost time too.
 */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}\n  ${v.nodes[0]?.failureSummary ?? ''}`,
    );
  expect(serious, 'critical or serious axe violations').toEqual([]);
}
