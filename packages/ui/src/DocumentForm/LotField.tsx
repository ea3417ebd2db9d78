import { lotFilterOf, lotTyped, type FieldDef, type LotFilter } from '@erp/domain';
import { lookupLabelOf, type EntityValues } from '../EntityForm/values.ts';
import type { FieldOption } from '../internal/options.ts';
import { LookupField, type LookupFieldProps, type LookupPaging } from '../LookupField/LookupField.tsx';
import { useUiText } from '../text/UiText.tsx';

/** The lots in stock a lot field picks from (decision 2086), searched on the server. */
export interface LotChoices {
  /** The lots of the last search: value and label the lot number, description how much is in stock ("120.000 KG"). */
  options: readonly FieldOption[];
  /** Search the lots in stock of `filter` with the text typed ('' when the list opens). */
  search: (filter: LotFilter, query: string) => void;
  paging: LookupPaging;
}

type PickerProps = Omit<
  LookupFieldProps,
  'options' | 'onQueryChange' | 'hasMore' | 'loading' | 'onMore' | 'noMatchesText' | 'typedLabel'
>;

export interface LotFieldProps extends PickerProps {
  /** The field declaring `lotOf`. */
  field: FieldDef;
  /** The line it is on (the header's values for a header field) and the header's values. */
  line: EntityValues;
  values: EntityValues;
  /** The fields of the line and the header: the area's is found among them to name the area. */
  fields: readonly FieldDef[];
  lots?: LotChoices;
}

/**
 * A lot field (decision 2086): a picker of the lots in stock of the item the line (or header) names, in its
 * area once chosen, each with how much of it is there; where the line may make a new lot, the number typed.
 */
export function LotField({ field, line, values, fields, lots, ...props }: LotFieldProps) {
  const t = useUiText();
  const filter = lotFilterOf(field, line, values);
  const areaField = fields.find((candidate) => candidate.key === field.lotOf?.area);
  const area = areaField ? (lookupLabelOf(line, areaField) ?? lookupLabelOf(values, areaField)) : undefined;
  const asked = filter && lots ? lots : undefined;
  const options = (asked?.options ?? []).map((option) =>
    area && option.description
      ? { ...option, description: t('{{quantity}} in {{area}}', { quantity: option.description, area }) }
      : option,
  );
  return (
    <LookupField
      {...props}
      options={options}
      onQueryChange={filter && asked ? (query) => asked.search(filter, query) : undefined}
      hasMore={asked?.paging.hasMore}
      loading={asked?.paging.loading}
      onMore={asked?.paging.onMore}
      noMatchesText={() => (filter ? t('No lots of this item in stock') : t('Choose the item first'))}
      typedLabel={lotTyped(field, line) ? (typed) => t('Use ‘{{typed}}’ as a new lot', { typed }) : undefined}
    />
  );
}
