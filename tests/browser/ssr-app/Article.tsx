// A server-rendered article holding several widgets, as a React site (Next.js, Remix, react-dom/server) writes
// it: rendered to HTML on the server, then hydrated in the browser. The README's Next.js snippet.

'use client';

import type { CryptoAdElement } from 'crypto-widgets';
import { useEffect, useRef, useState } from 'react';

export function Article() {
  const [clicked, setClicked] = useState('');
  // A listener added in an effect: React 19 does not attach `oncrypto-…` props of server-rendered custom
  // elements when it hydrates (facebook/react#35446), only on a later render.
  const ad = useRef<CryptoAdElement>(null);
  useEffect(() => {
    const onAction = () => setClicked('anuncio');
    const element = ad.current;
    element?.addEventListener('crypto-action', onAction);
    return () => element?.removeEventListener('crypto-action', onAction);
  }, []);
  return (
    <article>
      <h1>Bitcoin y el sentimiento del mercado</h1>
      <p>El texto del artículo, con los widgets entre sus párrafos.</p>
      <crypto-sentiment coin="BTC" loading="eager" />
      <crypto-price-chart coin="ETH" seed="21" loading="eager" />
      <crypto-onchain theme="dark" loading="eager" />
      <crypto-ad ref={ad} size="square" variant="tools" loading="eager" />
      <p id="clicked">{clicked ? `Pulsado: ${clicked}` : 'Sin pulsar'}</p>
    </article>
  );
}

export const ARTICLE_TAGS = ['crypto-sentiment', 'crypto-price-chart', 'crypto-onchain', 'crypto-ad'] as const;
