// Lighthouse 12.8 (mobile profile, simulated throttling) with Debian's Chromium, on the app's dashboard and
// the demo article: performance, accessibility and best-practices scores, CLS, largest contentful paint and
// total blocking time.

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/chromium.ts';
import type { Harness } from './harness.ts';
import { repeat, type Summary, summarize } from './stats.ts';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');

export interface LighthouseResult {
  page: string;
  performance: Summary;
  accessibility: Summary;
  bestPractices: Summary;
  cls: Summary;
  lcpMs: Summary;
  tbtMs: Summary;
}

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

async function audit(url: string): Promise<Report> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    await run(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(readFileSync(output, 'utf8')) as Report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureLighthouse(harness: Harness, runs: number): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const [page, path] of [
    ['App: dashboard (#/)', '/'],
    ['Demo: artículo', '/demo/'],
  ] as const) {
    const reports = await repeat(runs, () => audit(harness.url(path)));
    const score = (key: string) => summarize(reports.map((r) => Math.round((r.categories[key]?.score ?? 0) * 100)));
    const audited = (key: string) => summarize(reports.map((r) => r.audits[key]?.numericValue ?? Number.NaN));
    const result: LighthouseResult = {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      cls: audited('cumulative-layout-shift'),
      lcpMs: audited('largest-contentful-paint'),
      tbtMs: audited('total-blocking-time'),
    };
    results.push(result);
    console.log(
      `  lighthouse ${page}: performance ${result.performance.median}, accessibility ${result.accessibility.median}, best practices ${result.bestPractices.median}, CLS ${result.cls.median.toFixed(3)}, LCP ${result.lcpMs.median.toFixed(0)} ms, TBT ${result.tbtMs.median.toFixed(0)} ms`,
    );
  }
  return results;
}
