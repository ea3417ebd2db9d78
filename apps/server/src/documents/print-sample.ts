import { DOCUMENT_STATUS, isStateCode, lookupObjectKey, stateOfGstin, type Places } from '@erp/domain';
import type { Row } from '../stores/types.ts';
import type { PartyRecord, Premises } from './printable.ts';
import type { DocumentResource } from './resource.ts';

/**
 * The document a print template's preview shows when the organisation has not submitted one of the type
 * yet (decision 0870): fixed here, numbered SAMPLE and a sample party, so it is never taken for a real one.
 */

const SAMPLE_NUMBER = 'SAMPLE';

/** The state a sample is set in: our organisation's, so its GST is CGST and SGST; Maharashtra without one. */
const sampleState = (organisation: Premises): string =>
  (isStateCode(organisation.state) ? organisation.state : stateOfGstin(organisation.gstin)) ?? '27';

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

/** A lookup's value as a read record carries it: `{ item: { name: 'Sample Item A' } }`. */
const looked = (resource: DocumentResource, key: string, value: Record<string, unknown>) => {
  const field = resource.def.lines.fields.find((candidate) => candidate.key === key);
  const displayKey = field?.lookup?.displayKey ?? 'name';
  const { name, ...carried } = value;
  return { [lookupObjectKey({ key })]: { [displayKey]: name, ...carried } };
};

export interface PrintSample {
  row: Row;
  party: PartyRecord;
  places: Places;
}

/** The sample document of the type on `date`, in our organisation's state, as a stored record reads. */
export function printSample(resource: DocumentResource, organisation: Premises, date: string): PrintSample {
  const state = sampleState(organisation);
  const row: Row = {
    id: 0,
    version: 0,
    number: SAMPLE_NUMBER,
    date,
    status: DOCUMENT_STATUS.OPEN,
    placeOfSupply: state,
    partyName: 'Sample Party Pvt Ltd',
    remarks: 'Sample document: the preview of a print template.',
    lines: SAMPLE_LINES.map((line) => ({
      ...looked(resource, 'itemId', { name: line.item }),
      ...looked(resource, 'uomId', { name: line.unit, decimals: line.decimals }),
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      rate: line.rate,
      gstRate: line.gstRate,
    })),
  };
  const party: PartyRecord = {
    companyName: 'Sample Party Pvt Ltd',
    gstin: null,
    addresses: [
      { addressType: 'BILLING', isDefault: true, line1: '1 Sample Street', city: 'Sample City', state },
    ],
  };
  return { row, party, places: { supplierState: state, placeOfSupply: state } };
}
