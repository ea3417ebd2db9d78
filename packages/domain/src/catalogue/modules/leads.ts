import type { ModuleSpec } from '../fields.ts';
import { FUNNEL } from './funnel.ts';
import { master, required } from './helpers.ts';

// Its label already names one record (decision 2051): the funnel's record word is not its own.
const { route: _route, kind: _kind, recordLabel: _record, ...funnel } = FUNNEL;

/**
 * The digital platform leads (issue 21, `/module/digitalplatform`, decision 1604): a view of the funnel,
 * its entries that name a platform, listed, paged, sorted and searched on the server as the funnel is, and
 * filtered by platform, owner, stage and entry date. A lead made here must name its platform. Its rights
 * are the menu's and the route's (`crm/digitalPlatform`, spec §2), View all included.
 */
export const DIGITAL_LEADS: ModuleSpec = master({
  ...funnel,
  key: 'digitalLead',
  label: 'Digital Platform Lead',
  apiPath: 'crm/digitalPlatformLead',
  aclName: 'crm/digitalPlatform',
  lists: [],
  fields: FUNNEL.fields.map((field) => (field.key === 'platformId' ? required(field) : field)),
  listColumns: [
    'companyName',
    'contactPerson',
    'phone',
    'email',
    'city',
    'platformId',
    'stageId',
    'entryDate',
    'ownerId',
  ],
  listFilters: ['platformId', 'ownerId', 'stageId'],
  viewOf: { module: 'funnel', where: {}, filled: ['platformId'] },
});
