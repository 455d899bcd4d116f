/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { useEffect, useState, type ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { getAppConfig } from '@qa/shared/kernel/config/app-config';
import { probePage, type PageProbeOptions } from '@qa/testing/render-probe';
import { routeById } from '@qa/shared/kernel/routing/route-table';
import { useParams } from '@qa/shared/kernel/routing/router';
import { useQuery } from '@qa/shared/kernel/query/react-query';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';

const lecture = routeById('lecture');
const probe = (Page: () => ReactNode, options: PageProbeOptions = {}) =>
  probePage('platform', './LecturePage', Page, lecture, { timeoutMs: 1500, ...options });
const at = '[platform] page ./LecturePage at /courses/sample-courseslug-1/lecture/sample-lectureid-2';

function ContentPage() {
  return <h1>Lecture</h1>;
}

function ThrowingPage(): never {
  throw new Error('lectures API client missing');
}

/** Mounts, but shows no heading, no loading state and no error state, ever. */
function BlankPage() {
  return <div className="lecture" />;
}

function ForeverLoadingPage() {
  return <div role="status">Loading the lecture…</div>;
}

type Lecture = { title: string };

/** Loads the lecture from the API: a loading state, then the title or its error state. */
function FetchingPage() {
  const { courseSlug, lectureId } = useParams();
  const [state, setState] = useState<{ lecture?: Lecture; error?: string }>({});
  useEffect(() => {
    void fetch(`${getAppConfig().api.main}/courses/${courseSlug}/lectures/${lectureId}`).then(async (response) => {
      const body = (await response.json()) as Lecture & { message?: string };
      setState(response.ok ? { lecture: body } : { error: body.message ?? 'Failed' });
    });
  }, [courseSlug, lectureId]);
  if (state.error) return <p role="alert">{state.error}</p>;
  if (!state.lecture) return <div aria-busy="true">Loading</div>;
  return <h1>{state.lecture.title}</h1>;
}

/** Loads, then crashes on the answer it did not expect. */
function CrashAfterLoadPage() {
  const [lecture, setLecture] = useState<Lecture | null | undefined>(undefined);
  useEffect(() => {
    void fetch(`${getAppConfig().api.main}/lecture`).then(async (response) => {
      setLecture(response.ok ? ((await response.json()) as Lecture) : null);
    });
  }, []);
  if (lecture === undefined) return <div role="status">Loading</div>;
  return <h1>{(lecture as Lecture).title.toUpperCase()}</h1>;
}

describe('probePage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('accepts a page that shows an h1', async () => {
    await expect(probe(ContentPage)).resolves.toEqual([]);
  });

  it('accepts a page that shows its loading state (role=status) and stays there', async () => {
    await expect(probe(ForeverLoadingPage)).resolves.toEqual([]);
  });

  it('accepts a page that fetches and shows its error state (role=alert) on the default 404', async () => {
    await expect(probe(FetchingPage)).resolves.toEqual([]);
    expect(document.body.innerHTML).toBe('');
  });

  it("serves the remote's own handlers before the 404 fallback", async () => {
    const seen: string[] = [];
    const handlers = [
      http.get('*/courses/:courseSlug/lectures/:lectureId', ({ params }) => {
        seen.push(`${String(params.courseSlug)}/${String(params.lectureId)}`);
        return HttpResponse.json({ title: 'Test design' });
      }),
    ];
    await expect(probe(FetchingPage, { handlers })).resolves.toEqual([]);
    expect(seen).toEqual(['sample-courseslug-1/sample-lectureid-2']);
  });

  it('fails a page that throws while rendering', async () => {
    await expect(probe(ThrowingPage)).resolves.toEqual([`${at}: threw while rendering: lectures API client missing`]);
  });

  it('fails a page that renders nothing recognisable, naming what it waited for', async () => {
    await expect(probe(BlankPage)).resolves.toEqual([
      `${at}: showed no h1, no loading state (role=status, aria-busy=true) and no error state (role=alert) within 1500 ms`,
    ]);
  });

  it('fails a page that crashes once its data arrives, after showing its loading state', async () => {
    const violations = await probe(CrashAfterLoadPage);
    expect(violations.join('\n')).toMatch(/threw while rendering: Cannot read properties of null \(reading 'title'\)$/);
  });

  it('fails a page that logs a React error (console.error)', async () => {
    const Keyless = () => (
      <ul>
        <h1>Lecture</h1>
        {['a', 'b'].map((item) => (
          <li>{item}</li>
        ))}
      </ul>
    );
    const violations = await probe(Keyless);
    expect(violations.join('\n')).toMatch(/logged an error: Each child in a list should have a unique "key" prop\.$/);
  });

  describe("the module's prefetch", () => {
    const lectureQuery = (courseSlug = '', lectureId = '') => ({
      queryKey: ['lecture', courseSlug, lectureId],
      queryFn: () => ({ title: `Lecture ${lectureId}` }),
    });
    function QueryPage() {
      const { courseSlug, lectureId } = useParams();
      const lecture = useQuery(lectureQuery(courseSlug, lectureId));
      return lecture.data ? <h1>{lecture.data.title}</h1> : <div role="status">Loading</div>;
    }

    it('passes a prefetch that starts what the page reads, with the route params', async () => {
      const seen: unknown[] = [];
      const prefetch: PagePrefetch = ({ params, queryClient }) => {
        seen.push(params);
        return queryClient.prefetchQuery(lectureQuery(params.courseSlug, params.lectureId));
      };
      await expect(probe(QueryPage, { prefetch })).resolves.toEqual([]);
      expect(seen).toEqual([{ courseSlug: 'sample-courseslug-1', lectureId: 'sample-lectureid-2' }]);
    });

    it('fails a prefetch whose query the page does not read (a drifted key, a wasted request)', async () => {
      const prefetch: PagePrefetch = ({ queryClient }) =>
        queryClient.prefetchQuery({ queryKey: ['lectures', 'all'], queryFn: () => [] });
      await expect(probe(QueryPage, { prefetch })).resolves.toEqual([
        `${at}: prefetch started a query the page does not read: ["lectures","all"]`,
      ]);
    });

    it('fails a prefetch that throws', async () => {
      const prefetch: PagePrefetch = () => {
        throw new Error('no client');
      };
      await expect(probe(QueryPage, { prefetch })).resolves.toEqual([`${at}: prefetch threw: no client`]);
    });
  });
});
