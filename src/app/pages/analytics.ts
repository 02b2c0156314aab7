import { html, nothing } from 'lit-html';
import { TIMEFRAMES, type Timeframe } from '../../core/catalog.ts';
import { COIN_SYMBOL_PATTERN } from '../../core/coins/symbols.ts';
import { page } from './page.ts';

// The screen's coin and timeframe live in the URL (#/analytics?coin=ETH&timeframe=30D), so a reader can share
// the choice, and in the session, so it is still there after a visit to another screen.

interface Choice {
  /** A ticker: the sample's coins, or any the site's server follows (the widget says when it has none). */
  coin?: string;
  timeframe?: Timeframe;
}

const STORAGE_KEY = 'criptopulso:analytics';

/** The known values of a query string or a saved choice; anything else is left to the widget's default. */
function choiceOf(params: URLSearchParams): Choice {
  const coin = params.get('coin') ?? '';
  const timeframe = params.get('timeframe') ?? '';
  return {
    coin: COIN_SYMBOL_PATTERN.test(coin.toUpperCase()) ? coin.toUpperCase() : undefined,
    timeframe: (TIMEFRAMES as readonly string[]).includes(timeframe) ? (timeframe as Timeframe) : undefined,
  };
}

function savedChoice(): Choice {
  try {
    return choiceOf(new URLSearchParams(sessionStorage.getItem(STORAGE_KEY) ?? ''));
  } catch {
    return {};
  }
}

function remember(event: Event): void {
  const { coin, timeframe } = (event as CustomEvent<Required<Choice>>).detail;
  const query = new URLSearchParams({ coin, timeframe }).toString();
  try {
    sessionStorage.setItem(STORAGE_KEY, query);
  } catch {
    // Storage disabled: the URL still carries the choice.
  }
  // Replaced, not pushed: changing the coin is not a new page in the history, and no hashchange re-renders.
  history.replaceState(history.state, '', `#/analytics?${query}`);
}

export const analyticsPage = () => {
  const query = location.hash.split('?')[1] ?? '';
  const fromUrl = choiceOf(new URLSearchParams(query));
  const choice = fromUrl.coin || fromUrl.timeframe ? fromUrl : savedChoice();
  return page(
    'Análisis Avanzado',
    'Precio, sentimiento, volumen on-chain y correlaciones de cada moneda, hora a hora.',
    html`
      <div class="stack">
        <crypto-analytics
          coin=${choice.coin ?? nothing}
          timeframe=${choice.timeframe ?? nothing}
          @crypto-analytics-change=${remember}
        ></crypto-analytics>
        <crypto-ad size="horizontal"></crypto-ad>
      </div>
    `,
  );
};
