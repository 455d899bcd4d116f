import { useEffect } from 'react';
import { useQueryClient } from '@qa/shared/kernel/query/react-query';
import { useCurrentSubscription } from '@qa/shared/data/subscriptions';
import { useUser } from '../api/users';
import { setUserCountry } from '@qa/shared/kernel/geo/country';

/** docs/behaviour.md: a signed-in user's country goes on the API client, then all queries are reset. */
function SignedInCountry({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const { data } = useUser(userId);
  const country = data?.country ?? null;

  useEffect(() => {
    if (country && setUserCountry(country)) void queryClient.resetQueries();
  }, [country, queryClient]);

  return null;
}

/** docs/behaviour.md GET /subscriptions "when authenticated": the query also keeps it in the auth store. */
function CurrentSubscription() {
  useCurrentSubscription();
  return null;
}

/** What the shell loads for a signed-in user, in the same request burst: the user and the subscription. */
export default function SignedInSession({ userId }: { userId: number }) {
  return (
    <>
      <SignedInCountry userId={userId} />
      <CurrentSubscription />
    </>
  );
}
