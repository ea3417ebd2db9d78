import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';

export interface StockHeaderProps {
  title?: string;
  onInward: () => void;
  onOutward: () => void;
  /** Shows Return, which calls this. */
  onReturn?: () => void;
  /** System config ONLY_INWARD is YES (`isFeatureOn` of @erp/domain): only Inward shows. */
  onlyInward?: boolean;
  disabled?: boolean;
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

/** The stock header (spec §2): Inward and Outward plus an optional Return; only Inward when only-inward is on. */
export function StockHeader({
  title,
  onInward,
  onOutward,
  onReturn,
  onlyInward = false,
  disabled = false,
}: StockHeaderProps) {
  return (
    <Header>
      {title ? <Title>{title}</Title> : null}
      <Actions>
        <Button variant="primary" icon="inward" disabled={disabled} onClick={onInward}>
          Inward
        </Button>
        {onlyInward ? null : (
          <Button icon="outward" disabled={disabled} onClick={onOutward}>
            Outward
          </Button>
        )}
        {onReturn && !onlyInward ? (
          <Button icon="return" disabled={disabled} onClick={onReturn}>
            Return
          </Button>
        ) : null}
      </Actions>
    </Header>
  );
}
