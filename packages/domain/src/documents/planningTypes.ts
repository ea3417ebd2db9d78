import type { MaterialNeed } from './planning.ts';

/* Issue 19's planning rows as the server answers them and the client reads them (decision 1160). */

/** A bill of material as the planning calls answer it: the master's record with its output item's name. */
export interface PlanningBom {
  id: number;
  name: string | null;
  code: string | null;
  outputItemId: number | null;
  outputItemName: string | null;
  outputQuantity: number | null;
  uomId: number | null;
  processId: number | null;
  isDefault: boolean;
  lines: Record<string, unknown>[];
}

/** One input material: needed by the plan's BOMs, available (neither held nor reserved), short; with its item and unit. */
export interface MaterialNeedRow extends MaterialNeed {
  itemCode: string | null;
  itemName: string | null;
  uomId: number | null;
  uomName: string | null;
  /** The unit with its decimals, which the quantities show with. */
  uom: { name: string; decimals: number | null } | null;
}

export interface MaterialNeeds {
  needs: MaterialNeedRow[];
  /** The planned items no active bill of material makes: they need nothing the plan can count. */
  withoutBom: { itemId: number; itemName: string | null }[];
}

/** A sales order line still short of its quantity on a progress field (`getByProduction`'s `pendingLines`). */
export interface PendingOrderLine {
  lineId: number;
  lineNo: number;
  itemId: number | null;
  itemCode: string | null;
  itemName: string | null;
  uomId: number | null;
  uomName: string | null;
  quantity: number;
  /** What later documents did of it: produced (batches) or dispatched. */
  doneQuantity: number;
  /** What the Open plans cover of it (decision 1241); 0 for the dispatch's list. */
  plannedQuantity: number;
  /** Left to plan: not produced and not covered by an open plan, their production counted once (`leftToPlan`); or left to dispatch. */
  pendingQuantity: number;
}
