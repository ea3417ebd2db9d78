import {
  DOCUMENT_STATUS,
  FORM_ACTIONS,
  statusLabel,
  type DocumentStatus,
  type FormAction,
} from '@erp/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import type { ButtonBusy } from '../Button/busy.ts';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { HeaderBar } from '../internal/HeaderBar.tsx';
import { useUiText } from '../text/UiText.tsx';
import type { ColorTokens } from '../theme/tokens.ts';
import { ReasonDialog, type ReasonDialogAction } from './ReasonDialog.tsx';

/** The buttons of a document form, in the order they show: the domain's form actions. */
export const DOCUMENT_FORM_ACTIONS = FORM_ACTIONS;
export type DocumentFormAction = FormAction;

export interface DocumentActionsProps {
  /** The document's number (`PO/2026-27/00001`, `/R1` when amended); absent until its first submit. */
  number?: string | null;
  status: DocumentStatus;
  /** The actions the user may take now (by status and rights): only these show. */
  allowed: readonly DocumentFormAction[];
  /** The action under way: every button waits until it ends. */
  busy?: DocumentFormAction;
  /** The files under way by the button that asked for them (labels, a count sheet): each busy on its own (issue 40). */
  files?: Readonly<Partial<Record<DocumentFormAction, ButtonBusy | false>>>;
  /** An action to take; close and cancel come with the reason the user gave. */
  onAction: (action: DocumentFormAction, reason?: string) => void;
  level?: 1 | 2 | 3;
  /** What Amend reads for this document, as its definition declares it (a quotation's "Revise", decision 1624). */
  amendLabel?: string;
  /** The document's name as its definition labels it ("Invoice"): Cancel reads "Cancel Invoice". */
  documentLabel: string;
  /**
   * The actions that post stock or money or cannot be undone, with what each will do in words (the domain's
   * `actionConsequences`): each says so and asks once before it goes to `onAction` (issue 42).
   */
  consequences?: Readonly<Partial<Record<DocumentFormAction, string>>>;
}

const VARIANTS: Readonly<Record<DocumentFormAction, ButtonVariant>> = {
  fromInvoice: 'secondary',
  fromOrder: 'secondary',
  save: 'secondary',
  submit: 'primary',
  issue: 'primary',
  accept: 'primary',
  complete: 'primary',
  approve: 'primary',
  reject: 'danger',
  amend: 'secondary',
  close: 'secondary',
  cancel: 'danger',
  delete: 'danger',
  print: 'secondary',
  email: 'secondary',
  sms: 'secondary',
  labels: 'secondary',
  labelsZpl: 'secondary',
  labTest: 'secondary',
  countSheet: 'secondary',
  uploadCounts: 'secondary',
  raiseRequest: 'primary',
  makeBatch: 'secondary',
  history: 'ghost',
  approvals: 'ghost',
};

const S = DOCUMENT_STATUS;
type Tone = 'neutral' | keyof ColorTokens['status'];

/** The colour a status's badge takes: waiting is a warning, working is info, done is success. */
const TONES: Readonly<Record<DocumentStatus, Tone>> = {
  [S.DRAFT]: 'neutral',
  [S.PENDING_APPROVAL]: 'warning',
  [S.OPEN]: 'info',
  [S.IN_PROGRESS]: 'info',
  [S.COMPLETED]: 'success',
  [S.CLOSED]: 'success',
  [S.ACCEPTED]: 'success',
  [S.CANCELLED]: 'danger',
};

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  vertical-align: middle;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  ${({ theme, $tone }) => {
    const colors =
      $tone === 'neutral'
        ? { text: theme.color.text, subtle: theme.color.surfaceSunken, border: theme.color.borderStrong }
        : theme.color.status[$tone];
    return `color: ${colors.text}; background: ${colors.subtle}; border-color: ${colors.border};`;
  }}
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Waiting = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * Issue 16's action bar of a document form: the number and status as a heading ('PO/2026-27/00001 ·
 * Open', 'Draft' before the first submit) and the allowed actions. Close, Cancel and Reject ask for a
 * reason (the remarks) first; an action with its consequences given (Submit, Issue) says them and asks
 * once; every action goes to `onAction`, which does it.
 */
export function DocumentActions({
  number,
  status,
  allowed,
  busy,
  files = {},
  onAction,
  level = 2,
  amendLabel,
  documentLabel,
  consequences = {},
}: DocumentActionsProps) {
  const t = useUiText();
  const [asking, setAsking] = useState<ReasonDialogAction | null>(null);
  const [confirming, setConfirming] = useState<DocumentFormAction | null>(null);
  const document = t(documentLabel);
  const [reason, setReason] = useState('');
  const texts: Readonly<Record<DocumentFormAction, string>> = {
    fromInvoice: t('From Invoice'),
    fromOrder: t('From Purchase Order'),
    save: t('Save'),
    submit: t('Submit'),
    issue: t('Issue'),
    accept: t('Accept'),
    complete: t('Complete'),
    approve: t('Approve'),
    reject: t('Reject'),
    amend: amendLabel ? t(amendLabel) : t('Amend'),
    close: t('Close'),
    // Beside buttons that leave, a bare "Cancel" reads as "go back": it names what it cancels.
    cancel: t('Cancel {{document}}', { document }),
    delete: t('Delete'),
    print: t('Print'),
    email: t('E-Mail'),
    sms: t('SMS'),
    labels: t('Labels'),
    labelsZpl: t('Labels (ZPL)'),
    labTest: t('Lab Test'),
    countSheet: t('Excel Sheet'),
    uploadCounts: t('Upload Counts'),
    raiseRequest: t('Raise Material Request'),
    makeBatch: t('Make Batch'),
    history: t('History'),
    approvals: t('Approval Log'),
  };
  const shown = DOCUMENT_FORM_ACTIONS.filter((action) => allowed.includes(action));
  const take = (action: DocumentFormAction) => {
    if (action === 'close' || action === 'cancel' || action === 'reject') setAsking(action);
    else if (consequences[action] !== undefined) setConfirming(action);
    else onAction(action);
  };
  const consequence = confirming === null ? undefined : consequences[confirming];
  return (
    <HeaderBar>
      <Heading as={`h${level}`}>
        {number ? `${number} · ` : null}
        <Badge $tone={TONES[status]}>{t(statusLabel(status))}</Badge>
      </Heading>
      <Buttons role="group" aria-label={t('Document actions')} aria-busy={busy !== undefined}>
        <Waiting role="status">{busy === undefined ? null : t('Please wait…')}</Waiting>
        {shown.map((action) => (
          <Button
            key={action}
            variant={VARIANTS[action]}
            disabled={busy !== undefined}
            busy={files[action] ?? false}
            onClick={() => take(action)}
          >
            {texts[action]}
          </Button>
        ))}
      </Buttons>
      <ReasonDialog
        action={asking}
        reason={reason}
        onReasonChange={setReason}
        onConfirm={(action, given) => {
          setAsking(null);
          onAction(action, given);
        }}
        onDismiss={() => setAsking(null)}
      />
      <ConfirmDialog
        open={consequence !== undefined}
        title={
          confirming === null ? '' : t('{{action}} {{document}}?', { action: texts[confirming], document })
        }
        message={consequence === undefined ? '' : t(consequence)}
        okText={confirming === null ? undefined : texts[confirming]}
        cancelText={t('Back')}
        onClose={(sure) => {
          setConfirming(null);
          if (sure === true && confirming !== null) onAction(confirming);
        }}
      />
    </HeaderBar>
  );
}
