import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FieldShell, useFieldIds, VisuallyHidden, type FieldBaseProps } from '../internal/field.tsx';
import { useUiText } from '../text/UiText.tsx';

export interface FileFieldProps extends Omit<FieldBaseProps, 'placeholder'> {
  /** The chosen files (spec §7: uploads send one file or a list of files). */
  value: readonly File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  /** Accepted types, as the input's `accept` (e.g. `.xlsx,.csv` or `image/*`). */
  accept?: string;
  /** The picture stored already (an image's address): shown above the chooser. */
  preview?: string;
}

const FileInput = styled.input<{ $invalid: boolean }>`
  width: 100%;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  border: 1px dashed
    ${({ theme, $invalid }) => ($invalid ? theme.color.status.danger.border : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: ${({ theme }) => theme.space(1.5)};
  background: ${({ theme }) => theme.color.surface};
  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.onAccent};
    background: ${({ theme }) => theme.color.accent};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
  }
`;

const Files = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const FileRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-left: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Picture = styled.img`
  display: block;
  max-width: 160px;
  max-height: 120px;
  object-fit: contain;
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`;

/**
 * File upload: the stored picture (when there is one), the browser's chooser, then the chosen files with
 * their sizes and a Remove button each.
 */
export function FileField(props: FileFieldProps) {
  const ids = useFieldIds(props);
  const input = useRef<HTMLInputElement>(null);
  const t = useUiText();
  useEffect(() => {
    // The input cannot show files it did not choose; once the list is emptied, clear it too.
    if (props.value.length === 0 && input.current) input.current.value = '';
  }, [props.value.length]);
  return (
    <FieldShell props={props} ids={ids}>
      {props.preview ? <Picture src={props.preview} alt={props.label} /> : null}
      <FileInput
        ref={input}
        id={ids.inputId}
        name={props.name}
        type="file"
        multiple={props.multiple}
        accept={props.accept}
        disabled={props.disabled || props.readOnly}
        aria-required={props.required || undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={ids.invalid}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          props.onChange(props.multiple ? [...props.value, ...chosen] : chosen);
        }}
      />
      {props.value.length > 0 ? (
        <Files aria-label={t('Chosen files for {{label}}', { label: props.label })}>
          {props.value.map((file, index) => (
            <FileRow key={`${file.name}-${index}`}>
              <span>
                {file.name} ({kilobytes(file.size)})
              </span>
              <Button
                size="sm"
                variant="ghost"
                icon="close"
                disabled={props.disabled || props.readOnly}
                onClick={() => props.onChange(props.value.filter((_, i) => i !== index))}
              >
                {t('Remove')}
                <VisuallyHidden> {file.name}</VisuallyHidden>
              </Button>
            </FileRow>
          ))}
        </Files>
      ) : null}
    </FieldShell>
  );
}
