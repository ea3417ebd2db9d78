export { DocumentForm, type DocumentFormProps } from './DocumentForm.tsx';
