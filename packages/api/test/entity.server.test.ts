import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_CODES, sortByName, type EntityRecord } from '@erp/domain';
import { call, connect, failure, type Connected } from './support/server.ts';

let server: Connected;
beforeAll(async () => {
  server = await connect();
});
afterAll(() => server.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });
const entity = () => server.api.entity;

describe('generic entity calls against the server', () => {
  it('spec §7: GET {module}/getAllByPartner gives the whole list, sorted as the domain sorts it', async () => {
    const { rows, totalCount } = await call(entity().getAllByPartner('uom'));
    expect(rows.length).toBeGreaterThan(0);
    expect(totalCount).toBe(rows.length);
    expect(rows).toEqual(sortByName(rows, 'name'));
  });

  it('issue 5: optional page, size, q and sort, with totalCount', async () => {
    const all = await call(entity().getAllByPartner('party'));
    const page = await call(entity().getAllByPartner('party', { page: 1, size: 2, sort: 'companyName' }));
    expect(page.rows).toHaveLength(2);
    expect(page.totalCount).toBe(all.totalCount);
    const first = String(all.rows[0]?.companyName ?? '');
    const found = await call(entity().getAllByPartner('party', { page: 1, size: 10, q: first.slice(0, 4) }));
    expect(found.rows.some((row) => row.companyName === first)).toBe(true);
  });

  it('spec §7: save, GET {id} (and v2, v3), update, delete; a stale update and a duplicate are refused', async () => {
    const saved = await call(entity().save('uom', { name: 'API-BALE', uqc: 'BDL' }));
    expect(saved).toMatchObject({ id: expect.any(Number), name: 'API-BALE', version: expect.any(Number) });
    const id = Number(saved.id);
    for (const version of ['v1', 'v2', 'v3'] as const) {
      expect(await call(entity().getById('uom', id, version))).toMatchObject({ id, name: 'API-BALE' });
    }
    const updated = await call(entity().update('uom', { ...saved, description: 'Bale of bags' }));
    expect(updated).toMatchObject({ description: 'Bale of bags', version: Number(saved.version) + 1 });

    const stale = await failure(entity().update('uom', { ...saved, description: 'stale' }));
    expect(stale).toMatchObject({ code: RESPONSE_CODES.STALE_VERSION, status: 409 });
    const duplicate = await failure(entity().save('uom', { name: 'API-BALE' }));
    expect(duplicate).toMatchObject({ code: RESPONSE_CODES.UOM_EXISTS, status: 409 });

    await call(entity().delete('uom', updated));
    const gone = await failure(entity().getById('uom', id));
    expect(gone).toMatchObject({ code: RESPONSE_CODES.UOM_NOT_FOUND, status: 404 });
  });

  it('spec §7: /save/v2, /update/v3 and /delete/v2', async () => {
    const saved = await call(entity().save('uom', { name: 'API-ROLL' }, 'v2'));
    const updated = await call(entity().update('uom', { ...saved, uqc: 'ROL' }, 'v3'));
    expect(updated.uqc).toBe('ROL');
    const v3 = await call(entity().save('uom', { name: 'API-DRUM' }, 'v3'));
    await call(entity().delete('uom', v3, 'v2'));
    await call(entity().delete('uom', updated, 'v2'));
    const { rows } = await call(entity().getAllByPartner('uom'));
    expect(rows.map((row) => row.name)).not.toContain('API-ROLL');
  });

  it('a body the catalogue refuses gets a message naming the field', async () => {
    const error = await failure(entity().save('uom', { description: 'no name' }));
    expect(error).toMatchObject({ code: RESPONSE_CODES.VALIDATION_FAILED, status: 400 });
    expect(error.serverMessage).toContain('Name');
  });

  it('spec §7: saveOrUpdate saves a new record and updates a stored one', async () => {
    const created = await call(entity().saveOrUpdate('uom', { name: 'API-CAN' }));
    expect(created.id).toEqual(expect.any(Number));
    const changed = await call(entity().saveOrUpdate('uom', { ...created, description: 'Tin can' }));
    expect(changed).toMatchObject({ id: created.id, description: 'Tin can' });
  });

  it('spec §7: saveOrUpdateAll, all or nothing', async () => {
    const rows = await call(entity().saveOrUpdateAll('uom', [{ name: 'API-SET' }, { name: 'API-BOX' }]));
    expect(rows.map((row) => row.name)).toEqual(['API-SET', 'API-BOX']);
    const error = await failure(entity().saveOrUpdateAll('uom', [{ name: 'API-CTN' }, { name: 'API-SET' }]));
    expect(error.code).toBe(RESPONSE_CODES.UOM_EXISTS);
    const { rows: all } = await call(entity().getAllByPartner('uom'));
    expect(all.map((row) => row.name)).not.toContain('API-CTN');
  });

  it("spec §7: multipart save and update with 'file' parts and 'entityDTOString'", async () => {
    const saved = await call(
      entity().saveWithFiles<EntityRecord>('uom', { name: 'API-PHOTO' }, [png('bale.png')]),
    );
    expect(saved.files).toEqual([
      expect.objectContaining({ originalName: 'bale.png', contentType: 'image/png' }),
    ]);
    const updated = await call(
      entity().updateWithFiles<EntityRecord>('uom', { ...saved, description: 'with photos' }, [
        png('bale-2.png'),
      ]),
    );
    expect(updated).toMatchObject({ description: 'with photos' });
    expect(updated.files).toHaveLength(2);
  });

  it("spec §7: updateWithFile and filesData/saveWithFile with 'uploadingFiles' and 'bodyData'", async () => {
    const owner = await call(entity().save('uom', { name: 'API-DOCS' }));
    const body = { foreinKey: Number(owner.id), moduleName: 'uom' };
    const attached = await call(entity().updateWithFile('uom', [png('spec.png')], body));
    expect(attached).toEqual([
      expect.objectContaining({ originalName: 'spec.png', url: expect.stringMatching(/^file\/get\/\d+$/) }),
    ]);
    const more = await call(entity().saveFilesData([png('more.png')], body));
    expect(more).toHaveLength(1);
    expect((await call(entity().getById<EntityRecord>('uom', Number(owner.id)))).files).toHaveLength(2);
  });

  it('a file of a type not allowed is refused and nothing is written', async () => {
    const script = new File(['alert(1)'], 'evil.js', { type: 'text/javascript' });
    const error = await failure(entity().saveWithFiles('uom', { name: 'API-EVIL' }, [script]));
    expect(error.code).toBe(RESPONSE_CODES.FILE_REJECTED);
    const { rows } = await call(entity().getAllByPartner('uom'));
    expect(rows.map((row) => row.name)).not.toContain('API-EVIL');
  });
});
