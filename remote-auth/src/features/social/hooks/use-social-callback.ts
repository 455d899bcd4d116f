import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { finishSignIn } from '../../../session/finish-sign-in';
import { isNewSocialUser, socialSignIn } from '../api/social-sign-in';
import { readCallback } from '../social-flow';

export type SocialPhase = { kind: 'idle' } | { kind: 'working' } | { kind: 'error'; message: string };

const hasCallback = (search: string) => /[?&](code|provider)=/.test(search);

/**
 * Finishes a social sign-in when the provider sends the user back here: a known user is signed in,
 * a new one goes on to create-profile with the provider's token (docs/behaviour.md createProfileToken).
 */
export function useSocialCallback(): SocialPhase {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<SocialPhase>(() => (hasCallback(search) ? { kind: 'working' } : { kind: 'idle' }));
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !hasCallback(search)) return;
    started.current = true; // the code is single use, even when effects run twice in development
    setParams({}, { replace: true });
    const finish = async () => {
      const callback = readCallback(params);
      if (!callback) return;
      const result = await socialSignIn(callback);
      if (isNewSocialUser(result)) {
        localStore.setString(storageKeys.createProfileToken, result.createProfileToken);
        sessionStore.setString(
          sessionKeys.newSocialUser,
          JSON.stringify({ email: result.email, fullName: result.fullName, provider: callback.provider }),
        );
        navigate(href('registration-create-profile'), { replace: true });
      } else {
        finishSignIn(result, 'login');
      }
    };
    finish().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : 'The login did not complete. Please try again.';
      setPhase({ kind: 'error', message });
    });
  }, [search, params, setParams, navigate]);

  return phase;
}
