import { z } from 'zod';
import { aWhole, anId, parseWith } from '../core/parse.ts';

const recordBody = z.record(z.string(), z.unknown(), { error: 'The data sent is not a record' });
const recordList = z
  .array(recordBody, { error: 'A list of records is required' })
  .min(1, { error: 'A list of records is required' });
const identity = z.object({ id: anId('Record id') });
const identityWithVersion = z.object({
  id: anId('Record id'),
  version: aWhole(
    'Version',
    0,
    Number.MAX_SAFE_INTEGER,
    'Version is required: reload the record and try again',
  ),
});

/** The id schemas by label: building a zod schema costs more than parsing with it. */
const idSchemas = new Map<string, ReturnType<typeof anId>>();

/** A record id from a path parameter or a body, checked in the user's words. */
export function parseId(value: unknown, label = 'Record id'): number {
  let schema = idSchemas.get(label);
  if (!schema) {
    schema = anId(label);
    idSchemas.set(label, schema);
  }
  return parseWith(schema, value);
}

export function parseRecord(body: unknown): Record<string, unknown> {
  return parseWith(recordBody, body);
}

/** The records of a bulk save, at least one. */
export const parseRecordList = (list: unknown): Record<string, unknown>[] => parseWith(recordList, list);

/** The record a delete names. */
export const parseIdentity = (record: Record<string, unknown>): { id: number } => parseWith(identity, record);

/** The record and version an update names. */
export const parseIdentityWithVersion = (record: Record<string, unknown>): { id: number; version: number } =>
  parseWith(identityWithVersion, record);

/** saveOrUpdate: a body with an id updates that record, one without creates a record. */
export const namesRecord = (body: Record<string, unknown>): boolean =>
  body.id !== undefined && body.id !== null && body.id !== '' && body.id !== 0;
