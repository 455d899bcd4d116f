import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceOptions } from '@qa/shared/ui/primitives/FormField';

const options = [
  { id: 1, label: 'Unit tests' },
  { id: 2, label: 'End-to-end tests' },
  { id: 3, label: 'Load tests' },
];

function renderOptions(multiple: boolean, chosen: number[]) {
  const onChange = jest.fn();
  render(
    <fieldset>
      <legend>Which tests run in CI?</legend>
      <ChoiceOptions name="question-7" multiple={multiple} options={options} chosen={chosen} onChange={onChange} />
    </fieldset>,
  );
  return onChange;
}

it('a single choice offers one radio per answer, named by its text, the chosen one checked', () => {
  renderOptions(false, [2]);
  expect(screen.getAllByRole('radio')).toHaveLength(3);
  expect(screen.getByRole('radio', { name: 'End-to-end tests' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Unit tests' })).not.toBeChecked();
});

it('choosing in a single choice reports that answer alone', async () => {
  const onChange = renderOptions(false, [2]);
  await userEvent.click(screen.getByRole('radio', { name: 'Load tests' }));
  expect(onChange).toHaveBeenCalledWith([3]);
});

it('a multiple choice adds the clicked answer to those chosen', async () => {
  const onChange = renderOptions(true, [1]);
  expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Load tests' }));
  expect(onChange).toHaveBeenCalledWith([1, 3]);
});

it('a multiple choice drops a chosen answer clicked again', async () => {
  const onChange = renderOptions(true, [1, 3]);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Unit tests' }));
  expect(onChange).toHaveBeenCalledWith([3]);
});
