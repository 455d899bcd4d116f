/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect } from 'react';
import { getAppConfig } from '@qa/shared/kernel/config/app-config';
import { token } from '@qa/shared/ui/styles/tokens';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';

const pageRoom = { padding: token('spacing-8') } as const;

/** Sends the visitor to the community chat; the link stays visible if the redirect is blocked. */
export default function DiscordRedirectPage() {
  const { communityUrl } = getAppConfig();
  useDocumentTitle('Taking you to our community');
  useEffect(() => {
    window.location.replace(communityUrl);
  }, [communityUrl]);
  return (
    <p css={pageRoom}>
      Taking you to our community…{' '}
      <a href={communityUrl} rel="noopener noreferrer">
        Continue
      </a>
    </p>
  );
}
