/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { ButtonLoader } from '@qa/shared/ui/chakra/chakra-look/ButtonLoader';
import { stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { token } from '@qa/shared/ui/styles/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
import { FormField, RevealToggle } from '@qa/shared/ui/primitives/FormField';
import { input as inputLook } from '@qa/shared/ui/primitives/field-look';
import { apiClients } from '../../api/clients';
import { EMAIL_MAX, passwordRuleText } from './validation';

/** The longest password the forms take. */
const PASSWORD_MAX = 128;

interface FieldProps {
  name: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef: (element: HTMLInputElement | null) => void;
  autoComplete: string;
  helper?: ReactNode;
  /** What to do about the error, after its text (e.g. a link). */
  errorAction?: ReactNode;
  type?: 'text' | 'email' | 'password';
  inputMode?: 'email' | 'text';
  maxLength?: number;
  readOnly?: boolean;
  disabled?: boolean;
}

/** A new password (sign-up, reset): the rule shown as its helper, the browser may suggest one. */
export function NewPasswordField(
  props: Omit<FieldProps, 'type' | 'inputMode' | 'autoComplete' | 'helper' | 'maxLength'>,
) {
  return <PasswordField {...props} autoComplete="new-password" helper={passwordRuleText} maxLength={PASSWORD_MAX} />;
}

/** A labelled input whose helper and error are announced with it. */
export function TextField({ label, error, helper, errorAction, inputRef, type = 'text', ...input }: FieldProps) {
  const shownError =
    error === null ? null : (
      <>
        {error}
        {error && errorAction ? <> {errorAction}</> : null}
      </>
    );
  return (
    <FormField label={label} error={shownError} helper={helper} required={!input.readOnly}>
      {(control) => <input ref={inputRef} type={type} spellCheck={false} css={inputLook} {...control} {...input} />}
    </FormField>
  );
}

/** The e-mail input every auth form uses; the caller names its autofill role (username or email). */
export function EmailField(props: Omit<FieldProps, 'label' | 'type' | 'inputMode' | 'maxLength'>) {
  return <TextField {...props} label="E-mail" type="email" inputMode="email" maxLength={EMAIL_MAX} />;
}

const toggleHolder = { position: 'relative', width: '100%' } as const;

/** Room at the input's end for the toggle. */
const passwordInput = [inputLook, { paddingInlineEnd: token('spacing-20') }];

/** A password input with a show/hide toggle; the rule is visible before the first mistake. */
export function PasswordField({ label, error, helper, inputRef, ...input }: Omit<FieldProps, 'type' | 'inputMode'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} error={error} helper={helper}>
      {(control) => (
        <div css={toggleHolder}>
          <input
            ref={inputRef}
            type={visible ? 'text' : 'password'}
            spellCheck={false}
            css={passwordInput}
            {...control}
            {...input}
          />
          <RevealToggle label={label} visible={visible} onToggle={() => setVisible((v) => !v)} />
        </div>
      )}
    </FormField>
  );
}

/** The tinted box of a form's message: an alert in red, a notice in green. */
const messageBox = (palette: 'red' | 'green') =>
  ({
    background: token(`colors-${palette}-50`),
    border: `1px solid ${token(`colors-${palette}-200`)}`,
    borderRadius: token('radii-md'),
    paddingInline: token('spacing-4'),
    paddingBlock: token('spacing-3'),
  }) as const;

const alertLook = [messageBox('red'), { color: token('colors-red-800'), fontSize: token('font-sizes-sm') }];

/**
 * A problem with the whole form (a server message that belongs to no field). With `focusOnShow`
 * it takes the focus when it appears: after a mouse click on a button that was then disabled,
 * focus would otherwise fall back to the page's body.
 */
export function FormAlert({ children, focusOnShow = false }: { children: ReactNode; focusOnShow?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  return (
    <div ref={ref} tabIndex={focusOnShow ? -1 : undefined} role="alert" css={alertLook}>
      {children}
    </div>
  );
}

const noticeLook = [stack('spacing-2'), messageBox('green')];
const noticeTitle = {
  margin: 0,
  fontWeight: token('font-weights-semibold'),
  color: token('colors-green-900'),
} as const;
const noticeBody = { color: token('colors-green-900'), fontSize: token('font-sizes-sm') } as const;

/** A confirmation after a request that sends mail. */
export function FormNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" css={noticeLook}>
      <p css={noticeTitle}>{title}</p>
      <div css={noticeBody}>{children}</div>
    </div>
  );
}

/** The form's submit, full width: while pending, the spinner and the pending text. */
export function SubmitButton({
  pending,
  children,
  pendingText,
}: {
  pending: boolean;
  children: string;
  pendingText: string;
}) {
  return (
    <Button type="submit" size="lg" fullWidth disabled={pending} aria-busy={pending || undefined}>
      <ButtonLoader loading={pending} text={pendingText}>
        {children}
      </ButtonLoader>
    </Button>
  );
}

/**
 * Starts loading the API clients when the visitor starts on the form (`api/clients.ts`). A failure
 * stays silent here: the submit loads them again and says what went wrong.
 */
const warmApiClients = () => void apiClients().catch(() => {});

/** The form element: our own messages instead of the browser's, fields stacked. */
export function AuthForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit} onFocus={warmApiClients} css={stack('spacing-4')}>
      {children}
    </form>
  );
}
