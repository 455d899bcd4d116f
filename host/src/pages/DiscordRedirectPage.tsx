import { useEffect } from 'react';
import { getAppConfig } from '@qa/shared/config/app-config';
import { Box, Link, Text } from '@qa/shared/ui/kit';

/** Sends the visitor to the community chat; the link stays visible if the redirect is blocked. */
export default function DiscordRedirectPage() {
  const { communityUrl } = getAppConfig();
  useEffect(() => {
    window.location.replace(communityUrl);
  }, [communityUrl]);
  return (
    <Box p="8">
      <Text>
        Taking you to our community…{' '}
        <Link href={communityUrl} rel="noopener noreferrer">
          Continue
        </Link>
      </Text>
    </Box>
  );
}
