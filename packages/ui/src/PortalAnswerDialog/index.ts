export {
  PortalAnswerDialog,
  type PortalAnswerDialogProps,
  type PortalAnswerField,
} from './PortalAnswerDialog.tsx';
