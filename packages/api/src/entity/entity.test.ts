import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { catalogueModule, createEntityCalls } from './entity.ts';

const OK = { responseCode: 200, responseMessage: 'OK' };
const uom = { id: 3, name: 'KGS', version: 1 };

function setup() {
  const client = recordingClient(() => ({ ...OK, data: uom, dataList: [uom], totalCount: 25 }));
  const saveFile = vi.fn();
  return { client, saveFile, calls: createEntityCalls(client, saveFile) };
}

describe('generic entity calls', () => {
  it.each([
    ['v1', 'uom/save', 'uom/update', 'uom/delete'],
    ['v2', 'uom/save/v2', 'uom/update/v2', 'uom/delete/v2'],
  ] as const)(
    'spec §7: POST {module}/save, /update, /delete (%s) with the entity as body',
    async (version, save, update, remove) => {
      const { client, calls } = setup();
      expect(await firstValueFrom(calls.save('uom', { name: 'KGS' }, version))).toEqual(uom);
      expect(lastCall(client)).toEqual({ kind: 'request', method: 'POST', url: save, body: { name: 'KGS' } });
      await firstValueFrom(calls.update('uom', uom, version));
      expect(lastCall(client)).toMatchObject({ method: 'POST', url: update, body: uom });
      await firstValueFrom(calls.delete('uom', uom, version));
      expect(lastCall(client)).toMatchObject({ method: 'POST', url: remove, body: uom });
    },
  );

  it('spec §7: /save/v3 and /update/v3', async () => {
    const { client, calls } = setup();
    await firstValueFrom(calls.save('uom', { name: 'KGS' }, 'v3'));
    expect(lastCall(client).url).toBe('uom/save/v3');
    await firstValueFrom(calls.update('uom', uom, 'v3'));
    expect(lastCall(client).url).toBe('uom/update/v3');
  });

  it('spec §7: GET {module}/{id}, {module}/v2/{id}, {module}/v3/{id}', async () => {
    const { client, calls } = setup();
    for (const [version, url] of [
      ['v1', 'chemical/item/5'],
      ['v2', 'chemical/item/v2/5'],
      ['v3', 'chemical/item/v3/5'],
    ] as const) {
      await firstValueFrom(calls.getById('chemical/item', 5, version));
      expect(lastCall(client)).toMatchObject({ method: 'GET', url });
    }
  });

  it('spec §7: GET {module}/getAllByPartner with no paging sent; paging only when asked', async () => {
    const { client, calls } = setup();
    expect(await firstValueFrom(calls.getAllByPartner('uom'))).toEqual({ rows: [uom], totalCount: 25 });
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'GET',
      url: 'uom/getAllByPartner',
      params: {},
    });
    await firstValueFrom(
      calls.getAllByPartner('party', { page: 2, size: 20, q: 'acme', sort: '-companyName' }),
    );
    expect(lastCall(client).params).toEqual({ page: 2, size: 20, q: 'acme', sort: '-companyName' });
    await firstValueFrom(calls.getAllByPartner('party', { page: 1, size: 10, q: '' }));
    expect(lastCall(client).params).toEqual({ page: 1, size: 10 });
    await firstValueFrom(
      calls.getAllByPartner('categoryType', { page: 1, size: 20, filter: { appliesTo: 'ITEM' } }),
    );
    expect(lastCall(client).params).toEqual({ page: 1, size: 20, 'filter.appliesTo': 'ITEM' });
  });

  it('spec §7: POST {module}/saveOrUpdate and /saveOrUpdateAll', async () => {
    const { client, calls } = setup();
    await firstValueFrom(calls.saveOrUpdate('uom', uom));
    expect(lastCall(client)).toMatchObject({ url: 'uom/saveOrUpdate', body: uom });
    expect(await firstValueFrom(calls.saveOrUpdateAll('uom', [uom]))).toEqual([uom]);
    expect(lastCall(client)).toMatchObject({ url: 'uom/saveOrUpdateAll', body: [uom] });
  });

  it("spec §7: multipart save and update with repeated 'file' parts and the text part 'entityDTOString'", async () => {
    const { client, calls } = setup();
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.pdf', { type: 'application/pdf' }),
    ];
    await firstValueFrom(calls.saveWithFiles('chemical/machine', { name: 'Loom 1' }, files, 'v2'));
    const form = lastCall(client).body as FormData;
    expect(lastCall(client).url).toBe('chemical/machine/save/v2');
    expect(form.getAll('file').map((file) => (file as File).name)).toEqual(['a.png', 'b.pdf']);
    expect(JSON.parse(String(form.get('entityDTOString')))).toEqual({ name: 'Loom 1' });
    await firstValueFrom(calls.updateWithFiles('chemical/machine', { id: 2, name: 'Loom 1' }, files));
    expect(lastCall(client).url).toBe('chemical/machine/update');
  });

  it("spec §7: updateWithFile and filesData/saveWithFile send 'uploadingFiles' and 'bodyData' (foreinKey, moduleName)", async () => {
    const { client, calls } = setup();
    const files = [new File(['a'], 'a.png', { type: 'image/png' })];
    const body = { foreinKey: 9, moduleName: 'machine' };
    expect(await firstValueFrom(calls.updateWithFile('chemical/machine', files, body))).toEqual([uom]);
    expect(lastCall(client).url).toBe('chemical/machine/updateWithFile');
    const form = lastCall(client).body as FormData;
    expect(form.getAll('uploadingFiles')).toHaveLength(1);
    expect(JSON.parse(String(form.get('bodyData')))).toEqual(body);
    await firstValueFrom(calls.saveFilesData(files, body));
    expect(lastCall(client).url).toBe('filesData/saveWithFile');
  });
});

describe('stored files', () => {
  it('spec §9: a stored file downloads from file/get/{id} as a Blob', async () => {
    const { client, calls } = setup();
    expect(await firstValueFrom(calls.getFile(42))).toBeInstanceOf(Blob);
    expect(lastCall(client)).toEqual({ kind: 'download', method: 'GET', url: 'file/get/42' });
  });

  it('a stored file the user asked for is saved under its own name (decision 1910)', async () => {
    const { client, saveFile, calls } = setup();
    expect(await firstValueFrom(calls.saveStoredFile(5, 'qc-12.pdf'))).toBe('qc-12.pdf');
    expect(lastCall(client)).toEqual({ kind: 'download', method: 'GET', url: 'file/get/5' });
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'qc-12.pdf');
  });
});

describe('catalogueModule', () => {
  it('gives the catalogue entry of a key and refuses an unknown key', () => {
    expect(catalogueModule('uom').apiPath).toBe('uom');
    expect(() => catalogueModule('nope')).toThrow("No catalogue module 'nope'");
  });
});
