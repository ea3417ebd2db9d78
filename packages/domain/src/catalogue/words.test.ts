import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../documents/documents.ts';
import { recordName } from './fields.ts';
import { MODULES } from './modules/index.ts';
import { findRoute } from './routes.ts';

const module = (key: string) => MODULES.find((candidate) => candidate.key === key);

describe('issue 42 "Every screen says what it means": the words of the catalogue', () => {
  it.each([
    [
      '"Add Funnel" adds a lead: the funnel\'s record is a Lead (decision 2051)',
      module('funnel')?.recordLabel,
      'Lead',
    ],
    [
      '… while a digital platform lead is named by its own label',
      module('digitalLead')?.recordLabel ?? module('digitalLead')?.label,
      'Digital Platform Lead',
    ],
    [
      '"New Production Batch" lists tape and lamination stages: it is a Stage Batch (decision 2052)',
      DOCUMENTS.newProductionBatch.label,
      'Stage Batch',
    ],
    ['… and its route is titled so', findRoute('/module/new-production-batch')?.title, 'Stage Batch'],
  ])('%s', (_, said, meant) => {
    expect(said).toBe(meant);
  });

  it.each([4, 5, 6, 7, 8, 9])(
    'quality parameter kinds read "Stock Parameter 4…9": kind %i is the organisation\'s own, a Custom Kind (decision 2053)',
    (n) => {
      expect(module(`stockParam${n}`)?.label).toBe(`Custom Kind ${n}`);
      expect(findRoute(`/module/stock-param${n}`)?.title).toBe(`Custom Kind ${n}`);
      const kinds = module('customParam')?.fields.find((field) => field.key === 'kind')?.options;
      expect(kinds).toContainEqual({
        value: `stockParam${n}`,
        label: `Custom Kind ${n}`,
        renamedAs: `stockParam${n}`,
      });
    },
  );

  // A toast says what was saved: "Lead Saved Successfully", not the screen's "Funnel" (issue 56).
  it.each(MODULES.map((module) => [module.key, recordName(module)] as const))(
    'a %s record is named as one record, "%s", not as the list or log it is kept in (decision 2240)',
    (_key, name) => {
      // A plural ("Machine Breakdowns") or a whole ("Activity Log", "Funnel") is the screen, not a record.
      expect(name).not.toMatch(/(?<!Serie|s)s$|\bLog$|^Funnel$/);
    },
  );
});
