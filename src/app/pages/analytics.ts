import { html } from 'lit-html';
import { page } from './page.ts';

export const analyticsPage = () =>
  page(
    'Análisis Avanzado',
    'Precio, sentimiento, volumen on-chain y correlaciones de cada moneda en las últimas 24 horas.',
    html`
      <div class="stack">
        <crypto-analytics></crypto-analytics>
        <crypto-ad size="horizontal"></crypto-ad>
      </div>
    `,
  );
