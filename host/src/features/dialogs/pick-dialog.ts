/** The one open dialog: cookie → checkout → questionnaire → webinar (docs/behaviour.md "Modal behaviour"). */
export type GlobalDialog = 'cookie' | 'checkout' | 'questionnaire' | 'webinar';

export interface DialogConditions {
  cookie: boolean;
  checkout: boolean;
  questionnaire: boolean;
  webinar: boolean;
}

const order: GlobalDialog[] = ['cookie', 'checkout', 'questionnaire', 'webinar'];

export function pickDialog(conditions: DialogConditions): GlobalDialog | null {
  return order.find((dialog) => conditions[dialog]) ?? null;
}
