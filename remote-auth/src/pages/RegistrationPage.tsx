/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href, routeById } from '@qa/shared/kernel/routing/route-table';
import { register } from '../features/registration/api/register';
import { AuthForm, EmailField, FormAlert, NewPasswordField, SubmitButton, TextField } from '../components/forms/fields';
import { stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { smallTextCentred } from '../components/forms/small-text';
import { TextLink } from '../components/forms/TextLink';
import { useForm } from '../components/forms/use-form';
import { NAME_MAX, rules } from '../components/forms/validation';
import { AuthLayout } from '../components/auth-layout/AuthLayout';
import { finishSignIn } from '../session/finish-sign-in';
import { SocialSignIn } from '../features/social/components/SocialSignIn';
import { useSocialCallback } from '../features/social/hooks/use-social-callback';

const TRY_LOGIN = 'Try logging in instead.';

/** Sign-up by e-mail in one short form (docs/behaviour.md: under 60 seconds), or with Google or Facebook. */
export default function RegistrationPage() {
  const social = useSocialCallback();
  const form = useForm({
    initial: { fullName: '', email: '', password: '' },
    rules: { fullName: rules.fullName, email: rules.email, password: rules.newPassword },
    onSubmit: async ({ fullName, email, password }) => {
      const tokens = await register({ fullName: fullName.trim(), email: email.trim(), password });
      finishSignIn(tokens, 'sign-up');
    },
    fieldOfError: (error) => (error.status === 409 ? 'email' : null),
  });
  // The API's 409 ends with "Try logging in instead.": made a link to the login form, e-mail filled in.
  const emailField = form.field('email');
  const taken = emailField.error?.endsWith(TRY_LOGIN) ?? false;
  const emailTaken = taken ? (
    <TextLink to={`${href('login')}?email=${encodeURIComponent(form.values.email.trim())}`}>{TRY_LOGIN}</TextLink>
  ) : undefined;
  if (taken) emailField.error = (emailField.error ?? '').slice(0, -TRY_LOGIN.length).trim();
  return (
    <AuthLayout mode="registration" title={routeById('registration').title} subtitle="It takes less than 60 seconds.">
      <div css={stack('spacing-5')}>
        <SocialSignIn phase={social} returnPath={href('registration')} disabled={form.pending} />
        {social.kind !== 'working' && (
          <AuthForm label="Sign up with e-mail" onSubmit={(event) => void form.handleSubmit(event)}>
            <TextField {...form.field('fullName')} label="Full name" autoComplete="name" maxLength={NAME_MAX} />
            <EmailField {...emailField} autoComplete="email" errorAction={emailTaken} />
            <NewPasswordField {...form.field('password')} label="Password" />
            {form.formError && <FormAlert focusOnShow>{form.formError}</FormAlert>}
            <SubmitButton pending={form.pending} pendingText="Creating your account…">
              Create account
            </SubmitButton>
          </AuthForm>
        )}
        <p css={smallTextCentred}>
          Already have an account? <TextLink to={href('login')}>Login</TextLink>
        </p>
      </div>
    </AuthLayout>
  );
}
