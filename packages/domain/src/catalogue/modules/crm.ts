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

/* The CRM's masters: funnel stages, sources and types, and activities. */

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
      description(),
      active(),
    ],
    listColumns: ['name', 'sequence', 'probability', 'active'],
    related: ['funnelSource', 'funnelType'],
  }),
  simple('funnelSource', 'Funnel Source', 'crm/funnelReference', 'funnelSource'),
  simple('funnelType', 'Funnel Type', 'crm/funnelType', 'funnelType'),
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
  }),
];
