import { PasswordMailForm } from '../features/password/components/PasswordMailForm';

/** The same resend, reached from sign-up: back goes to the registration screen. */
export default function RegistrationResendPasswordPage() {
  return <PasswordMailForm kind="resend" backTo="registration" />;
}
