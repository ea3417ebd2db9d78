import { formatAmount, formatPercent, totalInWords, wordsLanguageOf, type DocumentTaxes } from '@erp/domain';
import styled from 'styled-components';
import { useUiLanguage, useUiText } from '../text/UiText.tsx';

/** What the totals show of a document's taxes: what the domain's `computeTaxes` gives. */
export type DocumentTotalsValues = Pick<
  DocumentTaxes,
  | 'interState'
  | 'summary'
  | 'taxableTotal'
  | 'cgstTotal'
  | 'sgstTotal'
  | 'igstTotal'
  | 'roundOff'
  | 'grandTotal'
> & {
  /** The header charges as taxed (`computeTaxes`' `freight` and `otherCharges`): shown when not zero. */
  freight?: Pick<DocumentTaxes['freight'], 'taxableValue'>;
  otherCharges?: Pick<DocumentTaxes['otherCharges'], 'taxableValue'>;
};

export interface DocumentTotalsProps {
  taxes: DocumentTotalsValues;
}

const Frame = styled.section`
  container-type: inline-size;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

// Narrow (a phone), the summary's headers wrap and its cells close up, so that every column fits whole (issue
// 42: its Total Tax was cut at 390 px); only figures too long even so scroll within it, never the page. Wider,
// it takes a line of its own instead.
const SummaryScroll = styled.div`
  flex: 1 1 380px;
  @container (max-width: 640px) {
    min-width: 0;
    overflow-x: auto;
  }
`;

const Summary = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  & caption {
    padding-bottom: ${({ theme }) => theme.space(1.5)};
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & th,
  & td {
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
    text-align: right;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  & thead th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  @container (max-width: 640px) {
    & th,
    & td {
      padding-inline: ${({ theme }) => theme.space(1)};
    }
    & thead th {
      white-space: normal;
    }
  }
  & th:first-child {
    text-align: left;
  }
  & tbody th {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  & tfoot th,
  & tfoot td {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-bottom: 0;
  }
`;

const Totals = styled.dl`
  flex: 0 1 360px;
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  & dt {
    /* The column gap as padding, so that the grand total's rule runs unbroken. */
    padding-right: ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** A dt and its dd, grouped as a definition list allows, laid out by the list's grid. */
const Pair = styled.div`
  display: contents;
`;

const Grand = styled(Pair)`
  & dt,
  & dd {
    padding-top: ${({ theme }) => theme.space(1.5)};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text};
    border-top: 1px solid ${({ theme }) => theme.color.borderStrong};
  }
`;

const Words = styled(Pair)`
  & dd {
    grid-column: 1 / -1;
    text-align: left;
    font-style: italic;
  }
  & dd[data-unwritten] {
    font-style: normal;
    color: ${({ theme }) => theme.color.danger};
  }
`;

/**
 * Issue 16's tax summary and totals of a document: the taxes per GST rate as printed on Indian orders
 * (CGST and SGST within a state, IGST between states), then the taxable value, the taxes, the round off
 * and the grand total with its amount in words. Every figure is given (the domain computes them); the words
 * are written here from the grand total, in the reader's language (issue 42), so they follow the figures typed.
 */
export function DocumentTotals({ taxes }: DocumentTotalsProps) {
  const t = useUiText();
  const words = totalInWords(taxes.grandTotal, wordsLanguageOf(useUiLanguage()));
  const { interState } = taxes;
  const charges = [
    { label: t('Freight'), value: taxes.freight?.taxableValue ?? 0 },
    { label: t('Other Charges'), value: taxes.otherCharges?.taxableValue ?? 0 },
  ].filter((charge) => charge.value !== 0);
  const lines = [
    ...charges,
    { label: t('Taxable Value'), value: taxes.taxableTotal },
    ...(interState
      ? [{ label: t('IGST'), value: taxes.igstTotal }]
      : [
          { label: t('CGST'), value: taxes.cgstTotal },
          { label: t('SGST'), value: taxes.sgstTotal },
        ]),
    { label: t('Round Off'), value: taxes.roundOff },
  ];
  // Shown to paise, so the sum of amounts in paise never shows a float's drift.
  const taxTotal = taxes.cgstTotal + taxes.sgstTotal + taxes.igstTotal;

  return (
    <Frame aria-label={t('Totals')}>
      {/* Focusable, so that a keyboard can scroll it where it scrolls. */}
      <SummaryScroll tabIndex={0} role="region" aria-label={t('Tax Summary')}>
        <Summary>
          <caption>{t('Tax Summary')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('GST Rate')}</th>
              <th scope="col">{t('Taxable Value')}</th>
              {interState ? (
                <th scope="col">{t('IGST')}</th>
              ) : (
                <>
                  <th scope="col">{t('CGST')}</th>
                  <th scope="col">{t('SGST')}</th>
                </>
              )}
              <th scope="col">{t('Total Tax')}</th>
            </tr>
          </thead>
          <tbody>
            {taxes.summary.map((row) => (
              <tr key={row.gstRate}>
                <th scope="row">{formatPercent(row.gstRate)}</th>
                <td>{formatAmount(row.taxableValue)}</td>
                {interState ? (
                  <td>{formatAmount(row.igst)}</td>
                ) : (
                  <>
                    <td>{formatAmount(row.cgst)}</td>
                    <td>{formatAmount(row.sgst)}</td>
                  </>
                )}
                <td>{formatAmount(row.totalTax)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('Total')}</th>
              <td>{formatAmount(taxes.taxableTotal)}</td>
              {interState ? (
                <td>{formatAmount(taxes.igstTotal)}</td>
              ) : (
                <>
                  <td>{formatAmount(taxes.cgstTotal)}</td>
                  <td>{formatAmount(taxes.sgstTotal)}</td>
                </>
              )}
              <td>{formatAmount(taxTotal)}</td>
            </tr>
          </tfoot>
        </Summary>
      </SummaryScroll>
      <Totals>
        {lines.map((line) => (
          <Pair key={line.label}>
            <dt>{line.label}</dt>
            <dd>{formatAmount(line.value)}</dd>
          </Pair>
        ))}
        <Grand>
          <dt>{t('Grand Total')}</dt>
          <dd>₹ {formatAmount(taxes.grandTotal)}</dd>
        </Grand>
        <Words>
          <dt>{t('In words')}</dt>
          {words ? (
            <dd>{words}</dd>
          ) : (
            <dd data-unwritten="">{t('This amount cannot be written in words')}</dd>
          )}
        </Words>
      </Totals>
    </Frame>
  );
}
