import { DOCUMENT_STATUS as S, type ParcelPage } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { DC, PK, useShipping } from './shipping-fixture.ts';

// A parcel's page of the floor over HTTP (issue 58, decision 2360): a parcel in stock, loading on a draft
// dispatch and dispatched all open with their contents and their dispatch; one never packed is not found.

const { get, ids, state, parcelNumber, packing, dispatching, posted, app } = useShipping();

const page = async (code: string) => {
  const reply = await get<ParcelPage>(`${DC}/getParcelPage?code=${encodeURIComponent(code)}`);
  return { status: reply.status, page: reply.body.data, message: reply.body.responseMessage };
};

describe("a parcel's page (issue 58)", () => {
  it('reads a parcel in stock, then on a draft dispatch, then dispatched, by its number or its label', async () => {
    const number = await parcelNumber();
    const packed = await posted(PK, await packing([{ parcelNumber: number, quantity: 12 }]));
    const inStock = await page(number.toLowerCase());
    expect(inStock.status, inStock.message).toBe(200);
    expect(inStock.page).toMatchObject({
      parcelNumber: number,
      packagingNumber: packed.number,
      grossWeight: 13,
      netWeight: 12,
      dispatch: null,
      contents: [
        { itemId: ids.tape, lotNumber: state.lot, stockAreaId: state.fg, quantity: 12, held: false },
      ],
    });

    const draft = await dispatching([{ parcelNumber: number, quantity: 12 }]);
    const label = `https://erp.example.in/#/module/floor/parcel?parcelNumber=${encodeURIComponent(number)}&org=1`;
    const loading = await page(label);
    expect(loading.page?.dispatch).toEqual({
      id: draft.id,
      number: null,
      status: S.DRAFT,
      date: '2026-11-25',
      customerName: 'Ambuja Cement Works Ltd',
    });
    expect(loading.page?.contents).toEqual(inStock.page?.contents);

    // Load's picker reads the drafts alone (its lookup's filter, decision 2362): this one, until it is sent.
    const drafts = async () =>
      (
        await get<{ id: number }>(`${DC}/getAllByPartner?size=500&filter.status=${S.DRAFT}`)
      ).body.dataList?.map((row) => row.id);
    expect(await drafts()).toContain(draft.id);
    const sent = await posted(DC, draft);
    expect(await drafts()).not.toContain(sent.id);
    const dispatched = await page(number);
    expect(dispatched.status, dispatched.message).toBe(200);
    expect(dispatched.page).toMatchObject({
      parcelNumber: number,
      grossWeight: 13,
      dispatch: {
        id: sent.id,
        number: sent.number,
        status: S.COMPLETED,
        customerName: 'Ambuja Cement Works Ltd',
      },
      contents: [
        { itemId: ids.tape, lotNumber: state.lot, stockAreaId: state.fg, quantity: 12, held: false },
      ],
    });
  });

  it('does not find a parcel never packed, nor one of another organisation', async () => {
    const none = await page('PCL/2026-27/99999');
    expect(none.status).toBe(404);
    expect(none.message).toBe(
      'There is no parcel PCL/2026-27/99999: no completed packaging packed it, or it was dispatched loose. Check the number on its label.',
    );
    const number = await parcelNumber();
    await posted(PK, await packing([{ parcelNumber: number, quantity: 1 }]));
    const other = await app().call(
      'GET',
      `${DC}/getParcelPage?code=${encodeURIComponent(number)}`,
      app().orgB,
    );
    expect(other.status).toBe(404);
    expect((await page('')).status).toBe(400);
  });
});
