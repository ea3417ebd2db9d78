import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../documents/documents.ts';
import { validateEntity } from '../catalogue/validate.ts';
import {
  ANY_DOCUMENT,
  documentPlaceholders,
  placeholderValues,
  placeholdersIn,
  renderTemplate,
  templateTextProblem,
  unknownPlaceholders,
} from './placeholders.ts';

const documents = Object.values(DOCUMENTS);
const po = DOCUMENTS.purchaseOrder;

describe('placeholders of a document type (issue 21: "{partyName}, {documentNumber}, {amount}, {dueDate}")', () => {
  it.each([
    ['purchaseOrder', ['documentNumber', 'date', 'partyName', 'amount', 'dueDate']],
    ['salesOrder', ['documentNumber', 'date', 'partyName', 'amount', 'dueDate', 'customerReference']],
    ['stockIssue', ['documentNumber', 'date']],
  ] as const)('%s knows %j', (key, names) => {
    expect([...documentPlaceholders(DOCUMENTS[key]).keys()]).toEqual(names);
  });

  it('a declared field is written by its type: a date, an amount, text', () => {
    const def = {
      ...po,
      fields: [...po.fields, { key: 'advance', label: 'Advance', type: 'amount' as const }],
      messageFields: { dueDate: 'expectedDate', advance: 'advance', terms: 'paymentTerms' },
    };
    const values = placeholderValues(
      documentPlaceholders(def),
      { expectedDate: '2026-12-05', advance: 150000, paymentTerms: '30 days' },
      null,
    );
    expect(values).toMatchObject({ dueDate: '05-12-2026', advance: '1,50,000.00', terms: '30 days' });
  });

  it('a receipt is worth its amount field, not a grand total', () => {
    expect(documentPlaceholders(DOCUMENTS.receipt).get('amount')).toEqual({
      kind: 'field',
      key: 'amount',
      format: 'amount',
    });
  });
});

describe('placeholders a text names', () => {
  it.each([
    ['Dear {partyName}, PO {documentNumber}', ['partyName', 'documentNumber']],
    ['{amount} and {amount} again', ['amount']],
    ['no placeholder, {not one}, {1x}, {}', []],
  ])('%j names %j', (text, names) => {
    expect(placeholdersIn(text)).toEqual(names);
  });

  it('the unknown ones, each once in order', () => {
    expect(unknownPlaceholders(['{a} {b}', '{c} {a}'], new Set(['b']))).toEqual(['a', 'c']);
  });
});

describe('a template saved for its document type (unknown placeholder → named)', () => {
  it.each([
    ['Dear {partyName}, {amount} due {dueDate}', 'purchaseOrder', null],
    ['PO {documentNumber} due {dueDat}', 'purchaseOrder', '{dueDat} is not a placeholder of Purchase Order'],
    ['{x} and {y}', 'purchaseOrder', '{x}, {y} are not placeholders of Purchase Order'],
    ['{amount}', 'stockIssue', '{amount} is not a placeholder of Stock Issue'],
    ['{partyName} {dueDate}', ANY_DOCUMENT, null],
    ['{customerReference}', ANY_DOCUMENT, '{customerReference} is not a placeholder of every document'],
    ['{anything}', 'noSuchDocument', null],
  ])('%j for %s: %j', (text, type, problem) => {
    expect(templateTextProblem(text, type, documents)).toBe(problem);
  });

  it('the template master refuses it naming the placeholder, in the subject or the body', () => {
    const issues = validateEntity('messageTemplate', {
      name: 'PO mail',
      channel: 'EMAIL',
      documentType: 'purchaseOrder',
      subject: 'PO {number}',
      body: 'Dear {partyName}',
    });
    expect(issues).toEqual([
      expect.objectContaining({
        field: 'subject',
        message: '{number} is not a placeholder of Purchase Order',
      }),
    ]);
  });
});

describe('rendering a template for one document', () => {
  const row = { number: 'PO/26-27/00007', date: '2026-11-24', grandTotal: 1234567.5, expectedDate: null };

  it('fills the values: amount in Indian grouping, dates dd-MM-yyyy, a blank field empty', () => {
    const values = placeholderValues(documentPlaceholders(po), row, 'Shree Polymers');
    expect(values).toEqual({
      documentNumber: 'PO/26-27/00007',
      date: '24-11-2026',
      partyName: 'Shree Polymers',
      amount: '12,34,567.50',
      dueDate: '',
    });
  });

  it.each([
    ['Dear {partyName}, PO {documentNumber} of {date}: ₹{amount}', 'Dear A, PO P/1 of 24-11-2026: ₹10.00'],
    ['{unknown} stays', '{unknown} stays'],
    ['', ''],
  ])('%j → %j', (text, out) => {
    const values = placeholderValues(
      documentPlaceholders(po),
      { number: 'P/1', date: '2026-11-24', grandTotal: 10 },
      'A',
    );
    expect(renderTemplate(text, values)).toBe(out);
  });

  it('a document without its party named gives an empty party name', () => {
    expect(placeholderValues(documentPlaceholders(po), {}, null)['partyName']).toBe('');
  });
});
