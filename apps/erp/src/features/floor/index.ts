import type { ComponentType } from 'react';
import { FloorActionPage } from './actions/FloorActionPage.tsx';
import { NeedsAttentionPage } from './attention/NeedsAttentionPage.tsx';
import { FloorHomePage } from './home/FloorHomePage.tsx';

/** The floor's pages (issue 58): its home, an action's form, Needs attention. */
export const pages: Readonly<Record<string, ComponentType>> = {
  home: FloorHomePage,
  action: FloorActionPage,
  attention: NeedsAttentionPage,
};
