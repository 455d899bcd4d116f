import { useState, type FormEvent } from 'react';
import { href } from '@qa/shared/kernel/routing/route-table';
import { chakra, Stack, Text } from '@qa/shared/ui/chakra/kit';
import { PageContainer } from '@qa/shared/ui/primitives/layout';
import { ButtonLoader } from '@qa/shared/ui/chakra/chakra-look/ButtonLoader';
import { Button } from '@qa/shared/ui/primitives/Button';
import { Card } from '@qa/shared/ui/primitives/Card';
import { CardTitle, PageTitle } from '@qa/shared/ui/primitives/heading';
import { BackLink } from '@qa/shared/ui/widgets/BackLink';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { useChangePassword } from '../features/profile/api/change-password';
import { PasswordInput } from '../features/profile/components/PasswordInput';

const MIN = 8;
type Fields = { current: string; next: string; confirm: string };
type Errors = Partial<Record<keyof Fields, string>>;

function validate({ current, next, confirm }: Fields): Errors {
  const errors: Errors = {};
  if (!current) errors.current = 'Enter your current password.';
  if (next.length < MIN) errors.next = `At least ${MIN} characters.`;
  else if (next === current) errors.next = 'Choose a password different from the current one.';
  if (confirm !== next) errors.confirm = 'The passwords do not match.';
  return errors;
}

export default function ProfileSecurityPage() {
  useDocumentTitle('Security');
  const [fields, setFields] = useState<Fields>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The last server answer belongs to the last submit: gone with this one, even if the browser refuses it.
    change.reset();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: fields.current, newPassword: fields.next },
      { onSuccess: () => setFields({ current: '', next: '', confirm: '' }) },
    );
  };

  return (
    <PageContainer>
      <Stack gap="6" maxW="xl">
        <BackLink text="Profile" to={href('profile')} showLogo={false} />
        <Stack gap="1">
          <PageTitle>Security</PageTitle>
          <Text color="fg.muted">Change your password. You stay signed in here; other devices are signed out.</Text>
        </Stack>
        <Card as="div">
          <chakra.form onSubmit={submit} noValidate aria-labelledby="change-password">
            <Stack gap="4">
              <CardTitle as="h2" id="change-password">
                Change password
              </CardTitle>
              <PasswordInput
                label="Current password"
                value={fields.current}
                onChange={set('current')}
                error={errors.current ?? null}
                autoComplete="current-password"
              />
              <PasswordInput
                label="New password"
                value={fields.next}
                onChange={set('next')}
                error={errors.next ?? null}
                helper={`At least ${MIN} characters.`}
                autoComplete="new-password"
              />
              <PasswordInput
                label="Confirm new password"
                value={fields.confirm}
                onChange={set('confirm')}
                error={errors.confirm ?? null}
                autoComplete="new-password"
              />
              {change.isError ? (
                <Text role="alert" color="red.600">
                  {change.error.message}
                </Text>
              ) : null}
              {change.isSuccess ? (
                <Text role="status" color="green.700">
                  Password changed. Your other sessions have been signed out.
                </Text>
              ) : null}
              <div>
                <Button type="submit" disabled={change.isPending} aria-busy={change.isPending || undefined}>
                  <ButtonLoader loading={change.isPending} text="Saving…">
                    Change password
                  </ButtonLoader>
                </Button>
              </div>
            </Stack>
          </chakra.form>
        </Card>
      </Stack>
    </PageContainer>
  );
}
