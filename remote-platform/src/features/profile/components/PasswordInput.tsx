import { useState } from 'react';
import { Box, Field, Input } from '@qa/shared/ui/chakra/kit';
import { RevealToggle } from '@qa/shared/ui/primitives/FormField';

/** A labelled password input with show/hide and its error announced with it. */
export function PasswordInput({
  label,
  value,
  onChange,
  error,
  helper,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  helper?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root invalid={error !== null} required>
      <Field.Label>{label}</Field.Label>
      <Box position="relative" w="full">
        <Input
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          maxLength={128}
          pe="20"
          bg="white"
        />
        <RevealToggle label={label} visible={visible} onToggle={() => setVisible((v) => !v)} />
      </Box>
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
