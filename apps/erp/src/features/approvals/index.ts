import { PendingApprovalsPage } from './PendingApprovalsPage.tsx';

export const pages = { list: PendingApprovalsPage };
