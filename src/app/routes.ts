// The app's screens (spec §2), by hash path. The pages place the same custom elements an embedding site uses.

import type { TemplateResult } from 'lit-html';
import { analyticsPage } from './pages/analytics.ts';
import { chatPage } from './pages/chat.ts';
import { dashboardPage } from './pages/dashboard.ts';
import { notFoundPage } from './pages/not-found.ts';
import { portfolioPage } from './pages/portfolio.ts';

export interface Route {
  path: string;
  /** Label in the top bar. */
  label: string;
  /** The page's <title>. */
  title: string;
  render: () => TemplateResult;
  /** Whether its widgets show market figures (then the sample / live switch shows; not on the chat). */
  data: boolean;
}

export const ROUTES: readonly Route[] = [
  { path: '/', label: 'Dashboard', title: 'Dashboard de Análisis de Sentimiento', render: dashboardPage, data: true },
  { path: '/analytics', label: 'Análisis', title: 'Análisis Avanzado', render: analyticsPage, data: true },
  { path: '/ai-chat', label: 'Chat IA', title: 'IA Conversacional', render: chatPage, data: false },
  { path: '/portfolio', label: 'Portafolio', title: 'Mi Portafolio', render: portfolioPage, data: true },
];

export const NOT_FOUND: Route = {
  path: '',
  label: '',
  title: 'Página no encontrada',
  render: notFoundPage,
  data: false,
};

/** "#/analytics?x" → "/analytics"; an empty hash is the dashboard. Trailing slashes are ignored. */
export function pathFromHash(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function routeFor(hash: string): Route {
  const path = pathFromHash(hash);
  return ROUTES.find((r) => r.path === path) ?? NOT_FOUND;
}
