import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Who takes an SMS to the phone network (issue 21, decision 1644). A real gateway needs the network and an
 * account with one: none is built; the server sends through the file provider below.
 */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/** Writes each message as one JSON line (`{ at, to, text }`) to a file under the data folder. */
export class FileSmsProvider implements SmsProvider {
  constructor(readonly file: string) {}

  async send(to: string, text: string): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true });
    await appendFile(this.file, `${JSON.stringify({ at: new Date().toISOString(), to, text })}\n`, 'utf8');
  }
}
