import styled from 'styled-components';
import { Button } from '../Button/index.ts';
import { useUiMessage, useUiText } from '../text/UiText.tsx';

/** A row of the file that was not created: its number and why, in the user's words. */
export interface LeadImportProblem {
  row: number;
  field?: string;
  message: string;
}

export interface LeadImportResultProps {
  rows: number;
  created: number;
  duplicates: readonly LeadImportProblem[];
  errors: readonly LeadImportProblem[];
  onDownload: () => void;
  onDone: () => void;
}

const Summary = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space(3)};
  & caption {
    text-align: left;
    font-weight: 600;
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Issue 21's result of a lead import (decision 1605): how many rows were read and created, each duplicate
 * with the lead it repeats and each bad row with its field, and the report to download.
 */
export function LeadImportResult({
  rows,
  created,
  duplicates,
  errors,
  onDownload,
  onDone,
}: LeadImportResultProps) {
  const t = useUiText();
  const message = useUiMessage();
  const problems = (caption: string, list: readonly LeadImportProblem[]) =>
    list.length === 0 ? null : (
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Row')}</th>
            <th scope="col">{t('Problem')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((problem, k) => (
            <tr key={k}>
              <td>{problem.row}</td>
              <td>{message(problem.message)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  return (
    <section aria-label={t('Import result')}>
      <Summary>
        <div>
          <dt>{t('Rows read')}</dt>
          <dd>{rows}</dd>
        </div>
        <div>
          <dt>{t('Leads created')}</dt>
          <dd>{created}</dd>
        </div>
        <div>
          <dt>{t('Duplicates')}</dt>
          <dd>{duplicates.length}</dd>
        </div>
        <div>
          <dt>{t('Rows with errors')}</dt>
          <dd>{new Set(errors.map((error) => error.row)).size}</dd>
        </div>
      </Summary>
      {problems(t('Duplicates, not created'), duplicates)}
      {problems(t('Errors, not created'), errors)}
      <Actions>
        <Button variant="secondary" icon="report" onClick={onDownload}>
          {t('Download the report')}
        </Button>
        <Button variant="primary" onClick={onDone}>
          {t('Done')}
        </Button>
      </Actions>
    </section>
  );
}
