import styled from 'styled-components';
import type { StoredLabReading } from '@erp/domain';
import { GridScroll, GridTable } from '../internal/gridTable.ts';
import { useUiText } from '../text/UiText.tsx';

/** One reading of a lab result as it was judged: against the limits its parameter had then. */
export type LabReadingRow = StoredLabReading;

export interface LabReadingsProps {
  readings: readonly LabReadingRow[];
}

const Failed = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const withUnit = (value: number, unit: string | null) => (unit ? `${value} ${unit}` : String(value));

/**
 * A lab result's readings (issue 42: "the result shows each reading against its limits and which failed"):
 * each parameter's reading, its limits, and Pass or Fail with why.
 */
export function LabReadings({ readings }: LabReadingsProps) {
  const t = useUiText();
  const limits = (row: LabReadingRow): string => {
    if (row.minValue !== null && row.maxValue !== null)
      return `${row.minValue} – ${withUnit(row.maxValue, row.unit)}`;
    if (row.minValue !== null) return t('at least {{limit}}', { limit: withUnit(row.minValue, row.unit) });
    if (row.maxValue !== null) return t('at most {{limit}}', { limit: withUnit(row.maxValue, row.unit) });
    return t('No limits');
  };
  if (readings.length === 0) return null;
  return (
    <GridScroll>
      <GridTable aria-label={t('Readings')}>
        <thead>
          <tr>
            <th scope="col">{t('Quality Parameter')}</th>
            <th scope="col">{t('Reading')}</th>
            <th scope="col">{t('Limits')}</th>
            <th scope="col">{t('Result')}</th>
          </tr>
        </thead>
        <tbody>
          {readings.map((row) => (
            <tr key={row.parameterId}>
              <th scope="row">{row.name}</th>
              <td data-text>{withUnit(row.value, row.unit)}</td>
              <td data-text>{limits(row)}</td>
              <td data-text>
                {row.passed ? t('Pass') : <Failed>{`${t('Fail')}: ${row.problem ?? ''}`}</Failed>}
              </td>
            </tr>
          ))}
        </tbody>
      </GridTable>
    </GridScroll>
  );
}
