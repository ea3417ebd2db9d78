import { describe, expect, it } from 'vitest';
import { approvalEntries, historyEntries } from './history.ts';

const t = (text: string, values: Readonly<Record<string, string | number>> = {}) =>
  text.replace(/{{(\w+)}}/g, (_match, name: string) => String(values[name]));

describe('historyEntries: the audit trail as the history dialog shows it', () => {
  it('who, what in words, and each field before and after', () => {
    const [entry] = historyEntries(
      [
        {
          id: 4,
          action: 'submit',
          at: '2026-11-23T10:42:00Z',
          staff: { id: 1, name: 'Meena Shah' },
          changes: [
            { field: 'number', label: 'Number', before: null, after: 'PO/2026-27/00001' },
            { field: 'rate', label: 'Rate', before: 100, after: 104.5 },
            { field: 'revision', label: 'Revision', before: 0, after: 1 },
          ],
        },
      ],
      t,
    );
    expect(entry).toEqual({
      id: 4,
      at: '2026-11-23T10:42:00Z',
      who: 'Meena Shah',
      what: 'Submitted',
      details: ['Number: — → PO/2026-27/00001', 'Rate: 100 → 104.5', 'Revision: 0 → 1'],
    });
  });

  it('an action without words of its own shows as named; no staff is the system', () => {
    const [entry] = historyEntries(
      [
        {
          id: 5,
          action: 'receive',
          at: '2026-11-23T10:42:00Z',
          staff: null,
          changes: [{ field: 'lines', label: 'Lines', before: [1], after: '' }],
        },
      ],
      t,
    );
    expect(entry).toMatchObject({ who: 'System', what: 'receive', details: ['Lines: [1] → —'] });
  });
});

describe('approvalEntries: the approval log as the dialog shows it (spec §4: request, approve, reject)', () => {
  it('the step and its level, who, and the remarks', () => {
    const entries = approvalEntries(
      [
        {
          id: 2,
          status: 'reject',
          level: 1,
          remarks: 'Rate too high',
          staffId: 3,
          createdBy: 'Anil Mehta',
          createdAt: '2026-11-23T11:00:00Z',
        },
        {
          id: 1,
          status: 'request',
          level: 1,
          remarks: null,
          staffId: null,
          createdBy: null,
          createdAt: '2026-11-23T10:00:00Z',
        },
      ],
      t,
    );
    expect(entries).toEqual([
      {
        id: 2,
        at: '2026-11-23T11:00:00Z',
        who: 'Anil Mehta',
        what: 'Rejected at level 1',
        details: ['Rate too high'],
      },
      {
        id: 1,
        at: '2026-11-23T10:00:00Z',
        who: 'System',
        what: 'Approval requested at level 1',
        details: [],
      },
    ]);
  });
});
