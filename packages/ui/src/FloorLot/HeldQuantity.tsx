import { formatQuantity } from '@erp/domain';
import { StockFlag } from '../StockCard/StockFlag.tsx';
import { Quantity } from './floorParts.tsx';

/** A row's quantity in its unit, and Held where the lab holds it: the floor's lists of stock share it. */
export function HeldQuantity(props: {
  quantity: number;
  uom: { name: string; decimals?: number | null } | null | undefined;
  held: boolean | null;
}) {
  const { quantity, uom, held } = props;
  return (
    <span>
      <Quantity>
        {formatQuantity(quantity, uom?.decimals ?? undefined)}
        {uom ? ` ${uom.name}` : ''}
      </Quantity>
      {held && (
        <>
          {' '}
          <StockFlag kind="held" />
        </>
      )}
    </span>
  );
}
