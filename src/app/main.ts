// The standalone app: renders the shell for the current hash route and keeps it in step.

import { html, nothing, render } from 'lit-html';
import './app.css';
import { applyMode, type DataMode, dataSwitch, savedMode, saveMode } from './data-switch.ts';
import { footerNote, LiveStatus } from './live-status.ts';
import { BRAND, navBar } from './nav.ts';
import { type Route, routeFor } from './routes.ts';
import { applyTheme, currentTheme, savedTheme, saveTheme, systemDarkQuery, type Theme } from './theme.ts';

/** The footer of a screen without market figures (the chat): nothing to credit, the same caution. */
const NO_FIGURES_NOTE = 'Con fines informativos; no constituye asesoramiento financiero.';

const root = document.getElementById('app') as HTMLElement;
let menuOpen = false;
let shown: Route | undefined;
let mode: DataMode = savedMode();
const live = new LiveStatus();
let pickedTheme: Theme | undefined = savedTheme();
const systemDark = systemDarkQuery();

function setMode(next: DataMode) {
  if (mode === next) return;
  mode = next;
  saveMode(next);
  live.reset();
  update();
}

function setMenu(open: boolean) {
  if (menuOpen === open) return;
  menuOpen = open;
  update();
}

function setTheme(next: Theme) {
  pickedTheme = next;
  saveTheme(next);
  update();
}

function update() {
  const current = routeFor(location.hash);
  if (current !== shown) live.reset();
  const theme = currentTheme(pickedTheme, systemDark?.matches ?? false);
  const view = live.view(mode === 'live');
  render(
    html`
      <a class="skip-link" href="#main" @click=${skipToContent}>Saltar al contenido</a>
      ${navBar({
        current,
        menuOpen,
        theme,
        onToggle: () => setMenu(!menuOpen),
        onNavigate: () => setMenu(false),
        onTheme: setTheme,
      })}
      <main id="main" tabindex="-1">${current.data ? dataSwitch(mode, view, setMode) : nothing}${current.render()}</main>
      <footer class="footer">
        <p>${BRAND} · ${current.data ? footerNote(view, mode === 'live') : NO_FIGURES_NOTE}</p>
      </footer>
    `,
    root,
  );
  applyMode(root, mode);
  applyTheme(root, theme);
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

// The widgets say when live figures arrive or cannot be had (they then show sample figures): the switch and the
// footer follow.
for (const type of ['crypto-data-update', 'crypto-data-error']) {
  root.addEventListener(type, (event) => {
    if (live.record(event)) update();
  });
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

// The menu belongs to narrow screens: widened past them (a rotated tablet, a resized window), it closes, and
// does not reappear open when the screen narrows again.
matchMedia('(min-width: 768px)').addEventListener('change', (event) => {
  if (event.matches) setMenu(false);
});

// Without a pick of their own, readers get the system's theme, and follow it when it changes.
systemDark?.addEventListener('change', () => {
  if (!pickedTheme) update();
});

update();
