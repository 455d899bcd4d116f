import { routeById } from '@qa/shared/kernel/routing/route-table';
import { AuthLayout } from '../components/auth-layout/AuthLayout';
import { QuestionnaireContent } from '../features/questionnaire/components/QuestionnaireContent';

export default function QuestionnairePage() {
  return (
    <AuthLayout
      title={routeById('questionnaire').title}
      subtitle="A few questions so we can shape your learning path. Takes about a minute."
    >
      <QuestionnaireContent />
    </AuthLayout>
  );
}
