import { describe, expect, it } from 'vitest';
import type { ModuleSpec } from './fields.ts';
import { listDefaults } from './listDefaults.ts';
import { moduleByKey } from './modules/index.ts';

const log = moduleByKey('crmActivityLog') as ModuleSpec;

describe('listDefaults: a list filtered by a record adds records of it (issue 42, decision 2072)', () => {
  it.each([
    [
      '"an activity\'s Add New from a lead does not fill the lead": the entry\'s Activity Log adds its activity',
      { 'filter.funnelId': '109' },
      { funnelId: 109 },
    ],
    [
      'every filter naming a record, the owner and the kind too',
      { 'filter.ownerId': '4', 'filter.kindId': '2' },
      { ownerId: 4, kindId: 2 },
    ],
    ['the date range gives nothing', { from: '2026-11-01', to: '2026-11-30' }, {}],
    ['a value naming no record gives nothing', { 'filter.funnelId': 'abc', 'filter.kindId': '0' }, {}],
    ['an id is digits only (issue 57)', { 'filter.funnelId': '1.09e2', 'filter.kindId': '+2' }, {}],
    ['no filter, no default', {}, {}],
  ])('%s', (_case, filters, expected) => {
    expect(listDefaults(log, filters)).toEqual(expected);
  });

  it('a field the form does not enter is not given, nor a module with no filters', () => {
    const hiddenOwner = {
      ...log,
      fields: log.fields.map((field) => (field.key === 'ownerId' ? { ...field, hidden: true } : field)),
    };
    expect(listDefaults(hiddenOwner, { 'filter.ownerId': '4', 'filter.funnelId': '9' })).toEqual({
      funnelId: 9,
    });
    const readOnlyKind = {
      ...log,
      fields: log.fields.map((field) => (field.key === 'kindId' ? { ...field, readOnly: true } : field)),
    };
    expect(listDefaults(readOnlyKind, { 'filter.kindId': '2' })).toEqual({});
    expect(listDefaults({ fields: log.fields }, { 'filter.funnelId': '9' })).toEqual({});
  });
});
