/** @jsxImportSource @qa/shared/ui/light-jsx */
import { ButtonLoader } from '@qa/shared/ui/chakra/chakra-look/ButtonLoader';
import { Button } from '@qa/shared/ui/primitives/Button';
import { Text } from '@qa/shared/ui/primitives/text';

/** What came of a profile form's save: the server's refusal (an alert), or that it was saved (a status). */
export function SaveOutcome({ error, saved, savedText }: { error: string | null; saved: boolean; savedText: string }) {
  if (error)
    return (
      <Text role="alert" tone="danger">
        {error}
      </Text>
    );
  return saved ? (
    <Text role="status" tone="success">
      {savedText}
    </Text>
  ) : null;
}

/** A profile form's submit: off until there is something to save, busy while it saves. */
export function SaveButton({ ready, pending, children }: { ready: boolean; pending: boolean; children: string }) {
  return (
    <div>
      <Button type="submit" disabled={!ready || pending} aria-busy={pending || undefined}>
        <ButtonLoader loading={pending} text="Saving…">
          {children}
        </ButtonLoader>
      </Button>
    </div>
  );
}
