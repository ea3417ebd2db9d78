import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from './documents.ts';
import { documentTables } from './documentRules.ts';
import { GST_SERIES_FIELD } from './documentFields.ts';

describe('"invoice and note numbers are unique per GSTIN and financial year" (issue 38, decision 1825)', () => {
  it.each(Object.values(DOCUMENTS).map((def) => [def.key, def] as const))(
    '%s keeps its GST series beside its number exactly when it declares gstSeries',
    (_, def) => {
      const keys = documentTables(def).fields.map((field) => field.key);
      expect(keys.includes(GST_SERIES_FIELD.key)).toBe(def.gstSeries === true);
    },
  );

  it('a document of a GST series, whose number two GSTINs may both give, declares no read by number alone', () => {
    for (const def of Object.values(DOCUMENTS))
      if (def.gstSeries) expect(def.byNumber, def.key).toBeUndefined();
  });
});
