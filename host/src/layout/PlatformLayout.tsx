import { PageWrapper } from './PageWrapper';

/** The platform layout: the page wrapper with the sticky platform header (docs/behaviour.md). */
export function PlatformLayout() {
  return <PageWrapper header="platform" />;
}
