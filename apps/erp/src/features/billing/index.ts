import type { ComponentType } from 'react';
import { PartyLedgerPage } from './PartyLedgerPage.tsx';

/** Issue 20's billing pages beside the documents' generic ones: the party ledger (decision 1451). */
export const pages: Readonly<Record<string, ComponentType>> = {
  partyLedger: PartyLedgerPage,
};
