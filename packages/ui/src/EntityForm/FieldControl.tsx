import { fieldDecimals, numberRefusal, type FieldDef } from '@erp/domain';
import { AmountField } from '../AmountField/AmountField.tsx';
import { CheckboxField } from '../CheckboxField/CheckboxField.tsx';
import { DateField } from '../DateField/DateField.tsx';
import { EmailField } from '../EmailField/EmailField.tsx';
import { FileField } from '../FileField/FileField.tsx';
import type { FieldOption } from '../internal/options.ts';
import { LookupField, noneFoundText, type LookupPaging } from '../LookupField/LookupField.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { SelectField } from '../SelectField/SelectField.tsx';
import { TextareaField } from '../TextareaField/TextareaField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { useUiText } from '../text/UiText.tsx';

export interface FieldControlProps {
  field: FieldDef;
  label: string;
  required: boolean;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  submitted: boolean;
  /** The choices of a lookup field. */
  lookupOptions?: readonly FieldOption[];
  /** A lookup into a large list searches the server: called with the text typed. */
  onLookupQuery?: (query: string) => void;
  /** A lookup's chosen value's label, for when the choices (a search's matches) lack it. */
  lookupValueLabel?: string;
  /** A lookup's server search: whether more matches wait, and "More" (decision 0612). */
  lookupPaging?: LookupPaging;
  /** A quantity (a field with `uomField`): the decimals of its unit of measure, when known. */
  unitDecimals?: number;
  /** A file field: the stored picture's address. */
  preview?: string;
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const asNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * A number field's change: text that is no number ("abc") is kept as typed, so that the form's check (and
 * the totals, issue 42) see a figure refused, never an empty field.
 */
const numberChange =
  (onChange: (value: unknown) => void) =>
  (value: number | null, text: string): void =>
    onChange(value === null && text.trim() !== '' ? text : value);

/** The form part for one catalogue field, by its type. */
export function FieldControl({
  field,
  label,
  required,
  value,
  onChange,
  error,
  submitted,
  lookupOptions,
  onLookupQuery,
  lookupValueLabel,
  lookupPaging,
  unitDecimals,
  preview,
  hideLabel,
  disabled,
  id,
}: FieldControlProps) {
  const t = useUiText();
  const common = {
    id,
    name: field.key,
    label,
    required,
    error,
    submitted,
    hideLabel,
    disabled: disabled || field.readOnly,
    placeholder: field.placeholder === undefined ? undefined : t(field.placeholder),
    hint: field.hint === undefined ? undefined : t(field.hint),
  };
  const number = field.type === 'number' || field.type === 'amount' ? asNumber(value) : null;
  // A number's own rules (at least, at most, decimals) refuse as it is typed, before Save (issue 42); an
  // error already shown (Save's, the server's) says it in full.
  const refusal = number === null ? null : numberRefusal(field, number, unitDecimals);
  const checked =
    refusal === null || (submitted && error) ? common : { ...common, error: refusal, submitted: true };
  switch (field.type) {
    case 'email':
      return <EmailField {...common} value={asText(value)} onChange={onChange} maxLength={field.maxLength} />;
    case 'password':
      return (
        <PasswordField
          {...common}
          placeholder={
            field.placeholder === undefined ? t('Enter {{label}}', { label }) : t(field.placeholder)
          }
          autoComplete="new-password"
          value={asText(value)}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <NumberField
          {...checked}
          decimals={unitDecimals ?? fieldDecimals(field)}
          value={number}
          onChange={numberChange(onChange)}
        />
      );
    case 'amount':
      return <AmountField {...checked} value={number} onChange={numberChange(onChange)} />;
    case 'date':
      return <DateField {...common} value={asText(value)} onChange={onChange} />;
    case 'select': {
      const options = field.options ?? [];
      return (
        <SelectField
          {...common}
          value={asText(value)}
          options={options.map((option) => ({ value: String(option.value), label: t(option.label) }))}
          onChange={(chosen) =>
            onChange(
              chosen === '' ? null : (options.find((o) => String(o.value) === chosen)?.value ?? chosen),
            )
          }
        />
      );
    }
    case 'lookup':
      return (
        <LookupField
          {...common}
          noMatchesText={noneFoundText(field.lookup?.noneFound && t(field.lookup.noneFound), t('No matches'))}
          value={value === null || value === undefined || value === '' ? null : String(value)}
          options={lookupOptions ?? []}
          onQueryChange={onLookupQuery}
          valueLabel={lookupValueLabel}
          hasMore={lookupPaging?.hasMore}
          loading={lookupPaging?.loading}
          onMore={lookupPaging?.onMore}
          onChange={(chosen) =>
            onChange(chosen === null ? null : Number.isFinite(Number(chosen)) ? Number(chosen) : chosen)
          }
        />
      );
    case 'checkbox': {
      const { placeholder: _placeholder, ...rest } = common;
      return (
        <CheckboxField
          {...rest}
          value={Boolean(value)}
          onChange={onChange}
          {...(field.appearance ? { appearance: field.appearance } : {})}
        />
      );
    }
    case 'textarea':
      return (
        <TextareaField {...common} value={asText(value)} onChange={onChange} maxLength={field.maxLength} />
      );
    case 'file': {
      const { placeholder: _placeholder, ...rest } = common;
      return (
        <FileField
          {...rest}
          accept={field.accept}
          preview={preview}
          value={Array.isArray(value) ? (value as File[]) : []}
          hint={
            typeof value === 'string' && value !== ''
              ? t('Current file: {{name}}', { name: value })
              : undefined
          }
          onChange={onChange}
        />
      );
    }
    default:
      return (
        <TextField
          {...common}
          value={asText(value)}
          maxLength={field.maxLength}
          onChange={(text) => onChange(field.uppercase ? text.toUpperCase() : text)}
        />
      );
  }
}
