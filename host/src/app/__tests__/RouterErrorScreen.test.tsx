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
