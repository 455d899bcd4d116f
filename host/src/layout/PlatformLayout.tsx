import { PageWrapper } from './PageWrapper';

/** The platform layout: the page wrapper with the sticky platform header (spec §2). */
export function PlatformLayout() {
  return <PageWrapper platform />;
}
