import { RoutePlaceholder } from '@qa/shared/pages/RoutePlaceholder';

export default function QuestionnairePage() {
  return <RoutePlaceholder title="Questionnaire" owner="auth" />;
}
