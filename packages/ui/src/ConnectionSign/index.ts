export { ConnectionSign, type ConnectionSignProps, type RefusedEntry } from './ConnectionSign.tsx';
