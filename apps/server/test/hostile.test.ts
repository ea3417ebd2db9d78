import { readdirSync } from 'node:fs';
import { RESPONSE_CODES, type Envelope, type ValidationIssue } from '@erp/domain';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../src/files.ts';
import { JSON_BODY_LIMIT } from '../src/http/input.ts';
import { OPENING_STOCK_UPLOAD_PATH } from '../src/routes/opening-stock.ts';
import { createSuite, type Suite } from './helpers.ts';

let suite: Suite;

beforeAll(async () => {
  suite = await createSuite();
});
afterAll(() => suite.server.close());

type Refusal = Envelope<{ issues?: ValidationIssue[] }>;

/** A request through the app as raw as a hostile client sends it; the reply must be a refusal in the envelope. */
async function send(
  method: 'GET' | 'POST',
  path: string,
  payload?: string | Buffer,
  contentType = 'application/json',
  token: string | null = suite.admin,
): Promise<{ status: number; body: Refusal }> {
  const reply: LightMyRequestResponse = await suite.raw({
    method,
    url: `/api/v1/${path}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': contentType }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: reply.statusCode, body: reply.json<Refusal>() };
}

/** The rows of a master whose name contains `text` (what a save would have stored). */
async function named(path: string, text: string): Promise<unknown[]> {
  const reply = await suite.call('GET', `${path}/getAllByPartner?q=${encodeURIComponent(text)}`, suite.admin);
  return reply.body.dataList ?? [];
}

describe('issue 14: "a NUL byte in any text field (even the unauthenticated authenticate body)" is a 400', () => {
  it.each([
    [
      'the unauthenticated authenticate body',
      'POST',
      'authenticate',
      { username: 'ad\0min', password: 'x' },
      'username',
      null,
    ],
    ['a password', 'POST', 'authenticate', { username: 'admin', password: 'x\0' }, 'password', null],
    ["a master's name", 'POST', 'segment/save', { name: 'Jute\0Bags' }, 'name', 'admin'],
    [
      'a custom field',
      'POST',
      'segment/save',
      { name: 'Jute', customFields: { batch: '\0' } },
      'customFields.batch',
      'admin',
    ],
    [
      'the module name of getCustomFields',
      'POST',
      'moduleCustomField/getCustomFields',
      { moduleName: 'item\0' },
      'moduleName',
      'admin',
    ],
    ["a list's search", 'GET', 'segment/getAllByPartner?q=%00', undefined, 'q', 'admin'],
    ['a record id in the address', 'GET', 'segment/1%00', undefined, 'id', 'admin'],
  ] as const)('%s', async (_where, method, path, body, field, user) => {
    const reply = await send(
      method,
      path,
      body === undefined ? undefined : JSON.stringify(body),
      'application/json',
      user ? suite.admin : null,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.VALIDATION_FAILED);
    expect(reply.body.responseMessage).toBe(`${field} contains a character that cannot be stored`);
    expect(reply.body.data?.issues?.[0]?.field).toBe(field);
  });

  it('a field name holding NUL is refused too, without echoing the character', async () => {
    const reply = await send(
      'POST',
      'segment/save',
      JSON.stringify({ name: 'Jute', customFields: { 'a\0': 1 } }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe(
      'A field name in customFields contains a character that cannot be stored',
    );
  });

  it('the JSON part of a multipart save is checked the same way', async () => {
    const reply = await sendForm('segment/save', 'entityDTOString', JSON.stringify({ name: 'Jute\0' }));
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe('name contains a character that cannot be stored');
  });
});

describe('issue 14: "text that is not valid Unicode (a lone surrogate) is refused, not silently stored with U+FFFD"', () => {
  it('a lone surrogate sent as a JSON escape is a 400 naming the field, and nothing is stored', async () => {
    const reply = await send('POST', 'segment/save', '{"name": "Lone \\ud800 Surrogate"}');
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe('name contains a character that cannot be stored');
    expect(reply.body.data?.issues).toEqual([
      {
        field: 'name',
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: 'name contains a character that cannot be stored',
      },
    ]);
    expect(await named('segment', 'Surrogate')).toEqual([]);
  });

  it('bytes that are not UTF-8 are refused, not read as U+FFFD', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"name": "Broken '),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(' Bytes"}'),
    ]);
    const reply = await send('POST', 'segment/save', bytes);
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe('The data sent is not UTF-8 text.');
    expect(await named('segment', 'Bytes')).toEqual([]);
  });

  it('a surrogate pair (an emoji) is valid Unicode and is stored as sent', async () => {
    const reply = await suite.call<{ name: string }>('POST', 'segment/save', suite.admin, {
      name: 'Thread 🧵',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data?.name).toBe('Thread 🧵');
  });
});

describe('issue 14: addresses and shapes no route expects are a 400 in the envelope', () => {
  it('an address that is not valid percent-encoding (a lone surrogate as bytes)', async () => {
    for (const id of ['%E0', '%ED%A0%80']) {
      const reply = await send('GET', `segment/${id}`);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        responseCode: RESPONSE_CODES.VALIDATION_FAILED,
        responseMessage: 'The address is not valid.',
      });
    }
  });

  it('data nested deeper than 32 levels', async () => {
    let nested: unknown = 'deep';
    for (let level = 0; level < 40; level += 1) nested = { level: nested };
    const reply = await send('POST', 'segment/save', JSON.stringify({ name: 'Deep', customFields: nested }));
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe('The data sent is nested deeper than 32 levels.');
    const arrays = await send(
      'POST',
      'segment/saveOrUpdateAll',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    );
    expect(arrays.status).toBe(400);
  });
});

describe('issue 14: "a number sent where the schema says text is refused, not stored as its digits"', () => {
  it('a number for a name is a 400 and no record "1001" appears', async () => {
    const reply = await suite.call('POST', 'segment/save', suite.admin, { name: 1001 });
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe('Name must be text');
    expect(await named('segment', '1001')).toEqual([]);
  });

  it('a number for a username is a 400', async () => {
    const reply = await suite.call('POST', 'authenticate', null, { username: 1001, password: 'x' });
    expect(reply.status).toBe(400);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.VALIDATION_FAILED);
  });
});

/** A multipart form as a browser's FormData sends it, with one text part and one small PNG part. */
async function encodedForm(
  textPart: string,
  text: string,
  filePart = 'file',
): Promise<{ type: string; bytes: Buffer }> {
  const form = new FormData();
  form.append(textPart, text);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(64, 1)]);
  form.append(filePart, new Blob([png], { type: 'image/png' }), 'picture.png');
  const encoded = new Response(form);
  return {
    type: encoded.headers.get('content-type') ?? '',
    bytes: Buffer.from(await encoded.arrayBuffer()),
  };
}

async function sendForm(path: string, textPart: string, text: string) {
  const form = await encodedForm(textPart, text);
  return send('POST', path, form.bytes, form.type);
}

describe('issue 14: "a malformed multipart body (no boundary, or truncated) on every upload route" is a 400', () => {
  const UPLOADS = [
    ['segment/save', 'entityDTOString', 'file'],
    ['segment/update/v2', 'entityDTOString', 'file'],
    ['segment/updateWithFile', 'bodyData', 'uploadingFiles'],
    ['filesData/saveWithFile', 'bodyData', 'uploadingFiles'],
    [OPENING_STOCK_UPLOAD_PATH, 'bodyData', 'file'],
  ] as const;
  const MALFORMED = [
    ['no boundary', () => 'multipart/form-data', (bytes: Buffer) => bytes],
    [
      'a boundary longer than the parser takes',
      () => `multipart/form-data; boundary=${'b'.repeat(300)}`,
      (bytes: Buffer) => bytes,
    ],
    [
      'a body cut short in its file part',
      (type: string) => type,
      (bytes: Buffer) => bytes.subarray(0, bytes.length - 60),
    ],
    ['a body cut short in its first part', (type: string) => type, (bytes: Buffer) => bytes.subarray(0, 50)],
  ] as const;
  const cases = UPLOADS.flatMap(([path, textPart, filePart]) =>
    MALFORMED.map(([how, type, cut]) => [`${path}: ${how}`, path, textPart, filePart, type, cut] as const),
  );

  it.each(cases)('%s', async (_name, path, textPart, filePart, type, cut) => {
    const before = readdirSync(suite.server.filesDir);
    const form = await encodedForm(textPart, JSON.stringify({ name: 'Cut Short' }), filePart);
    const reply = await send('POST', path, cut(form.bytes), type(form.type));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      responseCode: RESPONSE_CODES.VALIDATION_FAILED,
      responseMessage:
        'The upload could not be read: the form is incomplete or malformed. Please send it again.',
    });
    expect(readdirSync(suite.server.filesDir)).toEqual(before);
  });
});

describe('issue 14: "a body over the limit is 413, not 400"', () => {
  it(`a JSON body over ${JSON_BODY_LIMIT / 1024 / 1024} MB`, async () => {
    const body = JSON.stringify({ name: 'Big', description: 'x'.repeat(JSON_BODY_LIMIT) });
    const reply = await send('POST', 'segment/save', body);
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({
      responseCode: RESPONSE_CODES.TOO_LARGE,
      responseMessage: 'The data sent is larger than the 5 MB allowed.',
    });
  });

  it(`a form's JSON part over ${UPLOAD_LIMITS.fieldSize / 1024 / 1024} MB`, async () => {
    const record = JSON.stringify({ name: 'Big', description: 'x'.repeat(UPLOAD_LIMITS.fieldSize) });
    const reply = await sendForm('segment/save', 'entityDTOString', record);
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({
      responseCode: RESPONSE_CODES.TOO_LARGE,
      responseMessage: 'A form field may be at most 1 MB.',
    });
  });

  it(`more than ${UPLOAD_LIMITS.files} files at once`, async () => {
    const form = new FormData();
    form.append('bodyData', JSON.stringify({ foreinKey: 1, moduleName: 'segment' }));
    for (let n = 0; n <= UPLOAD_LIMITS.files; n += 1) {
      form.append(
        'uploadingFiles',
        new Blob([Buffer.from('%PDF-1.7')], { type: 'application/pdf' }),
        `${n}.pdf`,
      );
    }
    const encoded = new Response(form);
    const reply = await send(
      'POST',
      'filesData/saveWithFile',
      Buffer.from(await encoded.arrayBuffer()),
      encoded.headers.get('content-type') ?? '',
    );
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({
      responseCode: RESPONSE_CODES.TOO_LARGE,
      responseMessage: `At most ${UPLOAD_LIMITS.files} files can be sent at once.`,
    });
  });
});

