/**
 * The first course the dashboard recommends, from the learner's questionnaire answers
 * (docs/behaviour.md, "First course recommendation"): the first rule that fits wins.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connection.ts';
import { authOf, makeAuthenticate } from '../../lib/authenticate.ts';
import * as s from '../../lib/schemas.ts';
import { courseOr404, nextCourseOf, toCourseSummary, type CourseRow } from './repository.ts';

export const NEW_TO_TESTING = 'A good first course for anyone new to testing.';

/** What the questionnaire's first three questions asked (option ids of seed-data/people.ts). */
export interface LearnerProfile {
  /** none, manual, automation or lead */
  experience?: string;
  /** first-job, automation, raise or skills */
  goal?: string;
  /** manual, api, ui, performance, security */
  interests: string[];
}

interface Rule {
  when: (profile: LearnerProfile) => boolean;
  course: string;
  reason: string;
}

const RULES: readonly Rule[] = [
  {
    when: (p) => p.experience === undefined || p.experience === 'none',
    course: 'qa-fundamentals',
    reason: NEW_TO_TESTING,
  },
  {
    when: (p) =>
      p.experience === 'manual' &&
      (p.goal === 'automation' || p.interests.includes('api') || p.interests.includes('ui')),
    course: 'api-testing-postman',
    reason: 'You test by hand today and want to automate: API tests are the gentlest first step.',
  },
  {
    when: (p) => p.experience === 'manual',
    course: 'test-design-techniques',
    reason: 'You already test by hand: sharper test design finds more bugs with fewer tests.',
  },
  {
    when: (p) => p.interests.includes('performance'),
    course: 'performance-testing-k6',
    reason: 'You know testing and want to measure speed: start with load tests in k6.',
  },
  {
    when: (p) => p.interests.includes('security'),
    course: 'security-testing-basics',
    reason: 'You know testing and want to find security holes: start with the OWASP Top 10.',
  },
  {
    when: (p) => p.interests.includes('ui'),
    course: 'playwright-ui-automation',
    reason: 'You know testing and want UI tests that last: start with Playwright.',
  },
  {
    when: () => true,
    course: 'ci-for-qa',
    reason: 'You know testing: run your team’s tests in a CI pipeline, with reports and quality gates.',
  },
];

/** The course and the reason for a profile (the last rule always fits). */
export function recommendFor(profile: LearnerProfile): { course: string; reason: string } {
  const rule = RULES.find((r) => r.when(profile)) ?? RULES[0];
  return { course: rule?.course ?? 'qa-fundamentals', reason: rule?.reason ?? NEW_TO_TESTING };
}

/** The learner's answers by question position (1 experience, 2 goal, 3 interests); none before the questionnaire. */
export function profileOf(db: Db, userId: number): LearnerProfile {
  const rows = db
    .prepare(
      'SELECT q.position, a.answer FROM questionnaire_answers a JOIN questions q ON q.id = a.question_id WHERE a.user_id = ?',
    )
    .all(userId) as { position: number; answer: string }[];
  const optionsAt = (position: number): string[] => {
    const answer = rows.find((row) => row.position === position)?.answer;
    return answer ? ((JSON.parse(answer) as { optionIds?: string[] }).optionIds ?? []) : [];
  };
  const [experience] = optionsAt(1);
  const [goal] = optionsAt(2);
  return { experience, goal, interests: optionsAt(3) };
}

const hasCertificate = (db: Db, userId: number, courseId: number): boolean =>
  db.prepare('SELECT 1 FROM certificates WHERE user_id = ? AND course_id = ?').get(userId, courseId) !== undefined;

export function registerRecommendedRoute(app: FastifyInstance, ctx: AppContext): void {
  const authenticate = makeAuthenticate(ctx);

  app.get('/courses/recommended', { preHandler: authenticate, schema: s.noQuery }, async (request) => {
    const userId = authOf(request).id;
    const pick = recommendFor(profileOf(ctx.db, userId));
    const chosen = courseOr404(ctx.db, pick.course);
    // a learner who already finished it is sent on along its career path
    let next: CourseRow | undefined = chosen;
    while (next && hasCertificate(ctx.db, userId, next.id)) next = nextCourseOf(ctx.db, next);
    if (!next || next.id === chosen.id) return { course: toCourseSummary(ctx.db, chosen), reason: pick.reason };
    return {
      course: toCourseSummary(ctx.db, next),
      reason: `You finished ${chosen.title}; ${next.title} comes next on its career path.`,
    };
  });
}
