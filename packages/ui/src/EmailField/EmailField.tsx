import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** An e-mail address field: the e-mail keyboard on phones and the browser's address autofill. */
export function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  return <TextField {...props} type="email" inputMode="email" autoComplete={autoComplete} />;
}
