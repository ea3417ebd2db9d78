import {
  decimalPlaces,
  formatAmount,
  formatQuantity,
  reorderQuantityProblem,
  type PaginationState,
} from '@erp/domain';
import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { LookupField, type LookupPaging } from '../LookupField/LookupField.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { PaginationBar } from '../PaginationBar/PaginationBar.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { VisuallyHidden } from '../internal/field.tsx';
import type { FieldOption } from '../internal/options.ts';
import { useUiText } from '../text/UiText.tsx';
import { Frame, Notice, Scroll, Table, Toolbar } from './styles.ts';

/** A supplier as a row names it. */
export interface ReorderListSupplier {
  id: number;
  name: string;
}

/** One item under its reorder level, with what the buyer will order of it. */
export interface ReorderListRow {
  itemId: number;
  itemCode: string | null;
  itemName: string | null;
  /** Its unit: quantities show and are entered with its decimals (none: up to 3). */
  uom: { name: string; decimals: number | null } | null;
  reorderLevel: number;
  available: number;
  onOrder: number;
  /** The quantity to order; null while the field is empty. */
  quantity: number | null;
  supplier: ReorderListSupplier | null;
  /** null: the draft takes the supplier's last rate, else the item's purchase price. */
  rate: number | null;
  selected: boolean;
}

/** The supplier picker's server search (the party lookup of suppliers), shared by the rows. */
export interface ReorderSupplierSearch {
  options: readonly FieldOption[];
  onSearch?: (query: string) => void;
  paging?: LookupPaging;
}

/** A draft purchase order just made, and where its form opens. */
export interface ReorderMadeDraft {
  id: number;
  supplierName: string;
  href: string;
}

export interface ReorderListProps {
  rows: readonly ReorderListRow[];
  pagination: PaginationState;
  onPageChange: (next: PaginationState) => void;
  /** The search text (item code or name). */
  query: string;
  onQueryChange: (query: string) => void;
  suppliers: ReorderSupplierSearch;
  onSelect: (itemId: number, selected: boolean) => void;
  onQuantityChange: (itemId: number, quantity: number | null) => void;
  onSupplierChange: (itemId: number, supplier: ReorderListSupplier | null) => void;
  /** How many items are chosen, on every page. */
  chosenCount: number;
  /** Every chosen item has a supplier and a quantity its unit allows. */
  chosenReady: boolean;
  onMake: () => void;
  /** The drafts are being made. */
  making?: boolean;
  loading?: boolean;
  /** The drafts the last step made, linked. */
  made?: readonly ReorderMadeDraft[];
}

/**
 * Issue 17's reorder list (decision 0970): the items under their reorder level with what is available and
 * on order, a quantity to order in the unit's decimals and a supplier per row; the chosen rows become one
 * draft purchase order per supplier. A row without a supplier cannot be chosen until one is picked.
 */
export function ReorderList(props: ReorderListProps) {
  const { rows, suppliers, made = [] } = props;
  const t = useUiText();
  const chosen = props.chosenCount;
  return (
    <Frame>
      <Toolbar>
        <TextField
          label={t('Search')}
          type="search"
          placeholder={t('Item code or name')}
          value={props.query}
          onChange={props.onQueryChange}
        />
        <p role="status">
          {chosen === 1 ? t('1 item chosen') : t('{{count}} items chosen', { count: chosen })}
        </p>
        <Button
          variant="primary"
          icon="plus"
          disabled={chosen === 0 || !props.chosenReady || props.making}
          onClick={props.onMake}
        >
          {t('Make draft purchase orders')}
        </Button>
      </Toolbar>
      {made.length > 0 ? (
        <Notice aria-label={t('Draft purchase orders made')}>
          {t('Draft purchase orders made:')}
          {made.map((draft) => (
            <a key={draft.id} href={draft.href}>
              {draft.supplierName}
            </a>
          ))}
        </Notice>
      ) : null}
      <Scroll>
        <Table aria-label={t('Reorder list')} aria-busy={props.loading || undefined}>
          <thead>
            <tr>
              <th>
                <VisuallyHidden>{t('Choose')}</VisuallyHidden>
              </th>
              <th>{t('Item')}</th>
              <th data-numeric="">{t('Available')}</th>
              <th data-numeric="">{t('On Order')}</th>
              <th data-numeric="">{t('Reorder Level')}</th>
              <th>{t('Quantity to order')}</th>
              <th>{t('Supplier')}</th>
              <th data-numeric="">{t('Rate')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={8} data-empty="">
                  {props.loading ? t('Loading…') : t('No item is under its reorder level')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <ReorderRowView
                  key={row.itemId}
                  row={row}
                  suppliers={suppliers}
                  onSelect={props.onSelect}
                  onQuantityChange={props.onQuantityChange}
                  onSupplierChange={props.onSupplierChange}
                />
              ))
            )}
          </tbody>
        </Table>
      </Scroll>
      <PaginationBar state={props.pagination} onChange={props.onPageChange} />
    </Frame>
  );
}

