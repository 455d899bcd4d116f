/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect } from 'react';
import { getAppConfig } from '@qa/shared/kernel/config/app-config';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';

/** Sends the visitor to the community chat; the link stays visible if the redirect is blocked. */
export default function DiscordRedirectPage() {
  const { communityUrl } = getAppConfig();
  useDocumentTitle('Taking you to our community');
  useEffect(() => {
    window.location.replace(communityUrl);
  }, [communityUrl]);
  return (
    <p css={{ padding: 32 }}>
      Taking you to our community…{' '}
      <a href={communityUrl} rel="noopener noreferrer">
        Continue
      </a>
    </p>
  );
}
