export {
  FloorActionForm,
  type FloorActionFormProps,
  type FloorFormField,
  type FloorFormValue,
  type FloorFormValues,
} from './FloorActionForm.tsx';
