import { formatUnitQuantity } from '@erp/domain';
import type { DocumentArea } from '../documents/registry.ts';
import { E_INVOICE_PRINTED, eInvoicePrint } from './print.ts';
import { vehiclesOf } from './vehicles.ts';

/**
 * What invoicing does with documents (decision 2130): their print carries the e-invoice's IRN and QR in its
 * own block (decision 1423) and the vehicles a consignment is split across (decision 1482).
 */
export const invoicingArea: DocumentArea = {
  name: 'invoicing',
  print: {
    apart: (def) => (def.portals?.eInvoice ? E_INVOICE_PRINTED : []),
    blocks: async (ex, caller, resource, row, printed) => {
      const [eInvoice, loads] = await Promise.all([
        eInvoicePrint(resource.def, row),
        resource.def.portals?.ewayBill ? vehiclesOf(ex, resource, caller, row.id) : [],
      ]);
      // The split is of one unit (decision 1421): the first line's, with its decimals.
      const [line] = printed.lines;
      const vehicles = loads.map((load) => ({
        label: load.vehicleNumber,
        value: formatUnitQuantity(
          load.quantity,
          line && { name: line.unit, decimals: line.quantityDecimals },
        ),
      }));
      return { ...(eInvoice ? { eInvoice } : {}), ...(vehicles.length > 0 ? { vehicles } : {}) };
    },
  },
};
