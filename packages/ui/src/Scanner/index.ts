export { Scanner, type ScannerProps, type ScannerState, type TorchState } from './Scanner.tsx';
