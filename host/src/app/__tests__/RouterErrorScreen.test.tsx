import { render, screen } from '@testing-library/react';
import { RouterErrorScreen } from '../RouterErrorScreen';

function Broken(): never {
  throw new Error('route table is broken');
}

it('shows the router default screen titled "Unexpected Application Error!"', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <RouterErrorScreen>
      <Broken />
    </RouterErrorScreen>,
  );
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Unexpected Application Error!');
  expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('route table is broken');
});

it('renders its children when nothing fails', () => {
  render(
    <RouterErrorScreen>
      <p>fine</p>
    </RouterErrorScreen>,
  );
  expect(screen.getByText('fine')).toBeInTheDocument();
});

it('production builds show no stack trace, and offer a reload', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    render(
      <RouterErrorScreen>
        <Broken />
      </RouterErrorScreen>,
    );
  } finally {
    process.env.NODE_ENV = before;
  }
  expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('route table is broken');
  expect(screen.queryByText(/at Broken/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
});
