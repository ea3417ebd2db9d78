import {
  keptFactsOf,
  keptLine,
  keptParty,
  keptSeller,
  keptShown,
  keptTransporter,
  lookupObjectKey,
  MATERIAL_FIELDS,
  type DocumentDef,
  type DocumentKey,
  type KeptFacts,
  type MaterialKind,
  type PartyAddress,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { Row } from '../stores/types.ts';
import { isId, isRecord, placesFrom } from './taxes.ts';
import { refuseWithoutDetails } from './organisation-details.ts';
import { raisingCounter, type Counter } from './counter.ts';
import { idArray } from '../db/recordset.ts';

/**
 * What a document's prints, portal files and returns say of its masters (decision 1820): a submitted
 * document's kept facts, a draft's read from the masters now. The submit keeps what `readFacts` reads.
 */

/** What a line's goods are called, their HSN and unit, as their master holds them. */
interface Goods {
  id: number;
  name: string | null;
  hsnCode?: string | null;
  uomId?: number | null;
}

interface Unit {
  id: number;
  name: string | null;
  uqc: string | null;
  decimals: number | null;
}

/** The masters a document names, as `readFacts` reads them in one statement. */
interface Masters {
  org: Premises | null;
  own: Premises | null;
  party: {
    companyName: string | null;
    gstin: string | null;
    gstRegistrationType: string | null;
    phone: string | null;
    email: string | null;
    addresses: PartyAddress[] | null;
  } | null;
  goods: Record<MaterialKind, Goods[]>;
  units: Unit[];
  transport: { name: string | null; transporterId: string | null } | null;
  partner: string | null;
  /** The counter's new last number, when the read raised one. */
  counter: number | null;
}

type Premises = Parameters<typeof keptSeller>[0];

/**
 * The system config naming the partner a document's print shows (spec §7: "PO_PRINT_PARTNER_ID,
 * PRINT_PARTNER_NAME name the printed partner"): PRINT_PARTNER_NAME when set, else the party of that id.
 */
const PARTNER_ID_KEYS: Partial<Record<DocumentKey, string>> = { purchaseOrder: 'PO_PRINT_PARTNER_ID' };

/** The partner a document of the type prints, from the config now; NULL for a type that prints none. */
function partnerOf(def: DocumentDef, org: number): SQL {
  const idKey = PARTNER_ID_KEYS[def.key];
  if (!idKey) return sql`NULL`;
  const config = (key: string) =>
    sql`(SELECT nullif(trim(value), '') FROM sys_config WHERE org_id = ${org} AND key_name = ${key})`;
  return sql`nullif(trim(coalesce(${config('PRINT_PARTNER_NAME')},
    (SELECT company_name FROM party WHERE org_id = ${org} AND id::text = ${config(idKey)}))), '')`;
}

const idsOf = (values: readonly unknown[]): number[] => [...new Set(values.filter(isId))];

/**
 * One statement (a submit's cost, decision 1797): our side (the organisation and the branch), the party,
 * the goods each kind of material (decision 0901) names — an item, a supporting material in its own unit,
 * a packing type counted without one —, the units the lines and goods name, the transporter and the
 * printed partner; with `counter`, that counter raised too (decision 2383).
 */
async function readMasters(
  ex: Executor,
  caller: Caller,
  def: DocumentDef,
  row: Record<string, unknown>,
  lines: readonly Record<string, unknown>[],
  counter?: Counter,
): Promise<Masters> {
  const org = caller.orgId;
  const ids = (kind: MaterialKind) => idArray(idsOf(lines.map((line) => line[MATERIAL_FIELDS[kind]])));
  const branchId = isId(row.branchId) ? row.branchId : null;
  const partyId = def.partyRole && isId(row.partyId) ? row.partyId : null;
  const transportId = isId(row.transportId) ? row.transportId : null;
  const [masters] = await queryRows<Masters>(
    ex,
    sql`WITH
      items AS (SELECT id, name, hsn_code AS "hsnCode", uom_id AS "uomId" FROM item
        WHERE org_id = ${org} AND id = ANY(${ids('item')})),
      supporting AS (SELECT id, name, uom_id AS "uomId" FROM supporting_material
        WHERE org_id = ${org} AND id = ANY(${ids('supportingMaterial')})),
      packings AS (SELECT id, packing_type AS name FROM packing
        WHERE org_id = ${org} AND id = ANY(${ids('packing')}))${
          counter
            ? sql`,
      raised AS (${raisingCounter(caller, counter)})`
            : sql``
        }
    SELECT
      ${counter ? sql`(SELECT last FROM raised)` : sql`NULL::bigint`} AS counter,
      (SELECT to_jsonb(o) FROM (SELECT name, legal_name AS "legalName", gstin, address, city, state, pincode,
        phone, email FROM organisation WHERE id = ${org}) o) AS org,
      (SELECT to_jsonb(b) FROM (SELECT legal_name AS "legalName", gstin, address, city, state, pincode, phone,
        email, bank_name AS "bankName", bank_account_number AS "bankAccountNumber", ifsc,
        bank_branch AS "bankBranch" FROM branch WHERE org_id = ${org} AND id = ${branchId}) b) AS own,
      (SELECT to_jsonb(p) FROM (SELECT company_name AS "companyName", gstin,
        gst_registration_type AS "gstRegistrationType", phone, email, addresses
        FROM party WHERE org_id = ${org} AND id = ${partyId}) p) AS party,
      (SELECT to_jsonb(t) FROM (SELECT name, transporter_id AS "transporterId" FROM transport
        WHERE org_id = ${org} AND id = ${transportId}) t) AS transport,
      ${partnerOf(def, org)} AS partner,
      jsonb_build_object(
        'item', (SELECT coalesce(jsonb_agg(to_jsonb(i)), '[]') FROM items i),
        'supportingMaterial', (SELECT coalesce(jsonb_agg(to_jsonb(s)), '[]') FROM supporting s),
        'packing', (SELECT coalesce(jsonb_agg(to_jsonb(k)), '[]') FROM packings k)) AS goods,
      (SELECT coalesce(jsonb_agg(to_jsonb(u)), '[]') FROM (SELECT id, name, uqc, decimals FROM uom
        WHERE org_id = ${org} AND (id = ANY(${idArray(idsOf(lines.map((line) => line.uomId)))})
          OR id IN (SELECT "uomId" FROM items UNION SELECT "uomId" FROM supporting))) u) AS units`,
  );
  if (!masters?.org) throw new Error(`organisation ${org} is missing`);
  return masters;
}

/**
 * Each line's goods and unit by line id: the item it names, else the supporting material or packing type;
 * the line's unit, else the goods'.
 */
function linesOf(lines: readonly Record<string, unknown>[], masters: Masters): KeptFacts['lines'] {
  const found = new Map(
    KINDS.map((kind) => [kind, new Map(masters.goods[kind].map((goods) => [goods.id, goods]))] as const),
  );
  const goodsOf = (line: Record<string, unknown>): Goods | undefined =>
    KINDS.map((kind) => {
      const id = line[MATERIAL_FIELDS[kind]];
      return isId(id) ? found.get(kind)?.get(id) : undefined;
    }).find((goods) => goods !== undefined);
  const unitById = new Map(masters.units.map((unit) => [unit.id, unit]));
  return Object.fromEntries(
    lines.flatMap((line) => {
      if (!isId(line.id)) return [];
      const goods = goodsOf(line);
      const unitId = isId(line.uomId) ? line.uomId : goods?.uomId;
      return [[String(line.id), keptLine(line, goods, isId(unitId) ? unitById.get(unitId) : undefined)]];
    }),
  );
}

const KINDS = Object.keys(MATERIAL_FIELDS) as MaterialKind[];
const GOODS_FIELDS: ReadonlySet<string> = new Set(Object.values(MATERIAL_FIELDS));

/** The document's facts from its masters as read (`readMasters`). */
function factsFrom(
  def: DocumentDef,
  row: Record<string, unknown>,
  lines: readonly Record<string, unknown>[],
  masters: Masters,
): KeptFacts {
  const { org, own, party } = masters;
  // Nothing is issued, nor printed, without its seller's details (decision 2243): read here, in the same statement.
  refuseWithoutDetails(org);
  const premises = (found: Premises | null) =>
    found ? { gstin: found.gstin ?? null, state: found.state ?? null } : undefined;
  const places = placesFrom(def, row, {
    party: party ?? undefined,
    branch: premises(own),
    organisation: premises(org),
  });
  return {
    party: party
      ? keptParty({ ...party, companyName: party.companyName ?? '', addresses: party.addresses ?? [] })
      : null,
    seller: keptSeller(org as Premises, own ?? undefined),
    places: {
      supplierState: places.supplierState ?? null,
      placeOfSupply: places.placeOfSupply ?? null,
      ...(places.igstOnIntra ? { igstOnIntra: true as const } : {}),
    },
    lines: linesOf(lines, masters),
    shown: keptShown(def, row),
    transporter: keptTransporter(masters.transport),
    partner: masters.partner,
  };
}

const linesIn = (row: Record<string, unknown>): Record<string, unknown>[] =>
  (Array.isArray(row.lines) ? (row.lines as unknown[]) : []).filter(isRecord);

/**
 * The document's facts as its masters hold them now: the party, our side (its branch's), the states, the
 * lines, what its header's references show (`row` read with its lookups), its transporter and partner.
 */
export async function readFacts(
  ex: Executor,
  caller: Caller,
  def: DocumentDef,
  row: Record<string, unknown>,
): Promise<KeptFacts> {
  const lines = linesIn(row);
  return factsFrom(def, row, lines, await readMasters(ex, caller, def, row, lines));
}

/**
 * A submit's kept facts (`readFacts`) and its number's counter raised, in one statement (decision 2383):
 * `last` is the counter's new last number.
 */
export async function readFactsRaising(
  ex: Executor,
  caller: Caller,
  def: DocumentDef,
  row: Record<string, unknown>,
  counter: Counter,
): Promise<{ facts: KeptFacts; last: number }> {
  const lines = linesIn(row);
  const masters = await readMasters(ex, caller, def, row, lines, counter);
  if (masters.counter === null) throw new Error('the document counter returned nothing');
  return { facts: factsFrom(def, row, lines, masters), last: Number(masters.counter) };
}

/** What a stored document (with its lines) says of its masters: what it kept, else (a draft) the masters now. */
export async function factsOf(ex: Executor, caller: Caller, def: DocumentDef, row: Row): Promise<KeptFacts> {
  return keptFactsOf(row) ?? readFacts(ex, caller, def, row);
}

/** A lookup's record as a read carries it (`{ id, name }`), with its display field as `shown` says. */
function withDisplay(record: unknown, key: string, shown: string | undefined): unknown {
  return shown !== undefined && isRecord(record) ? { ...record, [key]: shown } : record;
}

/**
 * A submitted document as its screen shows it (decision 1820): the records its header names under the names
 * it printed, its lines' goods and units as it kept them, whatever the masters say now. A draft as read.
 */
export function asIssued(def: DocumentDef, row: Row): Row {
  const kept = keptFactsOf(row);
  if (!kept) return row;
  const header: Row = { ...row };
  for (const field of def.fields) {
    if (!field.lookup) continue;
    const key = lookupObjectKey(field);
    header[key] = withDisplay(row[key], field.lookup.displayKey, kept.shown[field.key]);
  }
  // The line fields naming what the document kept of a line: its goods (decision 0901's kinds) and unit.
  const keptFields = def.lines.fields.flatMap((field) =>
    field.lookup && (GOODS_FIELDS.has(field.key) || field.key === 'uomId')
      ? [{ key: lookupObjectKey(field), display: field.lookup.displayKey, unit: field.key === 'uomId' }]
      : [],
  );
  const lines = Array.isArray(row.lines) ? row.lines.filter(isRecord) : [];
  header.lines = lines.map((line) => {
    const goods = kept.lines[String(line.id)];
    if (!goods) return line;
    const shown: Record<string, unknown> = { ...line };
    for (const { key, display, unit } of keptFields)
      shown[key] = withDisplay(line[key], display, unit ? goods.unit : goods.item);
    return shown;
  });
  return header;
}
