import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatQuantity, leftToProduce, quantityDecimals, type DocumentKey } from '@erp/domain';
import { planBatchOpened, planBatchRequested, selectPlanBatch } from '@erp/api';
import { ConfirmDialog, SelectField } from '@erp/ui';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { formPath } from '../../entity/paths.ts';

/** The record a line read carries for its lookup (`itemId` → `item: { id, name }`), if any. */
const record = (
  line: Readonly<Record<string, unknown>>,
  key: string,
): Record<string, unknown> | undefined => {
  const value = line[key];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
};

/** The name a line read carries for its lookup (`itemId` → `item.name`), else its id. */
const carried = (line: Readonly<Record<string, unknown>>, key: string): string => {
  const name = record(line, key)?.name;
  return typeof name === 'string' ? name : String(line[`${key}Id`] ?? '');
};

/** The decimals of the line's unit as its read carries it (`uom.decimals`, issue 14; decision 1507). */
const unitDecimals = (line: Readonly<Record<string, unknown>>): number => {
  const decimals = record(line, 'uom')?.decimals;
  return quantityDecimals({ decimals: typeof decimals === 'number' ? decimals : null });
};

export interface MakeBatchDialogProps {
  /** The plan's document type (it declares `makes`). */
  document: DocumentKey;
  planId: number;
  number: string | null;
  lines: readonly Readonly<Record<string, unknown>>[];
  /** The form's Make Batch was taken: the line is asked. */
  asking: boolean;
  onAskingDone: () => void;
}

/**
 * An open plan's Make Batch (decision 1352): asks which of its lines with something left to produce, then
 * opens the new batch the server makes of it (`getBatchFromPlan`) at its form, prefilled and unsaved; a
 * refusal is a toast.
 */
export function MakeBatchDialog({
  document,
  planId,
  number,
  lines,
  asking,
  onAskingDone,
}: MakeBatchDialogProps) {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { made } = useAppSelector(selectPlanBatch);
  const [lineId, setLineId] = useState('');
  const [tried, setTried] = useState(false);
  const lineLabel = t('Plan Line');
  const options = useMemo(
    () =>
      lines.flatMap((line, index) => {
        const left = leftToProduce(line) ?? 0;
        return typeof line.id === 'number' && left > 0
          ? [
              {
                value: String(line.id),
                label: t('Line {{no}}: {{item}}, {{left}} {{unit}} left', {
                  no: index + 1,
                  item: carried(line, 'item'),
                  left: formatQuantity(left, unitDecimals(line)),
                  unit: carried(line, 'uom'),
                }),
              },
            ]
          : [];
      }),
    [lines, t],
  );
  useEffect(() => {
    if (!made) return;
    dispatch(planBatchOpened());
    navigate(formPath(made.route), { state: { draft: made.draft } });
  }, [dispatch, navigate, made]);

  const chosen = lineId === '' && options.length === 1 ? (options[0]?.value ?? '') : lineId;
  return (
    <ConfirmDialog
      open={asking}
      title={t('Make Batch from {{number}}', { number: number ?? '' })}
      message={
        options.length === 0 ? (
          t('Every line of this plan is produced.')
        ) : (
          <SelectField
            label={lineLabel}
            required
            value={chosen}
            options={options}
            onChange={setLineId}
            submitted={tried}
            error={chosen === '' ? t('{{label}} is required', { label: lineLabel }) : undefined}
          />
        )
      }
      okText={t('Make Batch')}
      onClose={(ok) => {
        if (ok === true && options.length > 0 && chosen === '') return setTried(true);
        setTried(false);
        setLineId('');
        onAskingDone();
        if (ok === true && chosen !== '')
          dispatch(planBatchRequested({ document, id: planId, lineId: Number(chosen) }));
      }}
    />
  );
}
