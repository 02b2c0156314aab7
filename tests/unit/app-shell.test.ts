// The app's shell in happy-dom: the sample / live switch and what it says, the footer, the theme and the menu.
// (The widgets are not defined here: the shell only reads their events and sets their attributes.)

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveStatus } from '../../src/app/live-status.ts';
import { applyTheme, currentTheme, savedTheme, saveTheme } from '../../src/app/theme.ts';

const app = () => document.getElementById('app') as HTMLElement;
const text = (selector: string) => (app().querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
const footer = () => text('.footer');

type Word = { state: 'live' | 'partial' | 'sample'; providers?: string[]; stale?: string[]; missing?: string[] };

/** What a widget says when its figures arrive (what they are, who answered) or cannot be had at all. */
function report(widget: Element, word: Word | 'error') {
  const detail =
    word === 'error'
      ? { source: '/api/feed', message: 'sin conexión con el feed' }
      : { source: '/api/feed', updatedAt: Date.now(), providers: [], stale: [], missing: [], ...word };
  const type = word === 'error' ? 'crypto-data-error' : 'crypto-data-update';
  widget.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
}

/** happy-dom's own control of the window's size (it fires resize and media query changes). */
const setWidth = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 800 });

async function go(hash: string) {
  location.hash = hash;
  await new Promise<void>((resolve) => window.addEventListener('hashchange', () => resolve(), { once: true }));
}

describe('the shell', () => {
  beforeAll(async () => {
    localStorage.clear();
    document.body.innerHTML = '<div id="app"></div>';
    // Mounted once per file, as a page loads it once; the setup empties the body after each test, so keep it.
    await import('../../src/app/main.ts');
  });
  afterAll(() => localStorage.clear());

  const keep = () => {
    // The global afterEach empties the body: put the app back.
    if (!document.getElementById('app')) document.body.append(shell);
  };
  let shell: HTMLElement;

  it('in sample mode says so in the footer, with no live status', () => {
    shell = app();
    expect(text('.data-status')).toBe('');
    expect(footer()).toContain('Datos de ejemplo con fines demostrativos');
  });

  it('in live mode with the providers unreachable says so beside the switch and in the footer', () => {
    keep();
    const [, liveButton] = [...app().querySelectorAll<HTMLButtonElement>('.data-switch button')];
    liveButton?.click();
    expect(liveButton?.getAttribute('aria-pressed')).toBe('true');
    const widgets = [...app().querySelectorAll('crypto-market-overview, crypto-sentiment, crypto-trending')];
    expect(widgets.map((w) => w.getAttribute('source'))).toEqual(['live', 'live', 'live']);
    expect(text('.data-status')).toBe('Conectando con los proveedores…');
    // The feed answers, every figure in it sample data standing in for the providers': nothing is live.
    report(widgets[0] as Element, { state: 'sample', missing: ['CoinGecko'] });
    report(widgets[1] as Element, { state: 'sample', missing: ['Alternative.me'] });
    report(widgets[2] as Element, 'error');
    expect(text('.data-status')).toBe('Sin conexión con los proveedores: datos de ejemplo');
    expect(app().querySelector('.data-bar')?.classList).toContain('data-state-offline');
    expect(footer()).toContain('Sin conexión con los proveedores de datos en vivo: se muestran datos de ejemplo');
    expect(footer()).not.toContain('en vivo de');
  });

  it('names who answered and who did not, and the footer credits only who answered', () => {
    keep();
    const widgets = [...app().querySelectorAll('crypto-market-overview, crypto-sentiment, crypto-trending')];
    report(widgets[0] as Element, { state: 'live', providers: ['CoinGecko'] });
    report(widgets[1] as Element, { state: 'sample', missing: ['Alternative.me'] });
    report(widgets[2] as Element, { state: 'live', providers: ['CoinGecko', 'medición propia'] });
    expect(text('.data-status')).toBe(
      'Conexión parcial: en vivo CoinGecko y medición propia; sin respuesta de Alternative.me',
    );
    expect(app().querySelector('.data-bar')?.classList).toContain('data-state-partial');
    expect(footer()).toContain('Datos en vivo de CoinGecko y medición propia donde se han podido obtener');
    expect(footer()).not.toContain('Alternative.me');
    expect(footer()).not.toContain('mempool.space');
    report(widgets[1] as Element, { state: 'live', providers: ['Alternative.me'] });
    expect(text('.data-status')).toBe('En vivo: CoinGecko, Alternative.me y medición propia');
    expect(app().querySelector('.data-bar')?.classList).toContain('data-state-live');
    expect(footer()).toContain('Datos en vivo de CoinGecko, Alternative.me y medición propia;');
    expect(footer()).not.toContain('Blockchain.com');
    // A provider that stops answering after it did: its figures are still shown, said to be old.
    report(widgets[1] as Element, { state: 'live', stale: ['Alternative.me'] });
    expect(text('.data-status')).toBe(
      'Conexión parcial: en vivo CoinGecko y medición propia; sin actualizar Alternative.me; el resto, datos de ejemplo',
    );
  });

  it('hides the switch on the chat screen, where no widget shows market figures', async () => {
    keep();
    await go('#/ai-chat');
    expect(app().querySelector('.data-switch')).toBeNull();
    await go('#/portfolio');
    expect(app().querySelector('.data-switch')).not.toBeNull();
    // A new screen starts over: nothing said yet by its widgets.
    expect(text('.data-status')).toBe('Conectando con los proveedores…');
    // The portfolio is sample data by nature and its prices came: live, never "Conectando…" for ever.
    const portfolio = app().querySelector('crypto-portfolio') as Element;
    report(portfolio, { state: 'live', providers: ['CoinGecko'] });
    expect(text('.data-status')).toBe('En vivo: CoinGecko');
    // With nothing a provider could give on the screen, it says the figures are sample data.
    report(portfolio, { state: 'sample' });
    expect(text('.data-status')).toBe('Datos de ejemplo: ningún proveedor da estas cifras');
    expect(footer()).toContain('Datos de ejemplo con fines demostrativos');
    (app().querySelector('.data-switch button') as HTMLButtonElement).click();
    expect(text('.data-status')).toBe('');
  });

  it('follows the system theme, and remembers the reader’s pick for every widget', () => {
    keep();
    const button = () => app().querySelector('.theme-button') as HTMLButtonElement;
    const pressed = button().getAttribute('aria-pressed');
    const before = document.documentElement.dataset.theme;
    expect(before).toBe(pressed === 'true' ? 'dark' : 'light');
    button().click();
    const after = before === 'dark' ? 'light' : 'dark';
    expect(document.documentElement.dataset.theme).toBe(after);
    expect(savedTheme()).toBe(after);
    const widgets = [...app().querySelectorAll('*')].filter((el) => el.localName.startsWith('crypto-'));
    expect(widgets.length).toBeGreaterThan(0);
    for (const widget of widgets) expect(widget.getAttribute('theme')).toBe(after);
  });

  it('closes the mobile menu when the screen widens past it', async () => {
    keep();
    setWidth(375);
    const menu = app().querySelector('.menu-button') as HTMLButtonElement;
    menu.click();
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    setWidth(1280);
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(app().querySelector('.menu-button')?.getAttribute('aria-expanded')).toBe('false');
    setWidth(375);
    expect(app().querySelector('.nav')?.classList).not.toContain('nav-open');
  });
});

