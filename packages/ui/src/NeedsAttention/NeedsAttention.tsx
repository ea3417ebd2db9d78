import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { useUiMessage, useUiText } from '../text/UiText.tsx';

/** An entry the server refused, as Needs attention lists it. */
export interface RefusedEntry {
  key: string;
  /** What the user did, in words. */
  label: string;
  /** The server's reason, in words. */
  reason: string;
  /** When it was made, as the reader reads a time ('27-11-2026 09:42'). */
  madeAt: string;
}

export interface NeedsAttentionProps {
  entries: readonly RefusedEntry[];
  /** Send it again as it is (the lot was released meanwhile, the right given back). */
  onRetry: (key: string) => void;
  /** Open it in its form to correct, then send again; absent where no form can open (the top bar). */
  onCorrect?: (key: string) => void;
  /** Drop it, once the user confirmed: it is not sent. */
  onDiscard: (key: string) => void;
}

const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
`;

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  & > strong {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.status.danger.text};
  }
  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(2)};
  }
  & > div > button {
    min-height: 44px;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/**
 * What the server refused of the entries made on this phone (issue 58): each with what was done, when and
 * why in words, to correct and send again, send again as it is, or discard once confirmed. Nothing is
 * dropped silently.
 */
export function NeedsAttention(props: NeedsAttentionProps) {
  const t = useUiText();
  const message = useUiMessage();
  const [discarding, setDiscarding] = useState<RefusedEntry | null>(null);
  if (props.entries.length === 0) {
    return (
      <Empty>{t('Nothing needs attention: every entry of this phone was sent or waits to send.')}</Empty>
    );
  }
  return (
    <>
      <Entries aria-label={t('Needs attention')}>
        {props.entries.map((entry) => (
          <Entry key={entry.key} aria-label={entry.label}>
            <strong>{entry.label}</strong>
            <small>{t('Made {{when}}', { when: entry.madeAt })}</small>
            <p>{message(entry.reason)}</p>
            <div>
              <Button size="sm" variant="danger" onClick={() => setDiscarding(entry)}>
                {t('Discard')}
              </Button>
              {props.onCorrect ? (
                <Button size="sm" onClick={() => props.onCorrect?.(entry.key)}>
                  {t('Correct')}
                </Button>
              ) : null}
              <Button size="sm" variant="primary" onClick={() => props.onRetry(entry.key)}>
                {t('Send again')}
              </Button>
            </div>
          </Entry>
        ))}
      </Entries>
      <ConfirmDialog
        open={discarding !== null}
        title={t('Discard this entry?')}
        message={t('{{label}} will not be sent. This cannot be undone.', { label: discarding?.label ?? '' })}
        okText={t('Discard')}
        okVariant="danger"
        onClose={(sure) => {
          if (sure && discarding) props.onDiscard(discarding.key);
          setDiscarding(null);
        }}
      />
    </>
  );
}
