// The configurator (dist/demo/configurador.html) as a reader uses it: every widget readable in the list,
// invalid values explained beside their field and kept out of the code, the preview in view while values
// change, shared values kept across widgets, and the configuration in a URL that can be shared.

import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axe } from './a11y.ts';
import { sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();
const PAGE = `${base}/demo/configurador.html`;
/** The snippet's head: the site's own placeholders' stylesheet, as the README recommends, then the script. */
const SCRIPT = [
  '<!-- Tu copia de crypto-widgets-placeholders.css, servida por tu sitio: reserva el alto de cada widget -->',
  '<link rel="stylesheet" href="/crypto-widgets-placeholders.css" />',
  `<script type="module" src="${base}/crypto-widgets.js"></script>`,
].join('\n');

async function openConfigurator(query = '', width = 1280) {
  const watched = await chromium.open({ viewport: { width, height: width < 500 ? 667 : 900 } });
  await watched.page.goto(`${PAGE}${query}`);
  await watched.page.getByLabel('Widget', { exact: true }).waitFor();
  return watched;
}

/** What a screen reader reads after a field's name: the texts its aria-describedby points at, in order. */
const description = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.replace(/\s+/g, ' ').trim() ?? '')
      .join(' | '),
  );

const snippet = (page: Page) => page.locator('#snippet').textContent();
const note = async (page: Page) => (await page.locator('#snippet-note').textContent())?.replace(/\s+/g, ' ').trim();
const previewOf = (page: Page, tag: string) => page.locator(`#preview-stage ${tag}`);

describe('the widget list', () => {
  it.each([375, 768, 1280])('shows every widget name in full at %i px', async (width) => {
    const { page } = await openConfigurator('', width);
    const list = page.getByLabel('Widget', { exact: true });
    // Each option's text, measured in the list's own font, against the room inside the closed list (its
    // padding and the arrow's 24 px left out): what does not fit is cut on screen.
    const cut = await list.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 24;
      return [...select.options].map((o) => o.text).filter((text) => context.measureText(text).width > room);
    });
    expect(cut).toEqual([]);
    expect(await list.locator('option').allTextContents()).toEqual([
      'Resumen del mercado',
      'Sentimiento general',
      'Métricas on-chain',
      'Monedas en tendencia',
      'Perspectivas de IA',
      'Análisis Avanzado',
      'Gráfico de precio',
      'Gráfico de sentimiento',
      'Volumen on-chain',
      'Matriz de correlación',
      'IA Conversacional',
      'Mi Portafolio',
      'Anuncio',
    ]);
    // The tag itself is written beside the list.
    await list.selectOption('crypto-sentiment-chart');
    expect(await page.locator('#tag-help code').first().textContent()).toBe('<crypto-sentiment-chart>');
  });
});

describe('invalid values', () => {
  it('are explained beside the field, kept as typed, and left out of the code and the preview', async () => {
    const { page } = await openConfigurator('?tag=crypto-price-chart');
    const seed = page.getByLabel('seed', { exact: true });
    const rule = 'Se admite un número entero entre 0 y 4294967295. No se incluye en el código.';
    for (const raw of ['-5', '99999999999', '12abc']) {
      await seed.fill(raw);
      await expect.poll(() => seed.getAttribute('aria-invalid')).toBe('true');
      expect(await seed.inputValue()).toBe(raw);
      expect(await description(seed)).toBe(
        `«${raw}» no es válido. ${rule} | Semilla de la serie generada: la misma semilla dibuja siempre los mismos datos. Sin valor: aleatoria.`,
      );
      expect(await snippet(page)).toBe(`${SCRIPT}\n<crypto-price-chart></crypto-price-chart>`);
      expect(await note(page)).toBe('El código no incluye seed: su valor no es válido. Corrígelo en su campo.');
      expect(await previewOf(page, 'crypto-price-chart').getAttribute('seed')).toBeNull();
    }
    // Corrected, it goes into the code and the widget, and the messages go.
    await seed.fill('42');
    await expect.poll(() => snippet(page)).toBe(`${SCRIPT}\n<crypto-price-chart seed="42"></crypto-price-chart>`);
    expect(await seed.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('.field-error').count()).toBe(0);
    expect(await note(page)).toBe('');
    // Empty, the note takes no room: no empty coloured box above the code.
    expect(await page.locator('#snippet-note').isVisible()).toBe(false);
    expect(await previewOf(page, 'crypto-price-chart').getAttribute('seed')).toBe('42');
    // The widget never saw an invalid value: the page logged no warning (checked after every test).
  });

  it('are exactly the values the widget itself rejects', async () => {
    const { page, warnings } = await openConfigurator('?tag=crypto-price-chart');
    await waitForWidgets(page);
    const cases = [
      ['seed', '-5'],
      ['seed', '42'],
      ['seed', ' +7 '],
      ['seed', '4294967295'],
      ['seed', '4294967296'],
      ['seed', '1e3'],
      ['seed', '3.0'],
      ['refresh', '14'],
      ['refresh', '15'],
      ['source', ' SAMPLE '],
      ['source', 'ftp://feed'],
      ['source', 'javascript:alert(1)'],
    ] as const;
    for (const [index, [name, raw]] of cases.entries()) {
      const field = page.getByLabel(name, { exact: true });
      await field.fill(raw);
      await expect.poll(() => field.inputValue()).toBe(raw);
      const configurator = (await field.getAttribute('aria-invalid')) === 'true';
      // The same text straight on the widget, then an invalid `loading` as a marker: once the marker's warning
      // is in, any warning about the value would be in too (the console keeps order).
      await page.evaluate(
        ({ name, raw, index }) => {
          const widget = document.querySelector('#preview-stage crypto-price-chart') as HTMLElement;
          widget.setAttribute(name, raw);
          widget.setAttribute('loading', `marca-${index}`);
        },
        { name, raw, index },
      );
      await expect.poll(() => warnings.some((w) => w.includes(`loading="marca-${index}"`))).toBe(true);
      const widget = warnings.some((w) => w.includes(`${name}="${raw}" no es válido`));
      expect(configurator, `${name}="${raw}"`).toBe(widget);
      warnings.length = 0;
      await page.evaluate(() =>
        document.querySelector('#preview-stage crypto-price-chart')?.removeAttribute('loading'),
      );
    }
  });

  it.each([
    ['endpoint', 'ftp://ejemplo.es/chat', '«ftp://ejemplo.es/chat» no es válido. Se admite una URL (https://…, /…).'],
    [
      'suggestions',
      '¿Qué es BTC?',
      '«¿Qué es BTC?» no es válido. Se admite una lista JSON de 1 a 8 textos de 200 caracteres como mucho.',
    ],
  ])('of the chat: %s="%s" is explained and left out', async (name, raw, message) => {
    const { page } = await openConfigurator('?tag=crypto-chat');
    const field = page.getByLabel(name, { exact: true });
    await field.fill(raw);
    await expect.poll(() => description(field)).toMatch(`${message} No se incluye en el código. | `);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await snippet(page)).toBe(`${SCRIPT}\n<crypto-chat></crypto-chat>`);
  });
});

