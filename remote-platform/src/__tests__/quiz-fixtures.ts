/**
 * The quizzes of QA Fundamentals as the main API answers them: the summaries on the course, one quiz
 * in detail (no answer key), and its attempts scored as the dev API scores them.
 */
import { http, HttpResponse } from 'msw';
import { mockApiOrigin } from '@qa/testing/mock-api-config';
import type { QuizSummary } from '../api/course-types';
import type { Quiz, QuizAnswers, QuizAttempt, QuizSubmission } from '../features/quiz/api/quiz';

export const quizSummaries: QuizSummary[] = [
  {
    id: 1,
    title: 'Getting started: check your understanding',
    section: 'Getting started',
    sectionIndex: 0,
    afterLectureId: 12,
    questionsCount: 3,
    passPercent: 70,
  },
  {
    id: 2,
    title: 'How testing works: check your understanding',
    section: 'How testing works',
    sectionIndex: 1,
    afterLectureId: 15,
    questionsCount: 5,
    passPercent: 70,
  },
];

/** The quiz's questions as a table (id, kind, prompt, option texts); option ids run on from 1 across the quiz. */
function questions(): Quiz['questions'] {
  const rows: [number, 'single' | 'multiple', string, string[]][] = [
    [
      101,
      'single',
      'What does quality assurance aim to prevent?',
      ['Defects reaching users', 'Writing code', 'Releasing on time'],
    ],
    [
      102,
      'multiple',
      'Which of these are phases of the software development life cycle?',
      ['Requirements', 'Design', 'Marketing spend', 'Testing'],
    ],
    [
      103,
      'single',
      'Who is responsible for quality?',
      ['Only the testers', 'The whole team', 'Only the product owner'],
    ],
  ];
  let optionId = 0;
  return rows.map(([id, kind, prompt, texts]) => ({
    id,
    prompt,
    kind,
    options: texts.map((text) => ({ id: (optionId += 1), text })),
  }));
}

export const gettingStartedQuiz: Quiz = {
  id: 1,
  title: 'Getting started: check your understanding',
  courseSlug: 'qa-fundamentals',
  section: 'Getting started',
  sectionIndex: 0,
  passPercent: 70,
  questions: questions(),
  lastAttempt: null,
};

const key: Record<string, { correct: number[]; explanation: string }> = {
  101: { correct: [1], explanation: 'Assurance is about the process that keeps defects from reaching users.' },
  102: { correct: [4, 5, 7], explanation: 'Marketing is not a phase of building the software.' },
  103: { correct: [9], explanation: 'Everyone who builds the product shares its quality.' },
};

/** Scores answers as the server does: a question is right when the chosen set equals the correct set. */
export function scoreAttempt(answers: QuizAnswers): QuizAttempt {
  const results = Object.entries(key).map(([questionId, { correct, explanation }]) => {
    const chosen = [...(answers[questionId] ?? [])].sort((a, b) => a - b);
    return {
      questionId: Number(questionId),
      chosenOptionIds: chosen,
      correctOptionIds: correct,
      correct: chosen.join() === correct.join(),
      explanation,
    };
  });
  const score = results.filter((result) => result.correct).length;
  const percent = Math.round((score / results.length) * 100);
  return {
    id: 40,
    score,
    total: results.length,
    percent,
    passed: percent >= 70,
    submittedAt: '2026-11-20T10:00:00Z',
    durationSeconds: 95,
    results,
  };
}

/** The answer to a submitted attempt; `extra` for a course it finishes (certificate, points). */
export function submissionOf(answers: QuizAnswers, extra: Partial<QuizSubmission> = {}): QuizSubmission {
  const attempt = scoreAttempt(answers);
  return {
    attempt,
    courseId: 1,
    percent: attempt.passed ? 38 : 25,
    completedLectureIds: [11, 12],
    passedQuizIds: attempt.passed ? [1] : [],
    certificateId: null,
    pointsEarned: attempt.passed ? 10 : 0,
    ...extra,
  };
}

const API = mockApiOrigin;

export const quizHandlers = [
  http.get(`${API}/courses/qa-fundamentals/quizzes/1`, () => HttpResponse.json(gettingStartedQuiz)),
  http.post(`${API}/courses/qa-fundamentals/quizzes/1/attempts`, async ({ request }) => {
    const { answers } = (await request.json()) as { answers: QuizAnswers };
    return HttpResponse.json(submissionOf(answers), { status: 201 });
  }),
];
