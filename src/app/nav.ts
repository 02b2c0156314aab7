// The fixed top bar: brand, the four links with the current one highlighted, and below 768 px a menu
// button that opens and closes the links.

import { html, svg } from 'lit-html';
import { ROUTES, type Route } from './routes.ts';

export const BRAND = 'CriptoPulso';

const logo = html`<svg class="brand-logo" viewBox="0 0 32 32" aria-hidden="true">
  <rect width="32" height="32" rx="9" fill="currentColor" />
  <path d="M5 18h5l3-8 5 14 3-9 2 3h4" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" />
</svg>`;

const menuIcon = (open: boolean) => html`<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"
  fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
  ${open ? svg`<path d="M6 6l12 12M18 6L6 18" />` : svg`<path d="M4 7h16M4 12h16M4 17h16" />`}
</svg>`;

interface NavState {
  current: Route;
  menuOpen: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

export function navBar({ current, menuOpen, onToggle, onNavigate }: NavState) {
  return html`
    <header class="topbar">
      <div class="topbar-inner">
        <a class="brand" href="#/" @click=${onNavigate}>${logo}<span>${BRAND}</span></a>
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
