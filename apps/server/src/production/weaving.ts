import { RESPONSE_CODES, lineRoleOf, loomAreaRefusal, type ValidationIssue } from '@erp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { department, machine, stockArea } from '../db/schema.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from '../documents/lines.ts';
import type { DocumentResource } from '../documents/resource.ts';

const issue = (field: string, message: string): ValidationIssue => ({
  field,
  code: RESPONSE_CODES.VALIDATION_FAILED,
  message,
});

/** The roll numbers of `itemIds` woven before and not cancelled: "roll:item" keys, with the document. */
async function wovenBefore(
  tx: Executor,
  caller: Caller,
  documentType: string,
  rolls: readonly { itemId: number; rollNumber: string }[],
): Promise<Map<string, string>> {
  const wanted = sql.join(
    rolls.map((roll) => sql`(${roll.itemId}::bigint, ${roll.rollNumber}::text)`),
    sql`, `,
  );
  const rows = await queryRows<{ key: string; number: string }>(
    tx,
    sql`SELECT DISTINCT ON (m.item_id, i.roll_number) i.roll_number || ':' || m.item_id AS key, l.document_no AS number
        FROM stock_ledger l
        JOIN stock_identity i ON i.org_id = l.org_id AND i.id = l.identity_id
        JOIN stock_material m ON m.org_id = l.org_id AND m.id = l.material_id
        WHERE l.org_id = ${caller.orgId} AND l.document_type = ${documentType} AND l.quantity > 0
          AND l.reverses_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM stock_ledger r WHERE r.org_id = l.org_id AND r.reverses_id = l.id)
          AND (m.item_id, i.roll_number) IN (${wanted})`,
  );
  return new Map(rows.map((row) => [row.key, row.number]));
}

/**
 * The rolls' stock areas against the loom's department and own area (decision 1356): a refusal on each
 * roll's stock area that is neither. An entry naming no loom is left to the save's required check.
 */
async function loomAreaIssues(
  tx: Executor,
  caller: Caller,
  loomId: unknown,
  rolls: readonly { line: LineRow; index: number }[],
): Promise<ValidationIssue[]> {
  if (typeof loomId !== 'number') return [];
  const [loom] = await tx
    .select({
      name: machine.name,
      departmentId: machine.departmentId,
      departmentName: department.name,
      stockAreaId: machine.stockAreaId,
    })
    .from(machine)
    .leftJoin(department, and(eq(department.orgId, machine.orgId), eq(department.id, machine.departmentId)))
    .where(and(eq(machine.orgId, caller.orgId), eq(machine.id, loomId)));
  if (!loom) return [];
  const areaIds = [...new Set(rolls.map(({ line }) => Number(line.stockAreaId)))];
  const areas = await tx
    .select({ id: stockArea.id, name: stockArea.name, departmentId: stockArea.departmentId })
    .from(stockArea)
    .where(and(eq(stockArea.orgId, caller.orgId), inArray(stockArea.id, areaIds)));
  const byId = new Map(areas.map((area) => [area.id, area]));
  const place = { ...loom, name: loom.name ?? '', departmentName: loom.departmentName ?? '' };
  return rolls.flatMap(({ line, index }) => {
    const area = byId.get(Number(line.stockAreaId));
    const refusal = area ? loomAreaRefusal(place, { ...area, name: area.name ?? '' }) : null;
    return refusal ? [issue(`lines.${index}.stockAreaId`, refusal)] : [];
  });
}

/**
 * A weaving entry's rolls (decision 1103), before anything is posted: a roll number of the item woven before
 * (and not cancelled) refused, and a roll coming into an area neither of the loom's department nor the loom's
 * own refused (decision 1356). Its GSM is judged with the line figures the definition declares (decision
 * 1846). Documents whose posting does not weave are let through.
 */
export async function checkWovenRolls(
  tx: Executor,
  caller: Caller,
  resource: DocumentResource,
  row: Row,
  lines: readonly LineRow[],
): Promise<void> {
  const produces = resource.def.posting?.produces;
  if (produces?.woven === undefined) return;
  const rolls = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => lineRoleOf(line[produces.roleField]) === 'OUTPUT');
  if (rolls.length === 0) return;
  const woven = await wovenBefore(
    tx,
    caller,
    resource.def.key,
    rolls.map(({ line }) => ({
      itemId: Number(line.itemId),
      rollNumber: String(line.rollNumber ?? '').trim(),
    })),
  );
  const issues = await loomAreaIssues(tx, caller, row[produces.woven.machineField], rolls);
  for (const { line, index } of rolls) {
    const rollNumber = String(line.rollNumber ?? '').trim();
    const before = woven.get(`${rollNumber}:${Number(line.itemId)}`);
    if (before !== undefined)
      issues.push(
        issue(
          `lines.${index}.rollNumber`,
          `Roll ${rollNumber} was woven already, on ${before}: give this roll its own number.`,
        ),
      );
  }
  if (issues.length > 0) throw new ValidationFailure(issues);
}
