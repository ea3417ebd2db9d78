import * as Menu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../text/UiText.tsx';
import { MenuContent, MenuItem } from '../TopBar/styles.ts';

export interface ColumnChooserProps {
  columns: readonly { key: string; header: string }[];
  /** The keys of the columns left out. */
  hidden: readonly string[];
  onHiddenChange: (hidden: string[]) => void;
  /** The column that names a row: always shown, so its box is ticked and cannot be cleared. */
  titleKey: string;
}

/** A column's box: the title's, which cannot be cleared, shows as such. */
const Choice = styled(MenuItem)`
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: default;
  }
`;

/**
 * "Columns" (decision 2082): a menu of the table's columns, each a box ticked while it shows; a click
 * shows or hides it and the menu stays open for the next. The caller keeps the choice.
 */
export function ColumnChooser({ columns, hidden, onHiddenChange, titleKey }: ColumnChooserProps) {
  const t = useUiText();
  const shownCount = columns.filter((column) => !hidden.includes(column.key)).length;
  return (
    // Not modal: the table stays in view and in reach while columns are shown and hidden.
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button size="sm" icon="eye">
          {shownCount < columns.length
            ? t('Columns ({{shown}} of {{all}})', { shown: shownCount, all: columns.length })
            : t('Columns')}
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <MenuContent align="end" sideOffset={4}>
          {columns.map((column) => {
            const shown = !hidden.includes(column.key);
            return (
              <Choice
                as={Menu.CheckboxItem}
                key={column.key}
                checked={shown}
                disabled={column.key === titleKey}
                onSelect={(event: Event) => event.preventDefault()}
                onCheckedChange={(checked: boolean) =>
                  onHiddenChange(
                    checked ? hidden.filter((key) => key !== column.key) : [...hidden, column.key],
                  )
                }
              >
                <Icon name={shown ? 'success' : 'dot'} size={16} />
                {column.header}
              </Choice>
            );
          })}
        </MenuContent>
      </Menu.Portal>
    </Menu.Root>
  );
}
