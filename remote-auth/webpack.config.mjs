import { createAppConfig } from "../scripts/webpack/create-app-config.mjs";

/** What this remote exposes; its contract test compares it with @qa/shared/contracts. */
export const exposes = {
  "./RegistrationPage": "./src/pages/RegistrationPage.tsx",
  "./RegistrationResendPasswordPage": "./src/pages/RegistrationResendPasswordPage.tsx",
  "./CreateProfilePage": "./src/pages/CreateProfilePage.tsx",
  "./LoginPage": "./src/pages/LoginPage.tsx",
  "./ForgotPasswordPage": "./src/pages/ForgotPasswordPage.tsx",
  "./ResendPasswordPage": "./src/pages/ResendPasswordPage.tsx",
  "./ResetPasswordPage": "./src/pages/ResetPasswordPage.tsx",
  "./QuestionnairePage": "./src/pages/QuestionnairePage.tsx"
};

export default createAppConfig({ appDir: import.meta.dirname, name: "auth", port: 3003, exposes });
