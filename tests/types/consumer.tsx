// How a React 19 + TypeScript site uses the widgets. It must compile against the published declarations.

import { type ChatMessage, type CryptoChatElement, load } from 'crypto-widgets';
import { useRef } from 'react';

export function ArticleWidgets({ onAsk }: { onAsk: (message: ChatMessage) => void }) {
  const chat = useRef<CryptoChatElement>(null);
  return (
    <>
      <crypto-sentiment coin="ETH" theme="auto" />
      <crypto-price-chart coin="SOL" timeframe="30D" seed={42} loading="eager" />
      <crypto-price-chart seed="7" />
      <crypto-analytics oncrypto-analytics-change={(event) => console.log(event.detail.coin, event.detail.timeframe)} />
      <crypto-chat ref={chat} oncrypto-chat-send={(event) => onAsk(event.detail.message)} className="chat" />
      <crypto-portfolio oncrypto-action={(event) => event.detail.action === 'edit-position' && event.detail.symbol} />
      <crypto-ad size="vertical" variant="exchange" oncrypto-action={(event) => event.detail.variant} />
      {/* Any coin's ticker: one a site's server follows (COINS), the editor still offering the sample's. */}
      <crypto-price-chart coin="XRP" />
      {/* @ts-expect-error timeframes are 1D, 7D, 30D or 90D */}
      <crypto-price-chart coin="XRP" timeframe="1Y" />
      {/* @ts-expect-error sizes are horizontal, vertical or square */}
      <crypto-ad size="banner" />
    </>
  );
}

const chat = document.querySelector('crypto-chat');
chat?.addEventListener('crypto-chat-reply', (event) => event.detail.message.content.toUpperCase());
document.addEventListener('crypto-analytics-change', (event) => {
  const coin: string = event.detail.coin;
  // @ts-expect-error the detail's coin may be any ticker, not only the sample's four
  const sampleCoin: 'BTC' | 'ETH' | 'SOL' | 'ADA' = event.detail.coin;
  return [coin, sampleCoin];
});

const analytics = document.createElement('crypto-analytics');
analytics.coin = 'ADA';
// @ts-expect-error timeframes are 1D, 7D, 30D or 90D
analytics.timeframe = '2W';
const seed: number | undefined = analytics.seed;

export const ready: Promise<void> = load('crypto-portfolio');
export { seed };
