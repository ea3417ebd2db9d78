export {
  SourceConversionChart,
  type SourceConversionChartProps,
  type SourceConversionFigure,
} from './SourceConversionChart.tsx';
