export {
  DOCUMENT_FORM_ACTIONS,
  DocumentActions,
  type DocumentActionsProps,
  type DocumentFormAction,
} from './DocumentActions.tsx';
export {
  ReasonDialog,
  type ReasonAction,
  type ReasonDialogAction,
  type ReasonDialogProps,
} from './ReasonDialog.tsx';
