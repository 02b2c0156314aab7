import type { CryptoActionDetail } from '../events.ts';
import { chartStyles } from '../ui/chart.tsx';
import { Loadable } from '../ui/Loadable.tsx';
import { useData } from '../ui/use-data.ts';
import { Allocation } from './Allocation.tsx';
import { Positions } from './Positions.tsx';
import { Recommendations } from './Recommendations.tsx';
import { Risk } from './Risk.tsx';
import { Summary } from './Summary.tsx';
import ownStyles from './styles.css?inline';

// The sample figures only this widget shows travel with its code (core/data-source.ts, provideSample).
export { portfolioSample as sample } from '../../core/sample/portfolio.ts';
export { default as spec } from './spec.ts';

export const styles = [chartStyles, ownStyles].join('\n');

export default function Portfolio({ onAction }: { onAction: (detail: CryptoActionDetail) => void }) {
  // The portfolio alone: its figures are what the widget shows (reading the live quotes for their colours credited
  // CoinGecko, «En vivo», under positions that are all sample data).
  const state = useData((source) => ({ portfolio: source.portfolio() }), []);
  // The spec gives these buttons no behaviour inside the widget; the host page can act on the event.
  const act = (detail: CryptoActionDetail) => () => onAction(detail);
  return (
    <Loadable state={state} height={1600}>
      {({ portfolio }) => (
        <div className="cw-portfolio">
          <Summary summary={portfolio.summary} onNewPosition={act({ action: 'new-position' })} />
          <div className="cw-portfolio-row cw-portfolio-holdings">
            <Allocation slices={portfolio.allocation} />
            <Positions
              positions={portfolio.positions}
              onEdit={(symbol) => onAction({ action: 'edit-position', symbol })}
            />
          </div>
          <div className="cw-portfolio-row">
            <Risk risk={portfolio.risk} />
            <Recommendations
              items={portfolio.recommendations}
              onApply={act({ action: 'apply-recommendations' })}
              onCustomize={act({ action: 'customize-recommendations' })}
            />
          </div>
        </div>
      )}
    </Loadable>
  );
}
