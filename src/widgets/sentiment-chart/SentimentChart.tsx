import type { SeriesProps } from '../attributes.ts';
import { SentimentPanel, sentimentPanelStyles } from '../panels/SentimentPanel.tsx';
import { SeriesLoader } from '../panels/SeriesLoader.tsx';
import { chartStyles } from '../ui/chart.tsx';

export { default as spec } from './spec.ts';

export const styles = [chartStyles, sentimentPanelStyles].join('\n');

export default function SentimentChart({ coin, timeframe, seed }: SeriesProps) {
  return (
    <SeriesLoader coin={coin} seed={seed} height={400} placeNotes>
      {({ series, figures, sample, before, after }) => (
        <SentimentPanel
          coin={coin}
          timeframe={timeframe}
          series={series}
          sample={sample}
          split={figures.sentimentSplit}
          before={before}
          after={after}
        />
      )}
    </SeriesLoader>
  );
}
