/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { InputHTMLAttributes } from 'react';

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  /** The text as typed, at every keystroke. */
  onSearch: (text: string) => void;
};

/**
 * A search box (`type="search"`) whose text its owner holds, told the text rather than the change
 * event. The caller names it (a `<label htmlFor>`) and gives its look (`css`): a blog's search, the
 * catalogue's, a transcript's each sit in their own surroundings.
 */
export function SearchInput({ value, onSearch, ...props }: SearchInputProps) {
  return <input type="search" value={value} onChange={(event) => onSearch(event.target.value)} {...props} />;
}
