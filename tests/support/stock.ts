import { expect, type Locator, type Page } from '@playwright/test';
import { findByApi, runTag, saveByApi, tokenOf } from './masters.ts';
import { indiaDay } from './dates.ts';

// What the stock specs share: documents submitted through the API, a stocked raw material, form text boxes
// and dates as the screens take them.

/** Submits a saved document through the API (the set-up the screens are not tested on here). */
export async function submitByApi(page: Page, apiPath: string, doc: { id: number; version?: unknown }) {
  const reply = await page.request.post(`/api/v1/${apiPath}/submit`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { id: doc.id, version: doc.version },
  });
  const envelope = (await reply.json()) as {
    responseCode: number;
    responseMessage: string;
    data: Record<string, unknown>;
  };
  expect(envelope.responseCode, envelope.responseMessage).toBe(200);
  return envelope.data;
}

/**
 * A new raw material with `quantity` KG received under `lot` into the stock area named `area` (the Raw
 * Material Store unless given), through the API; its code `E2E-<prefix>-<tag>`.
 */
export async function stockedItem(
  page: Page,
  quantity: number,
  lot: string,
  place: { prefix?: string; area?: string; tag?: string } = {},
): Promise<string> {
  const code = `E2E-${place.prefix ?? 'MV'}-${place.tag ?? runTag()}`;
  const uom = await findByApi(page, 'uom', 'name', 'KG');
  const category = await findByApi(page, 'partyTypeCategory', 'name', 'Raw Material');
  const saved = await saveByApi(page, 'chemical/item', {
    code,
    name: `Tape Granules ${code}`,
    categoryId: category.id,
    uomId: uom.id,
    reorderLevel: 10,
    salePrice: 150,
    hsnCode: '3902',
    purchaseGstRate: 18,
    saleGstRate: 18,
    purchasePrice: 120,
  });
  await receive(page, saved.id, quantity, lot, place.area);
  return code;
}

/**
 * `quantity` of the item received under `lot` into the stock area named `area` from Shree Ganesh Polymers,
 * on a purchase order and its inward submitted through the API; the inward submitted.
 */
export async function receive(
  page: Page,
  itemId: number,
  quantity: number,
  lot: string,
  area = 'Raw Material Store',
): Promise<Record<string, unknown>> {
  const supplier = await findByApi(page, 'party', 'companyName', 'Shree Ganesh Polymers');
  const branch = await findByApi(page, 'erp/branch', 'name', 'Head Office');
  const store = await findByApi(page, 'chemical/stockArea', 'name', area);
  const today = indiaDay();
  const order = await submitByApi(
    page,
    'chemical/purchaseOrder',
    await saveByApi(page, 'chemical/purchaseOrder', {
      partyId: supplier.id,
      date: today,
      branchId: branch.id,
      lines: [{ itemId, quantity, rate: 120 }],
    }),
  );
  const orderLines = order.lines as { id: number }[];
  return submitByApi(
    page,
    'chemical/inward',
    await saveByApi(page, 'chemical/inward', {
      partyId: supplier.id,
      date: today,
      branchId: branch.id,
      purchaseOrderId: order.id,
      lines: [
        {
          purchaseOrderLineId: orderLines[0]?.id,
          itemId,
          quantity,
          acceptedQuantity: quantity,
          stockAreaId: store.id,
          lotNumber: lot,
        },
      ],
    }),
  );
}

/** Fills a text box of the form by its accessible name, then leaves it. */
export async function fill(form: Locator, name: string, value: string): Promise<void> {
  const box = form.getByRole('textbox', { name, exact: true });
  await box.fill(value);
  await box.press('Tab');
}

/** A new lot typed into a lot picker where one may come into stock (decision 2086): kept as typed when left. */
export async function typeNewLot(form: Locator, name: string, value: string): Promise<void> {
  const box = form.getByRole('combobox', { name, exact: true });
  await box.fill(value);
  await box.press('Tab');
  await expect(box).toHaveValue(value);
}
