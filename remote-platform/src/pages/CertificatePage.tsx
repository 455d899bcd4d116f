import { RoutePlaceholder } from '@qa/shared/ui/RoutePlaceholder';

export default function CertificatePage() {
  return <RoutePlaceholder title="Certificate" owner="platform" />;
}