describe('the preview', () => {
  it.each([375, 768, 1280])('stays in view at %i px while a value at the foot of the form changes', async (width) => {
    const { page } = await openConfigurator('?tag=crypto-price-chart', width);
    await waitForWidgets(page);
    // A field at the foot of the form, reached with the keyboard: the page scrolls down to it.
    const locale = page.getByLabel('locale', { exact: true });
    await locale.focus();
    await locale.selectOption('es-AR');
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    const widget = previewOf(page, 'crypto-price-chart');
    await expect.poll(() => widget.getAttribute('locale')).toBe('es-AR');
    const [field, box] = await Promise.all([
      locale.evaluate((el) => el.getBoundingClientRect().toJSON()),
      widget.evaluate((el) => el.getBoundingClientRect().toJSON()),
    ]);
    // The whole widget is on screen, and the field is not under it.
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(await page.evaluate(() => innerHeight));
    expect(field.top >= box.bottom || field.right <= box.left).toBe(true);
  });
});

describe('switching widget', () => {
  it('keeps the values the new widget also takes', async () => {
    const { page } = await openConfigurator();
    await page.getByLabel('Widget', { exact: true }).selectOption('crypto-price-chart');
    await page.getByLabel('theme', { exact: true }).selectOption('dark');
    // Typed, with the sample's coins offered: any coin's ticker is taken.
    await page.getByLabel('coin', { exact: true }).fill('ETH');
    await page.getByLabel('timeframe', { exact: true }).selectOption('30D');
    await page.getByLabel('seed', { exact: true }).fill('42');
    await page.getByLabel('Widget', { exact: true }).selectOption('crypto-correlation');
    await expect
      .poll(() => snippet(page))
      .toBe(`${SCRIPT}\n<crypto-correlation theme="dark" coin="ETH" timeframe="30D" seed="42"></crypto-correlation>`);
    expect(await page.getByLabel('theme', { exact: true }).inputValue()).toBe('dark');
    expect(await page.getByLabel('timeframe', { exact: true }).inputValue()).toBe('30D');
    expect(await page.getByLabel('coin', { exact: true }).inputValue()).toBe('ETH');
    expect(await page.getByLabel('seed', { exact: true }).inputValue()).toBe('42');
    expect(await previewOf(page, 'crypto-correlation').getAttribute('theme')).toBe('dark');
    // A ticker carries over to every widget that takes a coin; a timeframe to none that takes none.
    await page.getByLabel('Widget', { exact: true }).selectOption('crypto-sentiment');
    await page.getByLabel('coin', { exact: true }).fill('DOGE');
    await page.getByLabel('Widget', { exact: true }).selectOption('crypto-analytics');
    await expect
      .poll(() => snippet(page))
      .toBe(`${SCRIPT}\n<crypto-analytics theme="dark" coin="DOGE"></crypto-analytics>`);
    expect(await page.getByLabel('coin', { exact: true }).inputValue()).toBe('DOGE');
  });
});

