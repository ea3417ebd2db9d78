import { hoursAndMinutes } from '@erp/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { ChartFigure } from '../internal/ChartFigure.tsx';
import { useUiText, type Translate } from '../text/UiText.tsx';

/** One machine's downtime in the period, in minutes. */
export interface DowntimeFigure {
  machine: string;
  minutes: number;
}

export interface DowntimeChartProps {
  machines: readonly DowntimeFigure[];
  /** The period as shown ('23-11-2026 – 29-11-2026'), under the title; left out where the page says it. */
  period?: string;
}

/** Minutes as "3 h 20 min" (or "45 min"). */
export const downtimeText = (t: Translate, minutes: number): string => {
  const split = hoursAndMinutes(minutes);
  return split.hours === 0
    ? t('{{minutes}} min', { minutes: split.minutes })
    : t('{{hours}} h {{minutes}} min', split);
};

/** Issue 22's downtime per machine (decision 1792): a bar of hours per machine, the most down first, and a table. */
export function DowntimeChart({ machines, period }: DowntimeChartProps) {
  const t = useUiText();
  const theme = useTheme();
  const data = machines.map((row) => ({ machine: row.machine, hours: Math.round(row.minutes / 6) / 10 }));
  return (
    <ChartFigure
      title={t('Downtime by machine')}
      {...(period ? { caption: period } : {})}
      empty={t('No downtime this week.')}
      columns={[{ label: t('Machine') }, { label: t('Downtime'), numeric: true }]}
      rows={machines.map((row) => [row.machine, downtimeText(t, row.minutes)])}
      chart={
        <ResponsiveContainer
          width="100%"
          height={40 + machines.length * 32}
          initialDimension={{ width: 480, height: 200 }}
        >
          <BarChart data={data} layout="vertical" margin={{ left: 8, right: 24 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} stroke={theme.color.border} />
            <XAxis type="number" unit=" h" stroke={theme.color.textMuted} />
            <YAxis type="category" dataKey="machine" width={130} stroke={theme.color.textMuted} />
            <Tooltip formatter={(hours) => [`${String(hours)} h`, t('Downtime')]} />
            <Bar
              dataKey="hours"
              name={t('Downtime')}
              fill={theme.color.status.danger.solid}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}
