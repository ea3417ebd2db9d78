import type { ComponentType } from 'react';
import { GstReturnsPage } from './GstReturnsPage.tsx';
import { PartyLedgerPage } from './PartyLedgerPage.tsx';

/** Issue 20's billing pages beside the documents' generic ones: the party ledger and the GST returns. */
export const pages: Readonly<Record<string, ComponentType>> = {
  partyLedger: PartyLedgerPage,
  gstReturns: GstReturnsPage,
};
