/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useState } from 'react';
import { href, routeById } from '@qa/shared/kernel/routing/route-table';
import { useSearchParams } from '@qa/shared/kernel/routing/router';
import { stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { Button } from '@qa/shared/ui/primitives/Button';
import { forgotPassword } from '../api/forgot-password';
import { resendPassword } from '../api/resend-password';
import { AuthForm, EmailField, FormAlert, FormNotice, SubmitButton } from '../../../components/forms/fields';
import { smallText, smallTextCentred } from '../../../components/forms/small-text';
import { TextLink } from '../../../components/forms/TextLink';
import { useForm } from '../../../components/forms/use-form';
import { rules } from '../../../components/forms/validation';
import { AuthLayout } from '../../../components/auth-layout/AuthLayout';

const copy = {
  forgot: {
    title: routeById('forgot-password').title,
    subtitle: "Enter the e-mail you signed up with and we'll send you a link to choose a new one.",
    button: 'Send reset link',
    pending: 'Sending…',
    send: forgotPassword,
  },
  resend: {
    title: routeById('resend-password').title,
    subtitle: 'Did not get the e-mail, or the link expired? We will send a new one; earlier links stop working.',
    button: 'Resend link',
    pending: 'Sending…',
    send: resendPassword,
  },
} as const;

/** /forgot-password, /resend-password and /registration/resend-password: one e-mail field, one mail. */
export function PasswordMailForm({
  kind,
  backTo = 'login',
}: {
  kind: 'forgot' | 'resend';
  /** The route the back link goes to. */
  backTo?: 'login' | 'registration';
}) {
  const text = copy[kind];
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initial: { email: params.get('email') ?? '' },
    rules: { email: rules.email },
    onSubmit: async ({ email }) => {
      await text.send({ email: email.trim() });
      setSentTo(email.trim());
    },
  });
  return (
    <AuthLayout title={text.title} subtitle={sentTo ? undefined : text.subtitle}>
      <div css={stack('spacing-5')}>
        {sentTo ? (
          <>
            <FormNotice title="Check your inbox">
              If an account exists for <strong>{sentTo}</strong>, a link to choose a new password is on its way. It
              works once and for one hour.
            </FormNotice>
            <p css={smallText}>
              Nothing after a few minutes? Check your spam folder, or{' '}
              <TextLink to={`${href('resend-password')}?email=${encodeURIComponent(sentTo)}`}>
                send the link again
              </TextLink>
              .
            </p>
            <Button variant="secondary" onClick={() => setSentTo(null)}>
              Use another e-mail
            </Button>
          </>
        ) : (
          <AuthForm label={text.title} onSubmit={(event) => void form.handleSubmit(event)}>
            <EmailField {...form.field('email')} autoComplete="email" />
            {form.formError && <FormAlert focusOnShow>{form.formError}</FormAlert>}
            <SubmitButton pending={form.pending} pendingText={text.pending}>
              {text.button}
            </SubmitButton>
          </AuthForm>
        )}
        <p css={smallTextCentred}>
          {backTo === 'registration' ? 'Changed your mind?' : 'Remembered it?'}{' '}
          <TextLink to={href(backTo)}>{backTo === 'registration' ? 'Back to sign up' : 'Back to login'}</TextLink>
        </p>
      </div>
    </AuthLayout>
  );
}
