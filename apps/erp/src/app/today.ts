import { indiaDay } from '@erp/domain';

/**
 * Today ('yyyy-MM-dd'): what a new document is dated, a screen opens on. It is the business's day in India
 * (decision 1980), the day the server judges dates by, whatever the browser's time zone.
 */
export const userToday = (): string => indiaDay(new Date());
