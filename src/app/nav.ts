// The fixed top bar: brand, the four links with the current one highlighted, and below 768 px a menu
// button that opens and closes the links.

import { html, svg } from 'lit-html';
import { ROUTES, type Route } from './routes.ts';
import type { Theme } from './theme.ts';

export const BRAND = 'CriptoPulso';

const logo = html`<svg class="brand-logo" viewBox="0 0 32 32" aria-hidden="true">
  <rect width="32" height="32" rx="9" fill="currentColor" />
  <path d="M5 18h5l3-8 5 14 3-9 2 3h4" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" />
</svg>`;

const menuIcon = (open: boolean) => html`<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"
  fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
  ${open ? svg`<path d="M6 6l12 12M18 6L6 18" />` : svg`<path d="M4 7h16M4 12h16M4 17h16" />`}
</svg>`;

const sunIcon = html`<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none"
  stroke="currentColor" stroke-width="2" stroke-linecap="round">
  <circle cx="12" cy="12" r="4" />
  <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
</svg>`;

const moonIcon = html`<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none"
  stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
  <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" />
</svg>`;

interface NavState {
  current: Route;
  menuOpen: boolean;
  theme: Theme;
  onToggle: () => void;
  onNavigate: () => void;
  onTheme: (theme: Theme) => void;
}

/** The theme switch: a pressed "Tema oscuro" button in the dark theme. */
function themeSwitch(theme: Theme, onTheme: (theme: Theme) => void) {
  const dark = theme === 'dark';
  return html`<button
    class="theme-button"
    type="button"
    aria-pressed=${dark ? 'true' : 'false'}
    aria-label="Tema oscuro"
    title=${dark ? 'Cambiar al tema claro' : 'Cambiar al tema oscuro'}
    @click=${() => onTheme(dark ? 'light' : 'dark')}
  >
    ${dark ? sunIcon : moonIcon}
  </button>`;
}

export function navBar({ current, menuOpen, theme, onToggle, onNavigate, onTheme }: NavState) {
  return html`
    <header class="topbar">
      <div class="topbar-inner">
        <a class="brand" href="#/" @click=${onNavigate}>${logo}<span>${BRAND}</span></a>
        ${themeSwitch(theme, onTheme)}
        <button
          class="menu-button"
          type="button"
          aria-expanded=${menuOpen ? 'true' : 'false'}
          aria-controls="main-nav"
          aria-label=${menuOpen ? 'Cerrar menú' : 'Abrir menú'}
          @click=${onToggle}
        >
          ${menuIcon(menuOpen)}
        </button>
        <nav id="main-nav" class="nav ${menuOpen ? 'nav-open' : ''}" aria-label="Principal">
          <ul>
            ${ROUTES.map(
              (route) => html`<li>
                <a
                  href="#${route.path}"
                  class="nav-link"
                  aria-current=${route === current ? 'page' : 'false'}
                  @click=${onNavigate}
                  >${route.label}</a
                >
              </li>`,
            )}
          </ul>
        </nav>
      </div>
    </header>
  `;
}
