import { hashPassword, OWASP_SCRYPT_COST, type ScryptCost } from '../lib/passwords.ts';
import type { Db } from './connection.ts';
import { mediaPath } from './media-urls.ts';
import { getMeta, setMeta } from './connection.ts';
import { careerPaths, instructors, plans } from './seed-data/catalog.ts';
import { courseSections } from './seed-data/course-sections.ts';
import { courses, lectureBody } from './seed-data/courses.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_SOCIAL_ID, learners, PRO_EMAIL, questions } from './seed-data/people.ts';
import { CONTENT_VERSION, daysAgo, iso, refreshContent, seedContent } from './seed-content.ts';
import { lessonsNeedSync, syncLessons } from './seed-lessons.ts';
import { creditQuiz, creditQuizzesOfCertificates } from './seed-quizzes.ts';

/** Fills an empty database with believable content, in one transaction. Idempotent. */
export async function seedIfEmpty(db: Db, passwordCost: ScryptCost = OWASP_SCRYPT_COST): Promise<void> {
  if (getMeta(db, 'seeded_at')) {
    refreshContent(db);
    placeSections(db);
    if (lessonsNeedSync(db)) syncLessons(db);
    return;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordCost);
  const now = new Date();
  db.transaction(() => {
    seedCatalog(db);
    placeSections(db);
    syncLessons(db);
    seedPeople(db, passwordHash, now);
    seedContent(db, now);
    setMeta(db, 'seeded_at', iso(now));
    setMeta(db, 'content_version', CONTENT_VERSION);
  })();
}

