import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { Stack, Text } from '@qa/shared/ui/chakra/kit';
import { PageContainer } from '@qa/shared/ui/primitives/layout';
import { PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { QuestionnaireCallout } from '@qa/shared/ui/widgets/QuestionnaireCallout';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { useMyCourses } from '../features/courses/api/my-courses';
import { MyCourseRow } from '../features/courses/components/MyCourseRow';
import { DashboardStats } from '../features/dashboard/components/DashboardStats';
import { NextLecture } from '../features/dashboard/components/NextLecture';
import { RecentCertificates } from '../features/dashboard/components/RecentCertificates';

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
    <PageContainer>
      <Stack gap="8">
        <Stack gap="2">
          <PageTitle>Welcome back, {firstName}</PageTitle>
          <Text color="fg.muted">Here is where you are and what comes next.</Text>
        </Stack>
        {user.isQuestionnaireComplete ? null : <QuestionnaireCallout />}
        <DashboardStats
          position={user.rating.position}
          score={user.rating.score}
          inProgress={courses.data ? inProgress.length : null}
        />
        <Stack as="section" aria-labelledby="in-progress" gap="4">
          <SectionHeading id="in-progress">Continue learning</SectionHeading>
          {courses.isPending ? (
            <Loading label="Loading your courses">
              <SkeletonBlock h="32" rounded="2xl" />
            </Loading>
          ) : courses.isError ? (
            <ErrorState
              title="Your courses could not be loaded"
              headingLevel="h3"
              error={courses.error}
              onRetry={() => void courses.refetch()}
            />
          ) : (
            <Stack gap="4">
              <NextLecture inProgress={inProgress} />
              {inProgress.length > 0 ? (
                <Stack as="ul" listStyleType="none" gap="3">
                  {inProgress.map((course) => (
                    <li key={course.id}>
                      <MyCourseRow course={course} headingLevel="h3" />
                    </li>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          )}
        </Stack>
        <Stack as="section" aria-labelledby="certificates" gap="4">
          <SectionHeading id="certificates">Recent certificates</SectionHeading>
          <RecentCertificates userId={user.id} />
        </Stack>
      </Stack>
    </PageContainer>
  );
}
