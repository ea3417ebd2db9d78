import { PHRASES, RESPONSE_CODES, say, sysConfigType } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { ValidationFailure } from '../../core/errors.ts';
import { queryRows } from '../../db/client.ts';
import type { ResourceHooks } from '../resource.ts';

/**
 * A system configuration: read by every user (start-up), and a value that is an id names a record of the
 * caller's organisation that its key's master offers (decision 0516; another organisation's id is simply
 * not found).
 */
export const sysConfigHooks: ResourceHooks = {
  openRead: true,

  async validate(record, { tx, caller, resources }) {
    const keyName = String(record.keyName);
    const type = sysConfigType(keyName);
    const value = typeof record.value === 'string' ? record.value : '';
    const target = type.kind === 'lookup' ? resources.get(type.lookup.module) : undefined;
    if (type.kind !== 'lookup' || value === '' || !target) return record;
    const found = await queryRows<{ id: number }>(
      tx,
      sql`SELECT m.id FROM (${target.store.matchingQuery(caller, [Number(value)], type.lookup.filter)}) m`,
    );
    if (found.length > 0) return record;
    const message = say(PHRASES.idNotFoundChoose, { label: keyName, target: target.label, id: value });
    throw new ValidationFailure([{ field: 'value', code: RESPONSE_CODES.VALIDATION_FAILED, message }]);
  },
};
