/// <reference lib="dom" />
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/** Evaluated rather than added as a <script>: the console's CSP allows no inline script, and should not for a test. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Failure {
  state: string;
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/**
 * axe-core's verdict on what the page shows now, one entry per failing
 * element. Hidden elements (kept-alive tabs, closed pop-ups) are not judged.
 */
export async function axeFailures(page: Page, state: string): Promise<Failure[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations.flatMap((v) => v.nodes.map((n) => ({ state, rule: v.id, impact: v.impact ?? 'minor', target: n.target.map(String).join(' '), summary: n.failureSummary ?? '' })));
}

/** What the issue forbids: a critical or serious violation. */
export const isBlocking = (f: Failure) => f.impact === 'critical' || f.impact === 'serious';
