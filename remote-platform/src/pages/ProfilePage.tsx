import { formatDate } from '@qa/shared/kernel/format/date';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { chakra, HStack, Image, Stack, Text } from '@qa/shared/ui/chakra/kit';
import { PageContainer } from '@qa/shared/ui/primitives/layout';
import { Card } from '@qa/shared/ui/primitives/Card';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { QueryStates } from '@qa/shared/ui/primitives/QueryStates';
import { CardsSkeleton } from '../components/CardsSkeleton';
import { useMe } from '../features/profile/api/me';
import { AvatarUpload } from '../features/profile/components/AvatarUpload';
import { ProfileForm } from '../features/profile/components/ProfileForm';

const TabLink = chakra(Link);

/** The account's other pages. */
const tabs = [
  { id: 'profile-plan', label: 'Plan' },
  { id: 'profile-security', label: 'Security' },
] as const;

export default function ProfilePage() {
  useDocumentTitle('Profile');
  const me = useMe();
  return (
    <PageContainer>
      <Stack gap="6" maxW="2xl">
        <PageTitle>Profile</PageTitle>
        <HStack as="nav" aria-label="Account" gap="4">
          {tabs.map(({ id, label }) => (
            <TabLink
              key={id}
              to={href(id)}
              color="brand.fg"
              fontWeight="medium"
              _hover={{ textDecoration: 'underline' }}
            >
              {label}
            </TabLink>
          ))}
        </HStack>
        <QueryStates
          query={me}
          loadingLabel="Loading your profile"
          skeleton={<CardsSkeleton heights={['24', '60', '72']} />}
          errorTitle="Your profile could not be loaded"
        >
          {(data) => (
            <>
              <Card as="div">
                <HStack gap="4">
                  {data.profilePhotoUrl ? (
                    <Image src={data.profilePhotoUrl} alt="Your profile photo" w="20" h="20" rounded="full" />
                  ) : null}
                  <Stack gap="0" minW="0">
                    <Text fontWeight="bold" fontSize="lg">
                      {data.fullName}
                    </Text>
                    <Text color="fg.muted" truncate>
                      {data.email}
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      Member since {formatDate(data.createdAt)}
                    </Text>
                  </Stack>
                </HStack>
              </Card>
              <Card as="div">
                <AvatarUpload profile={data} />
              </Card>
              <Card as="div">
                <ProfileForm profile={data} />
              </Card>
            </>
          )}
        </QueryStates>
      </Stack>
    </PageContainer>
  );
}
