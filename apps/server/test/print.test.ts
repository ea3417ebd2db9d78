import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeTaxes, DOCUMENT_STATUS, formatAmount, type TaxLineInput } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { readHeaderImage } from '../src/print/header-image.ts';
import { printTemplateFrom, type PrintableDocument, type PrintTemplate } from '../src/print/model.ts';
import { renderDocumentPdf } from '../src/print/render.ts';
import { pdfPages } from './pdf-text.ts';

const SUPPLIER_GSTIN = '24AAACS1234A1Z5';
const TERMS = 'Delivery within 15 days of this order.\nPayment: 30 days from the receipt of goods.';

interface SampleOptions {
  lines?: number;
  supplierState?: string;
  freight?: number;
}

/** A purchase order of `lines` lines of three GST rates, from a Gujarat supplier to our Maharashtra branch. */
function purchaseOrder({
  lines = 3,
  supplierState = '24',
  freight = 0,
}: SampleOptions = {}): PrintableDocument {
  const rates = [5, 12, 18];
  const inputs: TaxLineInput[] = Array.from({ length: lines }, (_, index) => ({
    quantity: 100 + index,
    rate: 1234.5 + index,
    discountPercent: index % 2 === 0 ? 0 : 2.5,
    gstRate: rates[index % rates.length] ?? 18,
  }));
  const taxes = computeTaxes({ supplierState, placeOfSupply: '27', lines: inputs, freight });
  return {
    title: 'Purchase Order',
    number: 'PO/2026-27/00042',
    date: '2026-05-04',
    status: DOCUMENT_STATUS.OPEN,
    organisation: {
      label: 'Buyer',
      name: 'Shakti Polymers Pvt Ltd',
      address: ['Plot 12, MIDC Taloja', 'Navi Mumbai 410208'],
      gstin: '27AAACS9999B1Z1',
      state: '27',
    },
    party: {
      label: 'Supplier',
      name: 'Gujarat Resins LLP',
      address: ['GIDC Vapi'],
      gstin: supplierState === '24' ? SUPPLIER_GSTIN : '27AAACG5555C1Z3',
      state: supplierState,
    },
    placeOfSupply: '27',
    details: [{ label: 'Payment Terms', value: '30 days' }],
    lines: inputs.map((input, index) => ({
      ...input,
      ...taxes.lines[index]!,
      item: `Item ${String(index + 1).padStart(3, '0')}`,
      description: index === 0 ? 'HDPE granules, natural' : null,
      hsnCode: '3901',
      unit: 'KGS',
      quantityDecimals: 3,
    })),
    taxes,
  };
}

const template = (extras: Partial<PrintTemplate> = {}): PrintTemplate =>
  printTemplateFrom({ paperSize: 'A4', orientation: 'PORTRAIT', content: TERMS }, extras);

/** The whole text of some pages, each line joined by a newline. */
const textOf = (pages: readonly string[][]): string => pages.map((lines) => lines.join('\n')).join('\n');

