import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { HeaderBar } from '../internal/HeaderBar.tsx';
import { useUiText } from '../text/UiText.tsx';

/** One configurable button of the page header: where it goes, and whether it is disabled (hidden). */
export interface HeaderAction {
  url: string;
  disabled?: boolean;
}

export interface PageHeaderProps {
  title: string;
  /** Add New: the add/update screen's address. */
  addNew?: HeaderAction;
  /** Return: where to go back to; its label defaults to 'Return'. */
  returnTo?: HeaderAction & { label?: string };
  /** Allocation: may be disabled. */
  allocation?: HeaderAction;
  /** Shows Refresh, which calls this. */
  onRefresh?: () => void;
  /** Disables (and so hides) every button at once. */
  disabled?: boolean;
  /** Called with the button's address (the app routes there). */
  onNavigate?: (url: string) => void;
  level?: 1 | 2 | 3;
}

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The shared page header (spec §2): a title and the optional Add New, Return, Allocation and Refresh
 * buttons. A disabled button is hidden; `disabled` hides them all.
 */
export function PageHeader({
  title,
  addNew,
  returnTo,
  allocation,
  onRefresh,
  disabled = false,
  onNavigate,
  level = 2,
}: PageHeaderProps) {
  const t = useUiText();
  const shows = (action: HeaderAction | undefined): action is HeaderAction =>
    !disabled && !!action && !action.disabled;
  const go = (url: string) => () => onNavigate?.(url);
  return (
    <HeaderBar>
      <Title as={`h${level}`}>{title}</Title>
      <Actions>
        {shows(addNew) ? (
          <Button variant="primary" icon="plus" onClick={go(addNew.url)}>
            {t('Add New')}
          </Button>
        ) : null}
        {shows(returnTo) ? (
          <Button icon="return" onClick={go(returnTo.url)}>
            {returnTo.label ?? t('Return')}
          </Button>
        ) : null}
        {shows(allocation) ? (
          <Button icon="allocation" onClick={go(allocation.url)}>
            {t('Allocation')}
          </Button>
        ) : null}
        {onRefresh && !disabled ? (
          <Button icon="refresh" onClick={onRefresh}>
            {t('Refresh')}
          </Button>
        ) : null}
      </Actions>
    </HeaderBar>
  );
}
