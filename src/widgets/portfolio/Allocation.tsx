import { PieChart as PieIcon } from 'lucide-react';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import type { AllocationSlice } from '../../core/types.ts';
import { Card } from '../ui/Card.tsx';
import { CHART_STYLE, ChartFrame, ChartTooltip, STATIC_SERIES } from '../ui/chart.tsx';
import { useFormats } from '../ui/formats.ts';

export function Allocation({ slices }: { slices: readonly AllocationSlice[] }) {
  const { formatMoney, formatPercent } = useFormats();
  const percent = (value: number) => formatPercent(value, { fractionDigits: 0 });
  const summary = `Distribución del portafolio: ${slices.map((s) => `${s.name} ${percent(s.value)} (${formatMoney(s.amount)})`).join(', ')}.`;
  return (
    <Card title="Distribución de activos" icon={<PieIcon size={18} />} className="cw-allocation">
      <div part="allocation" className="cw-allocation-body">
        <ChartFrame height={190} summary={summary} className="cw-allocation-chart">
          <PieChart responsive style={CHART_STYLE} title="Distribución de activos" desc={summary}>
            <Pie
              {...STATIC_SERIES}
              data={slices as AllocationSlice[]}
              dataKey="value"
              nameKey="name"
              innerRadius="58%"
              outerRadius="92%"
              paddingAngle={2}
              stroke="none"
            >
              {slices.map((s) => (
                <Cell key={s.name} fill={s.colour} />
              ))}
            </Pie>
            <Tooltip
              content={
                <ChartTooltip<AllocationSlice>
                  rows={(s) => [
                    { label: s.name, value: `${percent(s.value)} · ${formatMoney(s.amount)}`, colour: s.colour },
                  ]}
                />
              }
            />
          </PieChart>
        </ChartFrame>
        <ul className="cw-allocation-list">
          {slices.map((s) => (
            <li key={s.name}>
              <span className="cw-swatch" style={{ ['--_swatch' as string]: s.colour }} aria-hidden="true" />
              <span className="cw-allocation-name">{s.name}</span>
              <span className="cw-allocation-amount">{formatMoney(s.amount)}</span>
              <strong>{percent(s.value)}</strong>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
