/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId, type ReactNode } from 'react';
import { errorText, fieldLabel, fieldRoot, helperText } from '@qa/shared/ui/primitives/field-look';

/** The attributes `FormField` gives its control, to spread on the `<input>`/`<select>`/`<textarea>`. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-errormessage': string | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One form field: the label names the control, the helper describes it, the error (rendered only
 * while invalid, announced politely) is its error message and is described with it; no visible
 * required marker. The control is the caller's (`children(control)`), styled with `field-look`.
 */
export function FormField({
  label,
  error,
  helper,
  required = true,
  children,
}: {
  label: string;
  /** The error, or `null` while the field is valid. */
  error: ReactNode;
  helper?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const invalid = error !== null && error !== undefined && error !== false;
  const ids = { helper: `${id}-helper`, error: `${id}-error` };
  const describedBy = [helper ? ids.helper : null, invalid ? ids.error : null].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    required,
    'aria-invalid': invalid || undefined,
    'aria-errormessage': invalid ? ids.error : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div role="group" css={fieldRoot}>
      <label htmlFor={id} css={fieldLabel}>
        {label}
      </label>
      {children(control)}
      {helper && (
        <span id={ids.helper} css={helperText}>
          {helper}
        </span>
      )}
      {invalid && (
        <span id={ids.error} aria-live="polite" css={errorText}>
          {error}
        </span>
      )}
    </div>
  );
}
