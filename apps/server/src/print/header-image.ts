import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Spec: the print header image is `images/header.jpg`; the folder it sits in is the caller's. */
export const HEADER_IMAGE_PATH = join('images', 'header.jpg');

/** JPEG or PNG, the two kinds a PDF page takes; anything else is left out of the print. */
export const isPrintableImage = (bytes: Buffer): boolean =>
  (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
  bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

/** The bytes of `images/header.jpg` under `folder` when it is there and an image a PDF takes; else none. */
export async function readHeaderImage(folder: string): Promise<Buffer | undefined> {
  try {
    const bytes = await readFile(join(folder, HEADER_IMAGE_PATH));
    return isPrintableImage(bytes) ? bytes : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
