/**
 * Stand-ins for the API modules the page tests replace, one factory per module. `jest.mock()` has
 * to stay in each test file (it is hoisted to the top of that file); its factory returns one of these:
 *
 *   jest.mock('../features/login/api/login', () => jest.requireActual<typeof ApiMocks>('./api-mocks').loginApi());
 *
 * Each factory keeps the real module (types, keys, helpers) and replaces its request function with a
 * `jest.fn()`. Where the module also has query options and a hook, those are rebuilt around the mock
 * with the real key and cache rules: the real hook would call the real request function.
 */
import { useQuery } from '@qa/shared/kernel/query/react-query';
import type * as Login from '../features/login/api/login';
import type * as Register from '../features/registration/api/register';
import type * as CreateProfile from '../features/registration/api/create-profile';
import type * as ForgotPassword from '../features/password/api/forgot-password';
import type * as ResendPassword from '../features/password/api/resend-password';
import type * as ResetPassword from '../features/password/api/reset-password';
import type * as CheckResetToken from '../features/password/api/check-reset-token';
import type * as SocialSignIn from '../features/social/api/social-sign-in';
import type * as Questions from '../features/questionnaire/api/questions';
import type * as Answers from '../features/questionnaire/api/answers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any request function
type Request = (...args: any[]) => unknown;
const mockOf = <F extends Request>() => jest.fn<ReturnType<F>, Parameters<F>>();

export const loginApi = () => ({
  ...jest.requireActual<typeof Login>('../features/login/api/login'),
  login: mockOf<typeof Login.login>(),
});

export const registerApi = () => ({
  ...jest.requireActual<typeof Register>('../features/registration/api/register'),
  register: mockOf<typeof Register.register>(),
});

export const createProfileApi = () => ({
  ...jest.requireActual<typeof CreateProfile>('../features/registration/api/create-profile'),
  createProfile: mockOf<typeof CreateProfile.createProfile>(),
});

export const forgotPasswordApi = () => ({
  ...jest.requireActual<typeof ForgotPassword>('../features/password/api/forgot-password'),
  forgotPassword: mockOf<typeof ForgotPassword.forgotPassword>(),
});

export const resendPasswordApi = () => ({
  ...jest.requireActual<typeof ResendPassword>('../features/password/api/resend-password'),
  resendPassword: mockOf<typeof ResendPassword.resendPassword>(),
});

export const resetPasswordApi = () => ({
  ...jest.requireActual<typeof ResetPassword>('../features/password/api/reset-password'),
  resetPassword: mockOf<typeof ResetPassword.resetPassword>(),
});

export const checkResetTokenApi = () => {
  const actual = jest.requireActual<typeof CheckResetToken>('../features/password/api/check-reset-token');
  const checkResetToken = mockOf<typeof CheckResetToken.checkResetToken>();
  const resetTokenCheckOptions: typeof actual.resetTokenCheckOptions = (token) => ({
    ...actual.resetTokenCheckOptions(token),
    queryFn: () => checkResetToken({ token }),
  });
  const useResetTokenCheck = (token: string) => useQuery(resetTokenCheckOptions(token));
  return { ...actual, checkResetToken, resetTokenCheckOptions, useResetTokenCheck };
};

export const socialSignInApi = () => ({
  ...jest.requireActual<typeof SocialSignIn>('../features/social/api/social-sign-in'),
  socialSignIn: mockOf<typeof SocialSignIn.socialSignIn>(),
});

export const questionsApi = () => {
  const actual = jest.requireActual<typeof Questions>('../features/questionnaire/api/questions');
  const getQuestionnaireQuestions = mockOf<typeof Questions.getQuestionnaireQuestions>();
  const questionnaireQuestionsOptions: typeof actual.questionnaireQuestionsOptions = () => ({
    ...actual.questionnaireQuestionsOptions(),
    queryFn: () => getQuestionnaireQuestions(),
  });
  const useQuestionnaireQuestions = () => useQuery(questionnaireQuestionsOptions());
  return { ...actual, getQuestionnaireQuestions, questionnaireQuestionsOptions, useQuestionnaireQuestions };
};

export const answersApi = () => ({
  ...jest.requireActual<typeof Answers>('../features/questionnaire/api/answers'),
  submitQuestionnaireAnswers: mockOf<typeof Answers.submitQuestionnaireAnswers>(),
});
