import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from './lines.ts';
import type { DocumentResource } from './resource.ts';

/** A draft's header fields and lines as they are saved. */
interface Kept {
  header: Record<string, unknown>;
  lines: Record<string, unknown>[];
}

/**
 * An area's check of a draft being saved (decision 2130), once its lookups, lines and items are checked:
 * it refuses the draft, or answers the header fields and the lines the draft keeps instead of the body's
 * (a count sheet's freeze, decision 1010). `current`: the stored draft an update saves over.
 */
export type DraftCheck = (
  tx: Executor,
  caller: Caller,
  resource: DocumentResource,
  draft: {
    header: Record<string, unknown>;
    lines: Record<string, unknown>[];
    current: { row: Row; lines: LineRow[] } | undefined;
  },
) => Promise<Kept | undefined>;

/** The areas' draft checks, in the areas' order: the part of the registry (registry.ts) a save reads. */
let checks: readonly DraftCheck[] = [];

/** Sets the draft checks; only the registry's `registerAreas` calls it. */
export function keepDraftChecks(registered: readonly DraftCheck[]): void {
  checks = registered;
}

/** The draft's header fields and lines after every area's check; the body's own when none keeps others. */
export async function checkDraft(
  tx: Executor,
  caller: Caller,
  resource: DocumentResource,
  draft: Parameters<DraftCheck>[3],
): Promise<Kept> {
  let kept: Kept = { header: {}, lines: draft.lines };
  for (const check of checks) {
    const answer = await check(tx, caller, resource, { ...draft, lines: kept.lines });
    if (answer) kept = { header: { ...kept.header, ...answer.header }, lines: answer.lines };
  }
  return kept;
}
