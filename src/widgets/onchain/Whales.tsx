import type { WhaleActivity } from '../../core/signals/whales.ts';
import { useFormats } from '../ui/formats.ts';

/** How many of the largest transfers are listed in the card. */
export const WHALES_SHOWN = 3;

/** The measured whale activity: count and BTC of 24 h, the largest few linked to the explorer (text only). */
export function Whales({ whales }: { whales: WhaleActivity }) {
  const { formatNumber } = useFormats();
  const btc = (value: number) => `${formatNumber(value, value >= 1000 ? 0 : 2)}\u00a0BTC`;
  const threshold = formatNumber(whales.minBtc);
  return (
    <section className="cw-whales" part="whales" aria-labelledby="cw-whales-title">
      <h3 id="cw-whales-title" className="cw-whales-title">
        Ballenas en 24 h: {formatNumber(whales.count24h)} {whales.count24h === 1 ? 'transferencia' : 'transferencias'} ·{' '}
        {btc(whales.btc24h)}
      </h3>
      {whales.largest.length > 0 && (
        <ol className="cw-whales-list">
          {whales.largest.slice(0, WHALES_SHOWN).map((transfer) => (
            <li key={transfer.txid}>
              <a href={transfer.url} target="_blank" rel="noopener noreferrer">
                {btc(transfer.btc)} · {transfer.txid.slice(0, 8)}…
              </a>
            </li>
          ))}
        </ol>
      )}
      <p className="cw-whales-note">
        Ballena = transferencia ≥ {threshold} BTC, suma de salidas; sin etiquetas de exchanges.
      </p>
    </section>
  );
}
