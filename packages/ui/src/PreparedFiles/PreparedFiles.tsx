import styled from 'styled-components';
import { formatCount, formatDate, isCancellable, jobShare, type JobView } from '@erp/domain';
import { Button } from '../Button/Button.tsx';
import type { ButtonBusy } from '../Button/busy.ts';
import type { ExportFormat } from '../ExportButtons/ExportButtons.tsx';
import { JobBar } from '../internal/JobBar.tsx';
import { useUiMessage, useUiText } from '../text/UiText.tsx';

/** A file prepared in the background, as its list shows it. */
export type PreparedFile = Pick<
  JobView,
  'id' | 'description' | 'state' | 'cancelAsked' | 'done' | 'total' | 'message' | 'fileName' | 'createdAt'
>;

export interface PreparedFilesProps {
  /** Why the report could not be shown here (read past its limit): offer to prepare it. Null when it was. */
  offer: string | null;
  /** The formats it can be prepared as. */
  formats: readonly ExportFormat[];
  onPrepare: (format: ExportFormat) => void;
  /** The newest files prepared of this report, newest first. */
  files: readonly PreparedFile[];
  onDownload: (file: PreparedFile) => void;
  /** A file waiting or being prepared cancelled (decision 2262). */
  onCancel?: (file: PreparedFile) => void;
  /** The downloads under way, by file id. */
  downloading?: Readonly<Record<number, ButtonBusy>>;
}

const Region = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Offer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  & p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
`;

const What = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Failed = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

const Bar = styled(JobBar)`
  width: 260px;
  max-width: 100%;
`;

const FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = { excel: 'Excel', pdf: 'PDF' };

/**
 * Decision 2040: a report too long to show on its screen, prepared as a file in the background. Offers to
 * prepare it when the screen's read was stopped, and lists the newest files prepared of it: waiting or being
 * prepared (rows done of the count, with a bar, at its start until they are counted, and Cancel: decision
 * 2262), ready to download, why it failed, or that it was cancelled.
 */
export function PreparedFiles({
  offer,
  formats,
  onPrepare,
  files,
  onDownload,
  onCancel,
  downloading = {},
}: PreparedFilesProps) {
  const t = useUiText();
  const message = useUiMessage();
  if (offer === null && files.length === 0) return null;
  const stateOf = (file: PreparedFile) => {
    switch (file.state) {
      case 'queued':
      case 'running': {
        const text = file.cancelAsked
          ? t('Being cancelled: it stops after the piece under way and undoes what it wrote.')
          : file.state === 'queued'
            ? t('Waiting for its turn')
            : file.total === null
              ? t('Counting the rows')
              : t('Prepared {{done}} of {{total}} rows', {
                  done: formatCount(file.done),
                  total: formatCount(file.total),
                });
        return (
          <Row>
            <Bar
              label={text}
              share={jobShare(file)}
              onCancel={onCancel && isCancellable(file) ? () => onCancel(file) : undefined}
            />
            <Muted role="status">{text}</Muted>
          </Row>
        );
      }
      case 'done':
        return (
          <Button
            size="sm"
            variant="secondary"
            icon="report"
            busy={downloading[file.id] ?? false}
            onClick={() => onDownload(file)}
          >
            {t('Download {{name}}', { name: file.fileName ?? '' })}
          </Button>
        );
      case 'failed':
        return <Failed role="alert">{message(file.message ?? '')}</Failed>;
      case 'cancelled':
        return <Muted role="status">{message(file.message ?? '')}</Muted>;
    }
  };
  return (
    <Region aria-label={t('Prepared in the background')}>
      <Heading>{t('Prepared in the background')}</Heading>
      {offer === null ? null : (
        <Offer>
          <p role="alert">{message(offer)}</p>
          <p>
            {t(
              'Prepare it as a file instead: it is made in the background while you go on working, and waits here to be downloaded.',
            )}
          </p>
          <Row>
            {formats.map((format) => (
              <Button key={format} size="sm" icon="report" onClick={() => onPrepare(format)}>
                {t('Prepare as {{format}}', { format: FORMAT_LABELS[format] })}
              </Button>
            ))}
          </Row>
        </Offer>
      )}
      {files.length === 0 ? null : (
        <List aria-label={t('Prepared files')}>
          {files.map((file) => (
            <Item key={file.id}>
              <What>
                <span>{message(file.description) || t('Every row')}</span>
                <Muted>
                  {t('Asked {{at}}', { at: formatDate(file.createdAt, 'dd-MM-yyyy HH:mm') })}
                  {file.state === 'done' ? ` · ${t('Ready')}` : ''}
                </Muted>
              </What>
              {stateOf(file)}
            </Item>
          ))}
        </List>
      )}
    </Region>
  );
}
