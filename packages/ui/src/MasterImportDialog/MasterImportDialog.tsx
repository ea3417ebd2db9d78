import * as Dialog from '@radix-ui/react-dialog';
import type { ImportReport } from '@erp/domain';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import type { ButtonBusy } from '../Button/busy.ts';
import { CheckboxField } from '../CheckboxField/CheckboxField.tsx';
import { Actions, Content, CornerClose, Message, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { FileField } from '../FileField/FileField.tsx';
import type { FieldOption } from '../internal/options.ts';
import { LookupField } from '../LookupField/LookupField.tsx';
import { JobBar } from '../internal/JobBar.tsx';
import { useUiMessage, useUiText } from '../text/UiText.tsx';

/**
 * The category a Tally export's stock items are made in (decision 2151), picked from the server's pages as
 * every picker is: its options the matches of what was typed, "More" for the next page.
 */
export interface MasterImportCategory {
  /** The chosen category's id, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  options: readonly FieldOption[];
  onQueryChange?: (query: string) => void;
  hasMore?: boolean;
  loading?: boolean;
  onMore?: () => void;
}

/**
 * Where the sheet is: none sent yet, on its way, checked or imported in the background, ended, refused, or
 * cancelled by the user (decision 2262).
 */
export type MasterImportDialogPhase = 'idle' | 'sending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface MasterImportDialogProps {
  open: boolean;
  /** The master's label, as its list names it ('Item'). */
  label: string;
  /** The sheet chosen, or null. */
  file: File | null;
  /** The master also takes a Tally export of masters (.xml, decision 2125). */
  takesTally?: boolean;
  onFileChange: (file: File | null) => void;
  /** The category of a Tally export's stock items, asked for while such an export is chosen. */
  category?: MasterImportCategory;
  /** Rows may update the records their code names (false: rows only make records, an opening balance's). */
  updates?: boolean;
  /** Rows whose code exists update that record instead of being refused. */
  update: boolean;
  onUpdateChange: (update: boolean) => void;
  phase: MasterImportDialogPhase;
  /** The sheet sent was only checked. */
  checkOnly: boolean;
  /** Rows done of the total while it runs (the total is null until counted); null while waiting its turn. */
  progress: { done: number; total: number | null } | null;
  /** What the check or the import came to, once done. */
  report: ImportReport | null;
  /** Why it failed, or what its cancelling undid, as the server said it. */
  message: string | null;
  /** Stops the check or import under way (decision 2262); absent once asked. */
  onCancel?: () => void;
  /** Its cancelling was asked: it stops after the piece under way and undoes what it wrote. */
  cancelAsked?: boolean;
  /** The template is being downloaded. */
  templateBusy?: boolean | ButtonBusy;
  onTemplate: () => void;
  onCheck: () => void;
  onImport: () => void;
  onClose: () => void;
}

const Wide = styled(Content)`
  width: min(760px, calc(100vw - 32px));
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

const Status = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.status.danger.text};
`;

const Scroll = styled.div`
  max-height: 320px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Problems = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  & th,
  & td {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  & th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

/** What the sheet came to, in words: its progress, its problems row by row, or what was made and updated. */
function Outcome({
  phase,
  checkOnly,
  progress,
  report,
  message,
  onCancel,
  cancelAsked = false,
}: Pick<
  MasterImportDialogProps,
  'phase' | 'checkOnly' | 'progress' | 'report' | 'message' | 'onCancel' | 'cancelAsked'
>) {
  const t = useUiText();
  const said = useUiMessage();
  if (phase === 'idle') return null;
  if (phase === 'failed')
    return (
      <Refusal role="alert">{message ? said(message) : t('The sheet could not be read. Try again.')}</Refusal>
    );
  if (phase === 'cancelled') return <p role="status">{said(message ?? '')}</p>;
  if (phase === 'sending') return <p role="status">{t('Sending the sheet…')}</p>;
  if (phase === 'running' || !report) {
    const total = progress?.total ?? null;
    const words = cancelAsked
      ? t('Being cancelled: it stops after the piece under way and undoes what it wrote.')
      : !progress
        ? t('Waiting for its turn…')
        : checkOnly
          ? t('Checking the sheet: {{done}} of {{total}} rows', { done: progress.done, total: total ?? '…' })
          : t('Importing the sheet: {{done}} of {{total}} rows', {
              done: progress.done,
              total: total ?? '…',
            });
    return (
      <Status role="status">
        {words}
        <JobBar
          label={words}
          share={progress && total ? progress.done / total : null}
          onCancel={cancelAsked ? undefined : onCancel}
        />
      </Status>
    );
  }
  // What the file held that was left out or taken without (a Tally export's other ledgers, its prices), in the
  // reader's language.
  const notes = (report.notes ?? []).map((note) => <p key={note}>{said(note)}</p>);
  if (report.imported)
    return (
      <Status>
        <p role="status">
          {t(
            'Imported {{count}} rows: {{made}} made, {{updated}} updated.',
            { count: report.rows, made: report.made, updated: report.updated },
            { one: 'Imported {{count}} row: {{made}} made, {{updated}} updated.' },
          )}
        </p>
        {notes}
      </Status>
    );
  if (report.problemCount === 0)
    return (
      <Status>
        <p role="status">
          {t(
            'The sheet has no problems: its {{count}} rows can be imported.',
            { count: report.rows },
            { one: 'The sheet has no problems: its {{count}} row can be imported.' },
          )}
        </p>
        {notes}
      </Status>
    );
  return (
    <Status>
      {notes}
      <Refusal role="alert">
        {checkOnly
          ? t(
              '{{count}} problems in the sheet. Mend them and check again.',
              { count: report.problemCount },
              { one: '{{count}} problem in the sheet. Mend it and check again.' },
            )
          : t(
              '{{count}} problems in the sheet: nothing was imported. Mend them and import again.',
              { count: report.problemCount },
              { one: '{{count}} problem in the sheet: nothing was imported. Mend it and import again.' },
            )}
        {report.problemCount > report.problems.length
          ? ` ${t('The first {{shown}} are listed.', { shown: report.problems.length })}`
          : ''}
      </Refusal>
      <Scroll>
        <Problems aria-label={t('Problems of the sheet')}>
          <thead>
            <tr>
              <th scope="col">{t('Row')}</th>
              <th scope="col">{t('Column')}</th>
              <th scope="col">{t('Problem')}</th>
            </tr>
          </thead>
          <tbody>
            {report.problems.map((problem, k) => (
              <tr key={`${problem.row}-${k}`}>
                <td>
                  {problem.record
                    ? t('{{row}} ({{record}})', { row: problem.row, record: problem.record })
                    : problem.row}
                </td>
                <td>{problem.column}</td>
                <td>{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </Problems>
      </Scroll>
    </Status>
  );
}

/**
 * Issue 43's import of any master from a sheet (decision 2100): its template, the sheet chosen, Check (every
 * row's problems in a table, nothing saved) and Import (every row or none, updating records whose code exists
 * when switched on), its progress with Cancel (decision 2262), then what was made and updated, or what its
 * cancelling undid. The party and item masters also take a
 * Tally export of masters (decision 2125): its problems name the Tally master of their row, and what it left
 * out is said; a stock items' export asks for their category (decision 2151). An opening balance's sheet
 * only makes documents: no switch to update (decision 2152).
 */
export function MasterImportDialog({
  open,
  label,
  file,
  takesTally = false,
  category,
  updates = true,
  onFileChange,
  update,
  onUpdateChange,
  phase,
  checkOnly,
  progress,
  report,
  message,
  onCancel,
  cancelAsked,
  templateBusy = false,
  onTemplate,
  onCheck,
  onImport,
  onClose,
}: MasterImportDialogProps) {
  const t = useUiText();
  const working = phase === 'sending' || phase === 'running';
  const ready = file !== null && !working;
  // A Tally export (decision 2125) is the one file of .xml the dialog takes.
  const tally = takesTally && file !== null && /\.xml$/i.test(file.name);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Wide>
          <Title>{t('Import {{label}}', { label })}</Title>
          <Message>
            {t(
              'Fill in the template, choose the sheet and check it: every row’s problems are listed and nothing is saved. Import saves every row, or none.',
            )}
          </Message>
          <Fields>
            <div>
              <Button onClick={onTemplate} busy={templateBusy}>
                {t('Download Template')}
              </Button>
            </div>
            <FileField
              label={takesTally ? t('Sheet (Excel or CSV) or Tally export (XML)') : t('Sheet (Excel or CSV)')}
              accept={takesTally ? '.xlsx,.csv,.xml' : '.xlsx,.csv'}
              value={file ? [file] : []}
              onChange={(files) => onFileChange(files[0] ?? null)}
              disabled={working}
            />
            {category && tally ? (
              <LookupField
                label={t('Category of the stock items')}
                hint={t('None chosen, they are made in the category “Imported from Tally”.')}
                value={category.value}
                onChange={category.onChange}
                options={category.options}
                onQueryChange={category.onQueryChange}
                hasMore={category.hasMore}
                loading={category.loading}
                onMore={category.onMore}
                disabled={working}
              />
            ) : null}
            {updates ? (
              <CheckboxField
                label={t('Update records whose code exists')}
                appearance="switch"
                value={update}
                onChange={onUpdateChange}
                disabled={working}
              />
            ) : null}
          </Fields>
          <Outcome
            phase={phase}
            checkOnly={checkOnly}
            progress={progress}
            report={report}
            message={message}
            onCancel={onCancel}
            cancelAsked={cancelAsked}
          />
          <Actions>
            <Button onClick={onClose}>{t('Done')}</Button>
            <Button onClick={onCheck} disabled={!ready}>
              {t('Check')}
            </Button>
            <Button variant="primary" onClick={onImport} disabled={!ready}>
              {t('Import')}
            </Button>
          </Actions>
          <CornerClose />
        </Wide>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
