import { formatDate } from '@qa/shared/kernel/format/date';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { chakra, SimpleGrid, Stack, Text } from '@qa/shared/ui/kit';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '../../page-state/components/PageStates';
import { isNotFound } from '../../page-state/api/retry';
import { useRatingProfile } from '../../rating/api/rating-profile';

const CardLink = chakra(Link);
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
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  const certificates = profile.data?.certificates.slice(0, SHOWN) ?? [];
  if (certificates.length === 0)
    return <EmptyState title="No certificates yet">Finish a course to earn your first certificate.</EmptyState>;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
      {certificates.map((certificate) => (
        <li key={certificate.id}>
          <CardLink
            to={href('certificate', { userId: String(userId), certificateId: String(certificate.id) })}
            display="block"
            p="4"
            rounded="xl"
            borderWidth="1px"
            borderColor="border"
            bg="white"
            _hover={{ boxShadow: 'md' }}
          >
            <Stack gap="1">
              <Text fontWeight="semibold">{certificate.courseTitle}</Text>
              <Text fontSize="sm" color="fg.muted">
                Issued {formatDate(certificate.issuedAt)} · {certificate.code}
              </Text>
            </Stack>
          </CardLink>
        </li>
      ))}
    </SimpleGrid>
  );
}
