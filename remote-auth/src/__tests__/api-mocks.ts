/**
 * Stand-ins for the API modules the page tests replace. `jest.mock()` has to stay in each test file
 * (it is hoisted to the top of that file); its factory returns one of these:
 *
 *   jest.mock('../api/auth-api', () => jest.requireActual<typeof ApiMocks>('./api-mocks').authApi());
 */
import type * as AuthApi from '../api/auth-api';
import type * as QuestionnaireApi from '../api/questionnaire-api';

/** Every call of the auth API that a form makes, as a mock; the rest (types, helpers) is real. */
export const authApi = () => ({
  ...jest.requireActual<typeof AuthApi>('../api/auth-api'),
  login: jest.fn(),
  register: jest.fn(),
  forgotPassword: jest.fn(),
  resendPassword: jest.fn(),
  resetPassword: jest.fn(),
  checkResetToken: jest.fn(),
  socialSignIn: jest.fn(),
  createProfile: jest.fn(),
});

export const questionnaireApi = () => ({
  ...jest.requireActual<typeof QuestionnaireApi>('../api/questionnaire-api'),
  getQuestionnaireQuestions: jest.fn(),
  submitQuestionnaireAnswers: jest.fn(),
});
