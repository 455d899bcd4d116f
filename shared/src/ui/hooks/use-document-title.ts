import { useEffect } from 'react';
import { COMPANY_NAME } from '@qa/shared/kernel/constants';

/** "Login" → "Login — QA Career": every page's tab reads the same way. */
export const documentTitle = (title: string) => `${title} — ${COMPANY_NAME}`;

/**
 * Sets the tab's title while the calling page is shown, also after a client-side navigation.
 * No restore on unmount: the next page sets its own, and restoring would race it.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
