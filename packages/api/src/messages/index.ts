// Issue 21's message calls and the e-mail dialog's state (decisions 1640–1644).
export {
  createMessageCalls,
  type EmailSend,
  type MessageChannel,
  type MessageCalls,
  type MessagePreview,
  type MessageTemplateRow,
  type SmsSend,
} from './messages.ts';
export {
  emailDialogClosed,
  emailDialogOpened,
  emailFieldChanged,
  emailSendRequested,
  emailTemplateChosen,
  emailTemplatesRequested,
  selectMessages,
  smsDialogOpened,
  type EmailField,
  type EmailSubject,
  type MessagesState,
} from '../store/messages/messagesSlice.ts';
