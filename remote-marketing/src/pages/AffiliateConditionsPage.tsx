import { LegalPageView } from '../features/legal/components/LegalPageView';

/** `/affiliate-program-conditions`: the Affiliate Program Conditions from the CMS, with a table of contents. */
export default function AffiliateConditionsPage() {
  return <LegalPageView slug="affiliate-program-conditions" title="Affiliate Program Conditions" />;
}
