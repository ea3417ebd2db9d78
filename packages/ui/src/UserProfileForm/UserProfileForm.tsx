import {
  displayFieldRules,
  fieldRules,
  isProfileUpdate,
  validateEntity,
  type ModuleFieldConfig,
} from '@erp/domain';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { EmailField } from '../EmailField/EmailField.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { useUiText } from '../text/UiText.tsx';

/** The mail account of the logged-in user (spec §3 UserProfileModel). */
export interface UserProfile {
  id?: number | null;
  email: string;
  password: string;
}

export interface UserProfileFormProps {
  /** The loaded profile; none (or no id) is a new profile. */
  profile?: UserProfile | null;
  /**
   * The user profile field config (spec §3: user, email, password, partner): labels and visibility.
   * `user` and `partner` are read-only lines, shown only where the config makes them visible.
   */
  fieldConfig?: ModuleFieldConfig | null;
  /** The logged-in user's name, for the `user` line. */
  user?: string;
  /** The partner's name, for the `partner` line. */
  partner?: string;
  /** Called only with a valid profile (spec §5: an invalid form blocks submit with no call). */
  onSubmit: (profile: UserProfile) => void;
  busy?: boolean;
  /** Told whether the form holds changes not saved (the app asks before the page is left). */
  onDirtyChange?: (dirty: boolean) => void;
}

const Card = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  width: min(440px, 100%);
  padding: ${({ theme }) => theme.space(6)};
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const blank = (profile: UserProfile | null | undefined): UserProfile => ({
  id: profile?.id ?? null,
  email: profile?.email ?? '',
  password: profile?.password ?? '',
});

/**
 * The User Profile screen's form (spec §2, §5): e-mail ('Enter E-Mail Address') and password
 * ('Enter {password label}', with the eye); Save for a new profile, Update for an existing one;
 * 'This field is required' and the e-mail format check, shown only after a submit attempt.
 */
export function UserProfileForm({
  profile,
  fieldConfig,
  user = '',
  partner = '',
  onSubmit,
  busy = false,
  onDirtyChange,
}: UserProfileFormProps) {
  const [values, setValues] = useState<UserProfile>(() => blank(profile));
  const [loaded, setLoaded] = useState(profile);
  const [submitted, setSubmitted] = useState(false);
  const t = useUiText();
  // A profile that arrives later (spec §4: "becomes an update profile once loaded") replaces the draft.
  if (profile !== loaded) {
    setLoaded(profile);
    setValues(blank(profile));
  }
  const start = blank(loaded);
  const dirty = values.email !== start.email || values.password !== start.password;
  useEffect(() => onDirtyChange?.(dirty), [onDirtyChange, dirty]);
  const email = fieldRules(fieldConfig, 'email', 'E-Mail');
  const password = fieldRules(fieldConfig, 'password', 'Password');
  const userLine = displayFieldRules(fieldConfig, 'user', 'User');
  const partnerLine = displayFieldRules(fieldConfig, 'partner', 'Partner');
  const readOnlyLine = (name: string, label: string, value: string) => (
    <TextField label={t(label)} name={name} value={value} readOnly onChange={() => undefined} />
  );
  const errors: Record<string, string> = {};
  for (const issue of validateEntity('emailUserConfig', { email: values.email, password: values.password })) {
    errors[issue.field] ??= issue.message;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length === 0 && !busy) {
      onSubmit(
        values.id === null || values.id === undefined
          ? { email: values.email, password: values.password }
          : values,
      );
    }
  };
  return (
    <Card noValidate aria-label={t('User Profile')} onSubmit={submit}>
      <Title>{t('User Profile')}</Title>
      {userLine.visible ? readOnlyLine('user', userLine.label, user) : null}
      {email.visible ? (
        <EmailField
          label={t(email.label)}
          name="email"
          required
          placeholder={t('Enter E-Mail Address')}
          value={values.email}
          onChange={(text) => setValues((v) => ({ ...v, email: text }))}
          error={errors['email']}
          submitted={submitted}
          disabled={busy}
        />
      ) : null}
      {password.visible ? (
        <PasswordField
          label={t(password.label)}
          name="password"
          required
          autoComplete="new-password"
          placeholder={t('Enter {{label}}', { label: t(password.label) })}
          value={values.password}
          onChange={(text) => setValues((v) => ({ ...v, password: text }))}
          error={errors['password']}
          submitted={submitted}
          disabled={busy}
        />
      ) : null}
      {partnerLine.visible ? readOnlyLine('partner', partnerLine.label, partner) : null}
      <Actions>
        <Button type="submit" variant="primary" disabled={busy}>
          {isProfileUpdate(values) ? t('Update') : t('Save')}
        </Button>
      </Actions>
    </Card>
  );
}
