export { SelectField, type SelectFieldProps } from './SelectField.tsx';
export type { FieldOption } from '../internal/options.ts';
