import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RESPONSE_CODES } from '@erp/domain';
import { AppError } from '../core/errors.ts';

/**
 * Whoever takes an e-invoice to the IRP and brings its answer back (issue 20, decision 1422): the portal's
 * API needs a registered GSP and the network, so the ERP talks to an interface. `generate` hands the
 * validated JSON over and answers the portal's response (its JSON, with Irn, AckNo, AckDt, SignedQRCode),
 * or null while none has come back.
 */
export interface EInvoiceProvider {
  generate(documentNumber: string, json: unknown): Promise<unknown>;
}

/** A document number as a file name: `INV/26-27/00001` → `INV-26-27-00001`. */
export const fileNameOf = (documentNumber: string): string => documentNumber.replace(/[^A-Za-z0-9-]+/g, '-');

const missing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * The file-based provider: writes the JSON to `outbox/{number}.json` under its folder (where a GSP's tool or
 * a person uploading to the portal picks it up) and reads the answer from `inbox/{number}.json` once there.
 */
export class FileEInvoiceProvider implements EInvoiceProvider {
  constructor(private readonly folder: string) {}

  async generate(documentNumber: string, json: unknown): Promise<unknown> {
    const name = `${fileNameOf(documentNumber)}.json`;
    const outbox = join(this.folder, 'outbox');
    await mkdir(outbox, { recursive: true });
    await writeFile(join(outbox, name), JSON.stringify(json, null, 2));
    let answer: string;
    try {
      answer = await readFile(join(this.folder, 'inbox', name), 'utf8');
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
    try {
      return JSON.parse(answer) as unknown;
    } catch {
      throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, `The portal's answer file ${name} is not JSON.`);
    }
  }
}

/** The providers system config E_INVOICE_PROVIDER chooses from (FILE when unset), by the files folder. */
export const E_INVOICE_PROVIDERS: Readonly<Record<string, (filesDir: string) => EInvoiceProvider>> = {
  FILE: (filesDir) => new FileEInvoiceProvider(join(filesDir, 'einvoice')),
};
