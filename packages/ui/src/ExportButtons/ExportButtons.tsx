import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { formatBytes, type ButtonBusy } from '../Button/busy.ts';
import { useUiText } from '../text/UiText.tsx';

export type ExportFormat = 'excel' | 'pdf';

/** A running export: its format, the seconds it has run and the bytes received (of `total` when the server said it). */
export interface ExportProgress extends ButtonBusy {
  format: ExportFormat;
  loaded: number;
}

export interface ExportButtonsProps {
  /** Starts an export of exactly what the list shows. */
  onExport: (format: ExportFormat) => void;
  /** The export under way; absent or null when none is. */
  progress?: ExportProgress | null;
  /** Stops the export under way. */
  onCancel: () => void;
  disabled?: boolean;
  /** The formats offered (a report may declare Excel only); default both. */
  formats?: readonly ExportFormat[];
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Bar = styled.progress`
  width: 120px;
  height: ${({ theme }) => theme.space(2)};
  accent-color: ${({ theme }) => theme.color.accent};
`;

const FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = { excel: 'Excel', pdf: 'PDF' };

/**
 * Issue 16's export of a list: Excel and PDF buttons; while a file downloads, its button busy (issue 40), a progress bar (a share when
 * its length is known, moving otherwise: a streamed export's is not) with the bytes so far, and Cancel.
 */
export function ExportButtons({
  onExport,
  progress,
  onCancel,
  disabled = false,
  formats = ['excel', 'pdf'],
}: ExportButtonsProps) {
  const t = useUiText();
  const busy = Boolean(progress);
  const status = progress
    ? t('Exporting {{format}}: {{size}}', {
        format: FORMAT_LABELS[progress.format],
        size: formatBytes(progress.loaded),
      })
    : '';
  return (
    <Group role="group" aria-label={t('Export')}>
      <Label aria-hidden="true">{t('Export')}</Label>
      {formats.map((format) => (
        <Button
          key={format}
          size="sm"
          variant="secondary"
          icon="report"
          disabled={disabled || (busy && progress?.format !== format)}
          busy={progress?.format === format ? progress : false}
          aria-label={t('Export as {{format}}', { format: FORMAT_LABELS[format] })}
          onClick={() => onExport(format)}
        >
          {FORMAT_LABELS[format]}
        </Button>
      ))}
      {progress ? (
        <Bar
          aria-label={status}
          max={progress.total ?? undefined}
          value={progress.total ? progress.loaded : undefined}
        />
      ) : null}
      {/* Always in the page, so that a screen reader hears the export start. */}
      <Label role="status">{status}</Label>
      {progress ? (
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      ) : null}
    </Group>
  );
}
