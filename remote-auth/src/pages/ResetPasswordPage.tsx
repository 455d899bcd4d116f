/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useSearchParams } from '@qa/shared/kernel/routing/router';
import { href, routeById } from '@qa/shared/kernel/routing/route-table';
import { ApiError } from '@qa/shared/kernel/errors/api-error';
import { LoadingSpinner } from '@qa/shared/ui/widgets/LoadingSpinner';
import { useResetTokenCheck } from '../features/password/api/check-reset-token';
import { resetPassword } from '../features/password/api/reset-password';
import { AuthForm, FormAlert, NewPasswordField, PasswordField, SubmitButton } from '../components/forms/fields';
import { stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { smallText } from '../components/forms/small-text';
import { TextLink } from '../components/forms/TextLink';
import { useForm } from '../components/forms/use-form';
import { matches, rules } from '../components/forms/validation';
import { AuthLayout } from '../components/auth-layout/AuthLayout';
import { finishSignIn } from '../session/finish-sign-in';

const title = routeById('reset-password').title;
const MISSING_CODE = 'This link is incomplete: it has no reset code. Open the link from the e-mail again.';
const INVALID_LINK = 'This link has expired or was already used. Links work once, for one hour.';

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

  // Checked on arrival, so a spent or expired link says so before two passwords are typed. Only the
  // server's "invalid" (400) stops here; if the check itself fails, the form lets the submit decide.
  const check = useResetTokenCheck(token);
  const invalid = check.error instanceof ApiError && check.error.status === 400;

  if (token && check.isPending) {
    return (
      <AuthLayout title={title} subtitle="You will be signed in right after.">
        <LoadingSpinner kind="section" label="Checking your link" />
      </AuthLayout>
    );
  }

  if (!token || invalid) {
    return (
      <AuthLayout title={title}>
        <div css={stack('spacing-4')}>
          <FormAlert>{token ? INVALID_LINK : MISSING_CODE}</FormAlert>
          <p css={smallText}>
            Need a new link? <TextLink to={href('forgot-password')}>Request a password reset</TextLink>.
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title} subtitle="You will be signed in right after.">
      <AuthForm label="Choose a new password" onSubmit={(event) => void form.handleSubmit(event)}>
        <NewPasswordField {...form.field('password')} label="New password" />
        <PasswordField
          {...form.field('confirmation')}
          label="Repeat new password"
          autoComplete="new-password"
          maxLength={128}
        />
        {form.formError && (
          <FormAlert focusOnShow>
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
