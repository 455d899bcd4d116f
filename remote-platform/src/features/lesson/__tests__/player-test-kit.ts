/** What jsdom's media elements lack, for the player's tests. */
import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { API } from '../../../__tests__/fixtures';

/**
 * jsdom's `<track>` has no text track: each gets a fake one whose `mode` the player sets, as a
 * browser's. `modeOf()` reads the mode of the page's track.
 */
export function fakeTextTracks() {
  const modes = new WeakMap<HTMLTrackElement, { mode: TextTrackMode }>();
  beforeAll(() => {
    Object.defineProperty(HTMLTrackElement.prototype, 'track', {
      configurable: true,
      get(this: HTMLTrackElement) {
        if (!modes.has(this)) modes.set(this, { mode: this.default ? 'showing' : 'disabled' });
        return modes.get(this);
      },
    });
  });
  afterAll(() => {
    delete (HTMLTrackElement.prototype as unknown as Record<string, unknown>)['track'];
  });
  return { modeOf: () => document.querySelector('track')?.track.mode };
}

/** jsdom cannot play: `play()` resolves, as a browser's does once playback starts. */
export const playSpy = () => jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);

/** The saved position is `seconds`; records the GETs and the seconds of every PUT (answered `status`). */
export function positionRequests(server: SetupServerApi, seconds: number, status = 204) {
  const seen = { gets: 0, puts: [] as number[] };
  const path = `${API}/courses/:slug/lectures/:lectureId/position`;
  server.use(
    http.get(path, () => {
      seen.gets += 1;
      return HttpResponse.json({ seconds, updatedAt: seconds ? '2026-11-01T10:00:00Z' : null });
    }),
    http.put(path, async ({ request }) => {
      seen.puts.push(((await request.json()) as { seconds: number }).seconds);
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json({ message: 'Try later' }, { status });
    }),
  );
  return seen;
}
