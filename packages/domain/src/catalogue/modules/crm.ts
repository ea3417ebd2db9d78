import type { ModuleSpec } from '../fields.ts';
import {
  active,
  choices,
  description,
  lookup,
  master,
  name,
  num,
  percent,
  required,
  select,
  simple,
} from './helpers.ts';
import { CRM_ACTIVITY_LOG } from './activity.ts';
import { FUNNEL } from './funnel.ts';
import { DIGITAL_LEADS } from './leads.ts';

/* The CRM's masters: funnel stages, sources, types and customer types, digital platforms, activities; the funnel. */

/** Where a funnel stage leaves an entry (issue 21): still open, won or lost (decision 1600). */
export const FUNNEL_OUTCOMES = choices([
  ['OPEN', 'Open'],
  ['WON', 'Won'],
  ['LOST', 'Lost'],
]);

export const CRM_MASTERS: readonly ModuleSpec[] = [
  master({
    key: 'funnelStage',
    label: 'Funnel Stage',
    apiPath: 'crm/funnelStage',
    aclName: 'crm/funnelStage',
    fields: [
      name(),
      required(num('sequence', 'Sequence', { integer: true, min: 1 })),
      percent('probability', 'Win Probability (%)'),
      required(select('outcome', 'Outcome', FUNNEL_OUTCOMES, { defaultValue: 'OPEN' })),
      description(),
      active(),
    ],
    listColumns: ['name', 'sequence', 'probability', 'outcome', 'active'],
    related: ['funnelSource', 'funnelType', 'funnelCustomerType', 'digitalPlatform'],
  }),
  simple('funnelSource', 'Funnel Source', 'crm/funnelReference', 'funnelSource'),
  simple('funnelType', 'Funnel Type', 'crm/funnelType', 'funnelType'),
  simple('funnelCustomerType', 'Funnel Customer Type', 'crm/funnelCustomerType', 'crm/funnelCustomerType'),
  // Issue 21: where digital leads come from (IndiaMART, TradeIndia, the website). Decision 1607: the owner
  // of the leads its intake call makes (the platform's creator when none is named).
  simple('digitalPlatform', 'Digital Platform', 'crm/digitalPlatform', 'crm/digitalPlatform', {
    fields: [
      name(),
      lookup('defaultOwnerId', 'Default Owner', 'staff', {
        lookup: { module: 'staff', displayKey: 'username' },
      }),
      description(),
      active(),
    ],
    listColumns: ['name', 'defaultOwnerId', 'description', 'active'],
  }),
  FUNNEL,
  DIGITAL_LEADS,
  master({
    key: 'crmActivity',
    label: 'CRM Activity',
    apiPath: 'crm/activity',
    aclName: 'crm/activity',
    fields: [
      name(),
      required(
        select(
          'activityType',
          'Activity Type',
          choices([
            ['CALL', 'Call'],
            ['MEETING', 'Meeting'],
            ['EMAIL', 'E-Mail'],
            ['VISIT', 'Visit'],
            ['DEMO', 'Demo / Sample'],
            ['FOLLOW_UP', 'Follow-up'],
          ]),
        ),
      ),
      description(),
      active(),
    ],
    listColumns: ['name', 'activityType', 'active'],
    related: ['crmActivityLog'],
  }),
  CRM_ACTIVITY_LOG,
];
