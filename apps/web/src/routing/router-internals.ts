import { UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext } from 'react-router';

/**
 * The only place the console reaches inside react-router (test/routing/router-internals.test.tsx fails when a
 * release changes what is relied on here):
 * - a kept page is given the address it was last shown at by providing the location and route contexts its
 *   hooks (useLocation, useSearchParams, useParams, useOutlet) read, so it is not drawn again behind its tab;
 * - a list navigates through the navigation context's navigator, which useNavigate wraps with a read of the
 *   current location that would draw every list again on each route change.
 */
export const LocationContext = UNSAFE_LocationContext;
export const RouteContext = UNSAFE_RouteContext;
export const NavigationContext = UNSAFE_NavigationContext;
