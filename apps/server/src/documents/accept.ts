import {
  DOCUMENT_STATUS,
  NO_CUSTOMER,
  expired,
  expiredMessage,
  type DocumentAccepts,
  type FieldNotice,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { columnName } from '../db/schema/describe.ts';
import { today } from '../core/today.ts';
import { ident } from '../stores/sql.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from './lines.ts';
import { originRecord, partyOf } from './origin.ts';
import { partyFromOrigin } from './registry.ts';
import type { DocumentResource } from './resource.ts';
import type { DocumentService } from './service.ts';
import { conflict } from './refusals.ts';
import { isId } from './taxes.ts';

/** What an accept writes on the document besides its status, and the customer it made, by name. */
export interface Accepted {
  values: Record<string, unknown>;
  madeCustomer?: string;
}

/**
 * What a quotation's accept writes on it besides its status (`DocumentDef.accepts`, decisions 1621, 1841,
 * 2242), before it is written: refused (409, nothing written) past its validity. It is accepted for its own
 * customer; else for the one its funnel entry became since; else, where `partyFromOrigin` is declared, for the
 * one its lead becomes now, made in this transaction as the lead's Convert makes it. A quotation that did not
 * name its customer names it from now on (with the customer's record, for its search text). Refused (409)
 * without any customer.
 */
export async function acceptedHeader(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  row: Row,
): Promise<Accepted> {
  const { accepts, origin } = resource.def;
  if (!accepts) return { values: {} };
  const validUntil = row[accepts.validUntilField];
  if (expired(validUntil, today()))
    throw conflict(expiredMessage(String(row.number ?? ''), String(validUntil)));
  if (isId(row.partyId)) return { values: {} };
  const record = await originRecord(tx, caller, resource.def, service.masters, row);
  const known = partyOf(resource.def, record);
  const made =
    known === undefined && origin && record && accepts.partyFromOrigin
      ? await partyFromOrigin(tx, service, caller, { module: origin.module, id: record.id })
      : undefined;
  const partyId = known ?? made;
  if (partyId === undefined) throw conflict(NO_CUSTOMER);
  const party = resource.lookups.find((lookup) => lookup.field === 'partyId' && lookup.child === undefined);
  const named = party ? await service.masters.get(party.target)?.store.get(tx, caller, partyId) : undefined;
  const name = party && named ? named[party.displayKey] : undefined;
  return {
    values: { partyId, ...(party && named ? { [party.objectKey]: named } : {}) },
    ...(made !== undefined && typeof name === 'string' ? { madeCustomer: name } : {}),
  };
}

/** The column a header field is kept in: the accept writes the customer it names (decision 2242). */
export const acceptedColumns = (resource: DocumentResource, written: Record<string, unknown>) =>
  'partyId' in written ? sql`${ident(columnName(resource.def.key, 'partyId'))} = ${written.partyId},` : sql``;

/**
 * A quotation accepted (decision 1621), in the accept's transaction after its status and customer are written:
 * a draft of the declared document with that customer, the carried header fields and its lines, linked back
 * to it, and its origin record (the funnel entry) moved to the first Won stage. Answers the notice naming
 * what it made and how to open it (decision 2054): the customer too, when the accept made it from the lead.
 */
export async function applyAcceptEffects(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  change: { row: Row; lines: readonly LineRow[]; to: number; madeCustomer?: string },
): Promise<FieldNotice[]> {
  const { accepts, origin } = resource.def;
  if (!accepts || change.to !== DOCUMENT_STATUS.ACCEPTED) return [];
  const { row, lines } = change;
  const number = String(row.number ?? '');
  const target = service.documents.get(accepts.document);
  if (!target) throw new Error(`${resource.def.key} accepts into the unknown document ${accepts.document}`);
  // Each line carries the fields the draft's lines have (item, quantity, unit, rate, discount, HSN, GST).
  const keys = target.def.lines.fields.map((field) => field.key).filter((key) => key !== 'id');
  const header = Object.fromEntries(accepts.carries.map((key) => [key, row[key] ?? null]));
  const body = {
    ...header,
    partyId: row.partyId,
    date: today(),
    lines: lines.map((line) => Object.fromEntries(keys.map((key) => [key, line[key] ?? null]))),
  };
  const made = await service.create(target, caller, body, tx, { header: { [accepts.linkField]: row.id } });
  if (origin && accepts.wins && isId(row[origin.field]))
    await win(tx, service, caller, { accepts, module: origin.module, id: row[origin.field] as number });
  // Said as done, naming the draft by what the user knows (its quotation), with the way to open it (2054);
  // the customer made from the lead first, in the same notice (one toast, not two, on a phone).
  const customer =
    change.madeCustomer === undefined ? '' : `${change.madeCustomer} is a customer now, made from its lead. `;
  return [
    {
      field: 'status',
      level: 'success',
      message: `${customer}${target.def.label} made from ${number}, as a draft to check and submit.`,
      made: { document: target.def.key, id: made.id },
    },
  ];
}
/** Moves the origin record (a funnel entry) to the first stage of the winning outcome, audited. */
async function win(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  asked: { accepts: DocumentAccepts; module: string; id: number },
): Promise<void> {
  const wins = asked.accepts.wins;
  const entries = service.masters.get(asked.module)?.store;
  const stages = wins ? service.masters.get(wins.stageModule)?.store : undefined;
  if (!wins || !entries || !stages) return;
  const [stage] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT t.id FROM ${stages.table} t
        WHERE ${stages.scope(caller)} AND ${ident(columnName(wins.stageModule, wins.outcomeField))} = ${wins.outcome}
        ORDER BY ${ident(columnName(wins.stageModule, wins.sequenceField))}, t.id LIMIT 1`,
  );
  const entry = await entries.get(tx, caller, asked.id, { lock: true });
  if (!stage || !entry || entry[wins.stageField] === Number(stage.id)) return;
  await entries.update(tx, caller, entry.id, entry.version, {
    ...entry,
    [wins.stageField]: Number(stage.id),
  });
}
