export {
  FloorActionForm,
  type FloorActionFormProps,
  type FloorFormField,
  type FloorFormValue,
  type FloorFormValues,
  type FloorPickSearch,
} from './FloorActionForm.tsx';
