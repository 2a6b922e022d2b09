import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** Puts axe-core into the page: a script tag first; when the page's CSP refuses inline scripts, evaluate. */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.addScriptTag({ content: axeSource }).catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/** Formats violations one per line with their failing nodes, for a readable test failure. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    - ${JSON.stringify(n.target)} ${n.html.slice(0, 140)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/** Serious/critical findings of the current test, reported (as a failure) when the test ends. */
const pending: string[] = [];

/** Returns and clears the findings recorded by {@link checkA11y} since the last call. */
export function takeA11yFailures(): string[] {
  return pending.splice(0, pending.length);
}

/**
 * Runs axe-core on the page. Serious or critical violations are recorded and fail the test when
 * it ends (so the rest of the journey still runs and screenshots are still taken); minor and
 * moderate ones are printed as warnings.
 */
export async function checkA11y(page: Page, screen: string): Promise<void> {
  await injectAxe(page);
  const violations = (await page.evaluate(async () => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core was not injected');
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => !blocking.includes(v));
  if (minor.length > 0)
    console.warn(`[axe] ${screen}: ${minor.map((v) => `${v.impact} ${v.id} ×${v.nodes.length}`).join(', ')}`);
  if (blocking.length > 0) {
    const report = `axe found serious/critical violations on "${screen}":\n${formatViolations(blocking)}`;
    console.error(
      `[axe] ${screen}: ${blocking.map((v) => `${v.impact} ${v.id} ×${v.nodes.length}`).join(', ')}`,
    );
    pending.push(report);
  }
}
