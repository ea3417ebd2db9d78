// The messages between the server and a worker of its work pool (decision 1850).

/** A task sent to a worker: the name of one of `TASKS` and its input. */
export interface WorkRequest {
  id: number;
  task: string;
  input: unknown;
}

/**
 * The answer to request `id`: its value, a refusal in the user's words (an `AppError`'s code and message,
 * which lose their class on the way), or a failure that is ours.
 */
export type WorkReply =
  | { id: number; value: unknown }
  | { id: number; refused: { code: number; message: string } }
  | { id: number; failed: string };
