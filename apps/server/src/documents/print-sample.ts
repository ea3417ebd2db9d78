import { DOCUMENT_STATUS, type KeptFacts } from '@erp/domain';
import type { Row } from '../stores/types.ts';

/**
 * The document a print template's preview shows when the organisation has not submitted one of the type
 * yet (decision 0870): fixed here, numbered SAMPLE and a sample party, so it is never taken for a real one.
 */

const SAMPLE_NUMBER = 'SAMPLE';

const SAMPLE_LINES = [
  {
    item: 'Sample Item A',
    hsnCode: '3902',
    quantity: 100,
    unit: 'KGS',
    decimals: 2,
    rate: 104.5,
    gstRate: 18,
  },
  { item: 'Sample Item B', hsnCode: '4819', quantity: 50, unit: 'NOS', decimals: 0, rate: 200, gstRate: 12 },
] as const;

export interface PrintSample {
  row: Row;
  facts: KeptFacts;
}

/**
 * The sample document on `date` with our side as `seller` (the organisation's facts), in its state so its
 * GST is CGST and SGST (Maharashtra without one), as a submitted document reads with what it kept.
 */
export function printSample(ours: Pick<KeptFacts, 'seller' | 'partner'>, date: string): PrintSample {
  const { seller } = ours;
  const state = seller.state ?? '27';
  const lines = SAMPLE_LINES.map((line, index) => ({ id: index + 1, ...line }));
  const row: Row = {
    id: 0,
    version: 0,
    number: SAMPLE_NUMBER,
    date,
    status: DOCUMENT_STATUS.OPEN,
    placeOfSupply: state,
    partyName: 'Sample Party Pvt Ltd',
    remarks: 'Sample document: the preview of a print template.',
    lines: lines.map(({ id, hsnCode, quantity, rate, gstRate }) => ({
      id,
      hsnCode,
      quantity,
      rate,
      gstRate,
    })),
  };
  const facts: KeptFacts = {
    party: {
      name: 'Sample Party Pvt Ltd',
      gstin: null,
      registration: 'UNREGISTERED',
      state,
      phone: '',
      email: '',
      billing: { line1: '1 Sample Street', line2: '', city: 'Sample City', pincode: '', state },
      shipping: null,
    },
    seller,
    places: { supplierState: state, placeOfSupply: state },
    lines: Object.fromEntries(
      lines.map(({ id, item, hsnCode, unit, decimals }) => [
        String(id),
        { item, hsnCode, unit, uqc: unit, decimals },
      ]),
    ),
    shown: {},
    transporter: null,
    partner: ours.partner,
  };
  return { row, facts };
}
