import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Flex, Image, SimpleGrid, Stack, Text } from '@qa/shared/ui/chakra/kit';
import { PageContainer } from '@qa/shared/ui/primitives/layout';
import { PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { BackLink } from '@qa/shared/ui/widgets/BackLink';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { useItemPage } from '../lib/item-page';
import { EmptyState } from '@qa/shared/ui/primitives/PageStates';
import { QueryStates } from '@qa/shared/ui/primitives/QueryStates';
import { CardsSkeleton } from '../components/CardsSkeleton';
import { Stat } from '../features/dashboard/components/DashboardStats';
import { useRatingProfile } from '../features/rating/api/rating-profile';
import { CertificateGrid } from '../features/rating/components/CertificateGrid';

export default function RatingUserPage() {
  const { id } = useParams();
  const {
    id: userId,
    query: profile,
    notFound,
  } = useItemPage(id, useRatingProfile, (item) => item.fullName, 'Rating profile');

  if (notFound) return <NotFound />;
  return (
    <PageContainer>
      <Stack gap="8">
        <BackLink text="Rating" to={href('rating')} showLogo={false} />
        <QueryStates
          query={profile}
          loadingLabel="Loading the profile"
          skeleton={<CardsSkeleton heights={['24', '40']} />}
          errorTitle="The profile could not be loaded"
        >
          {(data) => (
            <>
              <Flex
                gap="6"
                align="center"
                direction={{ base: 'column', sm: 'row' }}
                textAlign={{ base: 'center', sm: 'start' }}
              >
                {data.profilePhotoUrl ? <Image src={data.profilePhotoUrl} alt="" w="24" h="24" rounded="full" /> : null}
                <Stack gap="1">
                  <PageTitle>{data.fullName}</PageTitle>
                  <Text color="fg.muted">{data.country ?? ''}</Text>
                </Stack>
              </Flex>
              <SimpleGrid columns={{ base: 3 }} gap="3">
                {(
                  [
                    ['Rank', `#${data.position}`],
                    ['Score', data.score.toFixed(1)],
                    // two short words: at 375 px a third of the row holds "finished", not "Completed"
                    ['Courses finished', String(data.certificates.length)],
                  ] as const
                ).map(([label, value]) => (
                  <Stat key={label} label={label} value={value} />
                ))}
              </SimpleGrid>
              <Stack as="section" aria-labelledby="user-certificates" gap="4">
                <SectionHeading id="user-certificates">Certificates</SectionHeading>
                {data.certificates.length === 0 ? (
                  <EmptyState title="No certificates yet" headingLevel="h3">
                    Certificates appear here when a course is finished.
                  </EmptyState>
                ) : (
                  <CertificateGrid userId={userId} certificates={data.certificates} columns={2} />
                )}
              </Stack>
            </>
          )}
        </QueryStates>
      </Stack>
    </PageContainer>
  );
}
