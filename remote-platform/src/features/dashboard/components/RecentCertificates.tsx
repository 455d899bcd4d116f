import { EmptyState, ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { isNotFound } from '@qa/shared/data/retry';
import { CertificateGrid, useRatingProfile } from '../../rating/public';

const SHOWN = 3;

/** The learner's newest certificates; none yet (or no points, a 404 of the rating card) is the empty state. */
export function RecentCertificates({ userId }: { userId: number }) {
  const profile = useRatingProfile(userId);
  if (profile.isPending)
    return (
      <Loading label="Loading certificates">
        <SkeletonBlock h="20" rounded="xl" />
      </Loading>
    );
  if (profile.isError && !isNotFound(profile.error))
    return (
      <ErrorState
        title="Certificates could not be loaded"
        headingLevel="h3"
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  const certificates = profile.data?.certificates.slice(0, SHOWN) ?? [];
  if (certificates.length === 0)
    return (
      <EmptyState title="No certificates yet" headingLevel="h3">
        Finish a course to earn your first certificate.
      </EmptyState>
    );
  return <CertificateGrid userId={userId} certificates={certificates} />;
}
