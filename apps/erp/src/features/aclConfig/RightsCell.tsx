import styled from 'styled-components';
import { DOCUMENT_RIGHTS, RIGHT_FIELDS, RIGHT_LABELS, type EntityRecord } from '@erp/domain';
import { useTranslate } from '../../app/ServicesContext.tsx';
import { SwitchCell } from '../../components/SwitchCell.tsx';

const Rights = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

export interface RightsCellProps {
  /** What the switches are named by: the row's display name and access name. */
  name: string;
  entry: EntityRecord | undefined;
  /** Whether the entry writes (view on, mode View and edit): the rights need it (decision 0830). */
  writes: boolean;
  onChange: (field: string, granted: boolean) => void;
}

/**
 * A document's rights on one ACL entry (decision 0830): a switch for each of create, submit, cancel or
 * close, amend. A right is granted unless switched off; the switches wait for the entry to write.
 */
export function RightsCell({ name, entry, writes, onChange }: RightsCellProps) {
  const t = useTranslate();
  return (
    <Rights>
      {DOCUMENT_RIGHTS.map((right) => {
        const field = RIGHT_FIELDS[right];
        return (
          <SwitchCell
            key={right}
            label={`${t(RIGHT_LABELS[right])} ${name}`}
            text={t(RIGHT_LABELS[right])}
            checked={writes && entry?.[field] !== false}
            disabled={!writes}
            onChange={(granted) => onChange(field, granted)}
          />
        );
      })}
    </Rights>
  );
}
