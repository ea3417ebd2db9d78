import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DocumentKey } from '@erp/domain';
import type { Page } from '../../client/envelope.ts';
import type { MessageChannel, MessagePreview, MessageTemplateRow } from '../../messages/messages.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** The document the dialog sends. */
export interface EmailSubject {
  document: DocumentKey;
  id: number;
  number: string;
}

/** What the sender types: addresses comma separated, the subject and message as filled. */
export type EmailField = 'to' | 'cc' | 'subject' | 'message';

/**
 * The e-mail or SMS dialog of a document (decisions 1643, 1624): its values (an SMS's To is the phone, its
 * message the template filled), the template picker's page, the call out.
 */
export interface MessagesState {
  subject: EmailSubject | null;
  channel: MessageChannel;
  values: Record<EmailField, string>;
  templateId: number | null;
  templateLabel: string;
  templates: MessageTemplateRow[];
  hasMoreTemplates: boolean;
  templateQuery: string;
  templatePage: number;
  loadingTemplates: boolean;
  previewing: boolean;
  sending: boolean;
  error: string | null;
}

export const initialMessagesState = (): MessagesState => ({
  subject: null,
  channel: 'EMAIL',
  values: { to: '', cc: '', subject: '', message: '' },
  templateId: null,
  templateLabel: '',
  templates: [],
  hasMoreTemplates: false,
  templateQuery: '',
  templatePage: 1,
  loadingTemplates: false,
  previewing: false,
  sending: false,
  error: null,
});

export const messagesSlice = createSlice({
  name: 'messages',
  initialState: initialMessagesState,
  reducers: {
    /** Opened: the party's address is read to fill To. */
    emailDialogOpened(state, action: PayloadAction<EmailSubject>) {
      Object.assign(state, initialMessagesState(), { subject: action.payload, previewing: true });
    },
    /** Opened for an SMS: the party's phone is read to fill To. */
    smsDialogOpened(state, action: PayloadAction<EmailSubject>) {
      Object.assign(state, initialMessagesState(), {
        subject: action.payload,
        channel: 'SMS',
        previewing: true,
      });
    },
    emailDialogClosed: () => initialMessagesState(),
    emailFieldChanged(state, action: PayloadAction<{ field: EmailField; value: string }>) {
      state.values[action.payload.field] = action.payload.value;
    },
    emailTemplatesRequested(state, action: PayloadAction<{ query: string; page: number }>) {
      state.loadingTemplates = true;
      state.templateQuery = action.payload.query;
      state.templatePage = action.payload.page;
    },
    emailTemplatesLoaded(state, action: PayloadAction<Page<MessageTemplateRow>>) {
      const rows =
        state.templatePage === 1 ? action.payload.rows : [...state.templates, ...action.payload.rows];
      state.templates = rows;
      state.hasMoreTemplates = rows.length < action.payload.totalCount;
      state.loadingTemplates = false;
    },
    /** A template chosen: it is filled for the document, into the subject and message. */
    emailTemplateChosen(state, action: PayloadAction<{ id: number | null; label: string }>) {
      state.templateId = action.payload.id;
      state.templateLabel = action.payload.label;
      state.previewing = action.payload.id !== null;
      state.error = null;
    },
    emailPreviewLoaded(state, action: PayloadAction<MessagePreview>) {
      const { email, phone, subject, body } = action.payload;
      const to = state.channel === 'SMS' ? phone : email;
      if (state.values.to === '' && to) state.values.to = to;
      if (state.templateId !== null) Object.assign(state.values, { subject, message: body });
      state.previewing = false;
    },
    emailSendRequested(state) {
      state.sending = true;
      state.error = null;
    },
    /** Sent: the dialog closes. */
    emailSent: () => initialMessagesState(),
    emailFailed(state, action: PayloadAction<{ message: string }>) {
      Object.assign(state, {
        sending: false,
        previewing: false,
        loadingTemplates: false,
        error: action.payload.message,
      });
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialMessagesState());
  },
  selectors: {
    selectMessages: (state) => state,
  },
});

export const {
  emailDialogOpened,
  smsDialogOpened,
  emailDialogClosed,
  emailFieldChanged,
  emailTemplatesRequested,
  emailTemplatesLoaded,
  emailTemplateChosen,
  emailPreviewLoaded,
  emailSendRequested,
  emailSent,
  emailFailed,
} = messagesSlice.actions;
export const { selectMessages } = messagesSlice.selectors;
