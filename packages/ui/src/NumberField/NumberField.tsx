import { formatQuantity } from '@erp/domain';
import { NumericField, type NumericFieldProps } from '../internal/numeric.tsx';

export interface NumberFieldProps extends NumericFieldProps {
  /** How the number shows when the field is not being edited; quantities (1 to 4 decimals) by default. */
  format?: (value: number) => string;
}

/** A number (quantity, rate, count): typed freely, shown formatted when not being edited. */
export function NumberField({ format = formatQuantity, ...props }: NumberFieldProps) {
  return <NumericField {...props} format={format} />;
}
