import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Field, Input, Stack, Text } from '@qa/shared/ui/kit';
import { EMAIL_MAX } from '../validation';

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

/** A labelled input whose helper and error are announced with it (Chakra's Field wires the ids). */
export function TextField({ label, error, helper, errorAction, inputRef, type = 'text', ...input }: FieldProps) {
  return (
    <Field.Root invalid={error !== null} required={!input.readOnly}>
      <Field.Label>{label}</Field.Label>
      <Input ref={inputRef} type={type} size="lg" spellCheck={false} {...input} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>
        {error}
        {error && errorAction ? <> {errorAction}</> : null}
      </Field.ErrorText>
    </Field.Root>
  );
}

/** The e-mail input every auth form uses; the caller names its autofill role (username or email). */
export function EmailField(props: Omit<FieldProps, 'label' | 'type' | 'inputMode' | 'maxLength'>) {
  return <TextField {...props} label="E-mail" type="email" inputMode="email" maxLength={EMAIL_MAX} />;
}

/** A password input with a show/hide toggle; the rule is visible before the first mistake. */
export function PasswordField({ label, error, helper, inputRef, ...input }: Omit<FieldProps, 'type' | 'inputMode'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root invalid={error !== null} required>
      <Field.Label>{label}</Field.Label>
      <Box position="relative" w="full">
        <Input ref={inputRef} type={visible ? 'text' : 'password'} size="lg" pe="20" spellCheck={false} {...input} />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          position="absolute"
          insetEnd="1.5"
          top="50%"
          transform="translateY(-50%)"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      </Box>
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

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
    <Box
      ref={ref}
      tabIndex={focusOnShow ? -1 : undefined}
      role="alert"
      bg="red.50"
      color="red.800"
      borderWidth="1px"
      borderColor="red.200"
      rounded="md"
      px="4"
      py="3"
      fontSize="sm"
    >
      {children}
    </Box>
  );
}

/** A confirmation after a request that sends mail. */
export function FormNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack role="status" gap="2" bg="green.50" borderWidth="1px" borderColor="green.200" rounded="md" px="4" py="3">
      <Text fontWeight="semibold" color="green.900">
        {title}
      </Text>
      <Box color="green.900" fontSize="sm">
        {children}
      </Box>
    </Stack>
  );
}

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
    <Button type="submit" colorPalette="brand" size="lg" w="full" loading={pending} loadingText={pendingText}>
      {children}
    </Button>
  );
}

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
    <Stack asChild gap="4">
      <form noValidate aria-label={label} onSubmit={onSubmit}>
        {children}
      </form>
    </Stack>
  );
}
