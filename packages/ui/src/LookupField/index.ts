export { LookupField, type LookupFieldProps } from './LookupField.tsx';
