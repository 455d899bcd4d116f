import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, messageOf } from '@qa/shared/kernel/errors/api-error';
import type { Rule } from './validation';

type Values<K extends string> = Record<K, string>;

export interface FormOptions<K extends string> {
  initial: Values<K>;
  rules: Partial<Record<K, Rule | ((value: string, values: Values<K>) => string | null)>>;
  onSubmit: (values: Values<K>) => Promise<void>;
  /** Which field a server error belongs to (e.g. 409 → email); otherwise it is shown above the button. */
  fieldOfError?: (error: ApiError) => K | null;
}

/**
 * A small form state machine: validates on submit and then on every change of a field already in error,
 * focuses the first invalid field, submits once at a time, and puts server messages where they belong.
 */
export function useForm<K extends string>({ initial, rules, onSubmit, fieldOfError }: FormOptions<K>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});

  const check = (name: K, all: Values<K>) => rules[name]?.(all[name], all) ?? null;

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (errors[name]) setErrors((current) => ({ ...current, [name]: check(name, next) ?? undefined }));
    },
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    // The last server message answered the last submit: gone with this one, even if the browser refuses it.
    setFormError(null);
    const found: Partial<Record<K, string>> = {};
    for (const name of Object.keys(values) as K[]) {
      const problem = check(name, values);
      if (problem) found[name] = problem;
    }
    setErrors(found);
    const firstInvalid = (Object.keys(values) as K[]).find((name) => found[name]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(messageOf(error), 'invalid-response');
      const target = fieldOfError?.(apiError) ?? null;
      if (target) {
        setErrors((current) => ({ ...current, [target]: apiError.message }));
        inputs.current[target]?.focus();
      } else {
        setFormError(apiError.message);
      }
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { values, setValues, field, handleSubmit, pending, formError, setFormError };
}
