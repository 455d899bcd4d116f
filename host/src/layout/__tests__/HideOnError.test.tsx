import { render, screen } from '@testing-library/react';
import { HideOnError } from '../HideOnError';

function Broken(): never {
  throw new Error('footer content is malformed');
}

it('renders nothing in place of content that throws, and nothing else is affected', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <main>
      <p>page</p>
      <HideOnError name="footer">
        <Broken />
      </HideOnError>
    </main>,
  );
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent(/^page$/);
});

it('renders its content when nothing fails', () => {
  render(
    <HideOnError name="footer">
      <p>footer</p>
    </HideOnError>,
  );
  expect(screen.getByText('footer')).toBeInTheDocument();
});
