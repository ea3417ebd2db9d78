import type { ComponentType } from 'react';
import { DpLogPage } from './DpLogPage.tsx';

/** Issue 19's production pages beside the documents' generic ones: the loom-wise DP log (decision 1123). */
export const pages: Readonly<Record<string, ComponentType>> = {
  dpLog: DpLogPage,
};
