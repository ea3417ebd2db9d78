import { formatAmount, formatCount } from '@erp/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { ChartFigure } from '../internal/ChartFigure.tsx';
import { useUiText } from '../text/UiText.tsx';

/** One stage of the funnel: how many entries are in it and their expected value (₹). */
export interface FunnelStageFigure {
  stage: string;
  count: number;
  value: number;
}

export interface FunnelChartProps {
  stages: readonly FunnelStageFigure[];
}

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Issue 21's funnel by stage: a bar of entries per stage, their expected value beside, and the same as a table. */
export function FunnelChart({ stages }: FunnelChartProps) {
  const t = useUiText();
  const theme = useTheme();
  const data = stages.map((stage) => ({ ...stage }));
  return (
    <ChartFigure
      title={t('Funnel by stage')}
      empty={t('No funnel stages yet')}
      columns={[
        { label: t('Stage') },
        { label: t('Entries'), numeric: true },
        { label: t('Expected Value (₹)'), numeric: true },
      ]}
      rows={stages.map((stage) => [stage.stage, formatCount(stage.count), formatAmount(stage.value)])}
      chart={
        <ResponsiveContainer
          width="100%"
          height={40 + stages.length * 36}
          initialDimension={{ width: 480, height: 240 }}
        >
          <BarChart data={data} layout="vertical" margin={{ left: 8, right: 24 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} stroke={theme.color.border} />
            <XAxis type="number" allowDecimals={false} stroke={theme.color.textMuted} />
            <YAxis type="category" dataKey="stage" width={110} stroke={theme.color.textMuted} />
            <Tooltip
              formatter={(_count, _name, item) => [
                `${formatCount(Number(item.payload?.count ?? 0))} · ₹${wholeRupees.format(Number(item.payload?.value ?? 0))}`,
                t('Entries'),
              ]}
            />
            <Bar dataKey="count" name={t('Entries')} fill={theme.color.accent} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}
