import { DOCUMENT_STATUS, RESPONSE_CODES, type ValidationIssue } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { configValues } from '../stores/sys-config.ts';
import { col, ident } from '../stores/sql.ts';
import type { LineRow } from '../documents/lines.ts';
import type { DocumentResource } from '../documents/resource.ts';

/*
 * Vendor codes (issue 17, decision 0931): a supplier's own code for an item, kept on the inward lines.
 * A code names one item of one supplier: on a completed inward of another supplier, or of the same
 * supplier for another item, it is refused. Checked on submit with VENDOR_CODE_ON YES.
 */

export const VENDOR_CODE_ON = 'VENDOR_CODE_ON';

export interface VendorCodeOf {
  partyId: number;
  itemId: number;
}

const column = (resource: DocumentResource, field: string): SQL => {
  const found = resource.lines.columns.find((c) => c.field === field);
  if (!found) throw new Error(`${resource.key} lines have no ${field}`);
  return col('l', found.column);
};

/** The completed inward lines of the caller's organisation (alias `l`, header `t`, their party `p`, item `i`). */
const completedLines = (resource: DocumentResource, caller: Caller): SQL =>
  sql`FROM ${ident(resource.lines.table)} l
      JOIN ${resource.store.table} t ON t.org_id = l.org_id AND t.id = ${col('l', resource.lines.parent)}
      JOIN party p ON p.org_id = t.org_id AND p.id = t.party_id
      JOIN item i ON i.org_id = l.org_id AND i.id = ${column(resource, 'itemId')}
      WHERE l.org_id = ${caller.orgId} AND t.status = ${DOCUMENT_STATUS.COMPLETED}`;

/** The code on the supplier's latest completed inward line of the item; null when none. */
export async function lastVendorCode(
  ex: Executor,
  caller: Caller,
  resource: DocumentResource,
  of: VendorCodeOf,
): Promise<string | null> {
  const code = column(resource, 'vendorCode');
  const [row] = await queryRows<{ code: string }>(
    ex,
    sql`SELECT ${code} AS code ${completedLines(resource, caller)}
          AND t.party_id = ${of.partyId} AND ${column(resource, 'itemId')} = ${of.itemId} AND ${code} <> ''
        ORDER BY t.date DESC, t.id DESC, l.line_no DESC LIMIT 1`,
  );
  return row?.code ?? null;
}

/** Why `vendorCode` may not name the item of the supplier, in words; null when it may. */
export async function vendorCodeConflict(
  ex: Executor,
  caller: Caller,
  resource: DocumentResource,
  check: VendorCodeOf & { vendorCode: string },
): Promise<string | null> {
  const code = check.vendorCode.trim().toUpperCase();
  if (code === '') return null;
  const [row] = await queryRows<{ party: string; item: string; sameParty: boolean }>(
    ex,
    sql`SELECT p.company_name AS party, i.name AS item, t.party_id = ${check.partyId} AS "sameParty"
        ${completedLines(resource, caller)}
          AND upper(${column(resource, 'vendorCode')}) = ${code}
          AND (t.party_id <> ${check.partyId} OR ${column(resource, 'itemId')} <> ${check.itemId})
        LIMIT 1`,
  );
  if (!row) return null;
  return row.sameParty
    ? `Vendor code ${code} is this supplier's code for ${row.item}.`
    : `Vendor code ${code} is used by ${row.party} for ${row.item}.`;
}

/** With VENDOR_CODE_ON YES, each line's vendor code must be the supplier's for that item (on its line). */
export async function checkVendorCodes(
  tx: Executor,
  caller: Caller,
  resource: DocumentResource,
  row: Record<string, unknown>,
  lines: readonly LineRow[],
): Promise<void> {
  if (!resource.def.lines.fields.some((field) => field.key === 'vendorCode')) return;
  const on = (await configValues(tx, caller, [VENDOR_CODE_ON])).get(VENDOR_CODE_ON)?.toUpperCase() === 'YES';
  if (!on) return;
  const issues: ValidationIssue[] = [];
  for (const [index, line] of lines.entries()) {
    if (typeof line.vendorCode !== 'string' || line.vendorCode.trim() === '') continue;
    const problem = await vendorCodeConflict(tx, caller, resource, {
      partyId: Number(row.partyId),
      itemId: Number(line.itemId),
      vendorCode: line.vendorCode,
    });
    if (problem)
      issues.push({
        field: `lines.${index}.vendorCode`,
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: problem,
      });
  }
  if (issues.length > 0) throw new ValidationFailure(issues);
}
