// A strict Content-Security-Policy with Trusted Types: the widgets need no inline script or style, no eval,
// and no Trusted Types policy of their own (the configurator's lit-html uses the one policy it names).

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/widgets/registry.ts';
import { type StaticServer, startServer } from '../../tools/static-server.ts';
import { scrollThrough, sharedChromium, waitForWidgets } from './browser.ts';

/** The CSP a site needs for the widgets; `trusted-types 'none'`: the widgets create no policy. */
const WIDGETS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'; trusted-types 'none'";
const CONFIGURATOR_CSP = WIDGETS_CSP.replace("trusted-types 'none'", 'trusted-types lit-html');

const chromium = sharedChromium();
const TAGS = registry.map((d) => d.tag);
let server: StaticServer;

beforeAll(async () => {
  server = await startServer('dist', {
    headers: (pathname): Record<string, string> =>
      pathname.endsWith('.html') || pathname.endsWith('/')
        ? { 'content-security-policy': pathname.includes('configurador') ? CONFIGURATOR_CSP : WIDGETS_CSP }
        : {},
  });
});
afterAll(() => server?.close());

async function openWithCsp(
  path: string,
): Promise<{ page: Page; problems: string[]; violations: () => Promise<string[]> }> {
  const { page, problems } = await chromium.open();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  const response = await page.goto(`${server.url}/${path}`);
  expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
  return {
    page,
    problems,
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

async function exercise(page: Page): Promise<void> {
  await scrollThrough(page);
  await waitForWidgets(page);
  const chat = page.locator('crypto-chat');
  await chat.getByRole('textbox').fill('¿Qué opinas de bitcoin?');
  await chat.getByRole('textbox').press('Enter');
  await expect.poll(() => chat.locator('.cw-message-ai:not(.cw-typing-row)').count()).toBe(2);
  expect(await chat.locator('.cw-message-ai').last().textContent()).toContain('72/100');
}

describe('under a strict CSP with Trusted Types', () => {
  it.each(['fixtures/all-tags.html', 'demo/', 'demo/clasico.html'])(
    '%s: every widget renders and works, with no violation',
    async (path) => {
      const { page, violations } = await openWithCsp(path);
      await exercise(page);
      // Every tag on the page has drawn its own content, not its error box.
      const rendered = await page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .filter((el) => el.localName.startsWith('crypto-'))
          .map(
            (el) =>
              `${el.localName}:${(el.shadowRoot?.textContent?.length ?? 0) > 20 && !el.shadowRoot?.querySelector('.cw-failure')}`,
          ),
      );
      expect(
        rendered.every((entry) => entry.endsWith(':true')),
        rendered.join(' '),
      ).toBe(true);
      if (path.startsWith('fixtures/'))
        expect(new Set(rendered.map((entry) => entry.split(':')[0]))).toEqual(new Set(TAGS));
      // Charts render their SVG (React sets styles through CSSOM, which CSP allows).
      expect(await page.locator('crypto-price-chart svg.recharts-surface').count()).toBe(1);
      expect(await violations()).toEqual([]);
    },
  );

  it('the configurator switches analytics selectors with no violation', async () => {
    const { page, violations } = await openWithCsp('demo/configurador.html');
    await page.getByLabel('Widget', { exact: true }).selectOption('crypto-analytics');
    await waitForWidgets(page);
    const analytics = page.locator('#preview-stage crypto-analytics');
    await analytics.getByRole('button', { name: 'ADA' }).click();
    await analytics.getByRole('button', { name: '90D' }).click();
    await expect.poll(() => analytics.locator('[aria-pressed="true"]').allTextContents()).toEqual(['ADA', '90D']);
    expect(await violations()).toEqual([]);
  });

  it('a chat connected to an assistant streams its markdown reply with no violation', async () => {
    const { page, violations } = await openWithCsp('fixtures/stage.html');
    const reply = '**Negrita**, `código`, [web](https://ejemplo.example/) y <img src=x onerror="window.__pwned=1">';
    await page.route(`${server.url}/api/asistente`, (route) =>
      route.fulfill({
        headers: { 'content-type': 'text/event-stream' },
        body: `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: reply } }] })}\n\ndata: [DONE]\n\n`,
      }),
    );
    await page.evaluate(() => {
      const chat = document.createElement('crypto-chat');
      chat.setAttribute('endpoint', '/api/asistente');
      chat.setAttribute('loading', 'eager');
      document.getElementById('stage')?.append(chat);
    });
    // The chat itself, not its shell (drawn first): what this test checks is the mounted chat's reply.
    await waitForWidgets(page);
    const chat = page.locator('crypto-chat');
    await chat.getByRole('textbox').fill('Hola');
    await chat.getByRole('textbox').press('Enter');
    await chat.locator('strong', { hasText: 'Negrita' }).waitFor();
    expect(await chat.locator('.cw-md a').getAttribute('href')).toBe('https://ejemplo.example/');
    // The markdown's styles arrived with it: inline code has its own background.
    expect(await chat.locator('.cw-md code').evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await violations()).toEqual([]);
  });

  it('does block what a careless widget would need: inline scripts and inline styles', async () => {
    const { page, problems, violations } = await openWithCsp('demo/');
    await scrollThrough(page);
    await waitForWidgets(page);
    expect(problems).toEqual([]);
    const outcome = await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { background: rgb(255, 0, 0) }';
      document.head.append(style);
      const script = document.createElement('script');
      let scriptText = 'set';
      try {
        script.textContent = 'window.inlineRan = true';
      } catch {
        scriptText = 'refused by Trusted Types';
      }
      return { background: getComputedStyle(document.body).backgroundColor, scriptText };
    });
    expect(outcome.background).not.toBe('rgb(255, 0, 0)');
    expect(outcome.scriptText).toBe('refused by Trusted Types');
    await expect
      .poll(violations)
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^style-src/),
          expect.stringMatching(/^require-trusted-types-for/),
        ]),
      );
    // The browser reports both refusals on the console; they are this test's own, not a widget's.
    expect(problems).toEqual([
      expect.stringContaining("violates the following Content Security Policy directive 'style-src 'self''"),
      expect.stringContaining("requires 'TrustedScript' assignment"),
    ]);
    problems.length = 0;
  });
});
