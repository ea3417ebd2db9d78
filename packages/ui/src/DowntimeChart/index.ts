export {
  DowntimeChart,
  downtimeText,
  type DowntimeChartProps,
  type DowntimeFigure,
} from './DowntimeChart.tsx';
