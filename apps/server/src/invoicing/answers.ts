import { DOCUMENT_STATUS, calendarTime, wentOut } from '@erp/domain';
import { z } from 'zod';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import type { DocumentResource } from '../documents/resource.ts';
import { writeServerFields } from '../documents/status-write.ts';
import type { DocumentService } from '../documents/service.ts';
import { conflict } from '../documents/refusals.ts';
import type { Row } from '../stores/types.ts';

/** What the e-invoice portal answers (issue 20: "the IRN, the acknowledgement and the signed QR code"). */
export const irnAnswer = z
  .object({
    irn: z
      .string({ error: 'IRN is required' })
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, { error: 'IRN must be the 64 hexadecimal characters the portal gave' })
      .transform((irn) => irn.toLowerCase()),
    ackNumber: z
      .union([z.string(), z.number()], { error: 'Acknowledgement number is required' })
      .transform(String)
      .pipe(
        z
          .string()
          .trim()
          .regex(/^\d{1,20}$/, { error: 'Acknowledgement number must be up to 20 digits' }),
      ),
    ackDate: calendarTime('Acknowledgement date'),
    signedQrCode: z
      .string({ error: 'Signed QR code is required' })
      .trim()
      .min(1, { error: 'Signed QR code is required' })
      .max(4000, { error: 'Signed QR code must be at most 4000 characters' }),
  })
  .strict();
export type IrnAnswer = z.output<typeof irnAnswer>;

/** The answer in a response file: the fields Irn, AckNo, AckDt and SignedQRCode, at the top or under `Data`. */
export const irnResponseFile = z
  .looseObject({}, { error: "The portal's answer must be its JSON object" })
  .transform((file) => {
    const answer = (typeof file.Data === 'object' && file.Data !== null ? file.Data : file) as Record<
      string,
      unknown
    >;
    return {
      irn: answer.Irn,
      ackNumber: answer.AckNo,
      ackDate: answer.AckDt,
      signedQrCode: answer.SignedQRCode,
    };
  })
  .pipe(irnAnswer);

/** The e-way bill's number (12 digits) and when it runs out. */
export const ewayBillAnswer = z
  .object({
    ewayBillNumber: z
      .union([z.string(), z.number()], { error: 'E-way bill number is required' })
      .transform(String)
      .pipe(
        z
          .string()
          .trim()
          .regex(/^\d{12}$/, { error: 'E-way bill number must be 12 digits' }),
      ),
    validUntil: calendarTime('Valid until'),
  })
  .strict();

/** Only a document that went out takes the portals' answers: not a draft (no GST number), not a cancelled one. */
export function mayTakeAnswers(resource: DocumentResource, row: Row): void {
  if (!wentOut(row.status) && row.status !== DOCUMENT_STATUS.CANCELLED)
    throw conflict(
      `A draft ${resource.def.label.toLowerCase()} has no GST number for the portal yet: submit it first.`,
    );
  if (row.status === DOCUMENT_STATUS.CANCELLED)
    throw conflict(
      `${resource.def.label} ${String(row.number)} is cancelled: the portal's answer is not kept on it.`,
    );
}

/**
 * The portal's answer written onto the document's read-only fields (decision 1400), audited as an update in
 * the same statement; refused on a draft or a cancelled document. Answers the document as read.
 */
export async function writeAnswer(
  tx: Executor,
  service: DocumentService,
  resource: DocumentResource,
  caller: Caller,
  id: number,
  values: Readonly<Record<string, string>>,
): Promise<Row> {
  const { row } = await service.current(tx, resource, caller, id);
  mayTakeAnswers(resource, row);
  await writeServerFields(tx, resource, caller, { action: 'update', id, values });
  return service.get(resource, caller, id, tx);
}
