import { formatDate } from '@erp/domain';

/** The user's day ('yyyy-MM-dd') by the browser's calendar: what a new document is dated, a screen opens on. */
export const userToday = (): string => formatDate(new Date(), 'yyyy-MM-dd');
