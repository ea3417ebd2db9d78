export { EntityForm, type EntityFormProps } from './EntityForm.tsx';
export { ChildTable, type ChildTableProps } from './ChildTable.tsx';
export {
  emptyValues,
  entityErrors,
  type EntityErrors,
  type EntityValues,
  type LookupSearch,
} from './values.ts';
