/** Forward-only schema migrations; `PRAGMA user_version` records how many have run. */
export const migrations: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT,
    full_name TEXT NOT NULL,
    country TEXT,
    profile_photo_url TEXT,
    is_questionnaire_complete INTEGER NOT NULL DEFAULT 0,
    is_skip_questionnaire_reminder INTEGER NOT NULL DEFAULT 0,
    rating_score REAL NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  );
  CREATE INDEX users_rating ON users (rating_score DESC);

  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    revoked_at INTEGER,
    revoke_reason TEXT
  );
  CREATE TABLE refresh_tokens (
    token_hash TEXT PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

  CREATE TABLE password_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    to_email TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  );

  CREATE TABLE social_identities (
    provider TEXT NOT NULL,
    provider_user_id TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (provider, provider_user_id)
  );
  -- oauth codes and create-profile tokens: single-use grants carrying a provider identity
  CREATE TABLE identity_grants (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('oauth_code', 'create_profile')),
    provider TEXT NOT NULL,
    provider_user_id TEXT NOT NULL,
    email TEXT NOT NULL,
    full_name TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );

  CREATE TABLE plans (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    period TEXT NOT NULL,
    price REAL NOT NULL,
    is_free INTEGER NOT NULL,
    description TEXT NOT NULL,
    features TEXT NOT NULL
  );
  CREATE TABLE subscriptions (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    plan_id INTEGER NOT NULL REFERENCES plans (id),
    status TEXT NOT NULL CHECK (status IN ('active', 'replaced', 'cancelled')),
    amount_paid REAL NOT NULL DEFAULT 0,
    started_at TEXT NOT NULL,
    expires_at TEXT
  );
  CREATE INDEX subscriptions_user ON subscriptions (user_id, status);

  CREATE TABLE instructors (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, title TEXT NOT NULL, bio TEXT NOT NULL, photo_url TEXT NOT NULL
  );
  CREATE TABLE career_paths (
    id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL, description TEXT NOT NULL,
    level TEXT NOT NULL, duration_weeks INTEGER NOT NULL, image_url TEXT NOT NULL
  );
  CREATE TABLE courses (
    id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL, summary TEXT NOT NULL,
    description TEXT NOT NULL, level TEXT NOT NULL, image_url TEXT NOT NULL,
    instructor_id INTEGER NOT NULL REFERENCES instructors (id),
    path_id INTEGER NOT NULL REFERENCES career_paths (id), position INTEGER NOT NULL,
    rating REAL NOT NULL, votes INTEGER NOT NULL
  );
  CREATE TABLE lectures (
    id INTEGER PRIMARY KEY, course_id INTEGER NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
    position INTEGER NOT NULL, title TEXT NOT NULL, duration_minutes INTEGER NOT NULL,
    video_url TEXT NOT NULL, body TEXT NOT NULL, is_free_preview INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX lectures_course ON lectures (course_id, position);
  CREATE TABLE lecture_completions (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    lecture_id INTEGER NOT NULL REFERENCES lectures (id) ON DELETE CASCADE,
    completed_at TEXT NOT NULL,
    PRIMARY KEY (user_id, lecture_id)
  );
  CREATE TABLE certificates (
    id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    course_id INTEGER NOT NULL REFERENCES courses (id), code TEXT NOT NULL UNIQUE, issued_at TEXT NOT NULL
  );

  CREATE TABLE questions (
    id INTEGER PRIMARY KEY, position INTEGER NOT NULL, text TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('single', 'multiple', 'text')), options TEXT NOT NULL
  );
  CREATE TABLE questionnaire_answers (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    question_id INTEGER NOT NULL REFERENCES questions (id),
    answer TEXT NOT NULL,
    PRIMARY KEY (user_id, question_id)
  );

  -- WordPress-style content (blog posts, footer items, popups)
  CREATE TABLE wp_items (
    id INTEGER PRIMARY KEY, type TEXT NOT NULL, slug TEXT NOT NULL, date TEXT NOT NULL,
    title TEXT NOT NULL, content TEXT NOT NULL, excerpt TEXT NOT NULL, author TEXT NOT NULL,
    featured_media INTEGER NOT NULL, img_url TEXT NOT NULL, menu_order INTEGER NOT NULL DEFAULT 0,
    categories TEXT NOT NULL DEFAULT '[]', custom_fields TEXT NOT NULL DEFAULT '{}',
    UNIQUE (type, slug)
  );
  -- CMS documents (events, mentorship, promo, thank-you, legal)
  CREATE TABLE cms_entries (
    id INTEGER PRIMARY KEY, collection TEXT NOT NULL, slug TEXT NOT NULL, position INTEGER NOT NULL,
    data TEXT NOT NULL, UNIQUE (collection, slug)
  );
  `,
  // 2: refresh tokens keyed by the 32-byte hash (a BLOB, half the size of hex text), and no index on
  // session_id: nothing looks tokens up by session (revocation is on the session row), and each
  // rotation paid for it with one more random b-tree page in the WAL. Rows stay in rowid (issue)
  // order, so spending a token issued a refresh period ago and issuing the next one touch pages
  // that neighbouring rotations touch too; only the hash index takes a random page.
  `
  CREATE TABLE refresh_tokens_v2 (
    id INTEGER PRIMARY KEY,
    token_hash BLOB NOT NULL UNIQUE,
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  INSERT INTO refresh_tokens_v2 (token_hash, session_id, expires_at, used_at)
    SELECT unhex(token_hash), session_id, expires_at, used_at FROM refresh_tokens ORDER BY rowid;
  DROP TABLE refresh_tokens;
  ALTER TABLE refresh_tokens_v2 RENAME TO refresh_tokens;
  `,
  // 3: refresh tokens are split tokens (features/auth/refresh-token-format.ts): the row is found by
  // its id, carried in the token, and the stored hash is only compared, so the hash needs no index.
  // Each rotation then writes its new row at the end of the table instead of into a random page of
  // a unique index, and reads by primary key. Tokens issued before this version are looked up by
  // their hash once more, through a partial index that holds only them and that new rows never
  // enter; they rotate into split tokens, so nobody is signed out by the upgrade.
  `
  CREATE TABLE refresh_tokens_v3 (
    id INTEGER PRIMARY KEY,
    token_hash BLOB NOT NULL,
    session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    legacy INTEGER NOT NULL DEFAULT 0
  );
  INSERT INTO refresh_tokens_v3 (id, token_hash, session_id, expires_at, used_at, legacy)
    SELECT id, token_hash, session_id, expires_at, used_at, 1 FROM refresh_tokens ORDER BY id;
  DROP TABLE refresh_tokens;
  ALTER TABLE refresh_tokens_v3 RENAME TO refresh_tokens;
  CREATE UNIQUE INDEX refresh_tokens_legacy ON refresh_tokens (token_hash) WHERE legacy = 1;
  `,
  // 4: social sign-in matches the provider identity only. Before, an unlinked identity was linked
  // to whichever account had its e-mail, so any e-mail typed at the stand-in provider signed into
  // that account and stayed linked: such links (the ones on accounts with a password) go. The demo
  // account gets its own identity at both stand-in providers, as a new seed gives it.
  `
  DELETE FROM social_identities WHERE user_id IN (SELECT id FROM users WHERE password_hash IS NOT NULL);
  INSERT OR IGNORE INTO social_identities (provider, provider_user_id, user_id)
    SELECT provider, 'stand-in-demo-learner', id FROM users, (SELECT 'google' AS provider UNION ALL SELECT 'facebook')
    WHERE email = 'demo@qa-career.dev';
  `,
  // 5: a lecture belongs to a titled section of its course's syllabus (filled from the seed on start,
  // see placeSections in seed.ts).
  `
  ALTER TABLE lectures ADD COLUMN section TEXT NOT NULL DEFAULT '';
  `,
  // 6: taking a course: each lecture's real video length (0 until the seed fills it, see
  // seed-lessons.ts), quizzes per syllabus section with their questions and options, the learner's
  // attempts (the graded answers kept with each, so an attempt reads the same after the questions
  // change) and resume positions. One certificate per learner and course, enforced: a second,
  // concurrent completion inserts nothing (duplicates were never made; kept out to be safe).
  `
  ALTER TABLE lectures ADD COLUMN duration_seconds INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE quizzes (
    id INTEGER PRIMARY KEY,
    course_id INTEGER NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    section_index INTEGER NOT NULL,
    title TEXT NOT NULL,
    UNIQUE (course_id, position)
  );
  CREATE TABLE quiz_questions (
    id INTEGER PRIMARY KEY,
    quiz_id INTEGER NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    prompt TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('single', 'multiple')),
    explanation TEXT NOT NULL,
    UNIQUE (quiz_id, position)
  );
  CREATE TABLE quiz_options (
    id INTEGER PRIMARY KEY,
    question_id INTEGER NOT NULL REFERENCES quiz_questions (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    text TEXT NOT NULL,
    is_correct INTEGER NOT NULL,
    UNIQUE (question_id, position)
  );
  CREATE TABLE quiz_attempts (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    quiz_id INTEGER NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
    score INTEGER NOT NULL,
    total INTEGER NOT NULL,
    passed INTEGER NOT NULL,
    answers TEXT NOT NULL,
    started_at TEXT,
    submitted_at TEXT NOT NULL
  );
  CREATE INDEX quiz_attempts_user_quiz ON quiz_attempts (user_id, quiz_id, id);
  CREATE TABLE lecture_positions (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    lecture_id INTEGER NOT NULL REFERENCES lectures (id) ON DELETE CASCADE,
    seconds REAL NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (user_id, lecture_id)
  );
  DELETE FROM certificates WHERE id NOT IN (SELECT MIN(id) FROM certificates GROUP BY user_id, course_id);
  CREATE UNIQUE INDEX certificates_user_course ON certificates (user_id, course_id);
  `,
  // 7: the host's operational signals (features/signals): one row per OTLP log record of a remote's
  // load, failure, fallback, error or web vital, kept bounded by age and count (signals/store.ts).
  `
  CREATE TABLE signal_records (
    id INTEGER PRIMARY KEY,
    time_ms INTEGER NOT NULL,
    session_id TEXT NOT NULL,
    event TEXT NOT NULL,
    remote TEXT,
    version TEXT,
    role TEXT,
    manifest_url TEXT,
    vital TEXT,
    value REAL,
    attributes TEXT NOT NULL
  );
  CREATE INDEX signal_records_time ON signal_records (time_ms);
  `,
];
