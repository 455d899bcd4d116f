/**
 * The router for every app: the only door to react-router (like `ui/chakra/kit` for Chakra).
 * It is shared as one singleton module; sharing react-router itself ships all of it
 * untree-shaken (~60 KB gzip). We use the declarative router, which is about half the
 * size of the data router. Add a piece here when an app needs it; pieces only tests use
 * (MemoryRouter, Routes, Route, Navigate) come from `@qa/testing/router` instead.
 */
export {
  // The browser's history and a router on it, rather than BrowserRouter (which creates that history
  // inside): the host's router wraps it to hold a click while the next page's code arrives
  // (host/src/routing/held-navigation.ts). One of the two, not both: the door ships all it exports.
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  Link,
  matchPath,
  matchRoutes,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, RouteObject, To } from 'react-router';
