import { PasswordMailForm } from '../password/PasswordMailForm';

export default function ResendPasswordPage() {
  return <PasswordMailForm kind="resend" backTo="login" />;
}
