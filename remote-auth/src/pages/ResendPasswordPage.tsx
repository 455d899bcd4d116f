import { PasswordMailForm } from '../features/password/components/PasswordMailForm';

export default function ResendPasswordPage() {
  return <PasswordMailForm kind="resend" backTo="login" />;
}
