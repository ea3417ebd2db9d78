import styled from 'styled-components';
import { Button } from '../Button/index.ts';
import { useUiText } from '../text/UiText.tsx';

/** A field a column of the file may fill. */
export interface LeadMappingField {
  key: string;
  label: string;
}

export interface LeadMappingProps {
  /** The file's name and how many leads it holds. */
  fileName: string;
  rows: number;
  /** The file's header row, one entry per column. */
  headers: readonly string[];
  /** The field each column fills (null: left out), as guessed by the server and changed here. */
  mapping: readonly (string | null)[];
  fields: readonly LeadMappingField[];
  onChange: (mapping: (string | null)[]) => void;
  onImport: () => void;
  onCancel: () => void;
  busy?: boolean;
}

const Table = styled.table`
  border-collapse: collapse;
  margin: ${({ theme }) => theme.space(3)} 0;
  & th,
  & td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  & select {
    font: inherit;
    padding: ${({ theme }) => theme.space(1)};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Issue 21's mapping step of a lead import (decision 1605): each column of the file with the field it fills,
 * changeable; a field is filled by one column at most (choosing it for another column leaves the first out).
 */
export function LeadMapping({
  fileName,
  rows,
  headers,
  mapping,
  fields,
  onChange,
  onImport,
  onCancel,
  busy = false,
}: LeadMappingProps) {
  const t = useUiText();
  const choose = (column: number, key: string) => {
    const chosen = key === '' ? null : key;
    onChange(
      headers.map((_, k) => (k === column ? chosen : mapping[k] === chosen ? null : (mapping[k] ?? null))),
    );
  };
  return (
    <section aria-label={t('Column mapping')}>
      <p>{t('{{file}}: {{rows}} leads. Choose the field each column fills.', { file: fileName, rows })}</p>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('Column in the file')}</th>
            <th scope="col">{t('Field')}</th>
          </tr>
        </thead>
        <tbody>
          {headers.map((header, column) => (
            <tr key={column}>
              <td>{header || t('(no header)')}</td>
              <td>
                <select
                  aria-label={t('Field for column {{column}}', { column: header || String(column + 1) })}
                  value={mapping[column] ?? ''}
                  onChange={(event) => choose(column, event.target.value)}
                >
                  <option value="">{t('Leave out')}</option>
                  {fields.map((field) => (
                    <option key={field.key} value={field.key}>
                      {t(field.label)}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Actions>
        <Button variant="primary" onClick={onImport} disabled={busy || mapping.every((key) => key === null)}>
          {t('Import')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('Cancel')}
        </Button>
      </Actions>
    </section>
  );
}