it('the server still answers after every hostile request above', async () => {
  const reply = await suite.call('GET', 'version', null);
  expect(reply.status).toBe(200);
});

describe('issue 14: the opening stock sheet, text from a file', () => {
  async function uploadSheet(bytes: Buffer, filename: string, type: string) {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), filename);
    const encoded = new Response(form);
    return send(
      'POST',
      OPENING_STOCK_UPLOAD_PATH,
      Buffer.from(await encoded.arrayBuffer()),
      encoded.headers.get('content-type') ?? '',
    );
  }

  it('a CSV sheet with a NUL byte past its first 4 KB is refused', async () => {
    const lines = [
      'Item Code,Stock Area,Quantity,Rate',
      ...Array.from({ length: 300 }, (_, n) => `PK-${n},Main Store,1,1`),
    ];
    const reply = await uploadSheet(
      Buffer.from(`${lines.join('\r\n')}\r\nPK-\0,Main Store,1,1\r\n`),
      'stock.csv',
      'text/csv',
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      responseCode: RESPONSE_CODES.FILE_REJECTED,
      responseMessage: 'stock.csv does not contain what its type (text/csv) says.',
    });
  });

  it('an Excel sheet with NUL and a lone surrogate in its cells names the rows, and posts nothing', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Opening Stock');
    sheet.addRow(['Item Code', 'Stock Area', 'Quantity', 'Rate']);
    sheet.addRow(['PK-\u0000', 'Main Store', 1, 1]);
    sheet.addRow(['PK-\ud800', 'Main Store', 1, 1]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const reply = await uploadSheet(
      bytes,
      'stock.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe(
      'The sheet was not posted: 2 rows have problems. Correct them and upload the whole sheet again.',
    );
  });
});
