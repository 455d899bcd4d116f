/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { PageLead, PageTitle } from '@qa/shared/ui/primitives/heading';
import { Stack } from '@qa/shared/ui/primitives/layout';

/** How a catalogue page (courses, career paths) opens: its title, and the lead under it. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2">
      <PageTitle>{title}</PageTitle>
      <PageLead>{children}</PageLead>
    </Stack>
  );
}
