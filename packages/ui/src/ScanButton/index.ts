export { ScanButton, type ScanButtonProps } from './ScanButton.tsx';
