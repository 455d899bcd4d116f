import { formatDate } from '@qa/shared/kernel/format/date';
import { Link, useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Box, chakra, Container, Flex, Heading, Image, SimpleGrid, Stack, Text } from '@qa/shared/ui/kit';
import { BackLink } from '@qa/shared/ui/BackLink';
import { NotFound } from '@qa/shared/ui/NotFound';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';
import { isNotFound } from '../features/page-state/api/retry';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '../features/page-state/components/PageStates';
import { useRatingProfile } from '../features/rating/api/rating-profile';

const CardLink = chakra(Link);

export default function RatingUserPage() {
  const { id = '' } = useParams();
  const userId = /^\d+$/.test(id) ? Number(id) : 0;
  const profile = useRatingProfile(userId);
  useDocumentTitle(profile.data?.fullName ?? (profile.isError ? null : 'Rating profile'));

  if (userId === 0 || (profile.isError && isNotFound(profile.error))) return <NotFound />;
  return (
    <Container maxW="4xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <Stack gap="8">
        <BackLink text="Rating" to={href('rating')} showLogo={false} />
        {profile.isPending ? (
          <Loading label="Loading the profile">
            <Stack gap="4">
              <SkeletonBlock h="24" rounded="xl" />
              <SkeletonBlock h="40" rounded="xl" />
            </Stack>
          </Loading>
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
                <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                  {profile.data.fullName}
                </Heading>
                <Text color="fg.muted">{profile.data.country ?? ''}</Text>
              </Stack>
            </Flex>
            <SimpleGrid columns={{ base: 3 }} gap="3">
              {[
                ['Rank', `#${profile.data.position}`],
                ['Score', profile.data.score.toFixed(1)],
                ['Completed courses', String(profile.data.certificates.length)],
              ].map(([label, value]) => (
                <Box key={label} borderWidth="1px" borderColor="border" rounded="xl" p="4" bg="white">
                  <Text fontSize="sm" color="fg.muted">
                    {label}
                  </Text>
                  <Text fontSize="2xl" fontWeight="bold">
                    {value}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
            <Stack as="section" aria-labelledby="user-certificates" gap="4">
              <Heading as="h2" id="user-certificates" size="xl">
                Certificates
              </Heading>
              {profile.data.certificates.length === 0 ? (
                <EmptyState title="No certificates yet">Certificates appear here when a course is finished.</EmptyState>
              ) : (
                <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
                  {profile.data.certificates.map((certificate) => (
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
                        <Text fontWeight="semibold">{certificate.courseTitle}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {formatDate(certificate.issuedAt)} · {certificate.code}
                        </Text>
                      </CardLink>
                    </li>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
