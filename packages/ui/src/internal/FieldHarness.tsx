import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';

/** Story helper: holds a field's value and plays a form around it, so stories show errors only after Submit. */
export interface HarnessState<V> {
  value: V;
  onChange: (value: V) => void;
  submitted: boolean;
  error: string | undefined;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  width: 320px;
  justify-items: start;
  & > :first-child {
    justify-self: stretch;
  }
`;

const Output = styled.output`
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export function FieldHarness<V>({
  initial,
  validate = () => undefined,
  submitted: initiallySubmitted = false,
  onSubmit,
  show = (v) => JSON.stringify(v),
  children,
}: {
  initial: V;
  validate?: (value: V) => string | undefined;
  submitted?: boolean;
  onSubmit?: (value: V) => void;
  show?: (value: V) => string;
  children: (state: HarnessState<V>) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  const [submitted, setSubmitted] = useState(initiallySubmitted);
  const error = validate(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!error) onSubmit?.(value);
  };
  return (
    <Form noValidate aria-label="Example form" onSubmit={submit}>
      {children({ value, onChange: setValue, submitted, error })}
      <Button type="submit" variant="primary">
        Submit
      </Button>
      <Output aria-label="Value">{show(value)}</Output>
    </Form>
  );
}

export const required =
  (message = 'This field is required') =>
  (value: unknown) =>
    value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0)
      ? message
      : undefined;
