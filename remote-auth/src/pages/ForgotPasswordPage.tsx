import { PasswordMailForm } from '../password/PasswordMailForm';

export default function ForgotPasswordPage() {
  return <PasswordMailForm kind="forgot" />;
}