describe('the URL', () => {
  it('follows the configuration without adding history entries, and restores it when opened', async () => {
    const { page } = await openConfigurator();
    const entries = await page.evaluate(() => history.length);
    await page.getByLabel('Widget', { exact: true }).selectOption('crypto-sentiment');
    await page.getByLabel('theme', { exact: true }).selectOption('dark');
    await page.getByLabel('coin', { exact: true }).fill('ETH');
    await page.getByLabel('refresh', { exact: true }).pressSequentially('120');
    const query = '?tag=crypto-sentiment&theme=dark&coin=ETH&refresh=120';
    await expect.poll(() => new URL(page.url()).search).toBe(query);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    const code = await snippet(page);
    expect(code).toBe(`${SCRIPT}\n<crypto-sentiment theme="dark" coin="ETH" refresh="120"></crypto-sentiment>`);

    const shared = await openConfigurator(query);
    expect(await shared.page.getByLabel('Widget', { exact: true }).inputValue()).toBe('crypto-sentiment');
    expect(await shared.page.getByLabel('theme', { exact: true }).inputValue()).toBe('dark');
    expect(await shared.page.getByLabel('coin', { exact: true }).inputValue()).toBe('ETH');
    expect(await shared.page.getByLabel('refresh', { exact: true }).inputValue()).toBe('120');
    expect(await snippet(shared.page)).toBe(code);
    expect(await previewOf(shared.page, 'crypto-sentiment').getAttribute('theme')).toBe('dark');
  });

  it('copies a link to the configuration with a button', async () => {
    const { page } = await chromium.open({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${PAGE}?tag=crypto-ad`);
    await page.getByLabel('size', { exact: true }).selectOption('square');
    await page.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect
      .poll(() => page.locator('.copy-status').textContent())
      .toBe('Enlace copiado: abre el configurador con estas opciones.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${PAGE}?tag=crypto-ad&size=square`);
  });

  it('gives invalid values from the URL the same message beside their field', async () => {
    const { page } = await openConfigurator('?tag=crypto-price-chart&theme=purple&seed=-5');
    const theme = page.getByLabel('theme', { exact: true });
    const seed = page.getByLabel('seed', { exact: true });
    expect(await theme.locator('option:checked').textContent()).toBe('purple (no válido)');
    expect(await theme.getAttribute('aria-invalid')).toBe('true');
    expect(await description(theme)).toBe(
      '«purple» no es válido. Valores admitidos: light, dark, auto. No se incluye en el código. | Tema de color: claro, oscuro o automático según la preferencia del sistema.',
    );
    expect(await seed.inputValue()).toBe('-5');
    expect(await description(seed)).toMatch(/^«-5» no es válido\. Se admite un número entero entre 0 y 4294967295\./);
    expect(await snippet(page)).toBe(`${SCRIPT}\n<crypto-price-chart></crypto-price-chart>`);
    expect(await note(page)).toBe(
      'El código no incluye theme ni seed: sus valores no son válidos. Corrígelos en sus campos.',
    );
    expect(await previewOf(page, 'crypto-price-chart').getAttribute('theme')).toBeNull();
    // Kept as written in the URL too, so reloading does not lose them.
    expect(new URL(page.url()).search).toBe('?tag=crypto-price-chart&theme=purple&seed=-5');
  });

  it('says so when its tag names no widget, and shows the default one', async () => {
    const { page } = await openConfigurator('?tag=crypto-nada&theme=dark');
    const list = page.getByLabel('Widget', { exact: true });
    expect(await list.inputValue()).toBe('crypto-price-chart');
    expect(await description(list)).toMatch(
      /^No hay ningún widget «crypto-nada»: se muestra «Gráfico de precio»\. \| /,
    );
    expect(await page.getByLabel('theme', { exact: true }).inputValue()).toBe('dark');
  });
});

describe('accessibility', () => {
  it.each([375, 1280])('has no axe violations at %i px with invalid values on show', async (width) => {
    const { page } = await openConfigurator('?tag=crypto-chat&theme=purple&timeout=0&suggestions=x', width);
    await waitForWidgets(page);
    expect(await page.locator('.field-error').count()).toBe(3);
    expect((await axe(page)).violations).toEqual([]);
  });

  it('lets the keyboard reach the pinned preview when its widget is taller than it (375 px)', async () => {
    const { page } = await openConfigurator('?tag=crypto-insights', 375);
    await waitForWidgets(page);
    const panel = page.locator('.preview-panel');
    await expect.poll(() => panel.getAttribute('tabindex')).toBe('0');
    expect((await axe(page)).violations).toEqual([]);
    // A short widget leaves it out of the tab order.
    await page.getByLabel('Widget', { exact: true }).selectOption('crypto-ad');
    await expect.poll(() => panel.getAttribute('tabindex')).toBeNull();
  });
});
