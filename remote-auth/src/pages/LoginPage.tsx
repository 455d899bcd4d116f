/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useState } from 'react';
import { href, routeById } from '@qa/shared/kernel/routing/route-table';
import { useSearchParams } from '@qa/shared/kernel/routing/router';
import { login } from '../features/login/api/login';
import { AuthForm, EmailField, FormAlert, PasswordField, SubmitButton } from '../components/forms/fields';
import { stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { smallTextCentred, smallTextEnd } from '../components/forms/small-text';
import { TextLink } from '../components/forms/TextLink';
import { useForm } from '../components/forms/use-form';
import { rules } from '../components/forms/validation';
import { AuthLayout } from '../components/auth-layout/AuthLayout';
import { finishSignIn } from '../session/finish-sign-in';
import { SocialSignIn } from '../features/social/components/SocialSignIn';
import { useSocialCallback } from '../features/social/hooks/use-social-callback';

/** After this many wrong passwords in a row the page points at password recovery. */
const HINT_AFTER_FAILURES = 3;

export default function LoginPage() {
  const social = useSocialCallback();
  const [params] = useSearchParams();
  const [failures, setFailures] = useState(0);
  const form = useForm({
    // ?email= from "Try logging in instead." on the sign-up form
    initial: { email: params.get('email') ?? '', password: '' },
    rules: { email: rules.email, password: rules.currentPassword },
    onSubmit: async ({ email, password }) => {
      try {
        const tokens = await login({ email: email.trim(), password });
        finishSignIn(tokens, 'login');
      } catch (error) {
        setFailures((n) => n + 1);
        throw error;
      }
    },
  });
  return (
    <AuthLayout mode="login" title={routeById('login').title} subtitle="Welcome back! Continue where you left off.">
      <div css={stack('spacing-5')}>
        <SocialSignIn phase={social} returnPath={href('login')} disabled={form.pending} />
        {social.kind !== 'working' && (
          <AuthForm label="Log in with e-mail" onSubmit={(event) => void form.handleSubmit(event)}>
            <EmailField {...form.field('email')} autoComplete="username" />
            <PasswordField
              {...form.field('password')}
              label="Password"
              autoComplete="current-password"
              maxLength={128}
            />
            <p css={smallTextEnd}>
              <TextLink to={href('forgot-password')}>Forgot password?</TextLink>
            </p>
            {form.formError && (
              <FormAlert focusOnShow>
                {form.formError}
                {failures >= HINT_AFTER_FAILURES && (
                  <>
                    {' '}
                    Trouble logging in? <TextLink to={href('forgot-password')}>Reset your password</TextLink>.
                  </>
                )}
              </FormAlert>
            )}
            <SubmitButton pending={form.pending} pendingText="Logging in…">
              Login
            </SubmitButton>
          </AuthForm>
        )}
        <p css={smallTextCentred}>
          Don&apos;t have an account? <TextLink to={href('registration')}>Sign up</TextLink>
        </p>
      </div>
    </AuthLayout>
  );
}
