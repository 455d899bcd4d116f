import { render, screen } from '@testing-library/react';
import { CardTitle, PageLead, PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { token } from '@qa/shared/ui/styles/tokens';

it('a page title is the h1 in the one title size and weight', () => {
  render(<PageTitle>Courses</PageTitle>);
  const title = screen.getByRole('heading', { level: 1, name: 'Courses' });
  expect(getComputedStyle(title).fontSize).toBe(token('font-sizes-3xl'));
  expect(getComputedStyle(title).fontWeight).toBe('700');
});

it('a section heading is an h2, or an h3 when asked', () => {
  render(
    <>
      <SectionHeading>Syllabus</SectionHeading>
      <SectionHeading as="h3">Module 1</SectionHeading>
    </>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Syllabus' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Module 1' })).toBeInTheDocument();
});

it('titles get smaller from page to section to card', () => {
  render(
    <>
      <PageTitle>Page</PageTitle>
      <SectionHeading>Section</SectionHeading>
      <CardTitle>Card</CardTitle>
      <PageLead>Lead</PageLead>
    </>,
  );
  const size = (name: string) => parseFloat(getComputedStyle(screen.getByRole('heading', { name })).fontSize);
  expect(size('Page')).toBeGreaterThan(size('Section'));
  expect(size('Section')).toBeGreaterThan(size('Card'));
  expect(screen.getByText('Lead').tagName).toBe('P');
});
