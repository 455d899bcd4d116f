import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { setApiCountry } from '@qa/shared/api/api-client';
import { useUser } from '@qa/shared/api/users';

let appliedCountry: string | null = null;

/** spec §4: a signed-in user's country goes on the API client, then all queries are reset. */
export default function SignedInCountry({ userId }: { userId: number }) {
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
