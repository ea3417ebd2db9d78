import type { EInvoiceParty } from './einvoice.ts';

/** A branch in Gujarat and a customer in Maharashtra, for the invoicing files' tests. */
export const SELLER: EInvoiceParty = {
  gstin: '24AAACR5055K1Z1',
  legalName: 'Shree Polywoven Industries',
  address1: 'Plot 12, GIDC Estate',
  location: 'Ankleshwar',
  pincode: '393002',
  stateCode: '24',
  phone: '02646220011',
  email: 'accounts@shreepoly.example',
};

export const BUYER: EInvoiceParty = {
  gstin: '27AAACR5055K1Z7',
  legalName: 'Bharat Cement Ltd',
  address1: 'MIDC Road',
  address2: 'Near Octroi Naka',
  location: 'Nagpur',
  pincode: '440016',
  stateCode: '27',
};
