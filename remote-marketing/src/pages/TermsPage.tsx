import { LegalPageView } from '../features/legal/components/LegalPageView';

/** `/terms-and-conditions`: the Terms and Conditions from the CMS, with a table of contents. */
export default function TermsPage() {
  return <LegalPageView slug="terms-and-conditions" title="Terms and Conditions" />;
}
