import { formatCount, formatPercent } from '@erp/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { ChartFigure } from '../internal/ChartFigure.tsx';
import { useUiText } from '../text/UiText.tsx';

/** One source's conversion over the window: entries that entered, won and lost, and won ÷ closed (%), or null. */
export interface SourceConversionFigure {
  source: string;
  entered: number;
  won: number;
  lost: number;
  rate: number | null;
}

export interface SourceConversionChartProps {
  sources: readonly SourceConversionFigure[];
  /** The window as shown ('27/08/2026 – 24/11/2026'). */
  period: string;
}

/** Issue 21's conversion rate per source (decision 1681: won ÷ closed), as bars and as a table. */
export function SourceConversionChart({ sources, period }: SourceConversionChartProps) {
  const t = useUiText();
  const theme = useTheme();
  const named = sources.map((source) => ({ ...source, source: source.source || t('No source') }));
  return (
    <ChartFigure
      title={t('Conversion by source')}
      caption={t('Won of closed, entries of {{period}}', { period })}
      empty={t('No entries in the last 90 days')}
      columns={[
        { label: t('Source') },
        { label: t('Entered'), numeric: true },
        { label: t('Won'), numeric: true },
        { label: t('Lost'), numeric: true },
        { label: t('Conversion (%)'), numeric: true },
      ]}
      rows={named.map((source) => [
        source.source,
        formatCount(source.entered),
        formatCount(source.won),
        formatCount(source.lost),
        source.rate === null ? '–' : formatPercent(source.rate),
      ])}
      chart={
        <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 480, height: 220 }}>
          <BarChart
            data={named.map((source) => ({ ...source, rate: source.rate ?? 0 }))}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke={theme.color.border} />
            <XAxis dataKey="source" stroke={theme.color.textMuted} />
            <YAxis domain={[0, 100]} unit="%" stroke={theme.color.textMuted} />
            <Bar dataKey="rate" fill={theme.color.status.success.solid} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}
