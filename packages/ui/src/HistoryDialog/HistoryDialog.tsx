import * as Dialog from '@radix-ui/react-dialog';
import { formatDate } from '@erp/domain';
import styled from 'styled-components';
import { Content, CornerClose, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { useUiText } from '../text/UiText.tsx';

/** One step of a record's history: who did what when, and what it changed or said. */
export interface HistoryEntry {
  id: number | string;
  /** ISO timestamp. */
  at: string;
  who: string;
  /** What was done, in words ('Submitted', 'Approved at level 1'). */
  what: string;
  /** The detail lines: a field's change ('Rate: 100.00 → 104.50'), the remarks. */
  details?: readonly string[];
}

export interface HistoryDialogProps {
  open: boolean;
  /** 'History of PO/2026-27/00001', 'Approval log of …'. */
  title: string;
  entries: readonly HistoryEntry[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** How many entries there are in all (the dialog shows the newest page). */
  total: number;
  onClose: () => void;
}

const Wide = styled(Content)`
  width: min(640px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  overflow: auto;
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.color.border};
`;

const When = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const What = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Details = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding-left: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * A record's history in a dialog, newest first (issue 16: "History from the audit trail, approval log"):
 * each step's time, who, what, and its details. Says so while it loads, when it failed, and when there is
 * nothing yet; counts the steps not shown.
 */
export function HistoryDialog({ open, title, entries, status, total, onClose }: HistoryDialogProps) {
  const t = useUiText();
  const rest = total - entries.length;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Wide aria-describedby={undefined}>
          <Title>{title}</Title>
          {status === 'loading' && entries.length === 0 ? <Note role="status">{t('Loading…')}</Note> : null}
          {status === 'failed' ? <Note role="alert">{t('The history could not be read.')}</Note> : null}
          {status === 'loaded' && entries.length === 0 ? <Note>{t('Nothing recorded yet.')}</Note> : null}
          <Steps>
            {entries.map((entry) => (
              <Step key={entry.id}>
                <When>
                  {formatDate(entry.at, 'dd-MM-yyyy HH:mm')} · {entry.who}
                </When>
                <What>{entry.what}</What>
                {entry.details && entry.details.length > 0 ? (
                  <Details>
                    {entry.details.map((detail, index) => (
                      <li key={index}>{detail}</li>
                    ))}
                  </Details>
                ) : null}
              </Step>
            ))}
          </Steps>
          {rest > 0 ? <Note>{t('{{count}} earlier steps not shown.', { count: rest })}</Note> : null}
          <CornerClose />
        </Wide>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
