export { FunnelChart, type FunnelChartProps, type FunnelStageFigure } from './FunnelChart.tsx';
