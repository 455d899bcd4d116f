/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { smallMutedText } from '@qa/shared/ui/chakra/chakra-look/layout';
import { visuallyHidden } from '@qa/shared/ui/styles/light';
import { buttonStyle } from '@qa/shared/ui/primitives/button-style';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { Row, Stack } from '@qa/shared/ui/primitives/layout';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';
import { avatarProblem, AVATAR_TYPES, useUploadAvatar } from '../api/avatar';
import type { Profile } from '../api/me';
import { SaveButton, SaveOutcome } from './SaveOutcome';

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

const photo = {
  width: token('sizes-20'),
  height: token('sizes-20'),
  flexShrink: 0,
  borderRadius: token('radii-full'),
  objectFit: 'cover',
} as const;

const initialsLook = {
  ...photo,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: token('colors-brand-subtle'),
  color: token('colors-brand-fg'),
  fontWeight: token('font-weights-bold'),
  fontSize: token('font-sizes-xl'),
} as const;

function Initials({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <div css={initialsLook} aria-hidden="true">
      {initials}
    </div>
  );
}

/**
 * The label drawn as the kit's secondary button: the file input under it is out of sight but keeps
 * the focus (its ring is drawn on the label), so Tab, Enter/Space and screen readers find one control.
 */
const pickerLabel = [buttonStyle('secondary', 'sm'), { 'input:focus-visible + &': focusRing['&:focus-visible'] }];

const details = { minWidth: 0, flex: 1 } as const;
const chosenName = [smallMutedText, { overflowWrap: 'anywhere' }];

/**
 * Profile photo: choose a file, see it and its name, upload it. The browser refuses a wrong type or
 * size before sending; the server's own refusal (it checks the bytes) is shown as it says it.
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
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <Stack gap="4">
        <CardTitle as="h2" id={`${id}-heading`}>
          Profile photo
        </CardTitle>
        <Row gap="5" wrap>
          {shown ? (
            <img
              src={shown}
              alt={preview ? 'Preview of the chosen photo' : 'Your profile photo'}
              width={80}
              height={80}
              css={photo}
            />
          ) : (
            <Initials name={profile.fullName} />
          )}
          <Stack gap="1.5" align="start" css={details}>
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept={AVATAR_TYPES.join(',')}
              onChange={onChange}
              aria-describedby={`${id}-chosen ${id}-hint`}
              aria-invalid={message !== null}
              css={visuallyHidden}
            />
            <label htmlFor={`${id}-file`} css={pickerLabel}>
              {profile.profilePhotoUrl || file ? 'Change photo' : 'Upload photo'}
            </label>
            <p id={`${id}-chosen`} aria-live="polite" css={chosenName}>
              {file ? `Chosen: ${file.name}` : 'No file chosen'}
            </p>
            <p id={`${id}-hint`} css={smallMutedText}>
              JPEG, PNG or WebP, at most 2 MB.
            </p>
          </Stack>
        </Row>
        <SaveOutcome error={message} saved={upload.isSuccess && !file} savedText="Photo updated." />
        <SaveButton ready={file !== null} pending={upload.isPending}>
          Save photo
        </SaveButton>
      </Stack>
    </form>
  );
}
