import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { RESPONSE_CODES } from '@erp/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Executor } from './db/client.ts';
import { storedFile } from './db/schema.ts';
import { AppError } from './core/errors.ts';
import { megabytes } from './http/input.ts';
import type { Caller } from './core/caller.ts';

/** Upload limits (decision 0204). */
export const UPLOAD_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 10,
  fields: 10,
  parts: 20,
  fieldSize: 1024 * 1024,
} as const;

export interface AllowedType {
  extensions: readonly string[];
  /** Whether the file's first bytes (a text file's every byte) are what this type holds. */
  looksRight: (bytes: Buffer) => boolean;
  /** A text file is checked whole: a NUL anywhere in a sheet would reach the database (issue 14). */
  text?: true;
}

const startsWith =
  (...bytes: number[]) =>
  (head: Buffer): boolean =>
    bytes.every((byte, index) => head[index] === byte);
const isText = (bytes: Buffer): boolean => !bytes.includes(0);

/** The content types an upload may have: images, PDF, Excel workbooks and CSV; each must look like itself. */
const ALLOWED_TYPES: Readonly<Record<string, AllowedType>> = {
  'image/png': { extensions: ['.png'], looksRight: startsWith(0x89, 0x50, 0x4e, 0x47) },
  'image/jpeg': { extensions: ['.jpg', '.jpeg'], looksRight: startsWith(0xff, 0xd8, 0xff) },
  'image/gif': { extensions: ['.gif'], looksRight: startsWith(0x47, 0x49, 0x46, 0x38) },
  'image/webp': {
    extensions: ['.webp'],
    looksRight: (head) =>
      head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  'application/pdf': { extensions: ['.pdf'], looksRight: startsWith(0x25, 0x50, 0x44, 0x46) },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    extensions: ['.xlsx'],
    looksRight: startsWith(0x50, 0x4b, 0x03, 0x04),
  },
  'text/csv': { extensions: ['.csv'], looksRight: isText, text: true },
  // Browsers on Windows send CSV files as this type.
  'application/vnd.ms-excel': { extensions: ['.csv'], looksRight: isText, text: true },
};

/** A type only the uploads that ask for it take, never a stored attachment: a Tally export of masters (XML). */
export type OccasionalType = 'text/xml' | 'application/xml';

/** An occasional type's extensions and how it must look (the reader of those uploads says). */
export type OccasionalTypes = Partial<Readonly<Record<OccasionalType, AllowedType>>>;

export interface ReceivedFile {
  originalName: string;
  contentType: string;
  sizeBytes: number;
  storedName: string;
  tempPath: string;
}

export interface ReceivedForm {
  text: string | undefined;
  files: ReceivedFile[];
}

const rejected = (message: string): AppError => new AppError(RESPONSE_CODES.FILE_REJECTED, message);

/** What each multipart limit (raised by @fastify/multipart) is, in the user's words (decision 0210). */
const OVER_LIMIT: Readonly<Record<string, string>> = {
  FST_REQ_FILE_TOO_LARGE: `A file may be at most ${megabytes(UPLOAD_LIMITS.fileSize)}.`,
  FST_FILES_LIMIT: `At most ${UPLOAD_LIMITS.files} files can be sent at once.`,
  FST_FIELDS_LIMIT: `A form may have at most ${UPLOAD_LIMITS.fields} fields.`,
  FST_PARTS_LIMIT: `A form may have at most ${UPLOAD_LIMITS.parts} parts.`,
};

/**
 * A failure of the multipart parser in the user's words: over a limit is TOO_LARGE (413); any other (no
 * boundary, cut short, a malformed part: the parser's errors carry no status) a 400. Our own refusals pass.
 */
function unreadable(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  const overLimit = typeof code === 'string' ? OVER_LIMIT[code] : undefined;
  if (overLimit) return new AppError(RESPONSE_CODES.TOO_LARGE, overLimit);
  return new AppError(
    RESPONSE_CODES.VALIDATION_FAILED,
    'The upload could not be read: the form is incomplete or malformed. Please send it again.',
  );
}

/** The parts of a multipart request; a form the parser cannot read is the sender's to fix (decision 0210). */
async function* partsOf(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    const next = await parts.next().catch((error: unknown) => {
      throw unreadable(error);
    });
    if (next.done) return;
    yield next.value;
  }
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A file name safe to show and to send back: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}

/** Where uploaded files live: DATA_DIR/files, outside the web root. */
export class FileStore {
  constructor(readonly dir: string) {}

