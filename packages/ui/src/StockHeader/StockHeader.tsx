import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { HeaderBar } from '../internal/HeaderBar.tsx';
import { useUiText } from '../text/UiText.tsx';

export interface StockHeaderProps {
  title?: string;
  onInward: () => void;
  onOutward: () => void;
  /** Shows Purchase Return (named in full: a bare "Return" elsewhere goes back), which calls this. */
  onPurchaseReturn?: () => void;
  /** Shows Reorder (issue 17: the reorder list), which calls this. */
  onReorder?: () => void;
  /** System config ONLY_INWARD is YES (`isFeatureOn` of @erp/domain): only Inward shows. */
  onlyInward?: boolean;
  disabled?: boolean;
}

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

// The buttons wrap onto more lines on a phone rather than widen the page (issue 42: 463 px in a 390 px screen).
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

/**
 * The stock header (spec §2): Inward and Outward plus an optional Purchase Return and Reorder; only Inward when
 * only-inward is on.
 */
export function StockHeader({
  title,
  onInward,
  onOutward,
  onPurchaseReturn,
  onReorder,
  onlyInward = false,
  disabled = false,
}: StockHeaderProps) {
  const t = useUiText();
  return (
    <HeaderBar>
      {title ? <Title>{title}</Title> : null}
      <Actions>
        <Button variant="primary" icon="inward" disabled={disabled} onClick={onInward}>
          {t('Inward')}
        </Button>
        {onlyInward ? null : (
          <Button icon="outward" disabled={disabled} onClick={onOutward}>
            {t('Outward')}
          </Button>
        )}
        {onPurchaseReturn && !onlyInward ? (
          <Button icon="return" disabled={disabled} onClick={onPurchaseReturn}>
            {t('Purchase Return')}
          </Button>
        ) : null}
        {onReorder && !onlyInward ? (
          <Button icon="inventory" disabled={disabled} onClick={onReorder}>
            {t('Reorder')}
          </Button>
        ) : null}
      </Actions>
    </HeaderBar>
  );
}
