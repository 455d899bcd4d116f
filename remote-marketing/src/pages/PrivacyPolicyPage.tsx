import { LegalPageView } from '../features/legal/components/LegalPageView';

/** `/privacy-policy`: the Privacy Policy from the CMS, with a table of contents. */
export default function PrivacyPolicyPage() {
  return <LegalPageView slug="privacy-policy" title="Privacy Policy" />;
}
