import type { ChildTableDef, ModuleFieldConfig } from '@erp/domain';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ErrorText, VisuallyHidden } from '../internal/field.tsx';
import type { FieldOption } from '../internal/options.ts';
import type { LookupPaging } from '../LookupField/LookupField.tsx';
import { FieldControl } from './FieldControl.tsx';
import {
  emptyRow,
  lookupLabelOf,
  lookupSearchOf,
  rulesOf,
  unitDecimalsOf,
  type EntityErrors,
  type EntityValues,
  type LookupSearch,
} from './values.ts';
import { useUiText } from '../text/UiText.tsx';

export interface ChildTableProps {
  child: ChildTableDef;
  moduleConfig?: ModuleFieldConfig | null;
  rows: readonly EntityValues[];
  onChange: (rows: EntityValues[]) => void;
  errors: EntityErrors;
  submitted: boolean;
  lookups?: Readonly<Record<string, readonly FieldOption[]>>;
  /** Lookups searched on the server, by the looked-up module's key. */
  lookupSearch?: Readonly<Record<string, LookupSearch>>;
  /** The server searches' paging ("More"), by the looked-up module's key. */
  lookupPaging?: Readonly<Record<string, LookupPaging>>;
  disabled?: boolean;
}

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  & legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  & th {
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.textMuted};
    white-space: nowrap;
    background: ${({ theme }) => theme.color.surfaceSunken};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  & td {
    padding: ${({ theme }) => theme.space(1)};
    vertical-align: top;
    min-width: 150px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  & td[data-line] {
    min-width: 0;
    padding-top: ${({ theme }) => theme.space(2.5)};
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
  & td[data-remove] {
    min-width: 0;
  }
`;

const Mark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.color.danger};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A catalogue child table (BOM lines, party addresses) as an editable grid: add, edit and remove lines. */
export function ChildTable({
  child,
  moduleConfig,
  rows,
  onChange,
  errors,
  submitted,
  lookups,
  lookupSearch,
  lookupPaging,
  disabled,
}: ChildTableProps) {
  const t = useUiText();
  const prefix = `${child.key}.`;
  const columns = child.fields
    .map((field) => ({ field, rules: rulesOf(field, moduleConfig, prefix) }))
    .filter(({ rules }) => rules.visible);
  const tableError = submitted ? errors[child.key] : undefined;
  const update = (index: number, key: string, value: unknown) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));

  return (
    <Section>
      <legend>{t(child.label)}</legend>
      {rows.length === 0 ? <Empty>{t('No lines yet.')}</Empty> : null}
      {rows.length > 0 ? (
        <Scroll>
          <Grid aria-label={t(child.label)}>
            <thead>
              <tr>
                <th scope="col">#</th>
                {columns.map(({ field, rules }) => (
                  <th key={field.key} scope="col">
                    {t(rules.label)}
                    {rules.required ? <Mark aria-hidden="true">*</Mark> : null}
                  </th>
                ))}
                <th scope="col">
                  <VisuallyHidden>{t('Remove')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  <td data-line="">{index + 1}</td>
                  {columns.map(({ field, rules }) => (
                    <td key={field.key}>
                      <FieldControl
                        field={field}
                        label={t('{{label}}, line {{line}}', { label: t(rules.label), line: index + 1 })}
                        hideLabel
                        required={rules.required}
                        value={row[field.key]}
                        onChange={(value) => update(index, field.key, value)}
                        error={errors[`${child.key}.${index}.${field.key}`]}
                        submitted={submitted}
                        lookupOptions={field.lookup ? lookups?.[field.lookup.module] : undefined}
                        onLookupQuery={lookupSearchOf(lookupSearch, field, row)}
                        lookupValueLabel={lookupLabelOf(row, field)}
                        unitDecimals={unitDecimalsOf(row, field)}
                        lookupPaging={field.lookup ? lookupPaging?.[field.lookup.module] : undefined}
                        disabled={disabled}
                      />
                    </td>
                  ))}
                  <td data-remove="">
                    <Button
                      size="sm"
                      variant="ghost"
                      iconOnly
                      icon="trash"
                      aria-label={t('Remove line {{line}}', { line: index + 1 })}
                      disabled={disabled}
                      onClick={() => onChange(rows.filter((_, i) => i !== index))}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </Grid>
        </Scroll>
      ) : null}
      {tableError ? <ErrorText>{tableError}</ErrorText> : null}
      <div>
        <Button
          size="sm"
          icon="plus"
          aria-label={t('Add line to {{table}}', { table: t(child.label) })}
          disabled={disabled}
          onClick={() => onChange([...rows, emptyRow(child.fields)])}
        >
          {t('Add line')}
        </Button>
      </div>
    </Section>
  );
}
