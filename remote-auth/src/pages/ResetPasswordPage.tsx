import { useSearchParams } from '@qa/shared/kernel/routing/router';
import { href, routeById } from '@qa/shared/kernel/routing/route-table';
import { Stack, Text } from '@qa/shared/ui/kit';
import { resetPassword } from '../api/auth-api';
import { AuthForm, FormAlert, PasswordField, SubmitButton } from '../forms/fields';
import { TextLink } from '../forms/TextLink';
import { useForm } from '../forms/use-form';
import { matches, passwordRuleText, rules } from '../forms/validation';
import { AuthLayout } from '../layout/AuthLayout';
import { finishSignIn } from '../session/finish-sign-in';

const title = routeById('reset-password').title;

/** /reset-password?token=… from the mailed link: a new password signs the user in. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const form = useForm({
    initial: { password: '', confirmation: '' },
    rules: {
      password: rules.newPassword,
      confirmation: (value, values) => matches(() => values.password)(value),
    },
    onSubmit: async ({ password }) => {
      const tokens = await resetPassword({ token, password });
      finishSignIn(tokens, 'login');
    },
  });

  if (!token) {
    return (
      <AuthLayout title={title}>
        <Stack gap="4">
          <FormAlert>This link is incomplete: it has no reset code. Open the link from the e-mail again.</FormAlert>
          <Text fontSize="sm">
            Need a new link? <TextLink to={href('forgot-password')}>Request a password reset</TextLink>.
          </Text>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title} subtitle="You will be signed in right after.">
      <AuthForm label="Choose a new password" onSubmit={(event) => void form.handleSubmit(event)}>
        <PasswordField
          {...form.field('password')}
          label="New password"
          autoComplete="new-password"
          helper={passwordRuleText}
          maxLength={128}
        />
        <PasswordField
          {...form.field('confirmation')}
          label="Repeat new password"
          autoComplete="new-password"
          maxLength={128}
        />
        {form.formError && (
          <FormAlert>
            {form.formError} <TextLink to={href('forgot-password')}>Request a new link</TextLink>.
          </FormAlert>
        )}
        <SubmitButton pending={form.pending} pendingText="Saving…">
          Save and log in
        </SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
