import { seededNameSaid } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { sayIn } from '../print/words.ts';
import type { Row } from '../stores/types.ts';
import type { LookupField, Resource } from './resource.ts';

/** Says an English word in the reader's language (the prints' vocabulary, decision 2091). */
type Say = (english: string) => string;

/** The record a lookup put into `row` (`{ id, [displayKey] }`), its display said by `say` when it is seeded. */
function lookedUpSaid<R extends Record<string, unknown>>(row: R, lookup: LookupField, say: Say): R {
  const found = row[lookup.objectKey];
  if (typeof found !== 'object' || found === null) return row;
  const shown = found as Record<string, unknown>;
  const said = seededNameSaid(lookup.target, shown[lookup.displayKey], say);
  return said === shown[lookup.displayKey]
    ? row
    : { ...row, [lookup.objectKey]: { ...shown, [lookup.displayKey]: said } };
}

/** `row` with each of `lookups` said (of a child table: in each of its rows). */
function rowSaid(row: Row, lookups: readonly LookupField[], say: Say): Row {
  return lookups.reduce((said, lookup) => {
    if (!lookup.child) return lookedUpSaid(said, lookup, say);
    const children = said[lookup.child];
    return Array.isArray(children)
      ? {
          ...said,
          [lookup.child]: children.map((child: Record<string, unknown>) => lookedUpSaid(child, lookup, say)),
        }
      : said;
  }, row);
}

/** `name` of the master `module` as the caller reads it: a seeded name in its language, any other as typed. */
export const seededNameFor = <T>(caller: Caller, module: string, name: T): T | string =>
  (caller.language ?? 'en') === 'en' ? name : seededNameSaid(module, name, sayIn(caller.language ?? 'en'));

/**
 * Rows as their reader is shown them (issue 56, decision 2233): a name the install or the demo seeded for a
 * master whose names classify (`SEEDED_NAMES`) said in the caller's language wherever a row looks it up (a
 * funnel entry's stage, a user's role), and, in a list (`own`), where the row is one (the stages' list, the
 * pickers); a form's own name stays as stored, for it is what the user edits. Any other name is a user's and
 * stays as typed. English rows are as read.
 */
export function seededNamesSaid(resource: Resource, rows: Row[], caller: Caller, own = false): Row[] {
  if ((caller.language ?? 'en') === 'en') return rows;
  const say = sayIn(caller.language ?? 'en');
  return rows.map((row) => {
    const said = rowSaid(row, resource.lookups, say);
    const name = own ? seededNameSaid(resource.key, said.name, say) : said.name;
    return name === said.name ? said : { ...said, name };
  });
}
