import { describe, expect, it } from 'vitest';
import {
  guessLeadMapping,
  isLeadField,
  leadDuplicateKeys,
  leadFromRow,
  leadImportReport,
  phoneKey,
  splitDuplicates,
} from './leads.ts';

// Issue 21: "an import of a CSV or Excel file of leads (column mapping, duplicates by phone or e-mail
// reported, not created twice)"; decisions 1604 and 1605.

describe('guessLeadMapping: each column filled by the field its header names', () => {
  it.each([
    [
      ['Company Name', 'Contact Person', 'Phone', 'E-Mail'],
      ['companyName', 'contactPerson', 'phone', 'email'],
    ],
    [
      ['SENDER_NAME', 'SENDER_MOBILE', 'SENDER_EMAIL', 'SENDER_CITY', 'SENDER_STATE', 'QUERY_MESSAGE'],
      ['contactPerson', 'phone', 'email', 'city', 'state', 'remarks'],
    ],
    [
      ['Firm', 'Mobile No.', 'Email ID', 'Town', 'Enquiry ID', 'Budget'],
      ['companyName', 'phone', 'email', 'city', 'reference', 'expectedValue'],
    ],
    [
      ['Phone', 'Mobile'],
      ['phone', null],
    ],
    [
      ['Serial', '', 'GSTIN'],
      [null, null, null],
    ],
  ])('%j → %j', (headers, mapping) => {
    expect(guessLeadMapping(headers)).toEqual(mapping);
  });
});

describe('isLeadField', () => {
  it.each([
    ['phone', true],
    ['remarks', true],
    ['stageId', false],
    [3, false],
  ])('%j → %s', (key, expected) => {
    expect(isLeadField(key)).toBe(expected);
  });
});

describe('leadFromRow: the mapped, non-empty cells as the funnel entry fields', () => {
  const mapping = ['companyName', null, 'phone', 'state', 'expectedValue', 'email'] as const;
  it.each([
    [
      ['  Kisan Agro ', 'x', 9876501234, 'Maharashtra', '2,50,000', 'a@b.in'],
      { companyName: 'Kisan Agro', phone: '9876501234', state: '27', expectedValue: 250000, email: 'a@b.in' },
    ],
    [
      ['A', '', '', 'gujarat', 'about a lakh', null],
      { companyName: 'A', state: '24', expectedValue: 'about a lakh' },
    ],
    [['A', '', undefined, '27', '', undefined], { companyName: 'A', state: '27' }],
    [
      ['A', '', { formula: 1 }, 'Atlantis', '₹ 1200', new Date('2026-11-20T00:00:00Z')],
      { companyName: 'A', state: 'Atlantis', expectedValue: 1200, email: '2026-11-20' },
    ],
    [[true], { companyName: 'true' }],
    // Issue 57: text writing no number as a person writes it stays text, which the entry's check refuses.
    [['A', '', '', '', '1e3'], { companyName: 'A', expectedValue: '1e3' }],
    [['A', '', '', '', 250000.5], { companyName: 'A', expectedValue: 250000.5 }],
  ])('%j', (cells, lead) => {
    expect(leadFromRow(cells, mapping)).toEqual(lead);
  });
});

describe('duplicate keys: the phone by its last ten digits, the e-mail without case (decision 1605)', () => {
  it.each([
    ['+91 98765-01234', '9876501234'],
    ['09876501234', '9876501234'],
    ['022 2345 6789', '2223456789'],
    ['', ''],
  ])('phoneKey(%j) = %j', (phone, key) => {
    expect(phoneKey(phone)).toBe(key);
  });
  it.each([
    [{ phone: '+91 98765 01234', email: ' Ramesh@Kisan.IN ' }, ['phone:9876501234', 'email:ramesh@kisan.in']],
    [{ phone: '--', email: '' }, []],
    [{ phone: 9876501234, email: null }, []],
    [{}, []],
  ])('%j → %j', (lead, keys) => {
    expect(leadDuplicateKeys(lead)).toEqual(keys);
  });
});

describe('splitDuplicates: a row repeating an entry or an earlier row is reported, not kept', () => {
  const existing = new Map([['phone:9876501234', { entryId: 7, companyName: 'Kisan Agro' }]]);
  it('reports the first original of each duplicate and keeps the rest', () => {
    const rows = [
      { row: 2, lead: { phone: '+91 98765 01234' } },
      { row: 3, lead: { phone: '9000000001', email: 'a@b.in' } },
      { row: 4, lead: { email: 'A@B.IN' } },
      { row: 5, lead: { phone: '9000000002' } },
      { row: 6, lead: {} },
      { row: 7, lead: {} },
    ];
    expect(splitDuplicates(rows, existing)).toEqual({
      fresh: [rows[1], rows[3], rows[4], rows[5]],
      duplicates: [
        { row: 2, key: 'phone:9876501234', original: { entryId: 7, companyName: 'Kisan Agro' } },
        { row: 4, key: 'email:a@b.in', original: { row: 3 } },
      ],
    });
  });
});

describe('leadImportReport: the rows not created, as CSV', () => {
  it('sums up, then lists duplicates and errors in row order, quoting where CSV must', () => {
    const report = leadImportReport({
      platform: { id: 1, name: 'IndiaMART' },
      rows: 4,
      created: 2,
      duplicates: [
        {
          row: 4,
          key: 'email:a@b.in',
          original: { row: 2 },
          message: 'Row 2 of the file has this e-mail already.',
        },
      ],
      errors: [{ row: 3, field: 'phone', message: 'Phone is not valid, "12345"' }],
    });
    expect(report.split('\r\n')).toEqual([
      '"IndiaMART: 4 rows read, 2 created"',
      'Row,Result,Field,Message',
      '3,Error,phone,"Phone is not valid, ""12345"""',
      '4,Duplicate,email,Row 2 of the file has this e-mail already.',
      '',
    ]);
  });
});
