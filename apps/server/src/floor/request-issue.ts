// The floor's Issue against an open material request (issue 58 item 5, decision 2357): the request's allocation
// of the scanned lot, made, submitted and issued as the desk's Material Allocation does, in one transaction.
import {
  DOCUMENTS,
  DOCUMENT_STATUS,
  PHRASES,
  doneOf,
  RESPONSE_CODES,
  say,
  type FloorActionBody,
  type FloorAnswer,
} from '@erp/domain';
import { and, asc, eq, getTableName, ne } from 'drizzle-orm';
import { ownRow } from '../core/scope.ts';
import { ValidationFailure } from '../core/errors.ts';
import { today } from '../core/today.ts';
import { materialRequest, materialRequestLines, stockArea } from '../db/schema.ts';
import { transitionIn } from '../documents/transitions.ts';
import { quantityOf, type LotPlace } from './lots.ts';
import { changed, documentOf, submitNew, type FloorCall } from './writes.ts';

const OPEN: readonly number[] = [DOCUMENT_STATUS.OPEN, DOCUMENT_STATUS.IN_PROGRESS];
/** How an allocation fills its request's lines, as the catalogue declares it (what counts as done). */
const FILLS = (() => {
  const { against } = DOCUMENTS.materialAllocation;
  if (!against) throw new Error('the material allocation fills no request');
  return against;
})();

const refusedOn = (field: string, message: string) =>
  new ValidationFailure([{ field, code: RESPONSE_CODES.VALIDATION_FAILED, message }]);

/** The request's first line of the lot's item with something left to allocate, refused in words when none. */
async function requestLineOf(
  call: FloorCall,
  body: FloorActionBody<'issue'>,
  place: LotPlace,
  quantity: number,
) {
  const id = Number(body.materialRequestId);
  const [request] = await call.tx
    .select({
      number: materialRequest.number,
      status: materialRequest.status,
      departmentId: materialRequest.departmentId,
    })
    .from(materialRequest)
    .where(
      and(
        eq(materialRequest.orgId, call.caller.orgId),
        eq(materialRequest.id, id),
        // A role without "All records" issues against its users' requests, as at the desk (decision 2369).
        ownRow(getTableName(materialRequest), call.caller),
      ),
    );
  if (!request) throw refusedOn('materialRequestId', PHRASES.floorNoRequest);
  const number = request.number ?? `#${id}`;
  if (!OPEN.includes(request.status)) throw changed(say(PHRASES.floorRequestNotOpen, { number }));
  if (request.departmentId !== body.departmentId)
    throw refusedOn('departmentId', say(PHRASES.floorRequestOfDepartment, { number }));
  const lines = await call.tx
    .select({
      id: materialRequestLines.id,
      quantity: materialRequestLines.quantity,
      allocatedQuantity: materialRequestLines.allocatedQuantity,
    })
    .from(materialRequestLines)
    .where(
      and(
        eq(materialRequestLines.orgId, call.caller.orgId),
        eq(materialRequestLines.materialRequestId, id),
        eq(materialRequestLines.itemId, place.itemId),
      ),
    )
    .orderBy(asc(materialRequestLines.lineNo));
  if (lines.length === 0)
    throw refusedOn(
      'materialRequestId',
      say(PHRASES.floorRequestOtherItem, { number, item: place.itemName }),
    );
  // What the line still wants: its quantity less what the engine counts as filled (the same rule its submit checks).
  const left = (line: (typeof lines)[number]) =>
    Number(((line.quantity ?? 0) - doneOf(FILLS, line)).toFixed(3));
  const line = lines.find((one) => left(one) > 0);
  if (!line) throw changed(say(PHRASES.floorRequestAllocated, { number, item: place.itemName }));
  if (quantity > left(line))
    throw refusedOn(
      'quantity',
      say(PHRASES.floorRequestWantsLess, {
        number,
        left: quantityOf(place, left(line)),
        item: place.itemName,
        asked: quantityOf(place, quantity),
      }),
    );
  return { id: line.id, number };
}

/** Where the request's goods go: the stock area named, else the department's first other than the lot's. */
async function issuedInto(call: FloorCall, body: FloorActionBody<'issue'>, place: LotPlace): Promise<number> {
  if (body.toStockAreaId) return body.toStockAreaId;
  const [own] = await call.tx
    .select({ id: stockArea.id })
    .from(stockArea)
    .where(
      and(
        eq(stockArea.orgId, call.caller.orgId),
        eq(stockArea.departmentId, body.departmentId),
        eq(stockArea.active, true),
        ne(stockArea.id, place.stockAreaId),
      ),
    )
    .orderBy(asc(stockArea.id))
    .limit(1);
  if (!own) throw refusedOn('toStockAreaId', PHRASES.floorIssueToWhere);
  return own.id;
}

/**
 * Issue against a request: its allocation of the lot's quantity to the request's line of the lot's item, made
 * and submitted (reserving it) and issued (moving it), as the desk's Material Allocation and its Issue.
 */
export async function issueAgainstRequest(
  call: FloorCall,
  body: FloorActionBody<'issue'>,
  place: LotPlace,
  quantity: number,
  departmentName: string,
): Promise<FloorAnswer> {
  const request = await requestLineOf(call, body, place, quantity);
  const toStockAreaId = await issuedInto(call, body, place);
  const allocated = await submitNew(call, 'materialAllocation', {
    materialRequestId: body.materialRequestId,
    date: today(),
    remarks: `Issued on the floor: ${place.name}`,
    lines: [
      {
        materialRequestLineId: request.id,
        itemId: place.itemId,
        stockAreaId: place.stockAreaId,
        lotNumber: place.lotNumber,
        quantity,
        toStockAreaId,
      },
    ],
  });
  const issued = await transitionIn(
    call.tx,
    call.service,
    documentOf(call, 'materialAllocation'),
    call.caller,
    {
      action: 'complete',
      id: Number(allocated.id),
      version: Number(allocated.version),
      reason: '',
    },
  );
  return {
    module: 'materialAllocation',
    id: Number(issued.id),
    number: String(issued.number ?? ''),
    message: say(PHRASES.floorIssuedAgainst, {
      quantity: quantityOf(place, quantity),
      lot: place.name,
      department: departmentName,
      request: request.number,
    }),
  };
}
