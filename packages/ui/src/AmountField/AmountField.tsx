import { formatAmount } from '@erp/domain';
import { NumericField, type NumericFieldProps } from '../internal/numeric.tsx';

export type AmountFieldProps = NumericFieldProps;

/** An amount in rupees: shown in Indian grouping with two decimals (spec §9) when not being edited. */
export function AmountField(props: AmountFieldProps) {
  return <NumericField {...props} prefix="₹" format={(value) => formatAmount(value)} />;
}
