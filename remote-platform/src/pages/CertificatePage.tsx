import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function CertificatePage() {
  return <RoutePlaceholder title="Certificate" owner="platform" />;
}
