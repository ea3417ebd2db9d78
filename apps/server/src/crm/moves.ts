import { LOST_OUTCOME, PHRASES, RESPONSE_CODES, lostReasonIssue, say } from '@erp/domain';
import { z } from 'zod';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { aWhole, anId, parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import type { ResourceService } from '../resources/service.ts';
import type { Row } from '../stores/types.ts';
import type { BoardSource } from './board.ts';

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish();

/** The body of `PUT crm/funnel/moveStage/{id}` (decision 1661). */
const moveBody = z.object({
  stageId: anId('Stage'),
  version: aWhole('Version', 0, Number.MAX_SAFE_INTEGER, 'Version is required: reload the entry'),
  lostReason: optionalText('Lost Reason', 40),
  lostRemarks: optionalText('Lost Remarks', 500),
});

/**
 * Moves a board card to another column (decision 1661): into a column whose outcome is LOST only with a
 * reason of LOST_REASONS (Other with its text), which the record keeps; into any other column the reason
 * is cleared. The record's own update: its version checked (a stale card is 409), its checks and audit.
 */
export function moveCard(
  database: Database,
  service: ResourceService,
  { board, records, columns }: BoardSource,
  caller: Caller,
  id: number,
  body: unknown,
): Promise<Row> {
  const move = parseWith(moveBody, body ?? {});
  return database.transaction(async (tx) => {
    const column = await columns.store.get(tx, caller, move.stageId);
    const label = records.lookups.find((lookup) => lookup.field === board.column)?.label ?? board.column;
    if (!column)
      throw new ValidationFailure([
        {
          field: board.column,
          code: RESPONSE_CODES.VALIDATION_FAILED,
          message: say(PHRASES.notFoundChoose, { label }),
        },
      ]);
    const lost = column[board.columnOutcome];
    const issue = lostReasonIssue(lost, move.lostReason, move.lostRemarks);
    if (issue) {
      const field = issue.field === 'lostReason' ? board.lost.reason : board.lost.remarks;
      throw new ValidationFailure([
        { field, code: RESPONSE_CODES.VALIDATION_FAILED, message: issue.message },
      ]);
    }
    const isLost = lost === LOST_OUTCOME;
    return service.updateIn(tx, records, caller, {
      id,
      version: move.version,
      [board.column]: move.stageId,
      [board.lost.reason]: isLost ? move.lostReason : null,
      [board.lost.remarks]: isLost ? (move.lostRemarks ?? null) : null,
    });
  });
}
