// Social volume over time: the measured texts about the coin (or the market) in each period, as bars under the
// sentiment line, the way LunarCrush and Santiment chart mentions beside price and sentiment. Same periods and
// axis as the sentiment chart above it, so a bar sits under its point.

import { Bar, BarChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_STYLE, ChartFrame, STATIC_SERIES, Y_AXIS } from '../ui/chart.tsx';
import { useFormats } from '../ui/formats.ts';
import { type ChartView, tooltipOf } from './view.tsx';

type MentionsRow = { time: string; mentions?: number };

export function MentionsBars<Row extends MentionsRow>({ view, whose }: { view: ChartView<Row>; whose: string }) {
  const { formatNumber } = useFormats();
  const rows = view.rows.map((row) => ({ ...row, mentions: row.mentions ?? 0 }));
  const total = rows.reduce((sum, row) => sum + row.mentions, 0);
  const peak = rows.reduce((best, row) => (row.mentions > best.mentions ? row : best), rows[0] as (typeof rows)[0]);
  const unit = view.unit ?? ['periodo', 'periodos'];
  const title = `Menciones ${whose} por ${unit[0]}`;
  const summary =
    total === 0
      ? `${title}: ninguna en ${view.count}.`
      : `${title}, ${view.count}, ${view.range}: ${formatNumber(total)} en total, pico de ${formatNumber(peak.mentions)}${
          view.name ? ` el ${view.name(peak as unknown as Row)}` : ''
        }.`;
  return (
    <div className="cw-mentions">
      <p className="cw-mentions-title">{title}</p>
      <ChartFrame height={72} summary={summary} className="cw-mentions-chart">
        <BarChart
          data={rows}
          responsive
          style={CHART_STYLE}
          margin={{ top: 4, right: 6, bottom: 0, left: 0 }}
          title={title}
          desc={summary}
        >
          <XAxis {...view.axis} hide />
          <YAxis
            {...Y_AXIS}
            width={32}
            allowDecimals={false}
            tickCount={3}
            tickFormatter={(value: number) => formatNumber(value)}
          />
          <Tooltip
            content={tooltipOf(view, (row) => [
              { label: 'Menciones', value: formatNumber((row as MentionsRow).mentions ?? 0) },
            ])}
          />
          <Bar {...STATIC_SERIES} dataKey="mentions" name="Menciones" fill="currentColor" radius={[2, 2, 0, 0]} />
        </BarChart>
      </ChartFrame>
    </div>
  );
}
