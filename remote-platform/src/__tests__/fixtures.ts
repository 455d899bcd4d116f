/**
 * Realistic answers of the main API for the platform's page tests and its contract test: the
 * shapes of dev-api (paths, courses, a course, progress, plans, subscription).
 */
import { http, HttpResponse } from 'msw';
import { courseSummary } from '@qa/testing/course-fixtures';
import { mockApiOrigin, mockMedia } from '@qa/testing/mock-api-config';
import { makeAccessToken } from '@qa/testing/tokens';
import type { CourseDetail, CourseSummary } from '../api/course-types';
import type { CareerPath } from '../features/paths/api/paths';
import type { PlanOffer } from '@qa/shared/data/plans';
import { quizHandlers, quizSummaries } from './quiz-fixtures';

export const API = mockApiOrigin;

export const courses: CourseSummary[] = [
  courseSummary(1, 'qa-fundamentals', 'QA Fundamentals', { isFree: true, rating: 4.8, votes: 412 }),
  courseSummary(2, 'test-design-techniques', 'Test Design Techniques', { level: 'intermediate' }),
  courseSummary(3, 'api-testing-postman', 'API Testing with Postman', { pathId: 2, isFree: true }),
  courseSummary(4, 'playwright-ui-automation', 'Playwright UI Automation', { pathId: 2, level: 'advanced' }),
];

export const qaFundamentals: CourseDetail = {
  ...(courses[0] as CourseSummary),
  description: 'What testers do, the software life cycle and where quality fits in.',
  instructor: {
    id: 1,
    name: 'Olena Kravets',
    title: 'Head of QA, fintech',
    bio: 'Twelve years in testing.',
    photoUrl: mockMedia('avatars/olena-kravets.svg'),
  },
  lectures: [
    'Welcome to quality assurance',
    'The software development life cycle',
    'Verification and validation',
    'Levels and types of testing',
    'The seven testing principles',
    'Your first test session',
  ].map((title, index) => ({
    id: 11 + index,
    position: index + 1,
    title,
    durationMinutes: 8 + index,
    durationSeconds: 462 + index * 60,
    isFreePreview: index === 0,
    section: index < 2 ? 'Getting started' : index < 5 ? 'How testing works' : 'Practice',
  })),
  quizzes: quizSummaries,
  nextCourse: courses[1] as CourseSummary,
};

export const paidCourse: CourseDetail = {
  ...qaFundamentals,
  ...(courses[3] as CourseSummary),
  lectures: qaFundamentals.lectures.map((lecture) => ({ ...lecture, id: lecture.id + 100 })),
  quizzes: quizSummaries.map((quiz) => ({ ...quiz, id: quiz.id + 100, afterLectureId: quiz.afterLectureId + 100 })),
  nextCourse: null,
};

/** The lecture answer of GET /courses/:slug/lectures/:id for the course's `index`-th lecture. */
export function lectureOf(course: CourseDetail, index: number) {
  const lecture = course.lectures[index] as CourseDetail['lectures'][number];
  return {
    ...lecture,
    courseId: course.id,
    courseSlug: course.slug,
    videoUrl: mockMedia('video/sample-lecture.webm'),
    captionsUrl: mockMedia('video/sample-lecture.vtt'),
    body: `<p>${lecture.title}: the key ideas.</p><img src="x" onerror="window.hacked = true">`,
    previousLectureId: course.lectures[index - 1]?.id ?? null,
    nextLectureId: course.lectures[index + 1]?.id ?? null,
    isLast: index === course.lectures.length - 1,
    nextQuizId: course.quizzes.find((quiz) => quiz.afterLectureId === lecture.id)?.id ?? null,
  };
}

/** The sample clip's captions (dev-api/media/sample-lecture.vtt). */
export const sampleCaptions =
  'WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome to this lecture of QA Career.\n\n' +
  '00:02.000 --> 00:04.000\nFollow along, then practise on a real application.\n';

export const paths: CareerPath[] = [
  { id: 1, slug: 'manual-qa', title: 'Manual QA Engineer', level: 'beginner', durationWeeks: 12, coursesCount: 2 },
  {
    id: 2,
    slug: 'automation-qa',
    title: 'Automation QA Engineer',
    level: 'intermediate',
    durationWeeks: 16,
    coursesCount: 2,
  },
].map((path) => ({
  ...path,
  description: `${path.title} path.`,
  imageUrl: mockMedia(`covers/path-${path.slug}.svg`),
})) as CareerPath[];

/** 23 learners on the board; the signed-in learner (id 1) is 12th. */
export const ratingEntries = Array.from({ length: 23 }, (_, index) => ({
  position: index + 1,
  userId: index === 11 ? 1 : 100 + index,
  fullName: index === 11 ? 'Demo Learner' : `Learner ${index + 1}`,
  profilePhotoUrl: mockMedia(`avatars/learner-${index + 1}.svg`),
  country: 'US',
  score: 900 - index * 10,
}));

