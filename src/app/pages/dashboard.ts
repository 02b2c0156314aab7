import { html } from 'lit-html';
import { page } from './page.ts';

export const dashboardPage = () =>
  page(
    'Dashboard de Análisis de Sentimiento',
    'Precios, sentimiento social y métricas on-chain del mercado cripto de un vistazo.',
    html`
      <div class="dashboard-grid">
        <crypto-market-overview class="area-market"></crypto-market-overview>
        <crypto-sentiment class="area-sentiment"></crypto-sentiment>
        <crypto-onchain class="area-onchain"></crypto-onchain>
        <crypto-trending class="area-trending"></crypto-trending>
        <crypto-ad class="area-ad" size="horizontal"></crypto-ad>
        <crypto-insights class="area-insights"></crypto-insights>
      </div>
    `,
    'page-fade',
  );
