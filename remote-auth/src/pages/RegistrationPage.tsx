import { href, routeById } from '@qa/shared/kernel/routing/route-table';
import { Stack, Text } from '@qa/shared/ui/kit';
import { register } from '../api/auth-api';
import { AuthForm, EmailField, FormAlert, PasswordField, SubmitButton, TextField } from '../forms/fields';
import { TextLink } from '../forms/TextLink';
import { useForm } from '../forms/use-form';
import { NAME_MAX, passwordRuleText, rules } from '../forms/validation';
import { AuthLayout } from '../layout/AuthLayout';
import { finishSignIn } from '../session/finish-sign-in';
import { SocialSignIn, useSocialCallback } from '../social/SocialSignIn';

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
  return (
    <AuthLayout title={routeById('registration').title} subtitle="It takes less than 60 seconds.">
      <Stack gap="5">
        <SocialSignIn phase={social} returnPath={href('registration')} />
        {social.kind !== 'working' && (
          <AuthForm label="Sign up with e-mail" onSubmit={(event) => void form.handleSubmit(event)}>
            <TextField {...form.field('fullName')} label="Full name" autoComplete="name" maxLength={NAME_MAX} />
            <EmailField {...form.field('email')} autoComplete="email" />
            <PasswordField
              {...form.field('password')}
              label="Password"
              autoComplete="new-password"
              helper={passwordRuleText}
              maxLength={128}
            />
            {form.formError && <FormAlert>{form.formError}</FormAlert>}
            <SubmitButton pending={form.pending} pendingText="Creating your account…">
              Create account
            </SubmitButton>
          </AuthForm>
        )}
        <Text fontSize="sm" textAlign="center">
          Already have an account? <TextLink to={href('login')}>Log in</TextLink>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
