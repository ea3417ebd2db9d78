import { multiVehicleProblems, RESPONSE_CODES, vehicleNumberOf, type VehicleLoad } from '@erp/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { auditLog, documentVehicle } from '../db/schema.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { conflict } from '../documents/refusals.ts';
import { documentFacts } from './facts.ts';
import { mayTakeAnswers } from './answers.ts';

const ofDocument = (resource: DocumentResource, caller: Caller, id: number) =>
  and(
    eq(documentVehicle.orgId, caller.orgId),
    eq(documentVehicle.documentType, resource.key),
    eq(documentVehicle.documentId, id),
  );

/** The vehicles a consignment is split across, in the order entered (none when it travels in one). */
export function vehiclesOf(
  ex: Executor,
  resource: DocumentResource,
  caller: Caller,
  id: number,
): Promise<VehicleLoad[]> {
  return ex
    .select({ vehicleNumber: documentVehicle.vehicleNumber, quantity: documentVehicle.quantity })
    .from(documentVehicle)
    .where(ofDocument(resource, caller, id))
    .orderBy(asc(documentVehicle.position));
}

/**
 * Issue 20 "Multi-vehicle movement: a consignment split across vehicles with the quantity per vehicle, as
 * the portal allows" (decision 1421): the vehicles replace those entered before, checked by
 * `multiVehicleProblems` against the quantity of the document's lines (all in one unit, as the portal's
 * multi-vehicle entry takes one unit); an empty list puts the consignment back on one vehicle. The
 * document's audit trail keeps the vehicles before and after.
 */
export async function saveVehicles(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  id: number,
  loads: readonly VehicleLoad[],
): Promise<VehicleLoad[]> {
  const { row } = await service.current(tx, resource, caller, id);
  mayTakeAnswers(resource, row);
  const facts = await documentFacts(tx, service, resource, caller, id);
  const units = [...new Set(facts.lines.map((line) => line.unit))];
  if (units.length !== 1)
    throw conflict('Its lines are in more than one unit: a split across vehicles carries one unit.');
  const total = facts.lines.reduce((sum, line) => sum + line.quantity, 0);
  const problems =
    loads.length === 0
      ? []
      : multiVehicleProblems({
          unit: units[0] ?? '',
          totalQuantity: total,
          vehicles: loads,
          ...(facts.quantityDecimals === undefined ? {} : { quantityDecimals: facts.quantityDecimals }),
        });
  if (problems.length > 0)
    throw new ValidationFailure(
      problems.map((message) => ({ field: 'vehicles', code: RESPONSE_CODES.VALIDATION_FAILED, message })),
    );
  const before = await vehiclesOf(tx, resource, caller, id);
  const after = loads.map((load) => ({
    vehicleNumber: vehicleNumberOf(load.vehicleNumber),
    quantity: load.quantity,
  }));
  await tx.delete(documentVehicle).where(ofDocument(resource, caller, id));
  if (after.length > 0)
    await tx.insert(documentVehicle).values(
      after.map((load, position) => ({
        orgId: caller.orgId,
        documentType: resource.key,
        documentId: id,
        position,
        ...load,
        createdBy: caller.staffId,
      })),
    );
  await tx.insert(auditLog).values({
    orgId: caller.orgId,
    tableName: resource.store.def.table,
    recordId: id,
    action: 'update',
    staffId: caller.staffId,
    changes: { vehicles: [before, after] },
  });
  return after;
}
