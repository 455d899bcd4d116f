import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { chakra, Flex, Image, Stack, Text } from '@qa/shared/ui/kit';
import { ButtonLoader } from '@qa/shared/ui/chakra-look/ButtonLoader';
import { Button } from '@qa/shared/ui/primitives/Button';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { avatarProblem, AVATAR_TYPES, useUploadAvatar } from '../api/avatar';
import type { Profile } from '../api/me';

const FileInput = chakra('input', {
  base: {
    fontSize: 'sm',
    maxW: 'full',
    _file: { mr: '3', px: '3', py: '1.5', rounded: 'md', borderWidth: '1px', borderColor: 'border', bg: 'gray.50' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
  },
});

interface Chosen {
  file: File;
  /** A local address of the file for the preview (none where the browser cannot make one). */
  preview: string | null;
}

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
const release = (chosen: Chosen | null) => {
  if (chosen?.preview) URL.revokeObjectURL(chosen.preview);
};

/** The chosen file and its preview address, released when replaced or when the page is left. */
function useChosenFile() {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const current = useRef<Chosen | null>(null);
  useEffect(() => () => release(current.current), []);
  const choose = (file: File | null) => {
    release(current.current);
    current.current = file ? { file, preview: previewOf(file) } : null;
    setChosen(current.current);
  };
  return [chosen, choose] as const;
}

function Initials({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Flex
      w="20"
      h="20"
      rounded="full"
      bg="brand.subtle"
      color="brand.fg"
      align="center"
      justify="center"
      fontWeight="bold"
      fontSize="xl"
      aria-hidden
    >
      {initials}
    </Flex>
  );
}

/**
 * Profile photo: choose a file, see it, upload it. The browser refuses a wrong type or size before
 * sending; the server's own refusal (it checks the bytes) is shown as it says it.
 */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const [chosen, choose] = useChosenFile();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    upload.reset();
    const refused = picked ? avatarProblem(picked) : null;
    setProblem(refused);
    choose(refused ? null : picked);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        choose(null);
        if (input.current) input.current.value = '';
      },
    });
  };

  const message = problem ?? (upload.isError ? upload.error.message : null);
  const shown = preview ?? profile.profilePhotoUrl;
  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <Stack gap="4">
        <CardTitle as="h2" id={`${id}-heading`}>
          Profile photo
        </CardTitle>
        <Flex gap="5" align="center" wrap="wrap">
          {shown ? (
            <Image
              src={shown}
              alt={preview ? 'Preview of the chosen photo' : 'Your profile photo'}
              w="20"
              h="20"
              rounded="full"
              objectFit="cover"
              flexShrink={0}
            />
          ) : (
            <Initials name={profile.fullName} />
          )}
          <Stack gap="1.5" minW="0" flex="1">
            <chakra.label htmlFor={`${id}-file`} fontSize="sm" fontWeight="medium">
              Choose a photo
            </chakra.label>
            <FileInput
              ref={input}
              id={`${id}-file`}
              type="file"
              accept={AVATAR_TYPES.join(',')}
              onChange={onChange}
              aria-describedby={`${id}-hint`}
              aria-invalid={message !== null}
            />
            <Text id={`${id}-hint`} fontSize="sm" color="fg.muted">
              JPEG, PNG or WebP, at most 2 MB.
            </Text>
          </Stack>
        </Flex>
        {message ? (
          <Text role="alert" color="red.600">
            {message}
          </Text>
        ) : null}
        {upload.isSuccess && !file ? (
          <Text role="status" color="green.700">
            Photo updated.
          </Text>
        ) : null}
        <div>
          <Button
            type="submit"
            variant="secondary"
            disabled={!file || upload.isPending}
            aria-busy={upload.isPending || undefined}
          >
            <ButtonLoader loading={upload.isPending} text="Uploading…">
              Upload photo
            </ButtonLoader>
          </Button>
        </div>
      </Stack>
    </chakra.form>
  );
}
