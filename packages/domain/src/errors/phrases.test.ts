import { describe, expect, it } from 'vitest';
import { MODULES } from '../catalogue/modules/index.ts';
import { DOCUMENTS } from '../documents/documents.ts';
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

  it('reads back every phrase said with values of several words, but one word right after another value', () => {
    for (const template of Object.values(PHRASES)) {
      const parts = template.split(/\{\{(\w+)\}\}/);
      const values = Object.fromEntries(
        parts.flatMap((name, index) =>
          index % 2 === 0
            ? []
            : [[name, index >= 3 && parts[index - 1] === ' ' ? `V/${index}` : `Zed ${index} Qux`]],
        ),
      );
      expect(readPhrase(say(template, values))).toEqual({ template, values });
    }
  });
});

// Issue 56: "lab Test LT/… Submitted Successfully": the label was read as "Lab", its number as "Test LT/…".
describe("readPhrase: every document's and master's toast gives back its whole name", () => {
  const moves = [
    PHRASES.documentSubmitted,
    PHRASES.documentClosed,
    PHRASES.documentCancelled,
    PHRASES.documentAmended,
    PHRASES.documentIssued,
    PHRASES.documentAccepted,
    PHRASES.documentCompleted,
  ];
  it.each(Object.values(DOCUMENTS).map((def) => [def.label, def.series] as const))(
    '%s (%s)',
    (label, series) => {
      const number = `${series}/2026-27/00001`;
      for (const template of moves)
        expect(readPhrase(say(template, { label, number }))).toEqual({ template, values: { label, number } });
      for (const template of [PHRASES.saved, PHRASES.updated, PHRASES.deleted])
        expect(readPhrase(say(template, { label }))).toEqual({ template, values: { label } });
    },
  );
  it.each(MODULES.map((module) => [module.label]))('%s', (label) => {
    for (const template of [PHRASES.saved, PHRASES.updated, PHRASES.deleted])
      expect(readPhrase(say(template, { label }))).toEqual({ template, values: { label } });
  });
});
