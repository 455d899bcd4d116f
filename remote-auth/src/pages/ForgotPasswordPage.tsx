import { PasswordMailForm } from '../features/password/components/PasswordMailForm';

export default function ForgotPasswordPage() {
  return <PasswordMailForm kind="forgot" />;
}
