import type { ModuleSpec } from '../fields.ts';
import {
  active,
  choices,
  description,
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
  // Issue 21: where digital leads come from (IndiaMART, TradeIndia, the website); its intake token comes later.
  simple('digitalPlatform', 'Digital Platform', 'crm/digitalPlatform', 'crm/digitalPlatform'),
  FUNNEL,
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
