import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useUiMessage, useUiText } from '../text/UiText.tsx';

export interface LoginFormProps {
  title: string;
  /** A message from the server, e.g. wrong credentials; never says which field was wrong. */
  error?: string;
  busy?: boolean;
  /** The browser has no network: logging in cannot reach the server until it is back. */
  offline?: boolean;
  onSubmit: (credentials: { username: string; password: string }) => void;
}

const Card = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  width: min(360px, 100%);
  padding: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: ${({ theme }) => theme.font.family};
`;

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Input = styled.input`
  padding: ${({ theme }) => theme.space(2)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Submit = styled.button`
  padding: ${({ theme }) => theme.space(2)};
  font: inherit;
  color: ${({ theme }) => theme.color.onAccent};
  background: ${({ theme }) => theme.color.accent};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

export function LoginForm({ title, error, busy = false, offline = false, onSubmit }: LoginFormProps) {
  const t = useUiText();
  const message = useUiMessage();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ username: username.trim(), password });
  };
  return (
    <Card aria-label={t('Log in')} onSubmit={submit}>
      <h1>{title}</h1>
      <Field>
        {t('Username')}
        <Input
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </Field>
      <Field>
        {t('Password')}
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      {offline ? <Note role="status">{t('Offline: logging in needs the network')}</Note> : null}
      {error ? <Alert role="alert">{message(error)}</Alert> : null}
      <Submit type="submit" disabled={busy}>
        {t('Log in')}
      </Submit>
    </Card>
  );
}
