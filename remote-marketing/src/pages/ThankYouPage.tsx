import { useParams } from '@qa/shared/kernel/routing/router';
import { ThankYouView } from '../features/thank-you/components/ThankYouView';

/** `/thank-you/:slug`: the confirmation from the CMS (an unknown slug is the not-found page). */
export default function ThankYouPage() {
  const { slug = '' } = useParams();
  return <ThankYouView slug={slug} />;
}