  async prepare(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  pathOf(storedName: string): string {
    return join(this.dir, storedName);
  }

  /**
   * Reads a multipart form: every file part named `fileField` goes to a temporary file under a generated
   * name after its type, name and first bytes are checked; the text part `textField` is returned. Nothing
   * is left behind when a part is rejected.
   */
  async receive(
    request: FastifyRequest,
    fileField: string,
    textField: string,
    occasional: OccasionalTypes = {},
  ): Promise<ReceivedForm> {
    const form: ReceivedForm = { text: undefined, files: [] };
    try {
      for await (const part of partsOf(request)) {
        if (part.type === 'field') {
          // The parser cuts a longer field short, which would then read as broken JSON.
          if (part.valueTruncated) {
            throw new AppError(
              RESPONSE_CODES.TOO_LARGE,
              `A form field may be at most ${megabytes(UPLOAD_LIMITS.fieldSize)}.`,
            );
          }
          if (part.fieldname === textField) form.text = String(part.value);
          continue;
        }
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw rejected(`Files must be sent in the part "${fileField}".`);
        }
        const name = cleanFileName(part.filename);
        const allowed = ALLOWED_TYPES[part.mimetype] ?? occasional[part.mimetype as OccasionalType];
        if (!allowed || !allowed.extensions.includes(extname(name).toLowerCase())) {
          part.file.resume();
          throw rejected(
            `${name}: only images (PNG, JPEG, GIF, WebP), PDF, Excel (.xlsx) and CSV files can be uploaded.`,
          );
        }
        const storedName = `${randomUUID()}${extname(name).toLowerCase()}`;
        const tempPath = this.pathOf(`.upload-${storedName}`);
        const file: ReceivedFile = {
          originalName: name,
          contentType: part.mimetype,
          sizeBytes: 0,
          storedName,
          tempPath,
        };
        form.files.push(file);
        // The upload's own stream failing (cut short) is the sender's to fix; the disk failing is ours.
        await pipeline(part.file, createWriteStream(tempPath)).catch((error: unknown) => {
          throw part.file.errored ? unreadable(error) : error;
        });
        file.sizeBytes = part.file.bytesRead;
        if (file.sizeBytes === 0) throw rejected(`${name} is empty.`);
        if (!allowed.looksRight(allowed.text ? await readFile(tempPath) : await readHead(tempPath))) {
          throw rejected(`${name} does not contain what its type (${part.mimetype}) says.`);
        }
      }
    } catch (error) {
      await this.discard(form.files);
      throw error;
    }
    return form;
  }

  /** Moves received files to their final names (inside the write transaction, after their rows are written). */
  async keep(files: readonly ReceivedFile[]): Promise<void> {
    for (const file of files) await rename(file.tempPath, this.pathOf(file.storedName));
  }

  /** Removes received files, wherever they are, after a failed write. */
  async discard(files: readonly ReceivedFile[]): Promise<void> {
    for (const file of files) {
      await rm(file.tempPath, { force: true });
      await rm(this.pathOf(file.storedName), { force: true });
    }
  }
}

/** What a reader sees of an attached file. */
export interface FileInfo {
  id: number;
  moduleName: string;
  foreinKey: number | null;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  url: string;
}

export const toInfo = (row: typeof storedFile.$inferSelect): FileInfo => ({
  id: row.id,
  moduleName: row.moduleName,
  foreinKey: row.foreignKey,
  originalName: row.originalName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  url: `file/get/${row.id}`,
});

/** Writes the rows of received files attached to one record (`foreinKey` of `moduleName`). */
export async function recordFiles(
  tx: Executor,
  caller: Caller,
  moduleName: string,
  foreinKey: number,
  files: readonly ReceivedFile[],
): Promise<FileInfo[]> {
  if (files.length === 0) return [];
  const rows = await tx
    .insert(storedFile)
    .values(
      files.map((file) => ({
        orgId: caller.orgId,
        moduleName,
        foreignKey: foreinKey,
        originalName: file.originalName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        storedName: file.storedName,
        createdBy: caller.staffId,
        updatedBy: caller.staffId,
      })),
    )
    .returning();
  return rows.map(toInfo);
}

/**
 * The column `files` of a record read (alias t, organisation `org`): its attached files as FileInfo, oldest
 * first, read with the record. Hand-written: drizzle has no JSON aggregate (json_agg of json_build_object).
 */
export function filesColumn(moduleName: string, org: SQL): SQL {
  const f = storedFile;
  return sql`(SELECT coalesce(json_agg(json_build_object(
                'id', ${f.id}, 'moduleName', ${f.moduleName}, 'foreinKey', ${f.foreignKey},
                'originalName', ${f.originalName}, 'contentType', ${f.contentType}, 'sizeBytes', ${f.sizeBytes},
                'url', 'file/get/' || ${f.id}) ORDER BY ${f.id}), '[]'::json)
              FROM ${f}
              WHERE ${and(eq(f.orgId, org), eq(f.moduleName, moduleName), eq(f.foreignKey, sql`t.id`))}) AS files`;
}

/** One stored file of the caller's organisation, or undefined. */
export async function fileRow(
  ex: Executor,
  caller: Caller,
  id: number,
): Promise<typeof storedFile.$inferSelect | undefined> {
  const [row] = await ex
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.id, id), eq(storedFile.orgId, caller.orgId)));
  return row;
}
