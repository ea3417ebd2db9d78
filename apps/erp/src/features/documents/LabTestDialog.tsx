import { formatUnitQuantity } from '@erp/domain';
import { labTestClosed, labTestReadingChanged, labTestRemarksChanged, labTestSaveRequested } from '@erp/api';
import { LabResultDialog } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';

/**
 * The lab test of an inward's held line, opened by the form's Lab Test (issue 17 "Quality hold"): the
 * store's `labTest` shown in the ui's dialog. A pass releases the line's stock; the server judges.
 */
export function LabTestDialog() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const lab = useAppSelector((state) => state.labTest);
  const open = lab.status === 'ready' || lab.status === 'saving';
  const held = formatUnitQuantity(lab.heldQuantity, lab.uom);
  return (
    <LabResultDialog
      open={open}
      title={t('Lab test of {{number}}, line {{line}}', { number: lab.number ?? '', line: lab.lineNo ?? '' })}
      description={t('{{item}} · {{quantity}} held', { item: lab.itemName, quantity: held })}
      parameters={lab.parameters}
      readings={lab.readings}
      remarks={lab.remarks}
      saving={lab.status === 'saving'}
      error={lab.error}
      onReadingChange={(parameterId, value) => dispatch(labTestReadingChanged({ parameterId, value }))}
      onRemarksChange={(remarks) => dispatch(labTestRemarksChanged(remarks))}
      onSave={(readings) => dispatch(labTestSaveRequested({ readings }))}
      onClose={() => dispatch(labTestClosed())}
    />
  );
}
