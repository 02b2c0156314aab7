import { Grid3x3 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CORRELATION_BAND_LABELS, correlationBand } from '../../core/bands.ts';
import type { AnalyticsCoin } from '../../core/catalog.ts';
import { CORRELATION_VARIABLES, correlationMatrix } from '../../core/correlation.ts';
import type { ChartPoint } from '../../core/types.ts';
import { Card } from '../ui/Card.tsx';
import { useFormats } from '../ui/formats.ts';
import ownStyles from './correlation.css?inline';

/** This panel's own stylesheet. */
export const correlationPanelStyles = ownStyles;

export const LEGEND = [
  { band: 'strong', range: '≥ 0,7' },
  { band: 'moderate', range: '0,4–0,7' },
  { band: 'weak', range: '0,1–0,4' },
  { band: 'very-weak', range: '< 0,1' },
] as const;

/** The full name where the table has room, an abbreviation where it is narrow. */
export function VariableLabel({ variable }: { variable: (typeof CORRELATION_VARIABLES)[number] }) {
  return (
    <>
      <span className="cw-label-long">{variable.label}</span>
      <abbr className="cw-label-short" title={variable.label}>
        {variable.short}
      </abbr>
    </>
  );
}

/**
 * In a column too narrow for five columns of figures and band words, the matrix scrolls sideways (a data table
 * may, under WCAG reflow) instead of letting its words run over each other; then, and only then, the keyboard
 * can reach it to scroll.
 */
export function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth + 1));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

export function CorrelationPanel({
  coin,
  series,
  sample,
  before,
  after,
}: {
  coin: AnalyticsCoin;
  series: readonly ChartPoint[];
  sample: boolean;
  /** Lines about the data's origin, placed inside the card by a widget showing this panel alone. */
  before?: ReactNode;
  after?: ReactNode;
}) {
  const { formatCorrelation } = useFormats();
  const matrix = correlationMatrix(series);
  const { ref, scrolls } = useScrollsSideways();
  return (
    <Card
      title="Matriz de correlación"
      subtitle={
        sample ? `Pearson sobre la serie simulada de 24 h de ${coin}` : `Pearson sobre las últimas 24 h de ${coin}`
      }
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
            Correlación de Pearson entre precio, sentimiento, volumen y ballenas de {coin}, con su intensidad
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
            {CORRELATION_VARIABLES.map((row, i) => (
              <tr key={row.key}>
                <th scope="row">
                  <VariableLabel variable={row} />
                </th>
                {CORRELATION_VARIABLES.map((col, j) => {
                  const r = matrix[i]?.[j] ?? 0;
                  const band = correlationBand(r);
                  return (
                    <td
                      key={col.key}
                      className={`cw-cell cw-cell-${band} ${r < 0 ? 'cw-cell-negative' : ''}`}
                      style={{ ['--_strength' as string]: Math.abs(r).toFixed(3) }}
                    >
                      <span className="cw-cell-value">{formatCorrelation(r)}</span>
                      <span className="cw-cell-band">{CORRELATION_BAND_LABELS[band]}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MatrixLegend />
      {after}
    </Card>
  );
}

/** The bands by |r|, and the sign's colour. */
export function MatrixLegend() {
  return (
    <ul className="cw-matrix-legend" aria-label="Intensidad según el valor absoluto, y signo">
      {LEGEND.map((l) => (
        <li key={l.band}>
          <span className={`cw-legend-dot cw-cell-${l.band}`} aria-hidden="true" />
          {CORRELATION_BAND_LABELS[l.band]} <span className="cw-muted">{l.range}</span>
        </li>
      ))}
      <li className="cw-legend-negative">
        <span className="cw-legend-dot cw-cell-moderate cw-cell-negative" aria-hidden="true" />
        Negativa <span className="cw-muted">&lt; 0</span>
      </li>
    </ul>
  );
}
