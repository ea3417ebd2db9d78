import { describe, expect, it, vi } from 'vitest';
import {
  dependencies,
  marbles,
  stateAfter,
  stubApi,
  withoutDownloadState,
} from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { DocumentRecord } from '../../documents/documents.ts';
import { documentRecordLoaded } from '../documents/documentsSlice.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { portalAnswerEpic, portalFileEpic, vehiclesEpic } from './portalsEpics.ts';
import {
  eInvoiceFileRequested,
  ewayBillFileRequested,
  multiVehicleFileRequested,
  portalAnswerRequested,
  portalDialogClosed,
  portalDialogOpened,
  portalFailed,
  portalSaved,
  vehiclesLoaded,
  vehiclesRequested,
  vehiclesSaveRequested,
} from './portalsSlice.ts';

const subject = { document: 'salesInvoice' as const, id: 4 };
const IRN = { irn: 'a'.repeat(64), ackNumber: '1', ackDate: '2026-11-24 11:32:00', signedQrCode: 'qr' };
const RECORD = {
  id: 4,
  version: 3,
  status: 7,
  number: 'INV/26-27/00001',
  lines: [],
} as unknown as DocumentRecord;
const LOADS = [
  { vehicleNumber: 'GJ01AB1234', quantity: 6 },
  { vehicleNumber: 'GJ05CD5678', quantity: 4 },
];
const refused = (message: string) => new ApiError(9422001, message, 422);
const portalsOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).portals;

describe('portals slice (decisions 1420–1422)', () => {
  it('opens a dialog afresh, is busy while a call is out, keeps a refusal, closes on a save', () => {
    const opened = portalDialogOpened({ dialog: 'irn' });
    const asked = portalAnswerRequested({ ...subject, answer: { kind: 'irn', answer: IRN } });
    expect(portalsOf(opened)).toMatchObject({ dialog: 'irn', busy: false });
    expect(portalsOf(opened, asked).busy).toBe(true);
    expect(portalsOf(opened, asked, portalFailed({ message: 'IRN must be …' }))).toMatchObject({
      dialog: 'irn',
      busy: false,
      error: 'IRN must be …',
    });
    expect(portalsOf(opened, asked, portalSaved()).dialog).toBeNull();
    expect(portalsOf(opened, portalDialogClosed()).dialog).toBeNull();
    const vehicles = portalsOf(
      portalDialogOpened({ dialog: 'vehicles' }),
      vehiclesRequested(subject),
      vehiclesLoaded(LOADS),
    );
    expect(vehicles.vehicles).toEqual(LOADS);
    expect(portalsOf(vehiclesSaveRequested({ ...subject, loads: LOADS })).busy).toBe(true);
    expect(portalsOf(opened, sessionEnded({ reason: 'logout' })).dialog).toBeNull();
  });
});

describe('portals epics', () => {
  it('downloads the files; a file failing its schema is a toast naming the field', () => {
    const eInvoiceFile = vi.fn();
    const ewayBillFile = vi.fn();
    const multiVehicleFile = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      eInvoiceFile.mockReturnValueOnce(cold('-#', undefined, refused('Buyer GSTIN is missing')));
      ewayBillFile.mockReturnValueOnce(cold('-f|', { f: 'EWB-2-invoices.json' }));
      multiVehicleFile.mockReturnValueOnce(
        cold('-#', undefined, refused('INV/26-27/00001 travels on one vehicle')),
      );
      expectObservable(
        withoutDownloadState(portalFileEpic)(
          hot('-a-b-c', {
            a: eInvoiceFileRequested({ ...subject, number: 'INV/26-27/00001' }),
            b: ewayBillFileRequested({ document: 'salesInvoice', ids: [4, 5], name: '2 invoices' }),
            c: multiVehicleFileRequested({ ...subject, number: 'INV/26-27/00001' }),
          }),
          stateAfter(),
          dependencies(stubApi({ portals: { eInvoiceFile, ewayBillFile, multiVehicleFile } })),
        ),
      ).toBe('--e---m', {
        e: toast.error('Buyer GSTIN is missing'),
        m: toast.error('INV/26-27/00001 travels on one vehicle'),
      });
    });
    expect(eInvoiceFile).toHaveBeenCalledWith('salesInvoice', 4, 'INV/26-27/00001', expect.any(Function));
    expect(ewayBillFile).toHaveBeenCalledWith('salesInvoice', [4, 5], '2 invoices', expect.any(Function));
    expect(multiVehicleFile).toHaveBeenCalledWith('salesInvoice', 4, 'INV/26-27/00001', expect.any(Function));
  });

  it('saves an answer typed, imported or of the e-way bill, and shows the document as read back', () => {
    const saveIrn = vi.fn();
    const importIrn = vi.fn();
    const saveEwayBill = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      saveIrn.mockReturnValueOnce(cold('-r|', { r: RECORD }));
      importIrn.mockReturnValueOnce(cold('-#', undefined, refused('Acknowledgement number is required')));
      saveEwayBill.mockReturnValueOnce(cold('-r|', { r: RECORD }));
      expectObservable(
        portalAnswerEpic(
          hot('-a------b------c', {
            a: portalAnswerRequested({ ...subject, answer: { kind: 'irn', answer: IRN } }),
            b: portalAnswerRequested({ ...subject, answer: { kind: 'irnFile', response: { Irn: 'x' } } }),
            c: portalAnswerRequested({
              ...subject,
              answer: {
                kind: 'ewayBill',
                answer: { ewayBillNumber: '331001234567', validUntil: '2026-11-26' },
              },
            }),
          }),
          stateAfter(),
          dependencies(stubApi({ portals: { saveIrn, importIrn, saveEwayBill } })),
        ),
      ).toBe('--(lst)--f------(lsw)', {
        l: documentRecordLoaded({ document: 'salesInvoice', record: RECORD }),
        s: portalSaved(),
        t: toast.success('IRN Saved Successfully'),
        f: portalFailed({ message: 'Acknowledgement number is required' }),
        w: toast.success('E-way bill Saved Successfully'),
      });
    });
    expect(importIrn).toHaveBeenCalledWith('salesInvoice', 4, { Irn: 'x' });
  });

  it('reads the vehicles and saves them; a refusal stays in the dialog', () => {
    const vehicles = vi.fn();
    const saveVehicles = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      vehicles.mockReturnValueOnce(cold('-v|', { v: LOADS }));
      vehicles.mockReturnValueOnce(cold('-#', undefined, refused('Busy')));
      saveVehicles.mockReturnValueOnce(cold('-v|', { v: LOADS }));
      saveVehicles.mockReturnValueOnce(cold('-#', undefined, refused('The vehicles carry 9 BAG')));
      expectObservable(
        vehiclesEpic(
          hot('-a--a--b-----b', {
            a: vehiclesRequested(subject),
            b: vehiclesSaveRequested({ ...subject, loads: LOADS }),
          }),
          stateAfter(),
          dependencies(stubApi({ portals: { vehicles, saveVehicles } })),
        ),
      ).toBe('--l--f--(st)--g', {
        l: vehiclesLoaded(LOADS),
        f: portalFailed({ message: 'Busy' }),
        g: portalFailed({ message: 'The vehicles carry 9 BAG' }),
        s: portalSaved(),
        t: toast.success('Vehicles Saved Successfully'),
      });
    });
  });
});
