// The areas whose document behaviour the engine runs (decision 2130), imported once by the app. The order is
// the order their hooks run in: production's submit effects first, stock's postings before billing's;
// invoicing's only adds to a document's print; the CRM's makes a lead the customer its quotation is accepted for.
import { billingArea } from './billing/document-area.ts';
import { crmArea } from './crm/document-area.ts';
import { registerAreas } from './documents/registry.ts';
import { invoicingArea } from './invoicing/document-area.ts';
import { maintenanceArea } from './maintenance/document-area.ts';
import { planningArea } from './planning/document-area.ts';
import { productionArea } from './production/document-area.ts';
import { stockArea } from './stock/document-area.ts';

registerAreas([
  productionArea,
  planningArea,
  maintenanceArea,
  stockArea,
  billingArea,
  invoicingArea,
  crmArea,
]);
