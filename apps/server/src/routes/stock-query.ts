import { RESPONSE_CODES, SORT_PATTERN } from '@erp/domain';
import { z } from 'zod';
import { ValidationFailure } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import type { StockFilter } from '../stock/reads/filter.ts';
import { MATERIAL_KINDS, type MaterialKind } from '../stock/reads/materials.ts';
import { GROUP_BYS, stockSorts, type GroupBy, type StockPage } from '../stock/reads/view.ts';
import { whole } from './list-query.ts';

/** A record's id in a body: a positive whole number. */
export const requiredId = (label: string) =>
  z
    .number({ error: `${label} must be a record's id` })
    .int({ error: `${label} must be a whole number` })
    .positive({ error: `${label} must be a record's id` });

/** An optional id of a body (null or absent: not given). */
export const bodyId = (label: string) => requiredId(label).nullish();

/** The company, branch and location of a stock request: sent only when above 0, so 0 means all. */
const place = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} must be a record's id` })
    .nullish();

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` }).nullish();
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish();

const kinds = MATERIAL_KINDS.join(', ');
const groups = GROUP_BYS.join(', ');
const materialKind = z.enum(MATERIAL_KINDS, { error: `Material kind must be one of ${kinds}` }).nullish();
const sortField = z
  .string({ error: 'Sort must be a field name' })
  .regex(SORT_PATTERN, { error: 'Sort must be a field name, with - in front for descending' })
  .nullish();

const filterBody = z.object({
  itemId: bodyId('Item'),
  stockAreaId: bodyId('Stock area'),
  rackId: bodyId('Rack'),
  company: place('Company'),
  branch: place('Branch'),
  location: place('Location'),
  lotNumber: text('Lot number', 100),
  rollNumber: text('Roll number', 100),
  q: text('Search', 200),
  lotQ: text('Lot search', 100),
  held: flag('Held'),
  belowReorder: flag('Below reorder'),
  productTypeId: bodyId('Product type'),
  materialKind,
  groupBy: z.enum(GROUP_BYS, { error: `Group by must be one of ${groups}` }).nullish(),
  page: whole('Page', 1, 1_000_000),
  size: whole('Page size', 1, 500),
  sort: sortField,
});

/** The GET `chemical/itemStock/v2` query: company, branch and location (each sent only when above 0). */
const getQuery = z.object({
  company: whole('Company', 0, Number.MAX_SAFE_INTEGER),
  branch: whole('Branch', 0, Number.MAX_SAFE_INTEGER),
  location: whole('Location', 0, Number.MAX_SAFE_INTEGER),
  page: whole('Page', 1, 1_000_000),
  size: whole('Page size', 1, 500),
  q: text('Search', 200),
  sort: sortField,
});

/** A request of the stock view: what to keep, which page, and how to sum. */
export interface StockRequest {
  filter: StockFilter;
  page: StockPage;
  groupBy: GroupBy | undefined;
}

const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
const aboveZero = (value: number | null | undefined): number | undefined => (value ? value : undefined);

/** Rows a page holds when the request names none (as the masters' lists). */
const DEFAULT_SIZE = 10;

function request(
  parsed: z.output<typeof filterBody> | z.output<typeof getQuery>,
  kind: MaterialKind,
  groupBy: GroupBy | undefined,
  filter: Partial<StockFilter> = {},
): StockRequest {
  const sort = given(parsed.sort);
  if (sort && !stockSorts(groupBy).includes(sort.replace(/^-/, '')))
    throw new ValidationFailure([
      {
        field: 'sort',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: `The stock cannot be sorted by "${sort}": sort by one of ${stockSorts(groupBy).join(', ')}`,
      },
    ]);
  return {
    filter: {
      kind,
      company: aboveZero(parsed.company),
      branch: aboveZero(parsed.branch),
      location: aboveZero(parsed.location),
      q: given(parsed.q),
      ...filter,
    },
    page: { page: given(parsed.page), size: given(parsed.size) ?? DEFAULT_SIZE, sort },
    groupBy,
  };
}

/**
 * A POST body of the stock calls (decision 0910): `fixed` says what the call itself decides (the kind of
 * material of `packingItemStock`, the grouping of the grouped calls). An empty body asks for all stock.
 */
export function parseStockBody(
  body: unknown,
  fixed: { kind?: MaterialKind; groupBy?: GroupBy | 'asked' } = {},
): StockRequest {
  const parsed = parseWith(filterBody, body ?? {});
  const groupBy = fixed.groupBy === 'asked' ? (given(parsed.groupBy) ?? 'item') : fixed.groupBy;
  return request(parsed, fixed.kind ?? given(parsed.materialKind) ?? 'item', groupBy, {
    itemId: given(parsed.itemId),
    stockAreaId: given(parsed.stockAreaId),
    rackId: given(parsed.rackId),
    lotNumber: given(parsed.lotNumber) || undefined,
    rollNumber: given(parsed.rollNumber) || undefined,
    lotQ: given(parsed.lotQ),
    held: given(parsed.held),
    belowReorder: given(parsed.belowReorder),
    productTypeId: given(parsed.productTypeId),
  });
}

/** The query of GET `chemical/itemStock/v2`: the stock grouped by item. */
export const parseStockQuery = (query: unknown): StockRequest =>
  request(parseWith(getQuery, query ?? {}), 'item', 'item');

const cardBody = z.object({
  itemId: requiredId('Item'),
  stockAreaId: bodyId('Stock area'),
  lotNumber: text('Lot number', 100),
  newestFirst: flag('Newest first'),
  materialKind,
  page: whole('Page', 1, 1_000_000),
  size: whole('Page size', 1, 500),
});

/** The stock card's body: `{ itemId, stockAreaId?, lotNumber?, newestFirst?, page, size }` (decisions 0911, 2313). */
export function parseStockCardBody(body: unknown) {
  const parsed = parseWith(cardBody, body ?? {});
  return {
    kind: given(parsed.materialKind) ?? 'item',
    itemId: parsed.itemId,
    stockAreaId: given(parsed.stockAreaId),
    lotNumber: given(parsed.lotNumber) || undefined,
    newestFirst: given(parsed.newestFirst),
    page: given(parsed.page) ?? 1,
    size: given(parsed.size) ?? 20,
  };
}

const salesOrderBody = z.object({ salesOrderId: requiredId('Sales order') });

/** The body of `getStockForSalesOrder/v2`: `{ salesOrderId }`. */
export const parseSalesOrderBody = (body: unknown): number =>
  parseWith(salesOrderBody, body ?? {}).salesOrderId;

const processParams = z.object({
  processName: z
    .string()
    .trim()
    .min(1, { error: 'Name the process' })
    .max(200, { error: 'A process name has at most 200 characters' }),
});

/** The process name of `getProcessAndStockAreas/{processName}`. */
export const parseProcessName = (params: unknown): string => parseWith(processParams, params).processName;

const tupleBody = z.object({
  itemId: requiredId('Item'),
  lotNumber: text('Lot number', 100),
  rollNumber: text('Roll number', 100),
  packingTypeId: bodyId('Packing type'),
});

/** The body of `chemical/itemTuple/getItemTupleId`: `{ itemId, lotNumber?, rollNumber?, packingTypeId? }`. */
export function parseItemTupleBody(body: unknown) {
  const parsed = parseWith(tupleBody, body ?? {});
  return {
    itemId: parsed.itemId,
    lotNumber: parsed.lotNumber ?? '',
    rollNumber: parsed.rollNumber ?? '',
    packingTypeId: parsed.packingTypeId ?? null,
  };
}
