// An import's write cut into short pieces (decision 2261): each piece its own transaction, noting what it
// writes in the job's journal; a piece refused undoes the pieces before it, so the sheet stays all or none.
import { PHRASES, readPhrase, type ImportColumn, type ImportProblem } from '@erp/domain';
import { AppError, ValidationFailure } from '../core/errors.ts';
import type { JobContext } from '../jobs/job.ts';
import { Pieces } from '../jobs/pieces.ts';
import { columnNamed } from './problems.ts';

/**
 * Writes `items` a piece at a time (`write`, one short transaction each), sized to hold the database about
 * PIECE_MS, letting what waited run between pieces; says how many are written after each. A piece whose
 * refusal `refusedAs` puts in words (a record changed meanwhile) undoes every piece written, and its
 * problems are answered; any other failure, a cancel or the server's stop is thrown, for the runner to undo.
 */
export async function writeInPieces<T>(
  items: readonly T[],
  write: (piece: readonly T[]) => Promise<void>,
  refusedAs: (error: unknown) => ImportProblem[] | undefined,
  { signal, undo }: Pick<JobContext, 'signal' | 'undo'>,
  written: (done: number) => void,
): Promise<ImportProblem[]> {
  const pieces = new Pieces();
  let done = 0;
  while (done < items.length) {
    signal.throwIfAborted();
    const piece = items.slice(done, done + pieces.size);
    try {
      await pieces.timed(() => write(piece));
    } catch (error) {
      const problems = refusedAs(error);
      if (!problems) throw error;
      await undo();
      return problems;
    }
    done += piece.length;
    written(done);
    await pieces.yield();
  }
  return [];
}

/** A row's message without the "Row 3: " a bulk save put before it (its row is the problem's own). */
function unnamed(message: string): { row: number; message: string } | undefined {
  const read = readPhrase(message);
  if (read?.template !== PHRASES.onRow) return undefined;
  return { row: Number(read.values.row), message: read.values.message ?? message };
}

/**
 * A bulk save's refusal (it names the row of the record refused, counting from 1 as the plan's index + 1,
 * which an import sets to its sheet row − 1) as that row's problems; undefined for a failure that is ours.
 */
export function savedRowProblems(
  error: unknown,
  columns: readonly ImportColumn[],
): ImportProblem[] | undefined {
  if (error instanceof ValidationFailure)
    return error.issues.map((issue) => {
      const [index = '', ...field] = issue.field.split('.');
      const said = unnamed(issue.message);
      return {
        row: Number(index) + 1,
        column: columnNamed(columns, field.join('.'))?.label ?? '',
        message: said?.message ?? issue.message,
      };
    });
  if (error instanceof AppError) {
    const said = unnamed(error.message);
    return [{ row: said?.row ?? 0, column: '', message: said?.message ?? error.message }];
  }
  return undefined;
}
