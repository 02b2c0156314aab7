import { Flame } from 'lucide-react';
import { Change, SentimentBadge } from '../ui/Bands.tsx';
import { Card } from '../ui/Card.tsx';
import { CoinMark } from '../ui/CoinMark.tsx';
import { useFormats } from '../ui/formats.ts';
import { Loadable } from '../ui/Loadable.tsx';
import { useData } from '../ui/use-data.ts';
import styles from './styles.css?inline';

export { default as spec } from './spec.ts';

export { styles };

export default function Trending() {
  const { formatVolume, formatPrice } = useFormats();
  const state = useData((source) => ({ quotes: source.quotes(), sentiments: source.coinSentiments() }), []);
  return (
    <Card
      title="Monedas en tendencia"
      subtitle="Precio, cambio en 24 h, sentimiento y volumen"
      icon={<Flame size={18} />}
      className="cw-trending-card"
    >
      <Loadable state={state} height={300}>
        {({ quotes, sentiments }) => {
          return (
            <table className="cw-trending">
              <thead>
                <tr>
                  <th scope="col">Moneda</th>
                  <th scope="col" className="cw-num">
                    Precio<span className="cw-narrow-only cw-narrow-heading"> y sentimiento</span>
                  </th>
                  <th scope="col" className="cw-num cw-wide-only">
                    Cambio 24 h
                  </th>
                  <th scope="col" className="cw-num cw-wide-only">
                    Sentimiento
                  </th>
                  <th scope="col" className="cw-num cw-wide-only">
                    Volumen 24 h
                  </th>
                </tr>
              </thead>
              <tbody>
                {quotes.map((q) => {
                  const sentiment = sentiments[q.symbol] ?? q.sentiment;
                  return (
                    <tr key={q.symbol} part="row">
                      <th scope="row">
                        <span className="cw-coin">
                          <CoinMark symbol={q.symbol} colour={q.colour} />
                          <span>
                            <span className="cw-coin-symbol">{q.symbol}</span>
                            <span className="cw-coin-name">{q.name}</span>
                            <span className="cw-narrow-only cw-coin-name">
                              Vol.{'\u00a0'}
                              {formatVolume(q.volume)}
                            </span>
                          </span>
                        </span>
                      </th>
                      <td className="cw-num">
                        <span className="cw-price">{formatPrice(q.price)}</span>
                        <span className="cw-narrow-only">
                          <Change value={q.change} trend={q.trend} />
                        </span>
                        <span className="cw-narrow-only cw-narrow-badge">
                          <SentimentBadge score={sentiment} />
                        </span>
                      </td>
                      <td className="cw-num cw-wide-only">
                        <Change value={q.change} trend={q.trend} />
                      </td>
                      <td className="cw-num cw-wide-only">
                        <SentimentBadge score={sentiment} />
                      </td>
                      <td className="cw-num cw-wide-only">{formatVolume(q.volume)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          );
        }}
      </Loadable>
    </Card>
  );
}
