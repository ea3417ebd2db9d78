export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.tsx';
export { formatBytes, type ButtonBusy } from './busy.ts';
