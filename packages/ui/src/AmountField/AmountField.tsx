import { AMOUNT_DECIMALS, formatAmount } from '@erp/domain';
import { NumericField, type NumericFieldProps } from '../internal/numeric.tsx';

export type AmountFieldProps = Omit<NumericFieldProps, 'decimals'>;

/**
 * An amount in rupees: shown in Indian grouping with two decimals (spec §9) when not being edited; more
 * than two decimals are never rounded away.
 */
export function AmountField(props: AmountFieldProps) {
  return (
    <NumericField {...props} decimals={AMOUNT_DECIMALS} prefix="₹" format={(value) => formatAmount(value)} />
  );
}
