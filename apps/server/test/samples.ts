import { MODULES, moduleByKey, type FieldDef, type ModuleDef } from '@erp/domain';
import { demoGstin } from '../src/seed/demo.ts';
import type { Suite } from './helpers.ts';

let counter = 0;

/** A value a field accepts (its format, range and choices respected); `n` keeps unique values apart. */
function sampleValue(field: FieldDef, n: number, unique: boolean): unknown {
  switch (field.type) {
    case 'number':
    case 'amount': {
      const low = Math.max(field.min ?? 0, field.positive ? 1 : 0);
      // Part of a unique key (an approval's level): a value of its own within the range.
      if (unique) return low + (n % (field.max === undefined ? 1_000_000 : field.max - low + 1));
      const value = low + 1;
      return field.max !== undefined && value > field.max ? low : value;
    }
    case 'checkbox':
      return false;
    case 'date':
      return '2025-04-01';
    case 'select':
      // Gujarat: the state of the sample GSTIN below (a GSTIN names its address's state, issue 14).
      if (field.key === 'state') return '24';
      return field.options?.[unique ? n % field.options.length : 0]?.value;
    case 'email':
      return `sample${n}@example.in`;
    case 'password':
      return 'Sample-Pass-123';
    case 'file':
      return undefined;
    default:
      switch (field.format) {
        case 'gstin':
          return demoGstin('24', 'AAKFS1234C');
        case 'pan':
          return 'AAKFS1234C';
        case 'hsn':
          return '3902';
        case 'phone':
          return '9825012345';
        case 'pincode':
          return '382110';
        case 'ifsc':
          return 'SBIN0001234';
        case 'code':
          return `S${n}`;
        case 'key':
          return `sample${n}`;
        case 'url':
          return 'https://example.in';
        case 'time':
          return '10:30';
        case 'email':
          return `sample${n}@example.in`;
        default:
          return `Sample ${field.label} ${n}`.slice(0, field.maxLength ?? 100);
      }
  }
}

/** The id of a record of `moduleKey` (matching `filter`) in the caller's organisation, made when there is none. */
async function anyRecord(
  suite: Suite,
  moduleKey: string,
  filter: Readonly<Record<string, unknown>>,
  pick: 'first' | 'last' | 'new',
): Promise<number> {
  const module = moduleByKey(moduleKey);
  if (!module) throw new Error(`no module ${moduleKey}`);
  const list = await suite.call<Record<string, unknown> & { id: number }>(
    'GET',
    `${module.apiPath}/getAllByPartner`,
    suite.admin,
  );
  const rows = (list.body.dataList ?? []).filter((row) =>
    Object.entries(filter).every(([key, value]) => row[key] === value),
  );
  const row = pick === 'new' ? undefined : pick === 'last' ? rows.at(-1) : rows[0];
  if (row) return row.id;
  // A record made for the lookup holds the filter's values too (an activity of the machine's type).
  const made = await suite.call<{ id: number }>('POST', `${module.apiPath}/save`, suite.admin, {
    ...(await sampleRecord(suite, module)),
    ...filter,
  });
  if (!made.body.data) throw new Error(`could not make a ${moduleKey}: ${made.body.responseMessage}`);
  return made.body.data.id;
}

/**
 * Values for the fields: a lookup takes an existing record (the last one in a child row, so that a BOM's
 * input differs from its output), or a new one when it is part of the record's unique key.
 */
async function sampleFields(
  suite: Suite,
  fields: readonly FieldDef[],
  n: number,
  inChild: boolean,
  uniqueKeys: readonly string[],
): Promise<Record<string, unknown>> {
  const record: Record<string, unknown> = {};
  for (const field of fields) {
    const unique = uniqueKeys.includes(field.key);
    record[field.key] = field.lookup
      ? await anyRecord(
          suite,
          field.lookup.module,
          field.lookup.filter ?? {},
          unique ? 'new' : inChild ? 'last' : 'first',
        )
      : sampleValue(field, n, unique);
  }
  return record;
}

/**
 * Lookups whose record must agree with another lookup's (a server rule, not the catalogue's): `field`'s record
 * has the `key` of the record `from` names, of the module `of`.
 */
const AGREEING: Readonly<Record<string, { field: string; key: string; from: string; of: string }>> = {
  // An activity done is one of its machine's type (decision 1742).
  machineActivityLog: { field: 'machineActivityId', key: 'machineTypeId', from: 'machineId', of: 'machine' },
};

/** `record` with the lookup that must agree with another (AGREEING) chosen to agree. */
async function agreeing(suite: Suite, module: ModuleDef, record: Record<string, unknown>) {
  const rule = AGREEING[module.key];
  const target = module.fields.find((field) => field.key === rule?.field)?.lookup?.module;
  const of = moduleByKey(rule?.of ?? '');
  if (!rule || !target || !of) return record;
  const other = await suite.call<Record<string, unknown>>(
    'GET',
    `${of.apiPath}/${String(record[rule.from])}`,
    suite.admin,
  );
  const value = other.body.data?.[rule.key];
  return { ...record, [rule.field]: await anyRecord(suite, target, { [rule.key]: value }, 'first') };
}

/** Fields whose sample must differ from the field's own: a restart after its stop (decision 1782). */
const AFTER: Readonly<Record<string, Record<string, unknown>>> = {
  machineBreakdown: { restartedAt: '11:45' },
};

/** A record of the module that passes every rule of the catalogue: every field filled, one row per child table. */
export async function sampleRecord(suite: Suite, module: ModuleDef): Promise<Record<string, unknown>> {
  // A module with nothing unique and no child rows takes no number of its own, so adding one never shifts the
  // unique values of the others (the two approval configurations share a table and levels 1 to 9).
  const n = (module.uniqueKeys ?? []).length === 0 && !module.children ? counter : ++counter;
  const record = await agreeing(
    suite,
    module,
    await sampleFields(suite, module.fields, n, false, module.uniqueKeys ?? []),
  );
  Object.assign(record, AFTER[module.key]);
  for (const child of module.children ?? []) {
    record[child.key] = [await sampleFields(suite, child.fields, n, true, [])];
  }
  return record;
}

/** The catalogue modules the generic calls serve. */
export const GENERIC_MODULES: readonly ModuleDef[] = MODULES.filter(
  (module) => module.key !== 'emailUserConfig',
);
