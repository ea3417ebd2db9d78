import { crc32, deflateRawSync } from 'node:zlib';
import { SHEET_CAPS } from '../src/stock/sheet.ts';

/* Hostile sheets for the upload caps (decision 1851): a zip bomb, a bomb that lies about its size, and
   sheets of more rows than the caps allow. */

interface ZipEntry {
  name: string;
  data: Buffer;
  /** The size the directory says the part unpacks to, when it lies. */
  declaredBytes?: number;
}

/** A zip of deflated parts, with its local headers and central directory. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data, { level: 1 });
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0, at + 2);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt32LE(crc32(entry.data), at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(entry.declaredBytes ?? entry.data.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}

const SHEET = 'xl/worksheets/sheet1.xml';
const row = (n: number): string =>
  `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>RM-PP-001</t></is></c></row>`;

/** A worksheet's XML: one row repeated up to `bytes`. */
const sheetXml = (bytes: number): Buffer => Buffer.alloc(bytes, row(1));

/** A zip bomb: half a megabyte that unpacks to 64 MB of sheet, over the cap. */
export const bombXlsx = (): Buffer => zipOf([{ name: SHEET, data: sheetXml(64 * 1024 * 1024) }]);

/** A bomb whose directory says it unpacks to a few kilobytes: the check of the directory passes it. */
export const lyingBombXlsx = (): Buffer =>
  zipOf([{ name: SHEET, data: sheetXml(8 * 1024 * 1024), declaredBytes: 4096 }]);

/** A workbook of one row more than the cap. */
export const overRowsXlsx = (): Buffer =>
  zipOf([
    {
      name: SHEET,
      data: Buffer.from(
        `<worksheet><sheetData>${Array.from({ length: SHEET_CAPS.rows + 1 }, (_, i) => row(i + 1)).join('')}</sheetData></worksheet>`,
      ),
    },
  ]);

/** A CSV file of one row more than the cap. */
export const overRowsCsv = (): Buffer => Buffer.from('RM-PP-001,1\n'.repeat(SHEET_CAPS.rows + 1));
