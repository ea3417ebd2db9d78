import { editProblem } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { queryRows } from '../db/client.ts';
import { col, ident } from '../stores/sql.ts';
import type { Row } from '../stores/types.ts';
import type { DocumentResource } from './resource.ts';
import type { DocumentService } from './service.ts';
import { conflict } from './refusals.ts';

/**
 * `GET {apiPath}/{deletesLine}/{lineId}` (decision 1622; spec §7's `crm/quotation/deleteQuotationItemDetails`
 * is a GET): the line's draft saved again without it in one transaction, its taxes and totals worked out
 * again and the line's removal audited. A submitted document's line is refused (409 in words); a line of
 * another organisation, or of a document the caller may not see, is not found (404).
 */
export function deleteLine(
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  lineId: number,
): Promise<Row> {
  return service.database.transaction(async (tx) => {
    const { table, parent } = resource.lines;
    const [found] = await queryRows<{ documentId: number }>(
      tx,
      sql`SELECT ${col('l', parent)} AS "documentId" FROM ${ident(table)} l
          WHERE l.org_id = ${caller.orgId} AND l.id = ${lineId}`,
    );
    if (!found) throw new AppError(resource.notFoundCode);
    const current = await service.current(tx, resource, caller, Number(found.documentId));
    const problem = editProblem(current.row.status as number, resource.label);
    if (problem) throw conflict(problem);
    const kept = current.lines.filter((line) => Number(line.id) !== lineId);
    return service.rewrite(tx, resource, caller, current, kept);
  });
}
