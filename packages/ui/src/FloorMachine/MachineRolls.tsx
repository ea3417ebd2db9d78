import { formatDate, formatQuantity } from '@erp/domain';
import { Button } from '../Button/Button.tsx';
import { Muted, Panel, Rows } from '../FloorLot/floorParts.tsx';
import { useUiText } from '../text/UiText.tsx';

/** A woven roll entered against the machine: its number, metres and weight, when and by whom. */
export interface FloorRoll {
  id: number | string;
  rollNumber: string;
  metres: number;
  weightKg: number;
  /** Its weaving entry's day, 'yyyy-MM-dd'. */
  date: string;
  /** Who entered it; none when the entry names no one. */
  enteredBy: string | null;
}

export interface MachineRollsProps {
  rolls: readonly FloorRoll[];
  /** How many it has woven: "More" shows while fewer are listed. */
  total: number;
  /** The rolls could not be read: the reason in words. */
  error?: string | null | undefined;
  loading?: boolean | undefined;
  onMore: () => void;
}

/** A machine's last woven rolls, newest first, with "More" (issue 58, decision 2361). */
export function MachineRolls({ rolls, total, error, loading, onMore }: MachineRollsProps) {
  const t = useUiText();
  return (
    <Panel aria-labelledby="floor-machine-rolls" aria-busy={loading || undefined}>
      <h2 id="floor-machine-rolls">{t('Last rolls')}</h2>
      {error ? (
        <Muted role="alert">{t(error)}</Muted>
      ) : rolls.length === 0 ? (
        <Muted>{loading ? t('Loading…') : t('No rolls entered yet.')}</Muted>
      ) : (
        <Rows aria-label={t('Last rolls')}>
          {rolls.map((roll) => (
            <li key={roll.id}>
              <span>
                {t('Roll {{roll}}', { roll: roll.rollNumber })}
                <br />
                <Muted>
                  {[formatDate(roll.date), roll.enteredBy && t('by {{name}}', { name: roll.enteredBy })]
                    .filter(Boolean)
                    .join(' · ')}
                </Muted>
              </span>
              <span>
                {`${formatQuantity(roll.metres, 2)} m`}
                <Muted> · {`${formatQuantity(roll.weightKg, 3)} kg`}</Muted>
              </span>
            </li>
          ))}
        </Rows>
      )}
      {!error && rolls.length < total && (
        <Button variant="secondary" onClick={onMore} busy={loading}>
          {t('More')}
        </Button>
      )}
    </Panel>
  );
}
