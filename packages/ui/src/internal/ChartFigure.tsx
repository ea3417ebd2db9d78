import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { useUiText } from '../text/UiText.tsx';
import { visuallyHidden } from './field.tsx';

/** One column of a chart's table: its heading and whether its figures are numbers (right-aligned). */
export interface ChartColumn {
  label: string;
  numeric?: boolean;
}

export interface ChartFigureProps {
  title: string;
  /** What the chart draws, in a line under the title (the period). */
  caption?: string;
  /** The chart itself: hidden from assistive technology, which reads the table. */
  chart: ReactNode;
  columns: readonly ChartColumn[];
  /** The same figures as the chart, as shown (amounts in Indian grouping). */
  rows: readonly (readonly string[])[];
  /** Said instead of the chart when there is nothing to draw. */
  empty: string;
}

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Table = styled.table<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  .numeric {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * A chart with its figures as a table (issue 21: "a table behind every chart"): the table is read by
 * assistive technology always, and shown on the screen on demand.
 */
export function ChartFigure({ title, caption, chart, columns, rows, empty }: ChartFigureProps) {
  const t = useUiText();
  const [shown, setShown] = useState(false);
  const titleId = useId();
  return (
    <Figure aria-labelledby={titleId}>
      <Head>
        <div>
          <h3 id={titleId}>{title}</h3>
          {caption ? <p>{caption}</p> : null}
        </div>
        {rows.length > 0 ? (
          <Button variant="ghost" size="sm" aria-pressed={shown} onClick={() => setShown(!shown)}>
            {t('Show table')}
          </Button>
        ) : null}
      </Head>
      {rows.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <>
          <div aria-hidden="true">{chart}</div>
          <Table $hidden={!shown}>
            <caption style={{ textAlign: 'left' }}>{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={column.numeric ? 'numeric' : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) => (
                    <td
                      key={columns[index]?.label}
                      className={columns[index]?.numeric ? 'numeric' : undefined}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </Figure>
  );
}
