export {
  DOCUMENT_FORM_ACTIONS,
  DocumentActions,
  type DocumentActionsProps,
  type DocumentFormAction,
} from './DocumentActions.tsx';
