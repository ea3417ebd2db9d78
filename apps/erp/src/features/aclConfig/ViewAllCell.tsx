import { VIEW_ALL_FIELD, VIEW_ALL_LABEL, viewAllowed, type EntityRecord } from '@erp/domain';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { SwitchCell } from '../../components/SwitchCell.tsx';

export interface ViewAllCellProps {
  /** What the switch is named by: the row's display name and access name. */
  name: string;
  entry: EntityRecord | undefined;
  onChange: (field: string, granted: boolean) => void;
}

/**
 * An owned module's View all on one ACL entry (decision 1601: the funnel): off until switched on, and
 * waiting for the entry to view.
 */
export function ViewAllCell({ name, entry, onChange }: ViewAllCellProps) {
  const t = useTranslate();
  const views = viewAllowed(entry?.view);
  return (
    <SwitchCell
      label={`${t(VIEW_ALL_LABEL)} ${name}`}
      text={t(VIEW_ALL_LABEL)}
      checked={views && entry?.[VIEW_ALL_FIELD] === true}
      disabled={!views}
      onChange={(granted) => onChange(VIEW_ALL_FIELD, granted)}
    />
  );
}
