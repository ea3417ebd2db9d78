import type { ResourceHooks } from '../resource.ts';

/**
 * The organisation is the tenant itself: its row's id is the organisation, its profile is read by every
 * user and updated, never created or deleted here.
 */
export const organizationHooks: ResourceHooks = {
  orgColumn: 'id',
  singleton: true,
  openRead: true,
};
