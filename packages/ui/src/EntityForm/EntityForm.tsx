import {
  isEntered,
  isRequiredNow,
  recordName,
  type FieldDef,
  type ModuleDef,
  type ModuleFieldConfig,
} from '@erp/domain';
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ErrorSummary } from '../internal/ErrorSummary.tsx';
import { Fields, Form } from '../internal/formParts.ts';
import type { FieldOption } from '../internal/options.ts';
import type { LookupPaging } from '../LookupField/LookupField.tsx';
import { ChildTable } from './ChildTable.tsx';
import { FieldControl } from './FieldControl.tsx';
import {
  customFieldErrors,
  customValuesOf,
  entityErrors,
  lookupLabelOf,
  lookupSearchOf,
  rulesOf,
  unitDecimalsOf,
  type EntityErrors,
  type EntityValues,
  type LookupSearch,
} from './values.ts';
import { useUiText } from '../text/UiText.tsx';

export interface EntityFormProps {
  /** The catalogue module (`MODULES` / `moduleByKey` of @erp/domain). */
  module: ModuleDef;
  /** The module field config served for it: labels, required and visible flags (spec §3, §5). */
  moduleConfig?: ModuleFieldConfig | null;
  values: EntityValues;
  onChange: (values: EntityValues) => void;
  /** Called with the values only when the form is valid (nothing is sent otherwise). */
  onSubmit: (values: EntityValues) => void;
  /** Errors to show besides the form's own checks, e.g. the server's (by field key). */
  errors?: EntityErrors;
  /** Whether the user has tried to submit: errors show only then. Leave it out to let the form keep it. */
  submitted?: boolean;
  /** Called on every submit attempt, valid or not (so the app can set `submitted`). */
  onSubmitAttempt?: () => void;
  /** The choices of lookup fields, by the looked-up module's key (`item`, `uom`, `categoryType` …). */
  lookups?: Readonly<Record<string, readonly FieldOption[]>>;
  /**
   * Lookups searched on the server (large lists), by the looked-up module's key: called with the text
   * typed; their `lookups` choices are then the server's matches.
   */
  lookupSearch?: Readonly<Record<string, LookupSearch>>;
  /** The server searches' paging ("More"), by the looked-up module's key (decision 0612). */
  lookupPaging?: Readonly<Record<string, LookupPaging>>;
  /** Pictures stored already, by file field key (an image's address). */
  previews?: Readonly<Record<string, string>>;
  /** The custom fields assigned to the module (`customFieldToFieldDef`): shown after its own, kept in `customFields`. */
  customFields?: readonly FieldDef[];
  /** Create shows Save, edit shows Update. */
  mode?: 'create' | 'edit';
  busy?: boolean;
  onCancel?: () => void;
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * A catalogue module's form: each visible field by its type, labelled and required by the module
 * field config (spec §5), child tables as editable grids, errors only after a submit attempt, and
 * `onSubmit` only for a valid record. Controlled: the app holds the values.
 */
export function EntityForm({
  module,
  moduleConfig,
  values,
  onChange,
  onSubmit,
  errors: extraErrors,
  submitted: controlledSubmitted,
  onSubmitAttempt,
  lookups,
  lookupSearch,
  lookupPaging,
  previews,
  customFields = [],
  mode = 'create',
  busy = false,
  onCancel,
}: EntityFormProps) {
  const [ownSubmitted, setOwnSubmitted] = useState(false);
  const t = useUiText();
  const submitted = controlledSubmitted ?? ownSubmitted;
  const ownErrors = useMemo(
    () => ({ ...entityErrors(module, values, moduleConfig), ...customFieldErrors(customFields, values) }),
    [module, values, moduleConfig, customFields],
  );
  const errors: EntityErrors = { ...ownErrors, ...extraErrors };
  const invalid = Object.keys(ownErrors).length > 0;
  const set = (key: string, value: unknown) => onChange({ ...values, [key]: value });
  const custom = customValuesOf(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOwnSubmitted(true);
    onSubmitAttempt?.();
    if (!invalid && !busy) onSubmit(values);
  };

  return (
    <Form noValidate aria-label={t(recordName(module))} aria-busy={busy || undefined} onSubmit={submit}>
      {submitted ? <ErrorSummary errors={errors} /> : null}
      <Fields>
        {module.fields.map((field) => {
          const rules = rulesOf(field, moduleConfig);
          if (!rules.visible) return null;
          return (
            <div key={field.key} data-wide={field.type === 'textarea' ? '' : undefined}>
              <FieldControl
                field={field}
                label={t(rules.label)}
                required={rules.required || isRequiredNow(field, values)}
                value={values[field.key]}
                onChange={(value) => set(field.key, value)}
                error={errors[field.key]}
                submitted={submitted}
                lookupOptions={field.lookup ? lookups?.[field.lookup.module] : undefined}
                onLookupQuery={lookupSearchOf(lookupSearch, field)}
                lookupValueLabel={lookupLabelOf(values, field)}
                unitDecimals={unitDecimalsOf(values, field)}
                lookupPaging={field.lookup ? lookupPaging?.[field.lookup.module] : undefined}
                preview={previews?.[field.key]}
                disabled={busy || !isEntered(field, values)}
              />
            </div>
          );
        })}
        {customFields.map((field) => (
          <div key={`customFields.${field.key}`} data-wide={field.type === 'textarea' ? '' : undefined}>
            <FieldControl
              field={field}
              label={field.label}
              required={field.required === true}
              value={custom[field.key]}
              onChange={(value) => set('customFields', { ...custom, [field.key]: value })}
              error={errors[`customFields.${field.key}`]}
              submitted={submitted}
              disabled={busy}
            />
          </div>
        ))}
      </Fields>
      {(module.children ?? []).map((child) => (
        <ChildTable
          key={child.key}
          child={child}
          moduleConfig={moduleConfig}
          rows={Array.isArray(values[child.key]) ? (values[child.key] as EntityValues[]) : []}
          onChange={(rows) => set(child.key, rows)}
          errors={errors}
          submitted={submitted}
          lookups={lookups}
          lookupSearch={lookupSearch}
          lookupPaging={lookupPaging}
          disabled={busy}
        />
      ))}
      <Actions>
        {onCancel ? (
          <Button onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={busy}>
          {mode === 'edit' ? t('Update') : t('Save')}
        </Button>
      </Actions>
    </Form>
  );
}
