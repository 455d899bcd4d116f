import { pickDialog, type DialogConditions } from '../pick-dialog';

const none: DialogConditions = { cookie: false, checkout: false, questionnaire: false, webinar: false };

it('opens nothing when nothing wants to', () => {
  expect(pickDialog(none)).toBeNull();
});

it('at most one, in the order cookie → checkout → questionnaire → webinar', () => {
  expect(pickDialog({ cookie: true, checkout: true, questionnaire: true, webinar: true })).toBe('cookie');
  expect(pickDialog({ ...none, checkout: true, questionnaire: true, webinar: true })).toBe('checkout');
  expect(pickDialog({ ...none, questionnaire: true, webinar: true })).toBe('questionnaire');
  expect(pickDialog({ ...none, webinar: true })).toBe('webinar');
});
