import type { WhaleActivity } from '../../core/measured/whales.ts';
import { useFormats } from '../ui/formats.ts';

/** The measured whale activity: count and BTC of 24 h, the three largest linked to the explorer (text only). */
export function Whales({ whales }: { whales: WhaleActivity }) {
  const { formatNumber } = useFormats();
  const btc = (value: number) => `${formatNumber(value, value < 1000 ? 2 : 0)}\u00a0BTC`;
  return (
    <section className="cw-whales" part="whales">
      <h3>
        Ballenas en 24 h: {formatNumber(whales.count24h)} transferencia{whales.count24h === 1 ? '' : 's'} ·{' '}
        {btc(whales.btc24h)}
      </h3>
      <ol>
        {whales.largest.slice(0, 3).map((t) => (
          <li key={t.txid}>
            <a href={t.url} target="_blank" rel="noopener noreferrer">
              {btc(t.btc)} · {t.txid.slice(0, 8)}…
            </a>
          </li>
        ))}
      </ol>
      <p>Ballena = transferencia ≥ {formatNumber(whales.minBtc)} BTC, suma de salidas; sin etiquetas de exchanges.</p>
    </section>
  );
}
