import { describe, expect, it } from 'vitest';
import { REPORTS } from './reports.ts';

// Issue 42, "Hindi is whole": "document type values ('Invoice', 'Credit Note' in the sales register) … are
// still English in Hindi". A column whose values the server words from the product's own names (a
// document's kind, a status: `…Label`) is declared `words`, so every table shows it in the reader's words.
const worded = Object.values(REPORTS).flatMap((report) =>
  report.columns
    .filter((column) => /(kind|status|document)Label$/.test(column.key))
    .map((column) => [`${report.title}: ${column.header}`, column.words] as const),
);

describe("issue 42: a report's kinds and statuses are in the reader's words", () => {
  it('finds the registers’ and the transaction report’s kind and status columns', () => {
    expect(worded.length).toBeGreaterThanOrEqual(5);
  });

  it.each(worded)('%s', (_column, words) => {
    expect(words === true || (Array.isArray(words) && words.length > 0)).toBe(true);
  });

  it("names a register's kinds, which no other part of the catalogue words", () => {
    const kinds = worded.filter(([column]) => column.endsWith(': Type')).map(([, words]) => words);
    expect(kinds).toContainEqual(['Invoice', 'Credit Note', 'Debit Note', 'Purchase Bill']);
  });
});
