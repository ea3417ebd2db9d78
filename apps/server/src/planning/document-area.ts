import type { DocumentArea } from '../documents/registry.ts';
import { checkPlanLines } from './plans.ts';

/** What planning does with documents (decision 2130): a plan checks its lines as it is submitted (1160). */
export const planningArea: DocumentArea = {
  name: 'planning',
  submitEffects: { planLines: { submit: checkPlanLines } },
};
