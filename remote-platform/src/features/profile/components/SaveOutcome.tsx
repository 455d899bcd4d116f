/** @jsxImportSource @qa/shared/ui/light-jsx */
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
