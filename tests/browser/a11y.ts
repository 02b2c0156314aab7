import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeReport {
  violations: string[];
  /** Colour-contrast checks axe could not decide (gradients, text over images): looked at by hand. */
  contrastToCheck: string[];
}

/** Runs axe-core (WCAG 2.x A and AA, plus best practices) on the page, inside open shadow roots too. */
export async function axe(page: Page): Promise<AxeReport> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return {
    violations: results.violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
    ),
    contrastToCheck: results.incomplete
      .filter((i) => i.id === 'color-contrast')
      .flatMap((i) => i.nodes.map((n) => n.target.join(' '))),
  };
}
