import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { Button, chakra, Container, Heading, Stack, Text } from '@qa/shared/ui/kit';
import { QuestionnaireCallout } from '@qa/shared/ui/QuestionnaireCallout';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';
import { useMyCourses } from '../features/courses/api/my-courses';
import { MyCourseRow } from '../features/courses/components/MyCourseRow';
import { DashboardStats } from '../features/dashboard/components/DashboardStats';
import { NextLecture } from '../features/dashboard/components/NextLecture';
import { RecentCertificates } from '../features/dashboard/components/RecentCertificates';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '../features/page-state/components/PageStates';

const ButtonLink = chakra(Link);

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useAuthStore((state) => state.user);
  const courses = useMyCourses();
  const inProgress = courses.data?.filter((course) => course.progress < 100) ?? [];
  // The route is guarded; without a user the session is still starting.
  if (!user)
    return (
      <Loading label="Loading your dashboard">
        <SkeletonBlock h="100vh" />
      </Loading>
    );
  const firstName = user.fullName.split(' ')[0] ?? user.fullName;
  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Welcome back, {firstName}
          </Heading>
          <Text color="fg.muted">Here is where you are and what comes next.</Text>
        </Stack>
        {user.isQuestionnaireComplete ? null : <QuestionnaireCallout />}
        <DashboardStats
          position={user.rating.position}
          score={user.rating.score}
          inProgress={courses.data ? inProgress.length : null}
        />
        <Stack as="section" aria-labelledby="in-progress" gap="4">
          <Heading as="h2" id="in-progress" size="xl">
            Continue learning
          </Heading>
          {courses.isPending ? (
            <Loading label="Loading your courses">
              <SkeletonBlock h="32" rounded="2xl" />
            </Loading>
          ) : courses.isError ? (
            <ErrorState
              title="Your courses could not be loaded"
              error={courses.error}
              onRetry={() => void courses.refetch()}
            />
          ) : inProgress.length === 0 ? (
            <EmptyState
              title="Nothing in progress"
              action={
                <Button asChild colorPalette="brand">
                  <ButtonLink to={href('courses')}>Find a course</ButtonLink>
                </Button>
              }
            >
              Start a course and your next lecture will wait for you here.
            </EmptyState>
          ) : (
            <Stack gap="4">
              {inProgress[0] ? <NextLecture course={inProgress[0]} /> : null}
              <Stack as="ul" listStyleType="none" gap="3">
                {inProgress.map((course) => (
                  <li key={course.id}>
                    <MyCourseRow course={course} headingLevel="h3" />
                  </li>
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
        <Stack as="section" aria-labelledby="certificates" gap="4">
          <Heading as="h2" id="certificates" size="xl">
            Recent certificates
          </Heading>
          <RecentCertificates userId={user.id} />
        </Stack>
      </Stack>
    </Container>
  );
}
