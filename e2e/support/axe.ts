import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious or critical WCAG 2 A/AA violations axe-core finds on what the page shows now, one line each
 * (`rule: selectors`), prefixed with `where`; `[]` when there are none.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page per run to merge frames' results, which
  // doubled each check's time on a busy machine, and our pages frame only other origins (partners, providers).
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
