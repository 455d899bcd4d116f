/**
 * Never on a thank-you or lecture page (docs/behaviour.md "Webinar popup"). Apart from the other rules
 * (webinar-rules.ts), which travel with the popup's chunks: the dialogs' arbiter, in the start-up,
 * needs only this one.
 */
export const isWebinarFreePath = (pathname: string) => pathname.includes('thank-you') || pathname.includes('lecture');
