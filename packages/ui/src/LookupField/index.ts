export { LookupField, type LookupFieldProps, type LookupPaging } from './LookupField.tsx';