describe('live status', () => {
  const update = (detail: unknown) => new CustomEvent('crypto-data-update', { detail });
  it('is connecting until a widget speaks, then what the words add up to', () => {
    const status = new LiveStatus();
    const [a, b] = [document.createElement('crypto-a'), document.createElement('crypto-b')];
    document.body.append(a, b);
    const say = (widget: Element, event: Event) => {
      widget.addEventListener(event.type, (e) => status.record(e), { once: true });
      widget.dispatchEvent(event);
    };
    expect(status.view(false).state).toBe('sample');
    expect(status.view(true).state).toBe('connecting');
    // Not from a widget, or a detail that does not say what its figures are: no word.
    status.record(new Event('crypto-data-error'));
    say(a, update({ source: 'live', updatedAt: 1 }));
    say(a, update(null));
    expect(status.view(true).state).toBe('connecting');
    say(a, new Event('crypto-data-error'));
    expect(status.view(true).state).toBe('offline');
    say(b, update({ state: 'live', providers: ['CoinGecko'], stale: [], missing: [] }));
    expect(status.view(true).state).toBe('partial');
    say(a, update({ state: 'live', providers: ['mempool.space'], stale: [], missing: [] }));
    expect(status.view(true)).toEqual({
      state: 'live',
      summary: { state: 'live', live: ['CoinGecko', 'mempool.space'], stale: [], missing: [] },
    });
    // A widget gone from the page no longer counts.
    say(a, new Event('crypto-data-error'));
    a.remove();
    expect(status.view(true).state).toBe('live');
    status.reset();
    expect(status.view(true).state).toBe('connecting');
  });
});

describe('theme', () => {
  it('is the reader’s pick, or the system’s preference without one', () => {
    expect(currentTheme(undefined, true)).toBe('dark');
    expect(currentTheme(undefined, false)).toBe('light');
    expect(currentTheme('light', true)).toBe('light');
    expect(currentTheme('dark', false)).toBe('dark');
  });

  it('survives storage that is disabled or holds anything', () => {
    localStorage.setItem('criptopulso:tema', 'violeta');
    expect(savedTheme()).toBeUndefined();
    const storage = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('disabled', 'SecurityError');
      },
    });
    try {
      expect(savedTheme()).toBeUndefined();
      expect(() => saveTheme('dark')).not.toThrow();
    } finally {
      if (storage) Object.defineProperty(window, 'localStorage', storage);
    }
  });

  it('goes to every widget inside the root, and to the page', () => {
    const root = document.createElement('div');
    root.innerHTML = '<crypto-sentiment></crypto-sentiment><p></p><crypto-ad></crypto-ad>';
    applyTheme(root, 'dark');
    expect([...root.children].map((el) => el.getAttribute('theme'))).toEqual(['dark', null, 'dark']);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
