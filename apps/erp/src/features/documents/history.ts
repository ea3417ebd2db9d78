import type { ApprovalStatusLogEntry, AuditEntry } from '@erp/api';
import type { HistoryEntry } from '@erp/ui';

type Translate = (text: string, values?: Readonly<Record<string, string | number>>) => string;

/** What an audit action says in the history, translated (each text a `t('…')` of its own, for the extraction). */
function actionText(action: string, t: Translate): string {
  switch (action) {
    case 'create':
      return t('Created');
    case 'update':
      return t('Updated');
    case 'delete':
      return t('Deleted');
    case 'submit':
      return t('Submitted');
    case 'approve':
      return t('Approved');
    case 'reject':
      return t('Rejected');
    case 'close':
      return t('Closed');
    case 'cancel':
      return t('Cancelled');
    case 'amend':
      return t('Amended');
    case 'email':
      return t('E-mailed');
    case 'sms':
      return t('SMS sent');
    default:
      return action;
  }
}

/** A value as the history shows it: nothing as a dash, a number and a text as they are, anything else as data. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The audit trail's entries (decision 0805) as the history dialog's steps: each field's before and after. */
export function historyEntries(rows: readonly AuditEntry[], t: Translate): HistoryEntry[] {
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    who: row.staff?.name ?? t('System'),
    what: actionText(row.action, t),
    details: row.changes.map(
      (change) => `${t(change.label)}: ${shown(change.before)} → ${shown(change.after)}`,
    ),
  }));
}

/** What a step of an approval log says (spec §4: request, approve, reject), translated. */
function stepText(row: ApprovalStatusLogEntry, t: Translate): string {
  const level = { level: row.level };
  if (row.status === 'request') return t('Approval requested at level {{level}}', level);
  return row.status === 'approve'
    ? t('Approved at level {{level}}', level)
    : t('Rejected at level {{level}}', level);
}

/** A document's approval log (decision 0822) as the dialog's steps: who, the step and level, the remarks. */
export function approvalEntries(rows: readonly ApprovalStatusLogEntry[], t: Translate): HistoryEntry[] {
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt,
    who: row.createdBy ?? t('System'),
    what: stepText(row, t),
    details: row.remarks ? [row.remarks] : [],
  }));
}
