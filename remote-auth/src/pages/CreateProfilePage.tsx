/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useState } from 'react';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { href, routeById } from '@qa/shared/kernel/routing/route-table';
import { createProfile } from '../features/registration/api/create-profile';
import { AuthForm, FormAlert, SubmitButton, TextField } from '../components/forms/fields';
import { smallMutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { smallText } from '../components/forms/small-text';
import { TextLink } from '../components/forms/TextLink';
import { useForm } from '../components/forms/use-form';
import { NAME_MAX, rules } from '../components/forms/validation';
import { AuthLayout } from '../components/auth-layout/AuthLayout';
import { finishSignIn } from '../session/finish-sign-in';

interface NewSocialUser {
  email: string;
  fullName: string;
}

function storedNewUser(): NewSocialUser | null {
  try {
    const value: unknown = JSON.parse(sessionStore.getString(sessionKeys.newSocialUser) ?? 'null');
    if (value && typeof value === 'object') {
      const { email, fullName } = value as Partial<NewSocialUser>;
      return { email: typeof email === 'string' ? email : '', fullName: typeof fullName === 'string' ? fullName : '' };
    }
  } catch {
    // A corrupt value only loses the prefill.
  }
  return null;
}

const title = routeById('registration-create-profile').title;

/** /registration/create-profile: a new Google or Facebook user confirms their name (docs/behaviour.md). */
export default function CreateProfilePage() {
  const [token] = useState(() => localStore.getString(storageKeys.createProfileToken));
  const [prefill] = useState(storedNewUser);
  const form = useForm({
    initial: { fullName: prefill?.fullName ?? '' },
    rules: { fullName: rules.fullName },
    onSubmit: async ({ fullName }) => {
      const tokens = await createProfile({ createProfileToken: token ?? '', fullName: fullName.trim() });
      sessionStore.remove(sessionKeys.newSocialUser);
      finishSignIn(tokens, 'sign-up');
    },
  });

  if (!token) {
    return (
      <AuthLayout title={title}>
        <div css={stack('spacing-4')}>
          <FormAlert>
            There is no sign-up in progress to finish. Start again with Google or Facebook on the sign-up page.
          </FormAlert>
          <p css={smallText}>
            <TextLink to={href('registration')}>Go to sign up</TextLink>
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title} subtitle="One last step: tell us how to call you.">
      <AuthForm label="Create your profile" onSubmit={(event) => void form.handleSubmit(event)}>
        {prefill?.email && (
          <p css={smallMutedText}>
            Signing up as <strong>{prefill.email}</strong>
          </p>
        )}
        <TextField {...form.field('fullName')} label="Full name" autoComplete="name" maxLength={NAME_MAX} />
        {form.formError && (
          <FormAlert focusOnShow>
            {form.formError} <TextLink to={href('registration')}>Start again</TextLink>.
          </FormAlert>
        )}
        <SubmitButton pending={form.pending} pendingText="Creating your profile…">
          Create profile
        </SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
