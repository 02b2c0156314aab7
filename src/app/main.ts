// The standalone app: renders the shell for the current hash route and keeps it in step.

import { html, render } from 'lit-html';
import './app.css';
import { applyMode, type DataMode, dataSwitch, FOOTER_NOTES, savedMode, saveMode } from './data-switch.ts';
import { BRAND, navBar } from './nav.ts';
import { type Route, routeFor } from './routes.ts';

const root = document.getElementById('app') as HTMLElement;
let menuOpen = false;
let shown: Route | undefined;
let mode: DataMode = savedMode();

function setMode(next: DataMode) {
  if (mode === next) return;
  mode = next;
  saveMode(next);
  update();
}

function setMenu(open: boolean) {
  if (menuOpen === open) return;
  menuOpen = open;
  update();
}

function update() {
  const current = routeFor(location.hash);
  render(
    html`
      <a class="skip-link" href="#main" @click=${skipToContent}>Saltar al contenido</a>
      ${navBar({ current, menuOpen, onToggle: () => setMenu(!menuOpen), onNavigate: () => setMenu(false) })}
      <main id="main" tabindex="-1">${dataSwitch(mode, setMode)}${current.render()}</main>
      <footer class="footer">
        <p>${BRAND} · ${FOOTER_NOTES[mode]}</p>
      </footer>
    `,
    root,
  );
  applyMode(root, mode);
  if (current !== shown) {
    const first = shown === undefined;
    shown = current;
    document.title = `${current.title} · ${BRAND}`;
    if (!first) {
      // A new screen starts at the top, and focus moves to its title so screen readers announce it.
      window.scrollTo(0, 0);
      root.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
    }
  }
}

// The skip link must not change the hash: the hash is the route.
function skipToContent(event: Event) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

window.addEventListener('hashchange', () => {
  menuOpen = false;
  update();
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && menuOpen) {
    setMenu(false);
    root.querySelector<HTMLElement>('.menu-button')?.focus();
  }
});

// A tap outside the open menu closes it, as it does on every site with one.
document.addEventListener('click', (event) => {
  // The path as dispatched: the button's icon is re-rendered by its own click, and a detached target has no
  // ancestors left to ask.
  const inTopBar = event.composedPath().some((node) => node instanceof Element && node.classList.contains('topbar'));
  if (menuOpen && !inTopBar) setMenu(false);
});

update();
