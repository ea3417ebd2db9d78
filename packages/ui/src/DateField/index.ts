export { DateField, isIsoDate, type DateFieldProps } from './DateField.tsx';
