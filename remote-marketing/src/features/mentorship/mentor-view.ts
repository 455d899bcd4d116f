import { formatDuration } from '@qa/shared/kernel/format/duration';
import type { Mentor } from './api/types';

/** What the price is for, after the price itself (`<Price>`, which waits for the visitor's country). */
export const sessionLength = (mentor: Pick<Mentor, 'sessionMinutes'>) =>
  `per session of ${formatDuration(mentor.sessionMinutes)}`;

export const firstName = (name: string) => name.split(' ')[0] ?? name;
