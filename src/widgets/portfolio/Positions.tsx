import { ListOrdered, Pencil } from 'lucide-react';
import { quoteOf } from '../../core/sample/common.ts';
import type { PortfolioPosition } from '../../core/types.ts';
import { SentimentBadge } from '../ui/Bands.tsx';
import { Card } from '../ui/Card.tsx';
import { CoinMark } from '../ui/CoinMark.tsx';
import { useFormats } from '../ui/formats.ts';

interface PositionsProps {
  positions: readonly PortfolioPosition[];
  onEdit: (symbol: string) => void;
}

export function Positions({ positions, onEdit }: PositionsProps) {
  const { formatMoney, formatNumber, formatPercent, formatPrice } = useFormats();
  const amountText = (amount: number) => formatNumber(amount, Number.isInteger(amount) ? 0 : 1);
  return (
    <Card title="Posiciones" icon={<ListOrdered size={18} />} className="cw-positions">
      <ul className="cw-position-list" part="positions">
        {positions.map((p) => {
          const gain = p.pnl >= 0;
          // The coin's own colour (the spec's five have one); another coin's mark takes the text's.
          const colour = quoteOf(p.symbol)?.colour ?? 'currentColor';
          return (
            <li key={p.symbol} className="cw-position">
              <div className="cw-position-coin">
                <CoinMark symbol={p.symbol} colour={colour} />
                <span>
                  <span className="cw-position-symbol">{p.name}</span>
                  <span className="cw-muted">
                    {amountText(p.amount)} {p.symbol}
                  </span>
                </span>
              </div>
              <dl className="cw-position-figures">
                <div>
                  <dt>Precio medio</dt>
                  <dd>{formatPrice(p.avgPrice)}</dd>
                </div>
                <div>
                  <dt>Precio actual</dt>
                  <dd>{formatPrice(p.currentPrice)}</dd>
                </div>
                <div>
                  <dt>Valor</dt>
                  <dd>{formatMoney(p.amount * p.currentPrice)}</dd>
                </div>
                <div>
                  <dt>Ganancia/pérdida</dt>
                  <dd className={gain ? 'cw-change-up' : 'cw-change-down'}>
                    {formatMoney(p.pnl, { signed: true })}{' '}
                    <span className="cw-pnl-percent">({formatPercent(p.pnlPercent, { signed: true })})</span>
                  </dd>
                </div>
                <div>
                  <dt>Sentimiento</dt>
                  <dd>
                    <SentimentBadge score={p.sentiment} />
                  </dd>
                </div>
              </dl>
              <button
                type="button"
                className="cw-button cw-button-ghost cw-icon-button cw-position-edit"
                aria-label={`Editar posición de ${p.name}`}
                title="Editar posición"
                onClick={() => onEdit(p.symbol)}
              >
                <Pencil size={16} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
