// The correlation matrix of a span: r of the changes (returns of price and volume, differences of sentiment and
// whale volume) with its sign and band by |r|, "n < 10" where too few pairs, and the method with n.

import { Grid3x3 } from 'lucide-react';
import { CORRELATION_BAND_LABELS, correlationBand } from '../../../core/bands.ts';
import { CORRELATION_VARIABLES } from '../../../core/correlation.ts';
import { type CorrelationCell, type CorrelationKey, MIN_CORRELATION_PAIRS } from '../../../core/signals/types.ts';
import { MatrixLegend, useScrollsSideways, VariableLabel } from '../../panels/CorrelationPanel.tsx';
import { Card } from '../../ui/Card.tsx';
import { useFormats } from '../../ui/formats.ts';
import { methodLine, SPAN_WORDS } from './rows.ts';
import type { SpanPanelProps } from './SpanCharts.tsx';
import { useSpanStyles } from './use-span-styles.ts';

/** The matrix's variables (the sample matrix's names) by the span's keys. */
const KEY_OF: Readonly<Record<(typeof CORRELATION_VARIABLES)[number]['key'], CorrelationKey>> = {
  price: 'price',
  sentiment: 'sentiment',
  volume: 'volume',
  whaleActivity: 'whales',
};

/** "+0,42" and "-0,41": the sign always shown, as the bands are by |r|. */
export function signedR(r: number, formatCorrelation: (r: number) => string): string {
  const text = formatCorrelation(r);
  return r > 0 && !text.startsWith('+') ? `+${text}` : text;
}

function Cell({ cell }: { cell: CorrelationCell }) {
  const { formatCorrelation, formatNumber } = useFormats();
  if (cell.r === null) {
    return (
      <td className="cw-cell cw-cell-none" title={`Solo ${formatNumber(cell.n)} pares de cambios`}>
        <span className="cw-cell-value">{`n\u00a0<\u00a0${MIN_CORRELATION_PAIRS}`}</span>
        <span className="cw-cell-band">pocos datos</span>
      </td>
    );
  }
  const band = correlationBand(cell.r);
  return (
    <td
      className={`cw-cell cw-cell-${band} ${cell.r < 0 ? 'cw-cell-negative' : ''}`}
      style={{ ['--_strength' as string]: Math.abs(cell.r).toFixed(3) }}
    >
      <span className="cw-cell-value">{signedR(cell.r, formatCorrelation)}</span>
      <span className="cw-cell-band">{CORRELATION_BAND_LABELS[band]}</span>
    </td>
  );
}

export function SpanCorrelationPanel({ coin, series, before, after }: SpanPanelProps) {
  useSpanStyles();
  const { formatNumber } = useFormats();
  const { ref, scrolls } = useScrollsSideways();
  const { matrix } = series.correlation;
  return (
    <Card
      title="Matriz de correlación"
      subtitle={`Cambios de ${coin}, ${SPAN_WORDS[series.span]}`}
      icon={<Grid3x3 size={18} />}
      className="cw-panel"
    >
      {before}
      <div
        className="cw-matrix-scroll"
        ref={ref}
        {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': 'Matriz de correlación (desplazable)' } : {})}
      >
        <table className="cw-matrix" part="matrix">
          <caption className="cw-visually-hidden">
            Correlación de Pearson entre los cambios de precio, sentimiento, volumen y ballenas de {coin} en{' '}
            {series.span}, con su signo e intensidad
          </caption>
          <thead>
            <tr>
              <td />
              {CORRELATION_VARIABLES.map((v) => (
                <th key={v.key} scope="col">
                  <VariableLabel variable={v} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CORRELATION_VARIABLES.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  <VariableLabel variable={row} />
                </th>
                {CORRELATION_VARIABLES.map((col) => (
                  <Cell key={col.key} cell={matrix[KEY_OF[row.key]][KEY_OF[col.key]]} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="cw-span-method" part="method">
        {methodLine(series, formatNumber)}
      </p>
      <MatrixLegend />
      {after}
    </Card>
  );
}
