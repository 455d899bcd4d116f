/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId, type ReactNode } from 'react';
import { token } from '@qa/shared/ui/styles/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
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

/** Where the show/hide toggle sits: inside the input's end (the input's holder is `position: relative`). */
const toggleSpot = {
  position: 'absolute',
  insetInlineEnd: token('spacing-1.5'),
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
} as const;

/** A password input's show/hide toggle, named for its field ("Show password") and pressed while shown. */
export function RevealToggle({ label, visible, onToggle }: { label: string; visible: boolean; onToggle: () => void }) {
  return (
    <span css={toggleSpot}>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
        aria-pressed={visible}
        onClick={onToggle}
      >
        {visible ? 'Hide' : 'Show'}
      </Button>
    </span>
  );
}

/** A choice as a bordered row: the whole row is the label, the checked one is tinted. */
const choiceRow = {
  display: 'flex',
  alignItems: 'center',
  gap: token('spacing-3'),
  minHeight: token('sizes-12'),
  padding: `${token('spacing-3')} ${token('spacing-4')}`,
  border: `1px solid ${token('colors-border')}`,
  borderRadius: token('radii-lg'),
  cursor: 'pointer',
  '&:hover': { background: token('colors-gray-50') },
  '&:has(input:checked)': { borderColor: token('colors-brand-solid'), background: token('colors-brand-subtle') },
  '&:has(input:focus-visible)': { outline: `2px solid ${token('colors-brand-focus-ring')}`, outlineOffset: 2 },
  '&:has(input:disabled)': { cursor: 'default', opacity: 0.7 },
  input: {
    flexShrink: 0,
    margin: 0,
    width: token('sizes-5'),
    height: token('sizes-5'),
    cursor: 'inherit',
    accentColor: token('colors-brand-solid'),
  },
} as const;

/** One answer of a question (a radio of a single choice, a checkbox of a multiple one), in the kit's one look. */
export function ChoiceOption({
  type,
  name,
  value,
  checked,
  onChange,
  children,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string | number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label css={choiceRow}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}

/** An answer a question offers: its id and the text of its row. */
export interface ChoiceItem<Id extends string | number> {
  id: Id;
  label: ReactNode;
}

/**
 * A question's answers as `ChoiceOption` rows, radios for a single choice or checkboxes for a multiple
 * one; `onChange` gets the ids chosen after a click (a single choice keeps the last, a multiple one
 * adds or drops the row's). The caller lays out the rows and names the group (a fieldset's legend).
 */
export function ChoiceOptions<Id extends string | number>({
  name,
  multiple,
  options,
  chosen,
  onChange,
}: {
  name: string;
  multiple: boolean;
  options: readonly ChoiceItem<Id>[];
  chosen: readonly Id[];
  onChange: (chosen: Id[]) => void;
}) {
  const choose = (id: Id, checked: boolean) => {
    const others = chosen.filter((other) => other !== id);
    return !multiple ? [id] : checked ? [...others, id] : others;
  };
  return (
    <>
      {options.map((option) => (
        <ChoiceOption
          key={option.id}
          type={multiple ? 'checkbox' : 'radio'}
          name={name}
          value={option.id}
          checked={chosen.includes(option.id)}
          onChange={(checked) => onChange(choose(option.id, checked))}
        >
          {option.label}
        </ChoiceOption>
      ))}
    </>
  );
}
