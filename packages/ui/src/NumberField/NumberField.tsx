import { formatQuantity } from '@erp/domain';
import { NumericField, type NumericFieldProps } from '../internal/numeric.tsx';

export interface NumberFieldProps extends NumericFieldProps {
  /**
   * How the number shows when the field is not being edited: with `decimals`, exactly that many (a
   * quantity in its unit of measure's); otherwise 1 to 4 decimals (spec §9).
   */
  format?: (value: number) => string;
}

/** A number (quantity, rate, percentage, count): typed freely, shown formatted when not being edited. */
export function NumberField({ format, ...props }: NumberFieldProps) {
  return <NumericField {...props} format={format ?? ((value) => formatQuantity(value, props.decimals))} />;
}
