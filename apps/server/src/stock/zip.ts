import { open } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';

/*
 * An Excel workbook is a zip of XML parts. Its central directory, at the end of the file, says what each part
 * unpacks to: read before anything is unpacked, it lets a zip bomb be refused at once (decision 1851).
 */

/** One part of a zip as its central directory describes it. */
export interface ZipPart {
  name: string;
  /** 0: stored, 8: deflated; a workbook uses no other. */
  method: number;
  packedBytes: number;
  /** What the directory says the part unpacks to. */
  unpackedBytes: number;
  /** Where the part's local header starts. */
  offset: number;
}

/** A zip's directory: its parts, or why it cannot be read as one. */
export type ZipDirectory = { parts: ZipPart[] } | { unreadable: true } | { partCount: number };

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_LENGTH = 22;
/** The end record sits within its length and the longest comment a zip may carry from the file's end. */
const END_SEARCH = END_LENGTH + 0xffff;

async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The central directory of the zip at `path`, read from its end; with more than `maxParts` parts only their
 * count, and the directory is not read. A ZIP64 file (a workbook of over 4 GB) is unreadable here.
 */
export async function zipDirectory(path: string, size: number, maxParts: number): Promise<ZipDirectory> {
  const tailStart = Math.max(0, size - END_SEARCH);
  const tail = await readAt(path, tailStart, size - tailStart);
  let end = -1;
  for (let at = tail.length - END_LENGTH; at >= 0 && end < 0; at -= 1) {
    if (tail.readUInt32LE(at) === END_SIGNATURE) end = at;
  }
  if (end < 0) return { unreadable: true };
  const count = tail.readUInt16LE(end + 10);
  const directoryLength = tail.readUInt32LE(end + 12);
  const directoryStart = tail.readUInt32LE(end + 16);
  if (count === 0xffff || directoryStart === 0xffffffff) return { unreadable: true };
  if (count > maxParts) return { partCount: count };
  if (directoryStart + directoryLength > size) return { unreadable: true };
  const directory = await readAt(path, directoryStart, directoryLength);
  const parts: ZipPart[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== ENTRY_SIGNATURE)
      return { unreadable: true };
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    parts.push({
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      packedBytes: directory.readUInt32LE(at + 20),
      unpackedBytes: directory.readUInt32LE(at + 24),
      offset: directory.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { parts };
}

/**
 * A part's bytes unpacked, never more than its directory entry says: a part that would unpack to more lied
 * about its size (a bomb made to pass the directory's check) and is 'oversize'; one that cannot be unpacked
 * is 'unreadable'.
 */
export function unpackPart(file: Buffer, part: ZipPart): Buffer | 'oversize' | 'unreadable' {
  if (part.offset + 30 > file.length || file.readUInt32LE(part.offset) !== LOCAL_SIGNATURE)
    return 'unreadable';
  const start = part.offset + 30 + file.readUInt16LE(part.offset + 26) + file.readUInt16LE(part.offset + 28);
  const packed = file.subarray(start, start + part.packedBytes);
  if (part.method === 0) return packed.length === part.unpackedBytes ? packed : 'unreadable';
  if (part.method !== 8) return 'unreadable';
  try {
    const unpacked = inflateRawSync(packed, { maxOutputLength: Math.max(1, part.unpackedBytes) });
    return unpacked.length === part.unpackedBytes ? unpacked : 'unreadable';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'oversize' : 'unreadable';
  }
}
