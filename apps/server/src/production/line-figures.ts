import { RESPONSE_CODES, type FieldNotice, type ValidationIssue } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { configValues } from '../stores/sys-config.ts';
import type { Row } from '../stores/types.ts';
import type { LineRow } from '../documents/lines.ts';
import { writeValues } from './produced.ts';
import { kept } from './batch-posting.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { Current, DocumentService } from '../documents/service.ts';

/**
 * The line figures a document's declaration has the server judge as it is submitted (`derived.judged`,
 * decision 1800: a tape's measured denier, a laminated fabric's GSM), worked out by the same functions the
 * form shows them with, over the document as it is answered (its lines carrying what their lookups carry)
 * and the system config keys each names. An error refuses the submit on the line's field it names; warnings
 * are answered; the values are written on the lines (one a column cannot keep is written as none).
 */
export async function judgeLineFigures(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  subject: { resource: DocumentResource; row: Row; lines: readonly LineRow[]; looked?: Current['looked'] },
): Promise<FieldNotice[]> {
  const { resource, row, lines, looked } = subject;
  const judged = resource.def.lines.fields.flatMap((field) => {
    const rule = field.derived?.judged;
    return field.derived && rule && field.hidden !== true
      ? [{ key: field.key, derived: field.derived, rule }]
      : [];
  });
  if (judged.length === 0 || lines.length === 0) return [];
  const config = Object.fromEntries(
    await configValues(
      tx,
      caller,
      judged.flatMap(({ rule }) => rule.config),
    ),
  );
  // The lines as answered carry what their lookups carry (an item's GSM and denier), as the form's do: those
  // read with the lines (decision 1797), read again only where the lines came without them.
  const shown = await service.shown(tx, resource, caller, { row, lines: [...lines], looked });
  const table = resource.def.lines.key;
  const shownLines = new Map(
    (Array.isArray(shown[table]) ? (shown[table] as Row[]) : []).map((line) => [Number(line.id), line]),
  );
  const issues: ValidationIssue[] = [];
  const notices: FieldNotice[] = [];
  const updates = lines.map((line, index) => {
    const answered = shownLines.get(line.id) ?? line;
    const values: Record<string, number | null> = {};
    for (const { key, derived, rule } of judged) {
      const value = derived.value(answered, shown);
      values[key] = kept(value);
      const notice = value === null ? null : derived.notice?.(value, answered, config);
      if (!notice) continue;
      const on = `${table}.${index}.${rule.on}`;
      if (notice.level === 'error')
        issues.push({ field: on, code: RESPONSE_CODES.VALIDATION_FAILED, message: notice.message });
      else notices.push({ ...notice, field: on });
    }
    return { id: line.id, values };
  });
  if (issues.length > 0) throw new ValidationFailure(issues);
  const stored = judged.filter(({ derived }) => derived.shownOnly !== true).map(({ key }) => key);
  await writeValues(tx, caller, { target: resource.lines, fields: stored, updates });
  return notices;
}
