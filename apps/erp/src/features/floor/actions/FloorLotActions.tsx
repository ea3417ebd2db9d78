import { useState } from 'react';
import styled from 'styled-components';
import { FLOOR_ACTIONS, floorActionsFor, type FloorActionKey, type LotTarget } from '@erp/domain';
import { selectAclData } from '@erp/api';
import { Button } from '@erp/ui';
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
 * The floor's actions on a scanned lot (issue 58), for its page's actions slot: a button for each action
 * that starts from a lot and the role may take; one opens its form with the lot's fields given.
 */
export function FloorLotActions({ target, subject }: { target: LotTarget; subject: string }) {
  const t = useTranslate();
  const acl = useAppSelector(selectAclData);
  const [open, setOpen] = useState<FloorActionKey | null>(null);
  const keys = floorActionsFor(acl).filter((key) => FLOOR_ACTIONS[key].startsFrom === 'lot');
  if (open) {
    const given = {
      itemId: target.itemId,
      lotNumber: target.lotNumber,
      rollNumber: target.rollNumber,
      ...(target.stockAreaId === undefined ? {} : { stockAreaId: target.stockAreaId }),
    };
    return <FloorActionPanel action={open} given={given} subject={subject} onDone={() => setOpen(null)} />;
  }
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
