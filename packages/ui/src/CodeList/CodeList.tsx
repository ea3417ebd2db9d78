import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FieldShell, Input, useFieldIds } from '../internal/field.tsx';
import { useUiText } from '../text/UiText.tsx';

/** One code in the list, with what it names when known ("PP Woven Sack, 500 PCS"). */
export interface CodeListEntry {
  code: string;
  description?: string;
}

export interface CodeListProps {
  /** What the codes are, in the reader's words ("Rolls in this parcel"). */
  label: string;
  codes: readonly CodeListEntry[];
  /** A code scanned or typed, not yet in the list. */
  onAdd: (code: string) => void;
  onRemove: (code: string) => void;
  /** Why the list cannot be taken as it is (none yet, a code refused), in words. */
  error?: string;
  /** Whether the user has tried to submit the form: the error shows then. */
  submitted?: boolean;
  disabled?: boolean;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Codes = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
`;

const Code = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  & small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Refusal = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.status.danger.text};
`;

/**
 * Codes scanned or typed into a list (issue 58: Pack's rolls, Load's parcels): a keyboard scanner types
 * into the focused field and ends with Enter; a code already in the list is refused in words.
 */
export function CodeList(props: CodeListProps) {
  const t = useUiText();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = useFieldIds({ label: props.label, error: props.error, submitted: props.submitted });
  const add = () => {
    const code = text.trim();
    if (code === '') return;
    if (props.codes.some((entry) => entry.code === code)) {
      setRefusal(t('{{code}} is already in the list', { code }));
    } else {
      setRefusal(null);
      props.onAdd(code);
    }
    setText('');
  };
  return (
    <div>
      <Row>
        <FieldShell props={{ label: props.label, error: props.error, submitted: props.submitted }} ids={ids}>
          <Input
            id={ids.inputId}
            value={text}
            disabled={props.disabled}
            autoComplete="off"
            placeholder={t('Scan or type a code')}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event: KeyboardEvent) => {
              // A scanner's Enter adds its code; it never submits the form around the list.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
        </FieldShell>
        <Button type="button" onClick={add} disabled={props.disabled || text.trim() === ''}>
          {t('Add')}
        </Button>
      </Row>
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
      <Codes aria-label={t('Codes in the list')}>
        {props.codes.map((entry) => (
          <Code key={entry.code} aria-label={entry.code}>
            <span>
              {entry.code}
              {entry.description ? <small>{entry.description}</small> : null}
            </span>
            <Button
              size="sm"
              variant="ghost"
              icon="trash"
              iconOnly
              aria-label={t('Remove {{code}}', { code: entry.code })}
              disabled={props.disabled}
              onClick={() => props.onRemove(entry.code)}
            />
          </Code>
        ))}
      </Codes>
      <p aria-live="polite">{t('{{count}} in the list', { count: props.codes.length })}</p>
    </div>
  );
}
