import * as Dialog from '@radix-ui/react-dialog';
import {
  judgeLabResult,
  judgeReading,
  parameterName,
  withUnit,
  type LabParameter,
  type LabReading,
} from '@erp/domain';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Actions, Content, CornerClose, Message, Overlay, Title } from '../ConfirmDialog/ConfirmDialog.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';
import { useUiMessage, useUiText, type Translate } from '../text/UiText.tsx';

export interface LabResultDialogProps {
  open: boolean;
  /** 'Lab test of GRN/2026-27/00004, line 1'. */
  title: string;
  /** What is held, in words: 'PP Granules RP348 · 10.000 kg held'. */
  description: string;
  /** The line's item's quality parameters with their limits (`getWithProperties`' `qualityParameters`). */
  parameters: readonly LabParameter[];
  /** The reading typed for each parameter, by its id; absent or null: none yet. */
  readings: Readonly<Record<number, number | null | undefined>>;
  remarks: string;
  /** The save is under way: Save is busy and nothing can be changed. */
  saving?: boolean;
  /** The server's refusal of the last save, in words. */
  error?: string | null;
  onReadingChange: (parameterId: number, value: number | null) => void;
  onRemarksChange: (remarks: string) => void;
  /** Save with the readings typed (every limited parameter has one: Save is disabled until then). */
  onSave: (readings: LabReading[]) => void;
  onClose: () => void;
}

const Wide = styled(Content)`
  width: min(680px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  overflow: auto;
`;

const Table = styled.table`
  width: 100%;
  margin: ${({ theme }) => theme.space(4)} 0;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.md};
  th,
  td {
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

const ReadingCell = styled.td`
  width: 140px;
`;

const Verdict = styled.span<{ $passed: boolean }>`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $passed }) => ($passed ? theme.color.status.success.text : theme.color.status.danger.text)};
`;

const Summary = styled.div<{ $tone: 'success' | 'danger' | 'info' }>`
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  color: ${({ theme, $tone }) => theme.color.status[$tone].text};
  background: ${({ theme, $tone }) => theme.color.status[$tone].subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space(4)};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Refusal = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.color.status.danger.text};
`;

/** A parameter's limits in words, in the user's language; its unit after the limit (a percentage's glued). */
function limits(t: Translate, { minValue: min, maxValue: max, unit }: LabParameter): string {
  if (min !== null && max !== null) return withUnit(`${min} – ${max}`, unit);
  if (max !== null) return t('up to {{limit}}', { limit: withUnit(max, unit) });
  if (min !== null) return t('at least {{limit}}', { limit: withUnit(min, unit) });
  return t('No limit');
}

/**
 * The lab result of an inward line's held stock (issue 17 "Quality hold", decision 0952): its item's
 * quality parameters with their limits, a reading box each judged as it is typed (the domain's
 * `judgeReading`, as the server judges), the verdict of the whole with the failing readings in words,
 * Remarks and Save. A pass releases the held stock, a fail keeps it held: both are saved.
 */
export function LabResultDialog(props: LabResultDialogProps) {
  const { open, title, description, parameters, readings, remarks, saving = false, error } = props;
  const t = useUiText();
  const message = useUiMessage();
  const typed: LabReading[] = parameters.flatMap((parameter) => {
    const value = readings[parameter.id];
    return value === null || value === undefined ? [] : [{ parameterId: parameter.id, value }];
  });
  const verdict = judgeLabResult(parameters, typed);
  // Nothing to read, or nothing read yet: no verdict, and nothing to save (issue 56).
  const waiting = verdict.missing.length > 0 || verdict.unread;
  const tone = waiting ? 'info' : verdict.passed ? 'success' : 'danger';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Wide>
          <Title>{title}</Title>
          <Message>{description}</Message>
          {parameters.length > 0 ? (
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('Parameter')}</th>
                  <th scope="col">{t('Limits')}</th>
                  <th scope="col">{t('Reading')}</th>
                  <th scope="col">{t('Result')}</th>
                </tr>
              </thead>
              <tbody>
                {parameters.map((parameter) => {
                  const value = readings[parameter.id] ?? null;
                  const judged = value === null ? null : judgeReading(parameter, value);
                  return (
                    <tr key={parameter.id}>
                      <th scope="row">{parameterName(parameter)}</th>
                      <td>{limits(t, parameter)}</td>
                      <ReadingCell>
                        <NumberField
                          label={t('Reading of {{name}}', { name: parameterName(parameter) })}
                          hideLabel
                          value={value}
                          disabled={saving}
                          onChange={(next) => props.onReadingChange(parameter.id, next)}
                        />
                      </ReadingCell>
                      <td>
                        {judged ? (
                          <Verdict $passed={judged.passed}>{judged.passed ? t('Pass') : t('Fail')}</Verdict>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          ) : (
            <Note>
              {t(
                'The item has no quality parameters: add its quality parameters in Masters → Quality Parameters, then test it.',
              )}
            </Note>
          )}
          <Summary $tone={tone} role="status">
            {parameters.length === 0 ? (
              <p>{t('Nothing to judge: the stock stays held.')}</p>
            ) : verdict.missing.length > 0 ? (
              <p>{t('Enter a reading for {{names}}.', { names: verdict.missing.join(', ') })}</p>
            ) : verdict.unread ? (
              <p>
                {t(
                  'Enter the readings: a lab test is judged on the readings of the quality parameters tested.',
                )}
              </p>
            ) : verdict.passed ? (
              <p>{t('Passes: the held stock becomes available to issue.')}</p>
            ) : (
              <>
                <p>{t('Fails: the stock stays held, to be returned to the supplier.')}</p>
                <ul>
                  {verdict.problems.map((problem) => (
                    <li key={problem}>{message(problem)}</li>
                  ))}
                </ul>
              </>
            )}
          </Summary>
          <TextareaField
            label={t('Remarks')}
            value={remarks}
            maxLength={1000}
            rows={2}
            disabled={saving}
            onChange={props.onRemarksChange}
          />
          {error ? <Refusal role="alert">{message(error)}</Refusal> : null}
          <Actions>
            <Button variant="secondary" onClick={props.onClose}>
              {t('Cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={saving || waiting}
              aria-busy={saving || undefined}
              onClick={() => props.onSave(typed)}
            >
              {saving ? t('Saving…') : t('Save')}
            </Button>
          </Actions>
          <CornerClose />
        </Wide>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
