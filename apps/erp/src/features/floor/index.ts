import type { ComponentType } from 'react';
import { FloorActionPage } from './actions/FloorActionPage.tsx';
import { NeedsAttentionPage } from './attention/NeedsAttentionPage.tsx';
import { FloorLotPage } from './FloorLotPage.tsx';
import { FloorMachinePage } from './FloorMachinePage.tsx';
import { FloorParcelPage } from './FloorParcelPage.tsx';
import { FloorRackPage, FloorStockAreaPage } from './FloorPlacePage.tsx';
import { FloorHomePage } from './home/FloorHomePage.tsx';

/** The floor's pages (issue 58): its home, an action's form, Needs attention, and the pages a scan opens. */
export const pages: Readonly<Record<string, ComponentType>> = {
  home: FloorHomePage,
  action: FloorActionPage,
  attention: NeedsAttentionPage,
  lot: FloorLotPage,
  machine: FloorMachinePage,
  parcel: FloorParcelPage,
  stockArea: FloorStockAreaPage,
  rack: FloorRackPage,
};
