import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchInput } from '@qa/shared/ui/primitives/SearchInput';

function Search({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <label htmlFor="search">Search articles</label>
      <SearchInput
        id="search"
        value={text}
        maxLength={5}
        onSearch={(next) => {
          setText(next);
          onSearch(next);
        }}
      />
    </>
  );
}

it('is a search box named by its label', () => {
  render(<Search onSearch={() => {}} />);
  expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
});

it('reports the text as typed, keystroke by keystroke', async () => {
  const onSearch = jest.fn();
  render(<Search onSearch={onSearch} />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'jest');
  expect(onSearch.mock.calls.map(([text]) => text)).toEqual(['j', 'je', 'jes', 'jest']);
  expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('jest');
});

it("passes the input's own attributes on", async () => {
  render(<Search onSearch={() => {}} />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'playwright');
  expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('playw');
});
