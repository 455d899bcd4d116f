import { createAppConfig } from "../scripts/webpack/create-app-config.mjs";

/** What this remote exposes; its contract test compares it with @qa/shared/contracts. */
export const exposes = {
  "./PathsPage": "./src/pages/PathsPage.tsx",
  "./PathPage": "./src/pages/PathPage.tsx",
  "./CoursesPage": "./src/pages/CoursesPage.tsx",
  "./MyCoursesPage": "./src/pages/MyCoursesPage.tsx",
  "./CoursePage": "./src/pages/CoursePage.tsx",
  "./LecturePage": "./src/pages/LecturePage.tsx",
  "./InstructorPage": "./src/pages/InstructorPage.tsx",
  "./RatingPage": "./src/pages/RatingPage.tsx",
  "./RatingUserPage": "./src/pages/RatingUserPage.tsx",
  "./CertificatePage": "./src/pages/CertificatePage.tsx",
  "./ProfilePage": "./src/pages/ProfilePage.tsx",
  "./ProfilePlanPage": "./src/pages/ProfilePlanPage.tsx",
  "./ProfileSecurityPage": "./src/pages/ProfileSecurityPage.tsx",
  "./DashboardPage": "./src/pages/DashboardPage.tsx",
  "./CourseProgressPopup": "./src/features/course-progress/CourseProgressPopup.tsx"
};

export default createAppConfig({ appDir: import.meta.dirname, name: "platform", port: 3002, exposes });