type RowViewProps = { row: ReorderListRow } & Pick<
  ReorderListProps,
  'suppliers' | 'onSelect' | 'onQuantityChange' | 'onSupplierChange'
>;

/** One item's row: its stock, and the quantity, supplier and choice the buyer sets. */
function ReorderRowView({ row, suppliers, onSelect, onQuantityChange, onSupplierChange }: RowViewProps) {
  const t = useUiText();
  const hintId = useId();
  const name = [row.itemCode, row.itemName].filter(Boolean).join(' · ');
  const decimals = row.uom?.decimals ?? undefined;
  const quantity = (value: number) => formatQuantity(value, decimals);
  const unit = row.uom ? ` ${row.uom.name}` : '';
  const problem =
    row.quantity === null ? t('Enter the quantity to order') : reorderQuantityProblem(row.quantity, row.uom);
  const picked = row.supplier ? String(row.supplier.id) : null;
  const options =
    row.supplier && !suppliers.options.some((option) => option.value === picked)
      ? [{ value: String(row.supplier.id), label: row.supplier.name }, ...suppliers.options]
      : suppliers.options;
  return (
    <tr data-selected={row.selected || undefined}>
      <td data-check="">
        <input
          type="checkbox"
          aria-label={t('Choose {{item}}', { item: name })}
          checked={row.selected}
          disabled={row.supplier === null}
          aria-describedby={row.supplier === null ? hintId : undefined}
          onChange={(event) => onSelect(row.itemId, event.target.checked)}
        />
      </td>
      <td data-text="">
        {name}
        {row.supplier === null ? <small id={hintId}>{t('Pick a supplier to choose this item')}</small> : null}
      </td>
      <td data-computed="">{quantity(row.available)}</td>
      <td data-computed="">{quantity(row.onOrder)}</td>
      <td data-computed="">{`${quantity(row.reorderLevel)}${unit}`}</td>
      <td data-field="">
        <NumberField
          label={t('Quantity to order of {{item}}', { item: name })}
          hideLabel
          value={row.quantity}
          decimals={decimals}
          // A quantity with more decimals than its unit shows as it is, beside the problem it has.
          format={(value) =>
            formatQuantity(value, decimalPlaces(value) > (decimals ?? 3) ? undefined : decimals)
          }
          error={problem ?? undefined}
          submitted={row.selected}
          onChange={(value) => onQuantityChange(row.itemId, value)}
        />
      </td>
      <td data-field="">
        <LookupField
          label={t('Supplier of {{item}}', { item: name })}
          hideLabel
          placeholder={t('Pick a supplier')}
          value={picked}
          valueLabel={row.supplier?.name}
          options={options}
          onChange={(value) => {
            const option = options.find((candidate) => candidate.value === value);
            onSupplierChange(row.itemId, option ? { id: Number(option.value), name: option.label } : null);
          }}
          onQueryChange={suppliers.onSearch}
          loading={suppliers.paging?.loading}
          hasMore={suppliers.paging?.hasMore}
          onMore={suppliers.paging?.onMore}
        />
      </td>
      <td data-computed="">{row.rate === null ? t("Supplier's last rate") : formatAmount(row.rate)}</td>
    </tr>
  );
}
