import { html } from 'lit-html';
import { page } from './page.ts';

export const portfolioPage = () =>
  page(
    'Mi Portafolio',
    'Tus posiciones, su distribución, el riesgo del portafolio y las recomendaciones de la IA.',
    html`
      <div class="stack">
        <crypto-portfolio></crypto-portfolio>
        <div class="portfolio-ads">
          <crypto-ad size="square" variant="exchange"></crypto-ad>
          <crypto-ad size="square" variant="course"></crypto-ad>
          <crypto-ad size="square" variant="tools"></crypto-ad>
        </div>
      </div>
    `,
  );
