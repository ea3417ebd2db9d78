import { useState } from 'react';
import styled from 'styled-components';
import {
  FLOOR_ACTIONS,
  floorActionApplies,
  floorActionsFor,
  type FloorActionKey,
  type FloorStart,
  type LotLying,
} from '@erp/domain';
import { selectAclData } from '@erp/api';
import { Button, type FloorFormValues } from '@erp/ui';
import { useTranslate } from '../../../app/ServicesContext.tsx';
import { useAppSelector } from '../../../app/store.ts';
import { FloorActionPanel } from './FloorActionPanel.tsx';

const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  & > button {
    min-height: 48px;
  }
`;

/**
 * The floor's actions on what a page shows (issue 58), for its actions slot: a button for each action that
 * starts from it (a lot, a parcel, a machine) and the role may take; one opens its form with the page's
 * fields given (the lot's numbers, the machine's id) and its values to start from (the scanned parcel among
 * Load's parcels, to which more may be scanned). Given where a lot lies, only what applies to it: Hold where
 * some is free, Release where some is held.
 */
export function FloorActions({
  from,
  given,
  initial,
  subject,
  lying,
}: {
  from: FloorStart;
  given: Readonly<Record<string, unknown>>;
  initial?: FloorFormValues;
  subject: string;
  lying?: readonly LotLying[];
}) {
  const t = useTranslate();
  const acl = useAppSelector(selectAclData);
  const [open, setOpen] = useState<FloorActionKey | null>(null);
  const keys = floorActionsFor(acl).filter(
    (key) => FLOOR_ACTIONS[key].startsFrom === from && (!lying || floorActionApplies(key, lying)),
  );
  if (open)
    return (
      <FloorActionPanel
        action={open}
        given={given}
        subject={subject}
        {...(initial ? { initial } : {})}
        onDone={() => setOpen(null)}
      />
    );
  return (
    <Buttons>
      {keys.map((key) => (
        <Button key={key} onClick={() => setOpen(key)}>
          {t(FLOOR_ACTIONS[key].label)}
        </Button>
      ))}
    </Buttons>
  );
}
