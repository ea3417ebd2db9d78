import { formatDate, statusLabel, type DocumentStatus } from '@erp/domain';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { VisuallyHidden } from '../internal/field.tsx';
import { GridScroll, GridTable } from '../internal/gridTable.ts';
import { useUiText } from '../text/UiText.tsx';

/** An earlier revision as listed: the number it had, its status then, and the amendment that kept it. */
export interface RevisionRow {
  revision: number;
  /** `QT/2026-27/00001`, `…/R1`. */
  number: string;
  status: DocumentStatus;
  /** ISO timestamp of the amendment (revision) that kept it. */
  at: string;
  /** Who revised it, if known. */
  who: string | null;
  reason: string | null;
}

export interface RevisionsPanelProps {
  rows: readonly RevisionRow[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The revision being opened: its button waits. */
  opening?: number | null;
  onOpen: (revision: number) => void;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The earlier revisions of a document on its form (issue 21, decision 1624): each revision kept by an
 * amendment (a quotation's Revise), latest first, with its status then, when, by whom and why; Open shows
 * it read-only. Nothing is shown before the first revision.
 */
export function RevisionsPanel({ rows, status, opening = null, onOpen }: RevisionsPanelProps) {
  const t = useUiText();
  if (status === 'idle' || (status === 'loaded' && rows.length === 0)) return null;
  return (
    <Section aria-labelledby="revisions-heading">
      <Heading id="revisions-heading">{t('Revisions')}</Heading>
      {status === 'loading' ? <Note role="status">{t('Loading…')}</Note> : null}
      {status === 'failed' ? <Note role="alert">{t('The revisions could not be read.')}</Note> : null}
      {rows.length > 0 ? (
        <GridScroll>
          <GridTable>
            <thead>
              <tr>
                <th scope="col">{t('Number')}</th>
                <th scope="col">{t('Status')}</th>
                <th scope="col">{t('Revised On')}</th>
                <th scope="col">{t('Revised By')}</th>
                <th scope="col">{t('Reason')}</th>
                <th scope="col">
                  <VisuallyHidden>{t('Open')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.revision}>
                  <th scope="row">{row.number}</th>
                  <td>{t(statusLabel(row.status))}</td>
                  <td>{formatDate(row.at, 'dd-MM-yyyy HH:mm')}</td>
                  <td>{row.who ?? '—'}</td>
                  <td>{row.reason ?? '—'}</td>
                  <td>
                    <Button
                      variant="ghost"
                      aria-label={t('Open {{number}}', { number: row.number })}
                      disabled={opening !== null}
                      aria-busy={opening === row.revision}
                      onClick={() => onOpen(row.revision)}
                    >
                      {t('Open')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </GridTable>
        </GridScroll>
      ) : null}
    </Section>
  );
}
