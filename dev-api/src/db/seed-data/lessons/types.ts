/**
 * The shape of a course's learning content: one written lesson per lecture (with the slides and
 * narration its video is made from) and the quizzes of its syllabus.
 */

/** One slide of a lecture's video: what it shows, and what the narration (captions, transcript) says over it. */
export interface SeedSlide {
  heading: string;
  /** 2–4 short bullet points shown on the slide (under ~60 characters each). */
  points: string[];
  /** 2–4 spoken sentences; each becomes one caption cue and one transcript line. */
  narration: string[];
}

export interface SeedLesson {
  /** Must equal the lecture's title in courses.ts, in the same order. */
  title: string;
  /**
   * The written lesson as HTML: `<h2>`, `<h3>`, `<p>`, `<ul>`/`<ol>`/`<li>`, `<pre><code>`, `<code>`,
   * `<strong>`, `<em>`, `<blockquote>`, `<table>`. At least 300 words, no links to other sites.
   */
  body: string;
  /** 4–6 slides: the lecture's video (about 60–150 seconds once narrated). */
  slides: SeedSlide[];
}

export interface SeedQuestion {
  prompt: string;
  kind: 'single' | 'multiple';
  /** 3–5 options. */
  options: string[];
  /** Indexes into `options`: exactly one for `single`, two or more for `multiple`. */
  correct: number[];
  /** Why the right answer is right (and the tempting wrong one wrong), 1–3 sentences. */
  explanation: string;
}

export interface SeedQuiz {
  title: string;
  /** The index of the syllabus section (course-sections.ts) the quiz closes. */
  section: number;
  /** 4–10 questions. */
  questions: SeedQuestion[];
}

export interface CourseLessons {
  course: string;
  lectures: SeedLesson[];
  quizzes: SeedQuiz[];
}
