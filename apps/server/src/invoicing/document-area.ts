import { formatUnitQuantity, rule46Endorsement } from '@erp/domain';
import { factsOf } from '../documents/kept.ts';
import type { DocumentArea } from '../documents/registry.ts';
import { E_INVOICE_PRINTED, eInvoicePrint } from './print.ts';
import { vehiclesOf } from './vehicles.ts';

/**
 * What invoicing does with documents (decision 2130): their print carries the e-invoice's IRN and QR in its
 * own block (decision 1423), the vehicles a consignment is split across (decision 1482), and a tax invoice's
 * (one e-invoiced as INV) rule 46 endorsement of an export or SEZ supply, from what it kept (decision 2213).
 */
export const invoicingArea: DocumentArea = {
  name: 'invoicing',
  print: {
    apart: (def) => (def.portals?.eInvoice ? E_INVOICE_PRINTED : []),
    blocks: async (ex, caller, resource, row, printed) => {
      const taxInvoice = resource.def.portals?.eInvoice === 'invoice';
      const [eInvoice, loads, facts] = await Promise.all([
        eInvoicePrint(resource.def, row),
        resource.def.portals?.ewayBill ? vehiclesOf(ex, resource, caller, row.id) : [],
        taxInvoice ? factsOf(ex, caller, resource.def, row) : undefined,
      ]);
      const endorsement =
        facts &&
        rule46Endorsement({
          placeOfSupply: printed.placeOfSupply,
          registration: facts.party?.registration,
          igst: printed.taxes.igstTotal,
        });
      // The split is of one unit (decision 1421): the first line's, with its decimals.
      const [line] = printed.lines;
      const vehicles = loads.map((load) => ({
        label: load.vehicleNumber,
        value: formatUnitQuantity(
          load.quantity,
          line && { name: line.unit, decimals: line.quantityDecimals },
        ),
      }));
      return {
        ...(eInvoice ? { eInvoice } : {}),
        ...(vehicles.length > 0 ? { vehicles } : {}),
        ...(endorsement ? { endorsement } : {}),
      };
    },
  },
};
