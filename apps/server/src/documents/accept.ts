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
import { originParty } from './origin.ts';
import type { DocumentResource } from './resource.ts';
import type { DocumentService } from './service.ts';
import { conflict } from './refusals.ts';
import { isId } from './taxes.ts';

/**
 * A quotation accepted (`DocumentDef.accepts`, decision 1621), in the accept's transaction after its status
 * is written: refused (409, so nothing stays written) past its validity or without a customer (its own, else
 * its funnel entry's); else a draft of the declared document with that party, the carried header fields and
 * its lines, linked back to it, and its origin record (the funnel entry) moved to the first Won stage.
 * Answers the notice naming the draft and how to open it (decision 2054).
 */
export async function applyAcceptEffects(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  change: { row: Row; lines: readonly LineRow[]; to: number },
): Promise<FieldNotice[]> {
  const { accepts, origin } = resource.def;
  if (!accepts || change.to !== DOCUMENT_STATUS.ACCEPTED) return [];
  const { row, lines } = change;
  const number = String(row.number ?? '');
  const validUntil = row[accepts.validUntilField];
  const on = today();
  if (expired(validUntil, on)) throw conflict(expiredMessage(number, String(validUntil)));
  // A prospect's quotation is for the customer its funnel entry became since (decision 1841).
  const partyId = isId(row.partyId)
    ? row.partyId
    : await originParty(tx, caller, resource.def, service.masters, row);
  if (partyId === undefined) throw conflict(NO_CUSTOMER);
  const target = service.documents.get(accepts.document);
  if (!target) throw new Error(`${resource.def.key} accepts into the unknown document ${accepts.document}`);
  // Each line carries the fields the draft's lines have (item, quantity, unit, rate, discount, HSN, GST).
  const keys = target.def.lines.fields.map((field) => field.key).filter((key) => key !== 'id');
  const header = Object.fromEntries(accepts.carries.map((key) => [key, row[key] ?? null]));
  const body = {
    ...header,
    partyId,
    date: on,
    lines: lines.map((line) => Object.fromEntries(keys.map((key) => [key, line[key] ?? null]))),
  };
  const made = await service.create(target, caller, body, tx, { header: { [accepts.linkField]: row.id } });
  if (origin && accepts.wins && isId(row[origin.field]))
    await win(tx, service, caller, { accepts, module: origin.module, id: row[origin.field] as number });
  // Said as done, naming the draft by what the user knows (its quotation), with the way to open it (2054).
  return [
    {
      field: 'status',
      level: 'success',
      message: `${target.def.label} made from ${number}, as a draft to check and submit.`,
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
