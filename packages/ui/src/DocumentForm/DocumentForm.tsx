import {
  actionConsequences,
  documentModule,
  lineDerivations,
  type DocumentDef,
  type DocumentTaxes,
  type EnteredTaxes,
  type SysConfig,
} from '@erp/domain';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  DocumentActions,
  type DocumentActionsProps,
  type DocumentFormAction,
} from '../DocumentActions/DocumentActions.tsx';
import { DocumentTotals } from '../DocumentTotals/DocumentTotals.tsx';
import { FieldControl } from '../EntityForm/FieldControl.tsx';
import { ErrorSummary } from '../internal/ErrorSummary.tsx';
import { WarningText } from '../internal/field.tsx';
import { Fields, Form } from '../internal/formParts.ts';
import {
  entityErrors,
  lookupLabelOf,
  lookupSearchOf,
  unitDecimalsOf,
  type EntityErrors,
  type EntityValues,
  type LookupSearch,
} from '../EntityForm/values.ts';
import type { FieldOption } from '../internal/options.ts';
import { LineGrid, type LineGridColumn, type LookupCell } from '../LineGrid/LineGrid.tsx';
import { LookupField, noneFoundText, type LookupPaging } from '../LookupField/LookupField.tsx';
import { useUiText } from '../text/UiText.tsx';
import { LotField, type LotChoices } from './LotField.tsx';

/** What a line shows of its taxes: one tax column, CGST and SGST together or IGST. */
interface LineFigures {
  taxableValue: number;
  tax: number;
  total: number;
}

export interface DocumentFormProps {
  /** The document type (`DOCUMENTS` of @erp/domain): its header fields and lines. */
  document: DocumentDef;
  /** The draft: header values and `lines`, lookups carried as read (`party: { companyName }`). */
  values: EntityValues;
  /**
   * The draft's taxes as the domain computes them (`documentTaxes`), shown live; as entered, they name the
   * lines they leave out (a figure refused, issue 42).
   */
  taxes: DocumentTaxes | EnteredTaxes;
  onFieldChange: (field: string, value: unknown) => void;
  onLineChange: (index: number, field: string, value: unknown) => void;
  onAddRow: () => void;
  onRemoveRow: (index: number) => void;
  /** The number, status, allowed actions and what is under way; `onAction` does an action. */
  actions: Omit<DocumentActionsProps, 'level' | 'documentLabel' | 'consequences'>;
  /** The server's refusals by field (`partyId`, `lines.0.quantity`, `lines`): shown always. */
  errors?: EntityErrors;
  /** The place of supply the GST follows when the draft chose none (the party's or branch's state). */
  defaultPlaceOfSupply?: string | null;
  /** The choices of lookups by the looked-up module's key, searched on the server. */
  lookups?: Readonly<Record<string, readonly FieldOption[]>>;
  lookupSearch?: Readonly<Record<string, LookupSearch>>;
  lookupPaging?: Readonly<Record<string, LookupPaging>>;
  /** A submitted document: nothing can be typed. */
  readOnly?: boolean;
  /** The organisation's system config: the limits a derived line value is checked against (decision 1230). */
  config?: SysConfig | null;
  /** The lots in stock a field declaring `lotOf` picks from (decision 2086). */
  lots?: LotChoices;
  /** Renders a line cell declaring `openDocument`: the page's picker of the party's open documents (1471). */
  renderOpenDocument?: (cell: LookupCell) => ReactNode;
}

/** The actions that send the draft: the form checks it first and sends nothing while it is invalid. */
const SENDS_DRAFT: readonly DocumentFormAction[] = ['save', 'submit'];

/**
 * Issue 16's document form: the action bar (number, status, the allowed actions), the header fields, the
 * line grid with each line's taxable value, tax and total, and the tax summary and totals in words. The
 * draft is checked with the same module the server parses it with (`documentModule`); its errors show
 * after a Save or Submit that was refused, the server's always, each on its field or line. Controlled.
 */
