import { RESPONSE_CODES } from '@erp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller.ts';
import { AppError } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import { department, process, stockArea } from '../../db/schema.ts';

export interface ProcessStockArea {
  id: number;
  name: string | null;
  code: string | null;
  locationId: number | null;
}

/** A process with the stock areas it draws from and delivers to (decision 0912). */
export interface ProcessAndStockAreas {
  process: { id: number; name: string | null };
  department: { id: number; name: string | null } | null;
  fromStockAreas: ProcessStockArea[];
  toStockAreas: ProcessStockArea[];
}

/**
 * `chemical/process/getProcessAndStockAreas/{processName}`: the process master names no stock areas, so a
 * process draws from and delivers to the active stock areas of its department (decision 0912). The name
 * is matched as the process master's unique key is (any case, outer spaces ignored).
 */
export async function processAndStockAreas(
  ex: Executor,
  caller: Caller,
  processName: string,
): Promise<ProcessAndStockAreas> {
  const [found] = await ex
    .select({
      id: process.id,
      name: process.name,
      departmentId: department.id,
      departmentName: department.name,
    })
    .from(process)
    .leftJoin(department, eq(department.id, process.departmentId))
    // The process master's unique key is this expression: the match walks its index.
    .where(
      and(eq(process.orgId, caller.orgId), sql`lower(btrim(${process.name})) = lower(btrim(${processName}))`),
    );
  if (!found)
    throw new AppError(RESPONSE_CODES.NOT_FOUND, `There is no process named "${processName.trim()}".`);
  const areas =
    found.departmentId === null
      ? []
      : await ex
          .select({
            id: stockArea.id,
            name: stockArea.name,
            code: stockArea.code,
            locationId: stockArea.locationId,
          })
          .from(stockArea)
          .where(
            and(
              eq(stockArea.orgId, caller.orgId),
              eq(stockArea.departmentId, found.departmentId),
              // An unset active flag counts as active.
              sql`${stockArea.active} IS NOT FALSE`,
            ),
          )
          .orderBy(asc(sql`lower(${stockArea.name})`), asc(stockArea.id));
  return {
    process: { id: found.id, name: found.name },
    department: found.departmentId === null ? null : { id: found.departmentId, name: found.departmentName },
    fromStockAreas: areas,
    toStockAreas: areas,
  };
}
