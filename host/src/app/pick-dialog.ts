/** The one open dialog: cookie → checkout → questionnaire → webinar (docs/behaviour.md "One dialog at a time"). */
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