export function DocumentForm({
  document,
  values,
  taxes,
  onFieldChange,
  onLineChange,
  onAddRow,
  onRemoveRow,
  actions,
  errors: serverErrors = {},
  defaultPlaceOfSupply,
  lookups,
  lookupSearch,
  lookupPaging,
  readOnly = false,
  config,
  renderOpenDocument,
  lots,
}: DocumentFormProps) {
  const t = useUiText();
  const [attempted, setAttempted] = useState(false);
  const module = useMemo(() => documentModule(document), [document]);
  const ownErrors = useMemo(() => (readOnly ? {} : entityErrors(module, values)), [module, values, readOnly]);
  const errors: EntityErrors = { ...(attempted ? ownErrors : {}), ...serverErrors };
  const rows = Array.isArray(values.lines) ? (values.lines as EntityValues[]) : [];
  const taxLabel = taxes.interState ? t('IGST') : t('CGST + SGST');
  // A stock document (decision 0880) carries no GST: no tax columns, no totals.
  const taxed = document.valuation === 'gst';
  const columns: readonly LineGridColumn<LineFigures>[] = taxed
    ? [
        { key: 'taxableValue', label: t('Taxable Value') },
        { key: 'tax', label: taxLabel },
        { key: 'total', label: t('Total') },
      ]
    : [];
  // A line field kept but not shown (an inward line's order line) is left out of the grid.
  const lines = useMemo(
    () => ({ ...document.lines, fields: document.lines.fields.filter((field) => !field.hidden) }),
    [document],
  );
  // What the lines work out as they are typed (a roll's GSM), and what it calls for until submitted.
  const derived = useMemo(
    () =>
      lineDerivations(document.lines, values, config).map((line) =>
        readOnly ? { ...line, notices: [] } : line,
      ),
    [document, values, config, readOnly],
  );
  const leftOut = 'leftOut' in taxes ? taxes.leftOut : [];
  // A line the totals leave out (a figure refused) shows no figures of its own either.
  const computed = taxes.lines.map((line, index) =>
    leftOut.includes(index)
      ? undefined
      : { taxableValue: line.taxableValue, tax: line.cgst + line.sgst + line.igst, total: line.total },
  );
  // A lead's quotation says its Accept makes the lead a customer first (decision 2242).
  const said = useMemo(() => actionConsequences(document, values), [document, values]);
  // A draft the form refuses is not asked about: its Submit shows what to correct at once.
  const { submit: _submit, ...unsent } = said;
  const consequences = Object.keys(ownErrors).length > 0 ? unsent : said;

  const act = (action: DocumentFormAction, reason?: string) => {
    if (SENDS_DRAFT.includes(action)) {
      setAttempted(true);
      if (Object.keys(ownErrors).length > 0) return;
    }
    actions.onAction(action, reason);
  };
  const noSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <Form noValidate aria-label={t(document.label)} onSubmit={noSubmit}>
      <DocumentActions
        {...actions}
        onAction={act}
        documentLabel={document.label}
        consequences={consequences}
      />
      <ErrorSummary errors={errors} />
      <Fields>
        {module.fields
          .filter((field) => !field.hidden)
          .map((field) => {
            const value =
              field.key === 'placeOfSupply' && (values[field.key] ?? '') === ''
                ? (defaultPlaceOfSupply ?? null)
                : values[field.key];
            const disabled = readOnly || actions.busy !== undefined;
            return (
              <div key={field.key} data-wide={field.type === 'textarea' ? '' : undefined}>
                {field.lotOf ? (
                  <LotField
                    field={field}
                    line={values}
                    values={values}
                    fields={module.fields}
                    lots={lots}
                    name={field.key}
                    label={t(field.label)}
                    required={Boolean(field.required)}
                    value={typeof value === 'string' && value !== '' ? value : null}
                    valueLabel={typeof value === 'string' && value !== '' ? value : undefined}
                    onChange={(next) => onFieldChange(field.key, next ?? '')}
                    error={errors[field.key]}
                    submitted
                    disabled={disabled}
                  />
                ) : (
                  <FieldControl
                    field={field}
                    label={t(field.label)}
                    required={Boolean(field.required)}
                    value={value}
                    onChange={(next) => onFieldChange(field.key, next)}
                    error={errors[field.key]}
                    submitted
                    lookupOptions={field.lookup ? lookups?.[field.lookup.module] : undefined}
                    onLookupQuery={lookupSearchOf(lookupSearch, field)}
                    lookupValueLabel={lookupLabelOf(values, field)}
                    lookupPaging={field.lookup ? lookupPaging?.[field.lookup.module] : undefined}
                    unitDecimals={unitDecimalsOf(values, field)}
                    disabled={disabled}
                  />
                )}
              </div>
            );
          })}
      </Fields>
      {/* A document whose lines declare nothing to enter (an opening balance, decision 2124) shows none. */}
      {lines.fields.length === 0 ? null : (
        <LineGrid
          lines={lines}
          rows={rows}
          computedColumns={columns}
          computed={computed}
          derived={derived}
          errors={errors}
          onChange={onLineChange}
          onAddRow={onAddRow}
          onRemoveRow={onRemoveRow}
          disabled={readOnly || actions.busy !== undefined}
          renderLookup={(cell) => {
            const { field, props } = cell;
            if (field.openDocument && renderOpenDocument) return renderOpenDocument(cell);
            if (field.lotOf)
              return (
                <LotField
                  {...props}
                  field={field}
                  line={cell.row}
                  values={values}
                  fields={[...lines.fields, ...module.fields]}
                  lots={lots}
                />
              );
            const key = field.lookup?.module ?? '';
            const paging = lookupPaging?.[key];
            const noneFound = field.lookup?.noneFound;
            return (
              <LookupField
                {...props}
                noMatchesText={noneFoundText(noneFound && t(noneFound), t('No matches'))}
                options={lookups?.[key] ?? []}
                onQueryChange={lookupSearchOf(lookupSearch, field, cell.row)}
                hasMore={paging?.hasMore}
                loading={paging?.loading}
                onMore={paging?.onMore}
              />
            );
          }}
        />
      )}
      {taxed && leftOut.length > 0 ? (
        <WarningText role="status">
          {t('The totals leave out lines whose figures are refused: {{lines}}', {
            lines: leftOut.map((index) => index + 1).join(', '),
          })}
        </WarningText>
      ) : null}
      {taxed && <DocumentTotals taxes={taxes} />}
    </Form>
  );
}