/** Gives every lecture its syllabus section (also in a database made before sections existed). */
function placeSections(db: Db): void {
  // a database of an older schema (the migration tests seed one) has no sections yet
  const columns = db.prepare('PRAGMA table_info(lectures)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'section')) return;
  if (!db.prepare("SELECT 1 FROM lectures WHERE section = '' LIMIT 1").get()) return;
  const place = db.prepare(
    'UPDATE lectures SET section = ? WHERE course_id = (SELECT id FROM courses WHERE slug = ?) AND position BETWEEN ? AND ?',
  );
  db.transaction(() => {
    for (const [slug, sections] of Object.entries(courseSections)) {
      let first = 1;
      for (const [title, count] of sections) {
        place.run(title, slug, first, first + count - 1);
        first += count;
      }
    }
  })();
}

function seedCatalog(db: Db): void {
  const plan = db.prepare(
    'INSERT INTO plans (slug, name, period, price, is_free, description, features) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const p of plans)
    plan.run(p.slug, p.name, p.period, p.price, p.isFree ? 1 : 0, p.description, JSON.stringify(p.features));
  const instructor = db.prepare('INSERT INTO instructors (name, title, bio, photo_url) VALUES (?, ?, ?, ?)');
  for (const i of instructors) instructor.run(i.name, i.title, i.bio, mediaPath.portrait(i.name));
  const path = db.prepare(
    'INSERT INTO career_paths (slug, title, description, level, duration_weeks, image_url) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const p of careerPaths)
    path.run(p.slug, p.title, p.description, p.level, p.weeks, mediaPath.cover('path', p.slug));
  const course = db.prepare(
    'INSERT INTO courses (slug, title, summary, description, level, image_url, instructor_id, path_id, position, rating, votes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const lecture = db.prepare(
    'INSERT INTO lectures (course_id, position, title, duration_minutes, video_url, body, is_free_preview) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  courses.forEach((c, index) => {
    const courseId = Number(
      course.run(
        c.slug,
        c.title,
        c.summary,
        c.description,
        c.level,
        mediaPath.cover('course', c.slug),
        c.instructor,
        c.path,
        index + 1,
        c.rating,
        c.votes,
      ).lastInsertRowid,
    );
    c.lectures.forEach((title, position) => {
      lecture.run(
        courseId,
        position + 1,
        title,
        8 + ((position * 7 + index * 3) % 17),
        mediaPath.lectureVideo(),
        lectureBody(c, position),
        position === 0 ? 1 : 0,
      );
    });
  });
  const question = db.prepare('INSERT INTO questions (position, text, kind, options) VALUES (?, ?, ?, ?)');
  questions.forEach((q, index) =>
    question.run(index + 1, q.text, q.kind, JSON.stringify(q.options.map(([id, label]) => ({ id, label })))),
  );
}

function seedPeople(db: Db, passwordHash: string, now: Date): void {
  const user = db.prepare(
    `INSERT INTO users (email, password_hash, full_name, country, profile_photo_url, is_questionnaire_complete, rating_score, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const subscribe = db.prepare(
    "INSERT INTO subscriptions (user_id, plan_id, status, amount_paid, started_at, expires_at) VALUES (?, (SELECT id FROM plans WHERE slug = ?), 'active', ?, ?, ?)",
  );
  const complete = db.prepare(
    'INSERT INTO lecture_completions (user_id, lecture_id, completed_at) SELECT ?, id, ? FROM lectures WHERE course_id = (SELECT id FROM courses WHERE slug = ?) AND position <= ?',
  );
  const certificate = db.prepare(
    'INSERT INTO certificates (user_id, course_id, code, issued_at) VALUES (?, (SELECT id FROM courses WHERE slug = ?), ?, ?)',
  );

  // demo: questionnaire not done (shows the reminder), free plan, 2 of 6 lectures of QA Fundamentals done
  // (its first section) and that section's quiz passed when the course has one: 33 % either way
  const demoId = Number(
    user.run(
      DEMO_EMAIL,
      passwordHash,
      'Demo Learner',
      'US',
      mediaPath.avatar('Demo Learner'),
      0,
      120.5,
      daysAgo(now, 20),
    ).lastInsertRowid,
  );
  subscribe.run(demoId, 'free', 0, daysAgo(now, 20), null);
  const identity = db.prepare('INSERT INTO social_identities (provider, provider_user_id, user_id) VALUES (?, ?, ?)');
  for (const provider of ['google', 'facebook']) identity.run(provider, DEMO_SOCIAL_ID, demoId);
  complete.run(demoId, daysAgo(now, 3), 'qa-fundamentals', 2);
  for (const quizId of firstSectionQuizzes(db, 'qa-fundamentals')) creditQuiz(db, demoId, quizId, daysAgo(now, 3));
  // pro: questionnaire done, six-months plan, one course finished with a certificate
  const proId = Number(
    user.run(PRO_EMAIL, passwordHash, 'Priya Pro', 'GB', mediaPath.avatar('Priya Pro'), 1, 702.9, daysAgo(now, 90))
      .lastInsertRowid,
  );
  subscribe.run(proId, 'six-months', 149, daysAgo(now, 30), iso(new Date(now.getTime() + 150 * 86_400_000)));
  complete.run(proId, daysAgo(now, 10), 'qa-fundamentals', 99);
  complete.run(proId, daysAgo(now, 2), 'test-design-techniques', 3);
  certificate.run(proId, 'qa-fundamentals', 'QAC-PRO-0001', daysAgo(now, 10));

  learners.forEach((learner, index) => {
    const email = `${learner.name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z ]/g, '')
      .replace(/ /g, '.')}@example.com`;
    const id = Number(
      user.run(
        email,
        null,
        learner.name,
        learner.country,
        mediaPath.avatar(learner.name),
        1,
        learner.score,
        daysAgo(now, 200 - index * 5),
      ).lastInsertRowid,
    );
    subscribe.run(id, index % 3 === 0 ? 'annual' : 'monthly', index % 3 === 0 ? 249 : 29, daysAgo(now, 60), null);
    const finished = courses.slice(0, 1 + (index % 4));
    finished.forEach((course, n) => {
      complete.run(id, daysAgo(now, 40 - n), course.slug, 99);
      certificate.run(id, course.slug, `QAC-${String(id).padStart(4, '0')}-${n + 1}`, daysAgo(now, 40 - n));
    });
  });
  // whoever holds a certificate passed that course's quizzes
  if (hasTable(db, 'quizzes')) creditQuizzesOfCertificates(db);
}

const hasTable = (db: Db, name: string): boolean =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/** The ids of the quizzes that close a course's first section (none in an older schema or an empty lesson file). */
function firstSectionQuizzes(db: Db, courseSlug: string): number[] {
  if (!hasTable(db, 'quizzes')) return [];
  const rows = db
    .prepare(
      'SELECT id FROM quizzes WHERE course_id = (SELECT id FROM courses WHERE slug = ?) AND section_index = 0 ORDER BY position',
    )
    .all(courseSlug) as { id: number }[];
  return rows.map((row) => row.id);
}
