export { LabReadings, type LabReadingRow, type LabReadingsProps } from './LabReadings.tsx';
