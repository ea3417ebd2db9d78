export { formatAmount } from './format/amount.ts';
