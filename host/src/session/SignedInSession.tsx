import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { setApiCountry } from '@qa/shared/api/api-client';
import { useCurrentSubscription } from '@qa/shared/api/subscriptions';
import { useUser } from '@qa/shared/api/users';

let appliedCountry: string | null = null;

/** spec §4: a signed-in user's country goes on the API client, then all queries are reset. */
function SignedInCountry({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const { data } = useUser(userId);
  const country = data?.country ?? null;

  useEffect(() => {
    if (!country || country === appliedCountry) return;
    appliedCountry = country;
    setApiCountry(country);
    void queryClient.resetQueries();
  }, [country, queryClient]);

  return null;
}

/** spec §7 GET /subscriptions "when authenticated": the query also keeps it in the auth store. */
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
