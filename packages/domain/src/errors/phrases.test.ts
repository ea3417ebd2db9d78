import { describe, expect, it } from 'vitest';
import { PHRASES, readPhrase, say } from './phrases.ts';

describe('say: a phrase with its values (decision 0524)', () => {
  it.each([
    [PHRASES.required, { label: 'Name' }, 'Name is required'],
    [PHRASES.atMostCharacters, { label: 'Name', max: 100 }, 'Name must be at most 100 characters'],
    [PHRASES.saved, { label: 'Unit of Measure' }, 'Unit of Measure Saved Successfully'],
    [PHRASES.atLeast, {}, '{{label}} must be at least {{min}}'],
  ])('%s with %o is "%s"', (template, values, message) => {
    expect(say(template, values)).toBe(message);
  });
});

describe('readPhrase: a message back into its template and values', () => {
  it.each([
    ['Name is required', PHRASES.required, { label: 'Name' }],
    [
      'Rate is required when Kind is Purchase',
      PHRASES.requiredBecause,
      { label: 'Rate', reason: 'when Kind is Purchase' },
    ],
    // It fits "must be at most {{max}}" too: the template with more words of its own made it.
    ['Name must be at most 100 characters', PHRASES.atMostCharacters, { label: 'Name', max: '100' }],
    ['Quantity must be at most 5', PHRASES.atMost, { label: 'Quantity', max: '5' }],
    ['Unit of Measure Saved Successfully', PHRASES.saved, { label: 'Unit of Measure' }],
    // It fits "{{label}} is required" too: a row's message holds the field's.
    ['Row 3: Name is required', PHRASES.onRow, { row: '3', message: 'Name is required' }],
    ['Bill of Materials: add at least 1 row', PHRASES.oneRowAtLeast, { label: 'Bill of Materials' }],
    [
      'At most 100 records can be saved at once; 1,000 were sent.',
      PHRASES.tooManyRecords,
      { limit: '100', sent: '1,000' },
    ],
    ['Line\nwith a break is required', PHRASES.required, { label: 'Line\nwith a break' }],
  ])('"%s" is %s', (message, template, values) => {
    expect(readPhrase(message)).toEqual({ template, values });
  });

  it.each(['Access Denied', '', 'is required', ' Saved Successfully', 'Name is required.'])(
    '"%s" is no composed phrase',
    (message) => {
      expect(readPhrase(message)).toBeUndefined();
    },
  );

  it('reads back every phrase said with values', () => {
    for (const template of Object.values(PHRASES)) {
      const values = Object.fromEntries(
        [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match, index) => [match[1], `v${index}`]),
      );
      expect(readPhrase(say(template, values))).toEqual({ template, values });
    }
  });
});
