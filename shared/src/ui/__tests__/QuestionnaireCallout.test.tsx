import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@qa/testing/router';
import { QuestionnaireCallout } from '@qa/shared/ui/widgets/QuestionnaireCallout';

it('links to the questionnaire and runs the click action', async () => {
  const onClick = jest.fn();
  render(
    <MemoryRouter>
      <QuestionnaireCallout onClick={onClick} />
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Finish the questionnaire' });
  expect(link).toHaveAttribute('href', '/questionnaire');
  await userEvent.click(link);
  expect(onClick).toHaveBeenCalledTimes(1);
});