describe('the print service (issue 16)', () => {
  it('prints a PDF of the document: number, supplier, GSTINs, figures in Indian format, words and terms', async () => {
    const printable = purchaseOrder();
    const pdf = await renderDocumentPdf(printable, template());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = textOf(pdfPages(pdf));
    expect(text).toContain('PURCHASE ORDER');
    expect(text).toContain('PO/2026-27/00042');
    expect(text).toContain('04-05-2026');
    expect(text).toContain('Gujarat Resins LLP');
    expect(text).toContain(`GSTIN: ${SUPPLIER_GSTIN}`);
    expect(text).toContain('GSTIN: 27AAACS9999B1Z1');
    expect(text).toContain('27 Maharashtra');
    expect(printable.taxes.grandTotal).toBeGreaterThan(100000);
    expect(text).toContain(`₹${formatAmount(printable.taxes.grandTotal)}`);
    expect(text).toMatch(/₹\d,\d\d,\d{3}\.\d\d/);
    expect(text).toContain(printable.taxes.amountInWords);
    expect(printable.taxes.amountInWords).toMatch(/^Rupees .* Lakh .* Only$/);
    expect(text).toContain('Delivery within 15 days of this order.');
    expect(text).toContain('Payment: 30 days from the receipt of goods.');
    expect(text).toContain('Authorised Signatory');
    expect(text).toContain('For Shakti Polymers Pvt Ltd');
  });

  it('shows IGST alone across states and CGST with SGST within one, in the lines, the summary and totals', async () => {
    const across = textOf(
      pdfPages(await renderDocumentPdf(purchaseOrder({ supplierState: '24' }), template())),
    );
    expect(across).toContain('IGST');
    expect(across).not.toMatch(/CGST|SGST/);
    const within = purchaseOrder({ supplierState: '27' });
    const text = textOf(pdfPages(await renderDocumentPdf(within, template())));
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Tax Summary');
    for (const row of within.taxes.summary) expect(text).toContain(formatAmount(row.cgst));
    expect(text).toContain(`₹${formatAmount(within.taxes.cgstTotal)}`);
  });

  it('shows the header charges and the round-off in the totals', async () => {
    const printable = purchaseOrder({ freight: 1500 });
    const text = textOf(pdfPages(await renderDocumentPdf(printable, template())));
    expect(text).toContain('Freight');
    expect(text).toContain('₹1,500.00');
    expect(text).toContain('Round Off');
    expect(text).toContain(`₹${formatAmount(printable.taxes.taxableTotal)}`);
  });

  it('prints one full set of pages per copy, each page marked with its copy', async () => {
    const pdf = await renderDocumentPdf(purchaseOrder(), template({ copies: ['Original', 'Duplicate'] }));
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Original · Page 1 of 1');
    expect(pages[1]).toContain('Duplicate · Page 1 of 1');
    for (const page of pages) {
      expect(page).toContain('PO/2026-27/00042');
      expect(page).toContain('Item 001');
    }
  });

  it('breaks 60 lines across pages with the table header repeated on each, in every copy', async () => {
    const pdf = await renderDocumentPdf(
      purchaseOrder({ lines: 60 }),
      template({ copies: ['Original', 'Duplicate'] }),
    );
    const pages = pdfPages(pdf);
    const original = pages.filter((page) => page.some((line) => line.startsWith('Original · Page')));
    const duplicate = pages.filter((page) => page.some((line) => line.startsWith('Duplicate · Page')));
    expect(original.length).toBeGreaterThan(1);
    expect(duplicate).toHaveLength(original.length);
    expect(original.length + duplicate.length).toBe(pages.length);
    expect(original[0]).toContain(`Original · Page 1 of ${original.length}`);
    for (const copy of [original, duplicate]) {
      const items = copy.flatMap((page) => page.filter((line) => /^Item \d{3}$/.test(line)));
      expect(items).toEqual(
        Array.from({ length: 60 }, (_, index) => `Item ${String(index + 1).padStart(3, '0')}`),
      );
      for (const page of copy.filter((lines) => lines.some((line) => /^Item \d{3}$/.test(line)))) {
        expect(page).toContain('HSN');
        expect(page).toContain('Taxable (₹)');
        expect(page.indexOf('HSN')).toBeLessThan(page.findIndex((line) => /^Item \d{3}$/.test(line)));
      }
    }
  });

  it('prints a draft without a number, and across each page of a document not approved or cancelled', async () => {
    const draft = { ...purchaseOrder(), number: null, status: DOCUMENT_STATUS.DRAFT };
    const text = textOf(pdfPages(await renderDocumentPdf(draft, template())));
    expect(text).toContain('Draft (not numbered yet)');
    expect(text.split('\n')).toContain('DRAFT');
    const cancelled = { ...purchaseOrder(), status: DOCUMENT_STATUS.CANCELLED };
    expect(textOf(pdfPages(await renderDocumentPdf(cancelled, template()))).split('\n')).toContain(
      'CANCELLED',
    );
    const open = textOf(pdfPages(await renderDocumentPdf(purchaseOrder(), template())));
    expect(open.split('\n')).not.toContain('OPEN');
  });

  it('prints the header image in place of the name at the top', async () => {
    // A 1×1 PNG: the letterhead is an image, so the name is only in the parties' block and the footer.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const pdf = await renderDocumentPdf(purchaseOrder(), template({ headerImage: png }));
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    const lines = pdfPages(pdf)[0] ?? [];
    expect(lines.filter((line) => line === 'Shakti Polymers Pvt Ltd')).toHaveLength(2);
  });

  it("reads the print-template master's row and images/header.jpg when present", async () => {
    const master = printTemplateFrom({
      paperSize: 'A5',
      orientation: 'LANDSCAPE',
      content: '  Goods once sold… \n',
    });
    expect(master).toMatchObject({ paperSize: 'A5', orientation: 'LANDSCAPE', terms: 'Goods once sold…' });
    expect(printTemplateFrom(null)).toMatchObject({ paperSize: 'A4', copies: ['Original'], terms: '' });
    expect(printTemplateFrom({ paperSize: 'B3' }).paperSize).toBe('A4');
    const a5 = (await renderDocumentPdf(purchaseOrder(), master)).toString('latin1');
    expect(a5).toMatch(/\/MediaBox \[0 0 595\.2\d* 419\.5\d*\]/);

    const folder = mkdtempSync(join(tmpdir(), 'print-'));
    expect(await readHeaderImage(folder)).toBeUndefined();
    mkdirSync(join(folder, 'images'));
    writeFileSync(join(folder, 'images', 'header.jpg'), 'not an image');
    expect(await readHeaderImage(folder)).toBeUndefined();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    writeFileSync(join(folder, 'images', 'header.jpg'), jpeg);
    expect(await readHeaderImage(folder)).toEqual(jpeg);
  });
});

// Issue 38: "The invoice print's HSN column wraps 8-digit codes ('6305330' then '0') on every invoice."
describe('the HSN column', () => {
  const withHsn = (hsnCode: string): PrintableDocument => {
    const printable = purchaseOrder({ supplierState: '27' });
    return { ...printable, lines: printable.lines.map((line) => ({ ...line, hsnCode })) };
  };
  it.each([
    ['A4', 'PORTRAIT', false],
    ['A5', 'PORTRAIT', false],
    ['A5', 'LANDSCAPE', false],
    ['A4', 'PORTRAIT', true],
    ['A5', 'PORTRAIT', true],
  ] as const)(
    'holds an 8-digit code on one line on %s %s (a challan: %s)',
    async (paperSize, orientation, goods) => {
      const printable = { ...withHsn('63053300'), ...(goods ? { goodsOnly: true } : {}) };
      const pdf = await renderDocumentPdf(
        printable,
        printTemplateFrom({ paperSize, orientation, content: TERMS }),
      );
      const lines = pdfPages(pdf).flat();
      expect(lines.filter((line) => line === '63053300')).toHaveLength(printable.lines.length);
      expect(lines).not.toContain('6305330');
    },
  );
});