export const certificate = {
  id: 5,
  userId: 1,
  courseId: 3,
  courseSlug: 'api-testing-postman',
  courseTitle: 'API Testing with Postman',
  code: 'QAC-0001-1',
  issuedAt: '2026-11-01T10:00:00Z',
};

export const plans: PlanOffer[] = [
  { id: 1, slug: 'free', name: 'Free', period: 'forever', price: 0, isFree: true, description: '', features: [] },
  { id: 2, slug: 'monthly', name: 'Monthly', period: 'month', price: 29, isFree: false, description: '', features: [] },
  { id: 3, slug: 'annual', name: 'Annual', period: 'year', price: 249, isFree: false, description: '', features: [] },
];

export const subscriptionOf = (plan: PlanOffer) => ({
  id: 7,
  status: 'active',
  startedAt: '2026-10-01T10:00:00Z',
  expiresAt: plan.isFree ? null : '2026-12-01T10:00:00Z',
  plan,
});

/** The API as a learner sees it: every course, two courses in detail, plans; progress 2 of 6. */
export const platformHandlers = [
  http.get(`${API}/courses`, () => HttpResponse.json({ data: courses })),
  http.get(`${API}/courses/qa-fundamentals`, () => HttpResponse.json(qaFundamentals)),
  http.get(`${API}/courses/playwright-ui-automation`, () => HttpResponse.json(paidCourse)),
  http.get(`${API}/courses/:slug/progress`, () =>
    HttpResponse.json({
      courseId: 1,
      percent: 33,
      completedLectureIds: [11, 12],
      passedQuizIds: [],
      certificateId: null,
    }),
  ),
  http.get(`${API}/courses/:slug/lectures/:lectureId/position`, () =>
    HttpResponse.json({ seconds: 0, updatedAt: null }),
  ),
  http.put(`${API}/courses/:slug/lectures/:lectureId/position`, () => new HttpResponse(null, { status: 204 })),
  http.get(`${API}/media/video/sample-lecture.vtt`, () => HttpResponse.text(sampleCaptions)),
  http.get(`${API}/courses/:slug/lectures/:lectureId`, ({ params }) => {
    const course = [qaFundamentals, paidCourse].find((c) => c.slug === params['slug']);
    const index = course?.lectures.findIndex((l) => String(l.id) === params['lectureId']) ?? -1;
    if (!course || index < 0) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
    return HttpResponse.json(lectureOf(course, index));
  }),
  http.post(`${API}/courses/:slug/lectures/:lectureId/complete`, ({ params }) =>
    HttpResponse.json({
      courseId: 1,
      percent: 50,
      completedLectureIds: [11, 12, Number(params['lectureId'])],
      certificateId: null,
      pointsEarned: 10,
      accessToken: makeAccessToken({ id: 1, fullName: 'Demo Learner', rating: { position: 7, score: 130 } }),
    }),
  ),
  http.get(`${API}/courses/my-courses`, () =>
    HttpResponse.json({
      data: [
        {
          ...courses[0],
          progress: 33,
          nextLectureId: 13,
          nextLecture: { id: 13, title: 'Verification and validation', durationSeconds: 600, position: 3 },
          certificateId: null,
          lecturesCount: 6,
          completedLecturesCount: 2,
        },
        {
          ...courses[2],
          progress: 100,
          nextLectureId: 31,
          nextLecture: null,
          certificateId: 5,
          lecturesCount: 6,
          completedLecturesCount: 6,
        },
      ],
    }),
  ),
  http.get(`${API}/instructors/1`, () =>
    HttpResponse.json({ ...qaFundamentals.instructor, courses: courses.filter((course) => course.instructorId === 1) }),
  ),
  http.get(`${API}/rating`, ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    return HttpResponse.json({
      data: ratingEntries.slice((page - 1) * limit, page * limit),
      meta: { page, limit, total: ratingEntries.length },
    });
  }),
  http.get(`${API}/rating/1`, () => HttpResponse.json({ ...ratingEntries[11], certificates: [certificate] })),
  http.get(`${API}/rating/1/certificates/5`, () => HttpResponse.json({ ...certificate, fullName: 'Demo Learner' })),
  http.get(`${API}/paths`, () => HttpResponse.json({ data: paths })),
  http.get(`${API}/paths/1`, () =>
    HttpResponse.json({ ...paths[0], courses: courses.filter((course) => course.pathId === 1) }),
  ),
  http.get(`${API}/plans`, () => HttpResponse.json({ data: plans })),
  http.get(`${API}/subscriptions`, () => HttpResponse.json(subscriptionOf(plans[0] as PlanOffer))),
  http.get(`${API}/courses/recommended`, () =>
    HttpResponse.json({ course: courses[0], reason: 'A good first course for anyone new to testing.' }),
  ),
  ...quizHandlers,
];
