export { DocumentForm, type DocumentFormProps } from './DocumentForm.tsx';
export { type LotChoices } from './LotField.tsx';
