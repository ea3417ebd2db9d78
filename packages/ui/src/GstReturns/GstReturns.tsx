import { Button } from '../Button/Button.tsx';
import type { ButtonBusy } from '../Button/busy.ts';
import { DateField } from '../DateField/DateField.tsx';
import { SelectField } from '../SelectField/SelectField.tsx';
import { GridScroll, GridTable } from '../internal/gridTable.ts';
import type { FieldOption } from '../internal/options.ts';
import { useUiText } from '../text/UiText.tsx';
import { Bar, Frame, Muted } from './styles.ts';

/** One table of GSTR-1 (or their total): how many documents and their figures as shown (₹, Indian grouping). */
export interface GstReturnsRow {
  key: string;
  label: string;
  documents: number;
  taxableValue: string;
  igst: string;
  cgst: string;
  sgst: string;
  value: string;
}

/** One series of the documents issued (table 13). */
export interface GstReturnsIssued {
  nature: string;
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

/**
 * A row of table 7 of an earlier month as this month's credit notes revise it (B2CSA, decision 2030), its
 * figures as shown.
 */
export interface GstReturnsAmendment {
  key: string;
  /** The earlier month, in words ('October 2026'). */
  month: string;
  place: string;
  rate: string;
  taxableValue: string;
  igst: string;
  cgst: string;
  sgst: string;
}

export type GstReturnsFile = 'json' | 'excel' | 'tally';

export interface GstReturnsProps {
  month: string;
  months: readonly FieldOption[];
  onMonthChange: (month: string) => void;
  /** The branch whose GSTIN files ('' for the organisation's). */
  branchId: string;
  branches: readonly FieldOption[];
  onBranchChange: (branchId: string) => void;
  gstin: string;
  rows: readonly GstReturnsRow[];
  total: GstReturnsRow | null;
  issued: readonly GstReturnsIssued[];
  /** Earlier months' table 7 as this month's notes revise it; none, or absent, shows nothing. */
  amendments?: readonly GstReturnsAmendment[];
  loading?: boolean;
  tallyFrom: string;
  tallyTo: string;
  onTallyRangeChange: (range: { from?: string; to?: string }) => void;
  onDownload: (file: GstReturnsFile) => void;
  /** The files under way: each busy on its own button, with its progress (issue 40). */
  downloading: Readonly<Partial<Record<GstReturnsFile, ButtonBusy | false>>>;
}

const FIGURES = ['taxableValue', 'igst', 'cgst', 'sgst', 'value'] as const;

/**
 * Issue 20's GST Returns (decisions 1430–1432): the month and branch, GSTR-1's tables with their documents
 * and figures, the documents issued, the portal's JSON and Excel of the month, and Tally's vouchers of a
 * range.
 */
export function GstReturns(props: GstReturnsProps) {
  const t = useUiText();
  const headers = [t('Taxable Value'), t('IGST'), t('CGST'), t('SGST'), t('Invoice Value')];
  const figures = (row: GstReturnsRow) => FIGURES.map((key) => <td key={key}>{row[key]}</td>);
  return (
    <Frame aria-busy={props.loading ?? false}>
      <Bar>
        <SelectField
          label={t('Month')}
          value={props.month}
          options={props.months}
          onChange={props.onMonthChange}
        />
        <SelectField
          label={t('Branch')}
          value={props.branchId}
          options={props.branches}
          onChange={props.onBranchChange}
        />
        <Muted>{props.gstin ? t('GSTIN {{gstin}}', { gstin: props.gstin }) : t('No GSTIN')}</Muted>
        <Button
          variant="secondary"
          busy={props.downloading.json ?? false}
          onClick={() => props.onDownload('json')}
        >
          {t('GSTR-1 JSON')}
        </Button>
        <Button
          variant="secondary"
          busy={props.downloading.excel ?? false}
          onClick={() => props.onDownload('excel')}
        >
          {t('GSTR-1 Excel')}
        </Button>
      </Bar>
      <GridScroll>
        <GridTable aria-label={t('GSTR-1 summary')}>
          <thead>
            <tr>
              <th scope="col">{t('Table')}</th>
              <th scope="col" data-numeric>
                {t('Documents')}
              </th>
              {headers.map((header) => (
                <th key={header} scope="col" data-numeric>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.documents}</td>
                {figures(row)}
              </tr>
            ))}
          </tbody>
          {props.total && (
            <tfoot>
              <tr>
                <th scope="row">{t('Total')}</th>
                <td>{props.total.documents}</td>
                {figures(props.total)}
              </tr>
            </tfoot>
          )}
        </GridTable>
      </GridScroll>
      {props.amendments && props.amendments.length > 0 ? (
        <>
          <Muted>
            {t(
              'Credit notes of this month take back more than its own small B2C sales: they revise the months of their invoices (B2CSA), as the files say.',
            )}
          </Muted>
          <GridScroll>
            <GridTable aria-label={t('B2C small of earlier months, revised (7A)')}>
              <thead>
                <tr>
                  {[t('Month'), t('Place of Supply')].map((header) => (
                    <th key={header} scope="col">
                      {header}
                    </th>
                  ))}
                  {[t('Rate'), t('Revised Taxable Value'), t('IGST'), t('CGST'), t('SGST')].map((header) => (
                    <th key={header} scope="col" data-numeric>
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {props.amendments.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.month}</th>
                    <td data-text>{row.place}</td>
                    <td>{row.rate}</td>
                    <td>{row.taxableValue}</td>
                    <td>{row.igst}</td>
                    <td>{row.cgst}</td>
                    <td>{row.sgst}</td>
                  </tr>
                ))}
              </tbody>
            </GridTable>
          </GridScroll>
        </>
      ) : null}
      <GridScroll>
        <GridTable aria-label={t('Documents issued')}>
          <thead>
            <tr>
              {[t('Nature of Document'), t('From'), t('To')].map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
              {[t('Total'), t('Cancelled')].map((header) => (
                <th key={header} scope="col" data-numeric>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.issued.map((row) => (
              <tr key={`${row.nature}|${row.from}`}>
                <th scope="row">{row.nature}</th>
                <td data-text>{row.from}</td>
                <td data-text>{row.to}</td>
                <td>{row.total}</td>
                <td>{row.cancelled}</td>
              </tr>
            ))}
          </tbody>
        </GridTable>
      </GridScroll>
      <Bar>
        <DateField
          label={t('Tally from')}
          value={props.tallyFrom}
          onChange={(from) => props.onTallyRangeChange({ from })}
        />
        <DateField
          label={t('Tally to')}
          value={props.tallyTo}
          onChange={(to) => props.onTallyRangeChange({ to })}
        />
        <Button
          variant="secondary"
          busy={props.downloading.tally ?? false}
          disabled={!props.tallyFrom || !props.tallyTo}
          onClick={() => props.onDownload('tally')}
        >
          {t('Tally XML')}
        </Button>
      </Bar>
    </Frame>
  );
}
