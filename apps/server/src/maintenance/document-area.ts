import type { DocumentArea } from '../documents/registry.ts';
import { recordMaintenance, withdrawMaintenance } from './records.ts';

/**
 * What maintenance does with documents (decision 2130): a maintenance entry writes its row of the machine's
 * activity log, and its cancel takes it back (decision 1785).
 */
export const maintenanceArea: DocumentArea = {
  name: 'maintenance',
  submitEffects: { maintenanceLog: { submit: recordMaintenance, cancel: withdrawMaintenance } },
};
