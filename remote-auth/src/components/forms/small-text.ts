import { token } from '@qa/shared/ui/styles/tokens';

/** The small lines around a form (links to the other screens). */
export const smallText = { margin: 0, fontSize: token('font-sizes-sm') } as const;

/** The line under a form that offers the other screen. */
export const smallTextCentred = { ...smallText, textAlign: 'center' } as const;

/** A link at the form's end ('Forgot password?'). */
export const smallTextEnd = { ...smallText, textAlign: 'end' } as const;
