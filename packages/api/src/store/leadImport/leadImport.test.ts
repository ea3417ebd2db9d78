import { RESPONSE_CODES } from '@erp/domain';
import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { importLeadsEpic, readLeadColumnsEpic } from './leadImportEpics.ts';
import {
  leadColumnsRead,
  leadColumnsRequested,
  leadImportFailed,
  leadImportRequested,
  leadImportReset,
  leadMappingChanged,
  leadsImported,
  selectLeadImport,
} from './leadImportSlice.ts';

const file = new File(['Company,Mobile\nKisan Agro,9876543210'], 'leads.csv', { type: 'text/csv' });
const columns = { headers: ['Company', 'Mobile'], mapping: ['companyName', null] as const, rows: 1 };
const mapping = ['companyName', 'phone'] as const;
const result = {
  platform: { id: 3, name: 'IndiaMART' },
  rows: 1,
  created: 1,
  duplicates: [],
  errors: [],
};
const run = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));

describe('leadImportSlice: the steps of a lead file’s import (decision 1605)', () => {
  it('reading, mapping with the guess, the user’s mapping, importing, done', () => {
    expect(selectLeadImport(run(leadColumnsRequested({ file })))).toMatchObject({
      step: 'reading',
      fileName: 'leads.csv',
    });
    const read = run(leadColumnsRequested({ file }), leadColumnsRead({ columns }));
    expect(selectLeadImport(read)).toMatchObject({ step: 'mapping', columns, mapping: columns.mapping });
    const mapped = rootReducer(read, leadMappingChanged({ mapping }));
    expect(selectLeadImport(mapped).mapping).toEqual(mapping);
    const importing = rootReducer(mapped, leadImportRequested({ platformId: 3, file, mapping }));
    expect(selectLeadImport(importing).step).toBe('importing');
    const done = rootReducer(importing, leadsImported({ result }));
    expect(selectLeadImport(done)).toMatchObject({ step: 'done', result });
    expect(selectLeadImport(rootReducer(done, leadImportReset())).step).toBe('choose');
    expect(selectLeadImport(rootReducer(done, sessionEnded({ reason: 'logout' }))).step).toBe('choose');
  });

  it('a failure returns to the step it was sent from, with the reason', () => {
    expect(
      selectLeadImport(run(leadColumnsRequested({ file }), leadImportFailed({ message: 'Not a sheet' }))),
    ).toMatchObject({ step: 'choose', message: 'Not a sheet' });
    expect(
      selectLeadImport(
        run(
          leadColumnsRead({ columns }),
          leadImportRequested({ platformId: 3, file, mapping }),
          leadImportFailed({ message: 'No open stage' }),
        ),
      ),
    ).toMatchObject({ step: 'mapping', message: 'No open stage', mapping: columns.mapping });
  });
});

describe('readLeadColumnsEpic', () => {
  it('the columns read; a second file while one is read is ignored', () => {
    const leadColumns = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      leadColumns.mockReturnValue(cold('--c|', { c: columns }));
      const action$ = hot('-ab', { a: leadColumnsRequested({ file }), b: leadColumnsRequested({ file }) });
      expectObservable(
        readLeadColumnsEpic(action$, stateAfter(), dependencies(stubApi({ leads: { leadColumns } }))),
      ).toBe('---c', { c: leadColumnsRead({ columns }) });
    });
    expect(leadColumns).toHaveBeenCalledTimes(1);
    expect(leadColumns).toHaveBeenCalledWith(file);
  });

  it('a refused file: the reason and an error toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(
        RESPONSE_CODES.VALIDATION_FAILED,
        'The file is not a CSV or Excel sheet',
        400,
      );
      const api = stubApi({ leads: { leadColumns: () => cold('-#', undefined, error) } });
      const action$ = hot('-a', { a: leadColumnsRequested({ file }) });
      expectObservable(readLeadColumnsEpic(action$, stateAfter(), dependencies(api))).toBe('--(ft)', {
        f: leadImportFailed({ message: 'The file is not a CSV or Excel sheet' }),
        t: toast.error('The file is not a CSV or Excel sheet'),
      });
    });
  });
});

describe('importLeadsEpic', () => {
  it('the import’s result, with the platform, file and mapping sent', () => {
    const importLeads = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      importLeads.mockReturnValue(cold('-r|', { r: result }));
      const action$ = hot('-a', { a: leadImportRequested({ platformId: 3, file, mapping }) });
      expectObservable(
        importLeadsEpic(action$, stateAfter(), dependencies(stubApi({ leads: { importLeads } }))),
      ).toBe('--r', { r: leadsImported({ result }) });
    });
    expect(importLeads).toHaveBeenCalledWith(3, file, mapping);
  });

  it('a refused import: the reason and an error toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.VALIDATION_FAILED, 'No open funnel stage', 400);
      const api = stubApi({ leads: { importLeads: () => cold('-#', undefined, error) } });
      const action$ = hot('-a', { a: leadImportRequested({ platformId: 3, file, mapping }) });
      expectObservable(importLeadsEpic(action$, stateAfter(), dependencies(api))).toBe('--(ft)', {
        f: leadImportFailed({ message: 'No open funnel stage' }),
        t: toast.error('No open funnel stage'),
      });
    });
  });
});
