import { PHRASES, say } from '@erp/domain';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { CodeList } from '../CodeList/CodeList.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Form } from '../internal/formParts.ts';
import { LookupField } from '../LookupField/LookupField.tsx';
import type { FieldOption } from '../internal/options.ts';
import { NumberField } from '../NumberField/NumberField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { useUiMessage, useUiText } from '../text/UiText.tsx';

interface FieldOf<K extends string> {
  kind: K;
  /** The body's key the value is sent under. */
  name: string;
  /** Its name, in the reader's words. */
  label: string;
  required?: boolean;
  /** What the value does, in a line under it. */
  hint?: string;
}

/**
 * How a picker's list is searched on the server as the user types: the options are its matches, shown as
 * given, and "More" asks for the next page. A picker without it searches its options itself (the copy of the
 * last sync, offline).
 */
export interface FloorPickSearch {
  onQueryChange: (query: string) => void;
  /** A search is on its way. */
  loading?: boolean;
  hasMore?: boolean;
  onMore?: () => void;
}

/** One field of a floor action, as the action declares it. */
export type FloorFormField =
  | (FieldOf<'pick'> & { options: readonly FieldOption[]; search?: FloorPickSearch })
  | (FieldOf<'number'> & { decimals?: number })
  | FieldOf<'text'>
  | FieldOf<'codes'>;

/** A field's value: a picked option's value, a number, a text, or the codes scanned. */
export type FloorFormValue = string | number | null | readonly string[];
export type FloorFormValues = Readonly<Record<string, FloorFormValue>>;

export interface FloorActionFormProps {
  /** The action on what it acts ("Move lot L-104"). */
  title: string;
  /** What is acted on, in a line ("PP Granules, 1,200 kg in Godown 1"). */
  subject?: string;
  fields: readonly FloorFormField[];
  values: FloorFormValues;
  onChange: (values: FloorFormValues) => void;
  /** Called with the values only when every required field is given. */
  onSubmit: (values: FloorFormValues) => void;
  onCancel: () => void;
  /** Errors by field name besides the form's own (the body's schema, the server's), in words. */
  errors?: Readonly<Record<string, string>>;
  /** The user has tried to submit: errors show from then on. */
  submitted: boolean;
  onSubmitted: () => void;
  /** Why the server refused it, in words (an entry of Needs attention being corrected). */
  refusal?: string;
  /** The pickers' options come from the last sync, as the reader reads its time; null or absent: now. */
  listsAsOf?: string | null;
  /** Kept on the phone with no network: it goes when the network is back. */
  kept?: boolean;
  /** Another of the same action, after one was kept. */
  onAnother?: () => void;
}

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Note = styled.p<{ $tone: 'danger' | 'warning' | 'success' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme, $tone }) => theme.color.status[$tone].text};
  background: ${({ theme, $tone }) => theme.color.status[$tone].subtle};
  border: 1px solid ${({ theme, $tone }) => theme.color.status[$tone].border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  & > button {
    min-height: 44px;
  }
`;

const given = (value: FloorFormValue | undefined): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The form's own errors (a required field left empty), then those given, by field name. */
function errorsOf(props: FloorActionFormProps): Record<string, string> {
  const own = Object.fromEntries(
    props.fields
      .filter((field) => field.required && !given(props.values[field.name]))
      .map((field) => [field.name, say(PHRASES.required, { label: field.label })]),
  );
  return { ...own, ...props.errors };
}

function Field({
  field,
  props,
  error,
}: {
  field: FloorFormField;
  props: FloorActionFormProps;
  error: string | undefined;
}) {
  const value = props.values[field.name];
  const set = (next: FloorFormValue) => props.onChange({ ...props.values, [field.name]: next });
  const common = {
    label: field.label,
    name: field.name,
    required: field.required,
    hint: field.hint,
    error,
    submitted: props.submitted,
  };
  switch (field.kind) {
    case 'pick':
      return (
        <LookupField
          {...common}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(next) => set(next)}
          options={field.options}
          {...field.search}
        />
      );
    case 'number':
      return (
        <NumberField
          {...common}
          decimals={field.decimals}
          value={typeof value === 'number' ? value : null}
          onChange={(number) => set(number)}
        />
      );
    case 'text':
      return <TextField {...common} value={typeof value === 'string' ? value : ''} onChange={set} />;
    case 'codes': {
      const codes = Array.isArray(value) ? (value as readonly string[]) : [];
      return (
        <CodeList
          label={field.label}
          error={error}
          submitted={props.submitted}
          codes={codes.map((code) => ({ code }))}
          onAdd={(code) => set([...codes, code])}
          onRemove={(code) => set(codes.filter((kept) => kept !== code))}
        />
      );
    }
  }
}

/**
 * One floor action's form (issue 58), driven by its declaration: its fields in order (pickers given their
 * options, numbers, texts, codes scanned into a list), each error inline in words once a submit was tried,
 * Send and Cancel; once kept with no network, it says it will go when the network is back.
 */
export function FloorActionForm(props: FloorActionFormProps) {
  const t = useUiText();
  const message = useUiMessage();
  const errors = errorsOf(props);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmitted();
    if (Object.keys(errors).length === 0) props.onSubmit(props.values);
  };
  const head = (
    <Head>
      <h2>{props.title}</h2>
      {props.subject ? <p>{props.subject}</p> : null}
    </Head>
  );
  if (props.kept) {
    return (
      <Form as="section" aria-label={props.title}>
        {head}
        <Note $tone="success" role="status">
          <Icon name="success" size={20} />
          {t('Kept: will send when the network is back')}
        </Note>
        <Buttons>
          <Button onClick={props.onCancel}>{t('Done')}</Button>
          {props.onAnother ? (
            <Button variant="primary" onClick={props.onAnother}>
              {t('Another')}
            </Button>
          ) : null}
        </Buttons>
      </Form>
    );
  }
  return (
    <Form aria-label={props.title} onSubmit={submit} noValidate>
      {head}
      {props.refusal ? (
        <Note $tone="danger" role="alert">
          {message(props.refusal)}
        </Note>
      ) : null}
      {props.listsAsOf ? (
        <Note $tone="warning">{t('Choices as of {{when}}, the last sync', { when: props.listsAsOf })}</Note>
      ) : null}
      <Column>
        {props.fields.map((field) => (
          <Field key={field.name} field={field} props={props} error={errors[field.name]} />
        ))}
      </Column>
      <Buttons>
        <Button onClick={props.onCancel}>{t('Cancel')}</Button>
        <Button type="submit" variant="primary">
          {t('Send')}
        </Button>
      </Buttons>
    </Form>
  );
}
