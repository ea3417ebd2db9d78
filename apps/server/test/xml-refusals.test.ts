import { MODULES, TALLY_IMPORTS } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../src/stock/sheet.ts';
import { createSuite, type Suite } from './helpers.ts';
import { zipOf } from './sheet-bombs.ts';
import { SHEET_ROUTES, callsInRoutes } from './upload-routes.ts';

// Issue 57, "Every file is parsed off the request loop … any parser refusal (a DOCTYPE, entities, a
// malformed file, a wrong encoding) is a 4xx in words that says what is wrong with the file. No XML we
// read resolves a DTD or an entity" (decision 2260). Every route that reads a file's content is sent each.

let suite: Suite;

beforeAll(async () => {
  suite = await createSuite();
}, 120_000);
afterAll(() => suite.server.close());

/** The routes that take a Tally export of masters besides a sheet (decision 2125): their check and import. */
const TALLY_ROUTES = Object.keys(TALLY_IMPORTS).flatMap((key) => {
  const module = MODULES.find((candidate) => candidate.key === key);
  return module ? [`${module.apiPath}/import/check`, `${module.apiPath}/import`] : [];
});

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const utf16 = (text: string): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

/** Files no XML reader of ours reads, each with what its refusal says. */
const HOSTILE_XML = [
  {
    file: 'an external entity',
    content: Buffer.from(
      `${XML_HEAD}<!DOCTYPE x [<!ENTITY f SYSTEM "file:///etc/passwd">]><ENVELOPE><BODY>&f;</BODY></ENVELOPE>`,
    ),
    says: /declares a document type or entities \(<!DOCTYPE>\)/,
  },
  {
    file: 'entities expanding a billion times',
    content: Buffer.from(
      `${XML_HEAD}<!DOCTYPE lol [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><ENVELOPE>&c;</ENVELOPE>`,
    ),
    says: /declares a document type or entities/,
  },
  {
    file: 'a document type in UTF-16',
    content: utf16(`<!DOCTYPE ENVELOPE SYSTEM "http://127.0.0.1:1/tally.dtd"><ENVELOPE/>`),
    says: /declares a document type or entities/,
  },
  {
    file: 'a malformed file',
    content: Buffer.from(`${XML_HEAD}<ENVELOPE><BODY><LEDGER NAME="A"></BODY></ENVELOPE>`),
    says: /is not well-formed XML \(line 1: .+\)/,
  },
  {
    file: 'a wrong encoding',
    content: Buffer.concat([
      Buffer.from('<ENVELOPE><LEDGER NAME="'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"/></ENVELOPE>'),
    ]),
    says: /is not text in UTF-8 or UTF-16/,
  },
];

/** A workbook whose sheet declares entities: exceljs would be the parser, and is never given it. */
const DOCTYPE_WORKBOOK = zipOf([
  {
    name: 'xl/worksheets/sheet1.xml',
    data: Buffer.from(
      `${XML_HEAD}<!DOCTYPE worksheet [<!ENTITY f SYSTEM "file:///etc/passwd">]><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&f;</t></is></c></row></sheetData></worksheet>`,
    ),
  },
]);

async function upload(path: string, content: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  // The lead import reads its columns' mapping beside the file; the others read nothing more.
  if (path.includes('digitalPlatform')) form.append('mapping', '{}');
  const encoded = new Response(form);
  // A Tally export of stock items is made in a category the call names (decision 2151).
  const query = path.startsWith('chemical/item/') ? '?category=Raw%20Material' : '';
  const reply = await suite.raw({
    method: 'POST',
    url: `/api/v1/${path}${query}`,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      authorization: `Bearer ${suite.admin}`,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: reply.statusCode, message: reply.json<{ responseMessage: string }>().responseMessage };
}

describe('a Tally export the parser would refuse is refused first, in words (decision 2260)', () => {
  it('the table holds every route that takes a Tally export', () => {
    expect(TALLY_ROUTES).toEqual([
      'party/import/check',
      'party/import',
      'chemical/item/import/check',
      'chemical/item/import',
    ]);
  });

  it.each(TALLY_ROUTES.flatMap((route) => HOSTILE_XML.map((hostile) => ({ route, ...hostile }))))(
    '$route: $file, 400',
    async ({ route, content, says }) => {
      const reply = await upload(route, content, 'Masters.xml', 'text/xml');
      expect(reply.status, reply.message).toBe(400);
      expect(reply.message).toContain('Masters.xml');
      expect(reply.message).toMatch(says);
    },
  );
});

describe('a workbook that declares entities inside is refused before it is parsed (decision 2260)', () => {
  it('the table holds every route that reads a sheet', () => {
    expect(callsInRoutes(/receive(Sheet|Import)\(/g, 'sheet-upload.ts')).toBe(SHEET_ROUTES.length);
  });

  it.each([...SHEET_ROUTES, ...TALLY_ROUTES])('%s: 400, in words', async (route) => {
    const reply = await upload(route, DOCTYPE_WORKBOOK, 'entities.xlsx', XLSX_TYPE);
    expect(reply.status, reply.message).toBe(400);
    expect(reply.message).toMatch(/^entities\.xlsx declares a document type or entities inside/);
  });

  it.each(SHEET_ROUTES.filter((route) => !TALLY_ROUTES.includes(route)))(
    '%s: an XML file where only sheets are taken, 400, in words',
    async (route) => {
      const reply = await upload(
        route,
        HOSTILE_XML[0]?.content ?? Buffer.alloc(0),
        'Masters.xml',
        'text/xml',
      );
      expect(reply.status, reply.message).toBe(400);
      expect(reply.message).toMatch(/^Masters\.xml: only images .* can be uploaded\.$/);
    },
  );
});
