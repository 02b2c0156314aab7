// The view of points over a span's periods (a span from /api/series, the measured history): ticks where they fit,
// labelled for the span (hours over 1D, days over 7D, dates over 30D and 90D) in the widget's locale.

import { useState } from 'react';
import type { Timeframe } from '../../../core/catalog.ts';
import { isHourly } from '../../../core/spans/periods.ts';
import { historyTicks, tickLabel } from '../../measured/history-axis.ts';
import { X_AXIS } from '../../ui/chart.tsx';
import { useFormats, useLocale } from '../../ui/formats.ts';
import type { ChartView } from '../view.tsx';
import { countWords } from './rows.ts';

export function usePeriodView<Row extends { time: string; when: string }>(
  rows: readonly Row[],
  span: Timeframe,
): ChartView<Row> {
  const locale = useLocale();
  const { formatNumber } = useFormats();
  const [width, setWidth] = useState(0);
  return {
    rows,
    axis: {
      ...X_AXIS,
      interval: 0,
      ticks: historyTicks(rows, span, width),
      tickFormatter: (iso: string) => tickLabel(iso, span, locale),
    },
    setWidth,
    count: countWords(span, rows.length, formatNumber),
    range: `de ${rows[0]?.when} a ${rows.at(-1)?.when}`,
    name: (row) => row.when,
    unit: isHourly(span) ? ['hora', 'horas'] : ['día', 'días'],
  };
}
