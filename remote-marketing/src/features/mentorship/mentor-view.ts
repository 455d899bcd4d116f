import { formatPrice } from '@qa/shared/data/prices/format-price';
import type { Mentor } from './api/types';

export const sessionLabel = (mentor: Pick<Mentor, 'pricePerSession' | 'sessionMinutes'>) =>
  `${formatPrice(mentor.pricePerSession)} per ${mentor.sessionMinutes}-minute session`;

export const firstName = (name: string) => name.split(' ')[0] ?? name;
