import { token } from '@qa/shared/ui/tokens';

/** The small lines around a form (links to the other screens). */
export const smallText = { margin: 0, fontSize: token('font-sizes-sm') } as const;
