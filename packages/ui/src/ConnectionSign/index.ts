export { ConnectionSign, type ConnectionSignProps } from './ConnectionSign.tsx';
