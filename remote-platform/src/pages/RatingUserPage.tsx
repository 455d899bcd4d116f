import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Flex, Image, SimpleGrid, Stack, Text } from '@qa/shared/ui/chakra/kit';
import { PageContainer } from '@qa/shared/ui/primitives/layout';
import { PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { BackLink } from '@qa/shared/ui/widgets/BackLink';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { isNotFound } from '@qa/shared/data/retry';
import { EmptyState, ErrorState } from '@qa/shared/ui/primitives/PageStates';
import { CardsSkeleton } from '../components/CardsSkeleton';
import { Stat } from '../features/dashboard/components/DashboardStats';
import { useRatingProfile } from '../features/rating/api/rating-profile';
import { CertificateGrid } from '../features/rating/components/CertificateGrid';

export default function RatingUserPage() {
  const { id = '' } = useParams();
  const userId = /^\d+$/.test(id) ? Number(id) : 0;
  const profile = useRatingProfile(userId);
  useDocumentTitle(profile.data?.fullName ?? (profile.isError ? null : 'Rating profile'));

  if (userId === 0 || (profile.isError && isNotFound(profile.error))) return <NotFound />;
  return (
    <PageContainer>
      <Stack gap="8">
        <BackLink text="Rating" to={href('rating')} showLogo={false} />
        {profile.isPending ? (
          <CardsSkeleton label="Loading the profile" heights={['24', '40']} />
        ) : profile.isError ? (
          <ErrorState
            title="The profile could not be loaded"
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <>
            <Flex
              gap="6"
              align="center"
              direction={{ base: 'column', sm: 'row' }}
              textAlign={{ base: 'center', sm: 'start' }}
            >
              {profile.data.profilePhotoUrl ? (
                <Image src={profile.data.profilePhotoUrl} alt="" w="24" h="24" rounded="full" />
              ) : null}
              <Stack gap="1">
                <PageTitle>{profile.data.fullName}</PageTitle>
                <Text color="fg.muted">{profile.data.country ?? ''}</Text>
              </Stack>
            </Flex>
            <SimpleGrid columns={{ base: 3 }} gap="3">
              {(
                [
                  ['Rank', `#${profile.data.position}`],
                  ['Score', profile.data.score.toFixed(1)],
                  // two short words: at 375 px a third of the row holds "finished", not "Completed"
                  ['Courses finished', String(profile.data.certificates.length)],
                ] as const
              ).map(([label, value]) => (
                <Stat key={label} label={label} value={value} />
              ))}
            </SimpleGrid>
            <Stack as="section" aria-labelledby="user-certificates" gap="4">
              <SectionHeading id="user-certificates">Certificates</SectionHeading>
              {profile.data.certificates.length === 0 ? (
                <EmptyState title="No certificates yet" headingLevel="h3">
                  Certificates appear here when a course is finished.
                </EmptyState>
              ) : (
                <CertificateGrid userId={userId} certificates={profile.data.certificates} columns={2} />
              )}
            </Stack>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
