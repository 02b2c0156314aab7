import { html } from 'lit-html';
import { page } from './page.ts';

export const chatPage = () =>
  page(
    'IA Conversacional',
    'Pregunta al asistente por el sentimiento, los precios y las tendencias del mercado.',
    html`
      <div class="chat-layout">
        <crypto-chat loading="eager" persist="session"></crypto-chat>
        <aside class="chat-aside" aria-label="Publicidad">
          <crypto-ad size="vertical" class="ad-vertical"></crypto-ad>
          <crypto-ad size="horizontal" class="ad-banner"></crypto-ad>
        </aside>
      </div>
    `,
  );
