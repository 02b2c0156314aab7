import { html } from 'lit-html';
import { page } from './page.ts';

export const notFoundPage = () =>
  page(
    'Página no encontrada',
    'La dirección que has abierto no existe en CriptoPulso.',
    html`<p><a class="button-link" href="#/">Volver al Dashboard</a></p>`,
    'page-not-found',
  );
