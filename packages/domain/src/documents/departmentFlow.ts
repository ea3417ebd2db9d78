import type { ValidationIssue } from '../catalogue/schema.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';

/**
 * PO_CBL_FLOW_SUPPORT (issue 18, decision 1043): a purchase order names its requesting department, and
 * an inward against it lands in a stock area of that department (of the receiving branch) instead of the
 * main store.
 */
export const PO_CBL_FLOW = 'PO_CBL_FLOW_SUPPORT';

/** A stock area as the rule reads it: its department and branch (through its location). */
export interface DepartmentArea {
  id: number;
  name: string;
  departmentId: number | null;
  branchId: number | null;
}

/** The department's stock areas of the branch an inward may land in, by name. */
export const areasForDepartment = (
  areas: readonly DepartmentArea[],
  departmentId: number,
  branchId: number | null,
): DepartmentArea[] =>
  areas
    .filter((area) => area.departmentId === departmentId && area.branchId === branchId)
    .sort((a, b) => a.name.localeCompare(b.name));

/**
 * Why an inward's lines cannot land where they say, per line in words: with the order's requesting
 * department named, each line's stock area must be one of that department's in the receiving branch
 * (any of them when it has several; the message names them).
 */
export function requestingAreaProblems(
  lineAreaIds: readonly (number | null)[],
  order: { label: string; departmentId: number; departmentName: string; branchId: number | null },
  areas: readonly DepartmentArea[],
): ValidationIssue[] {
  const allowed = areasForDepartment(areas, order.departmentId, order.branchId);
  const ids = new Set(allowed.map((area) => area.id));
  const names = allowed.map((area) => area.name).join(', ');
  const message =
    allowed.length === 0
      ? `${order.label} was raised for ${order.departmentName}, which has no stock area in this branch: add one in the stock area master.`
      : `${order.label} was raised for ${order.departmentName}: receive it into its stock area (${names}).`;
  return lineAreaIds.flatMap((id, index): ValidationIssue[] =>
    id !== null && ids.has(id)
      ? []
      : [{ field: `lines.${index}.stockAreaId`, code: RESPONSE_CODES.VALIDATION_FAILED, message }],
  );
}
