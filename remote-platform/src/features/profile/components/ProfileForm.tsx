import { useId, useState, type FormEvent } from 'react';
import { chakra, Field, Input, Stack } from '@qa/shared/ui/chakra/kit';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { useUpdateMe, type Profile } from '../api/me';
import { countryOptions } from './country-options';
import { SaveButton, SaveOutcome } from './SaveOutcome';

const Select = chakra('select', {
  base: { w: 'full', h: '10', px: '3', borderWidth: '1px', borderColor: 'border', rounded: 'md', bg: 'white' },
});
const NAME_MAX = 100;

/** Full name and country; saving swaps in the fresh access token (see useUpdateMe). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [fullName, setFullName] = useState(profile.fullName);
  const [country, setCountry] = useState(profile.country ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const update = useUpdateMe();
  const id = useId();
  const changed = fullName.trim() !== profile.fullName || country !== (profile.country ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The last server answer belongs to the last submit: gone with this one, even if the browser refuses it.
    update.reset();
    if (fullName.trim().length < 2) {
      setNameError('Enter your full name (at least 2 characters).');
      return;
    }
    setNameError(null);
    update.mutate({ fullName: fullName.trim(), country: country || null });
  };

  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="personal-details">
      <Stack gap="4">
        <CardTitle as="h2" id="personal-details">
          Personal details
        </CardTitle>
        <Field.Root invalid={nameError !== null} required>
          <Field.Label>Full name</Field.Label>
          <Input
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            maxLength={NAME_MAX}
            autoComplete="name"
            bg="white"
          />
          <Field.ErrorText>{nameError}</Field.ErrorText>
        </Field.Root>
        <Stack gap="1.5">
          <chakra.label htmlFor={`${id}-country`} fontSize="sm" fontWeight="medium">
            Country
          </chakra.label>
          <Select
            id={`${id}-country`}
            value={country}
            onChange={(e) => setCountry(e.target.value)}
            autoComplete="country"
          >
            <option value="">Not set</option>
            {countryOptions().map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </Select>
        </Stack>
        <SaveOutcome
          error={update.isError ? update.error.message : null}
          saved={update.isSuccess && !changed}
          savedText="Saved."
        />
        <SaveButton ready={changed} pending={update.isPending}>
          Save changes
        </SaveButton>
      </Stack>
    </chakra.form>
  );
}
