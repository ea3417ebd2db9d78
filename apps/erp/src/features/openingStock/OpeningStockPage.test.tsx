import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { openingStockPosted } from '@erp/api';
import { cellText, type OpeningStockResult, type PostedOpeningRow } from '@erp/domain';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';
import { postedColumns } from './postedColumns.ts';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/itemStock', view: 1, mode: 1 },
]);

const row: PostedOpeningRow = {
  row: 2,
  ledgerId: 11,
  itemId: 3,
  itemCode: 'RM-PP-348',
  itemName: 'PP Granules RP348',
  stockAreaId: 5,
  stockArea: 'Raw Material Store',
  lotNumber: 'L-0425',
  rollNumber: 'R-7',
  rack: 'A-01',
  quantity: 2500,
  uom: { name: 'KG', decimals: 3 },
  rate: 98.5,
  value: 246250,
};
const result: OpeningStockResult = {
  documentNo: 'OS-1',
  fileName: 'opening.csv',
  rows: [row],
  totalValue: 246250,
};

describe('issue 17: the opening stock sheet’s lot, roll and rack (/module/openingstock)', () => {
  it('the help names the optional Lot Number, Roll Number and Rack columns', async () => {
    const app = await renderApp('/module/openingstock', session);
    const help = app.host.querySelector('[aria-label="Upload a sheet"] p')?.textContent;
    expect(help).toContain(
      'Quantity and Rate, and where the stock has them Lot Number, Roll Number and Rack',
    );
  });

  it('the posted rows show their lot, roll and rack beside the stock area', async () => {
    const app = await renderApp('/module/openingstock', session);
    act(() => {
      app.services.store.dispatch(openingStockPosted({ result }));
    });
    await settle();
    const table = app.host.querySelector('[role="table"][aria-label="Posted opening stock"]');
    const headers = [...(table?.querySelectorAll('[role="columnheader"]') ?? [])].map((header) =>
      header.textContent?.trim(),
    );
    expect(headers).toEqual(expect.arrayContaining(['Stock Area', 'Lot Number', 'Roll Number', 'Rack']));
  });

  it('each posted column reads its cell from the row', () => {
    const cells = postedColumns((text) => text).map((column) => cellText(column, row));
    expect(cells).toEqual([
      '2',
      'RM-PP-348',
      'PP Granules RP348',
      'Raw Material Store',
      'L-0425',
      'R-7',
      'A-01',
      '2,500.000',
      '98.50',
      '2,46,250.00',
    ]);
  });
});
