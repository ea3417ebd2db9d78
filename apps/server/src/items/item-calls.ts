import { LAB_PARAMETER_CONFIG_KEYS, LOOKUP_PAGE_SIZE, labParameterName } from '@erp/domain';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { bom, customParam } from '../db/schema.ts';
import type { Executor } from '../db/client.ts';
import type { Resource } from '../resources/resource.ts';
import type { CustomFieldDefinition } from '../resources/rules.ts';
import { configValues } from '../stores/sys-config.ts';
import type { ListQuery, Row } from '../stores/types.ts';

/* The item calls of spec §7 (issue 17, decision 0930): what reads items beyond the generic entity calls. */

/** An item as the pickers' lists show it. */
export interface ItemBrief {
  id: number;
  code: string;
  name: string;
}

/** A quality parameter (the customParam master) with its limits. */
export interface QualityParameter {
  id: number;
  name: string | null;
  unit: string | null;
  minValue: number | null;
  maxValue: number | null;
  testMethod: string | null;
  productTypeId: number | null;
  /** Which master declares it: `custom` (Quality Parameters) or a fixed one (purity, ph, …, decision 1330). */
  parameterKind: string | null;
}

/** A custom field of a record, its definition with the record's value. */
export interface PropertyValue {
  key: string;
  name: string;
  fieldType: string;
  value: unknown;
}

/** A page of items: `{ id, code, name }` and the true count (decision 0610). */
export interface ItemPage {
  rows: ItemBrief[];
  total: number;
  estimated: boolean;
}

const brief = (row: Row): ItemBrief => ({ id: row.id, code: String(row['code']), name: String(row['name']) });

/**
 * A page of the item master's list, as the pickers ask for it: the store's own paging, search (the
 * domain's normalised matching) and order by name; the first page of LOOKUP_PAGE_SIZE unless asked.
 */
export async function itemPage(
  items: Resource,
  ex: Executor,
  caller: Caller,
  query: Pick<ListQuery, 'page' | 'size' | 'q' | 'where' | 'conditions'>,
): Promise<ItemPage> {
  const { rows, total, estimated } = await items.store.list(ex, caller, {
    ...query,
    page: query.page ?? 1,
    size: query.size ?? LOOKUP_PAGE_SIZE,
  });
  return { rows: rows.map(brief), total, estimated };
}

/**
 * The items (alias t of the item list) that are the output of an active bill of material with a line
 * taking `inputItemId`. The lines are a jsonb list, which drizzle's builders cannot open: the inner
 * EXISTS over `jsonb_array_elements` is written by hand; `->>` reads an id stored as number or text alike.
 */
export function madeWith(inputItemId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${bom}
    WHERE ${bom.orgId} = t.org_id AND ${bom.outputItemId} = t.id AND ${bom.active} IS NOT FALSE
      AND EXISTS (SELECT 1 FROM jsonb_array_elements(${bom.lines}) AS line
                   WHERE line ->> 'inputItemId' = ${String(inputItemId)}))`;
}

/**
 * The active quality parameters of the organisation, by name, of every kind (the fixed masters purity, pH …
 * included, decision 1330): for one product type, those declared for it and those declared for no product
 * type (they apply to every item); `'every'`: all of them. A fixed kind is named as system config names it.
 */
export async function qualityParameters(
  ex: Executor,
  caller: Caller,
  productTypeId: number | null | 'every',
): Promise<QualityParameter[]> {
  const forType =
    productTypeId === 'every'
      ? undefined
      : productTypeId === null
        ? isNull(customParam.productTypeId)
        : or(isNull(customParam.productTypeId), eq(customParam.productTypeId, productTypeId));
  const config = await configValues(ex, caller, LAB_PARAMETER_CONFIG_KEYS);
  const rows = await ex
    .select({
      id: customParam.id,
      name: customParam.name,
      unit: customParam.unit,
      minValue: customParam.minValue,
      maxValue: customParam.maxValue,
      testMethod: customParam.testMethod,
      productTypeId: customParam.productTypeId,
      parameterKind: customParam.kind,
    })
    .from(customParam)
    .where(
      // IS NOT FALSE: an unset active flag counts as active (`ne` would drop it).
      and(eq(customParam.orgId, caller.orgId), sql`${customParam.active} IS NOT FALSE`, forType),
    )
    .orderBy(sql`lower(${customParam.name})`, customParam.id);
  const named = rows.map((row) => ({
    ...row,
    name: labParameterName({ ...row, kind: row.parameterKind }, config),
  }));
  // By the name it goes under: a fixed kind's is system config's, not the one the database sorted by.
  return named.sort(
    (a, b) => (a.name ?? '').toLowerCase().localeCompare((b.name ?? '').toLowerCase()) || a.id - b.id,
  );
}

/** The record's value of each custom field of its module, in the module's order (null when unset). */
export function propertyValues(
  definitions: readonly CustomFieldDefinition[],
  values: unknown,
): PropertyValue[] {
  const given = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  return definitions.map((definition) => ({
    key: definition.fieldKey,
    name: definition.name,
    fieldType: definition.fieldType,
    value: given[definition.fieldKey] ?? null,
  }));
}
