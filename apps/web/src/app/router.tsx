import { LISTING_STEPS } from '@hostdeck/contract/listing/listing-steps';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  redirect,
  type LoaderFunctionArgs,
  type Params,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import {
  legacyBookingsTarget,
  legacyListingTarget,
  reservationTabRedirect,
  type FeatureRequirement,
} from '@/app/guards/access.rules';
import { RequireAuth } from '@/app/guards/require-auth';
import { requireFeature, requireSignedIn } from '@/app/guards/route-loaders';
import { lazyRoute, type RouteModule } from '@/app/lazy-with-retry';
import {
  isAccountTab,
  isInsightsTab,
  legacyPatterns,
  listingFlowRoutePattern,
  messageChannelStatuses,
  paths,
  propertySubPages,
  unitSubPages,
} from '@/app/paths';
import { notFoundError } from '@/shared/api/api-error';
import { userInfoQueryOptions } from '@/shared/api/use-user-info';
import { getAuthSession, setAuthSession } from '@/shared/auth/auth-session';
import { DocumentTitle } from '@/app/providers/document-title';
import { UnsavedChangesGuard } from '@/shared/forms/use-unsaved-changes-guard';
import { prepareFormats } from '@/shared/i18n/format';
import { OfflineNotice } from '@/app/providers/offline-notice';
import { RouteErrorBoundary } from '@/app/providers/route-error-boundary';
import { DashboardShell } from '@/app/shells/dashboard-shell';
import { routesThatMayMatch } from '@/app/route-branches';
import { storedSession } from '@/app/startup/early-session';
import { beginStartup } from '@/app/startup/startup-gate';
import { StartupSpinner } from '@/app/startup/startup-spinner';
import { Component as HomePage, loader as homeLoader } from '@/routes/home.route';
import { loader as propertiesLoader } from '@/routes/properties.loader';
import { loader as unitLoader, namespaces as unitNamespaces } from '@/routes/unit.loader';

// The app's route table. Every page is a lazy module (`src/routes/*.route.tsx`, exporting
// `Component` and optionally `loader`), retried twice on a failed download. Sections a later
// release brings all render the one ComingSoonPage.
// The exception is the first screen of nearly every visit, where signing in lands: the dashboard
// shell and /home are part of the entry, so their first paint waits for no further chunk.

const routeModules = {
  home: () => Promise.resolve({ Component: HomePage, loader: homeLoader }),
  notFound: () => import('@/routes/not-found.route'),
  serverError: () => import('@/routes/server-error.route'),
  staff: () => import('@/routes/staff.route'),
  comingSoon: () => import('@/routes/coming-soon.route'),
  frontDoor: () => import('@/routes/front-door.route'),
  login: () => import('@/routes/login.route'),
  logout: () => import('@/routes/logout.route'),
  authCallback: () => import('@/routes/auth-callback.route'),
  silentCallback: () => import('@/routes/silent-callback.route'),
  redirect: () => import('@/routes/redirect.route'),
  properties: () => import('@/routes/properties.route'),
  reservations: () => import('@/routes/reservations.route'),
  bookingRequestDetails: () => import('@/routes/booking-request-details.route'),
  bookingDetails: () => import('@/routes/booking-details.route'),
  inquiry: () => import('@/routes/inquiry.route'),
  property: () => import('@/routes/property.route'),
  listingPreview: () => import('@/routes/listing-preview.route'),
  unit: () => import('@/routes/unit.route'),
  unitManageSubscription: () => import('@/routes/unit-manage-subscription.route'),
  listing: () => import('@/routes/listing.route'),
  listingCheckEligibility: () => import('@/routes/listing-check-eligibility.route'),
  listingNotEligible: () => import('@/routes/listing-not-eligible.route'),
  listingFirstProperty: () => import('@/routes/listing-first-property.route'),
  listingAddProperty: () => import('@/routes/listing-add-property.route'),
  listingStep: () => import('@/routes/listing-step.route'),
  listingCompleted: () => import('@/routes/listing-completed.route'),
  calendarIndex: () => import('@/routes/calendar-index.route'),
  calendar: () => import('@/routes/calendar.route'),
  messages: () => import('@/routes/messages.route'),
  guestLogin: () => import('@/routes/messages-guest-login.route'),
  guestChat: () => import('@/routes/messages-guest-chat.route'),
} satisfies Record<string, () => Promise<RouteModule>>;
type RouteModuleName = keyof typeof routeModules;

// Pages whose loader lives in a small module of its own (re-exported by the page's module), which
// comes with the entry: their calls go out with the start-up calls, not once the page's whole code
// (its forms, overlays and schemas) has arrived, nor a round trip later for a chunk of the loader's
// own (0.5 and 1.5 kB gzip; Lighthouse: the unit page's LCP 4.40 -> 4.17 s).
const routeLoaders: Partial<Record<RouteModuleName, RouteModule['loader']>> = {
  properties: propertiesLoader,
  unit: unitLoader,
};

// The translation namespaces a page shows beyond the start-up ones, loaded with its code so the
// page does not wait for them after it renders; a page with parts that show their own (a unit's
// sections) names them from its address. One forgotten here is still loaded (the component asking
// for it suspends until it is in), only later.
const unitPages = ['units', 'properties', 'listingPricing'];
const listingPages = ['listing', 'listingBasics', 'listingPricing', 'listingAccount', 'units', 'properties'];
// The reject and cancel forms word their checks with the shared validation texts (units).
const reservationDetailPages = ['reservationDetails', 'units'];
type PageNamespaces = readonly string[] | ((params: Params) => readonly string[]);
const routeNamespaces: Partial<Record<RouteModuleName, PageNamespaces>> = {
  staff: ['staff'],
  // The properties list shows the start-up namespace propertiesPage only; `properties` holds the
  // amenity labels, which the listing preview shows.
  reservations: ['reservations'],
  bookingRequestDetails: reservationDetailPages,
  bookingDetails: reservationDetailPages,
  inquiry: reservationDetailPages,
  property: unitPages,
  unit: unitNamespaces,
  unitManageSubscription: unitPages,
  listingPreview: unitPages,
  listing: listingPages,
  listingCheckEligibility: listingPages,
  listingNotEligible: listingPages,
  listingFirstProperty: listingPages,
  listingAddProperty: listingPages,
  listingStep: listingPages,
  listingCompleted: listingPages,
  calendarIndex: ['calendarTimeline'],
  // The month view's sync button and its drawer (calendarSync) come with the page.
  calendar: ['calendar', 'calendarSync'],
  messages: ['messages'],
  guestLogin: ['messages'],
  guestChat: ['messages'],
};

/** The namespaces a page shows, for an address's parameters. */
function pageNamespaces(name: RouteModuleName, params: Params): readonly string[] {
  const namespaces = routeNamespaces[name] ?? [];
  return typeof namespaces === 'function' ? namespaces(params) : namespaces;
}

// The pages whose first screen writes a date or a percentage (home's stays and listing progress,
// the reservations and their details, the calendars, the inbox, the listing preview): the locale's
// Intl data is loaded ahead of them (prepareFormats), while their calls are on their way. Elsewhere
// (the properties list, a unit's sections) that would be a long task of its own for nothing.
const pagesThatWriteDates: ReadonlySet<RouteModuleName> = new Set([
  'home',
  'reservations',
  'bookingRequestDetails',
  'bookingDetails',
  'inquiry',
  'calendarIndex',
  'calendar',
  'messages',
  'guestChat',
  'listingPreview',
]);

/** Loads translation namespaces of the active language (the translator's loadNamespaces). */
export type PreloadNamespaces = (namespaces: readonly string[]) => Promise<unknown>;

const loaders = new Map<RouteModuleName, ReturnType<typeof lazyRoute>>();
function moduleLoader(name: RouteModuleName) {
  let load = loaders.get(name);
  if (!load) {
    load = lazyRoute(name, routeModules[name]);
    loaders.set(name, load);
  }
  return load;
}

interface PageOptions {
  /** `common:titles.<x>` key for "subtitle - product title". */
  title?: string;
  /** `placeholders:sections.<x>` for the coming-soon page. */
  section?: string;
  feature?: FeatureRequirement;
  /** Address checks (unknown tabs) that throw a redirect. */
  check?: (args: LoaderFunctionArgs) => void;
  /** Open pages skip the sign-in check. */
  open?: boolean;
  redirectTarget?: string;
}

type PageRoute = Pick<RouteObject, 'lazy' | 'loader' | 'handle' | 'ErrorBoundary'>;

/** What a page's route carries besides its title (read by {@link startFirstPage}). */
interface PageHandle {
  module: RouteModuleName;
  signedIn: boolean;
}

/**
 * One page: guards run in the loader (before anything renders or calls the API), then the
 * module's own loader; the component comes from the same lazily loaded module.
 */
function createPageFactory(queryClient: QueryClient, preloadNamespaces?: PreloadNamespaces) {
  return (name: RouteModuleName, options: PageOptions = {}): PageRoute => {
    const load = moduleLoader(name);
    const ownLoader = routeLoaders[name];
    // Texts and code travel together: both start with the loader, the page waits for both.
    const loadTexts = (params: Params) => {
      const namespaces = pageNamespaces(name, params);
      return namespaces.length > 0 && preloadNamespaces ? preloadNamespaces(namespaces) : null;
    };
    return {
      handle: {
        module: name,
        signedIn: !options.open,
        title: options.title,
        section: options.section,
        redirectTarget: options.redirectTarget,
      },
      ErrorBoundary: RouteErrorBoundary,
      loader: async (args) => {
        if (!options.open) requireSignedIn(args);
        options.check?.(args);
        if (options.feature) await requireFeature(queryClient, options.feature);
        // The page's own calls start before its texts and, with a loader of its own, its code are in.
        const texts = loadTexts(args.params);
        const code = load();
        const loader = ownLoader ?? (await code).loader;
        const [data] = await Promise.all([loader ? loader(args, queryClient) : null, texts, code]);
        return data;
      },
      lazy: async () => {
        // The address's own namespaces come with the loader, which has its parameters.
        const [module] = await Promise.all([load(), loadTexts({})]);
        return { Component: module.Component };
      },
    };
  };
}

function RootLayout() {
  return (
    <>
      <DocumentTitle>
        <UnsavedChangesGuard>
          <Outlet />
        </UnsavedChangesGuard>
        <OfflineNotice />
      </DocumentTitle>
    </>
  );
}

/** Shown while the first page's module and loader run. */
function FirstPageFallback() {
  const { t } = useTranslation();
  return <StartupSpinner label={t('common:states.loading')} />;
}

const SINGLE_UNIT_EXTRA_STEPS = [
  'price-and-availability/promotions',
  'price-and-availability/seasons',
  'commercial-model/plan',
  'commercial-model/plan-services',
];

export function createRoutes(queryClient: QueryClient, preloadNamespaces?: PreloadNamespaces): RouteObject[] {
  const page = createPageFactory(queryClient, preloadNamespaces);
  const soon = (section: string, title: string, extra: Omit<PageOptions, 'section' | 'title'> = {}) =>
    page('comingSoon', { section, title: `common:titles.${title}`, ...extra });

  // One layout per flow; its children only name the pages, so an unknown page is not found.
  const listingStepRoutes = (flow: 'single-unit' | 'multi-unit'): RouteObject[] => {
    const steps = LISTING_STEPS[flow].map((step) => step.name as string);
    const all = flow === 'single-unit' ? [...steps, ...SINGLE_UNIT_EXTRA_STEPS] : steps;
    // The layout renders the step itself; `element: null` says so, so the router does not warn
    // about a leaf route with nothing to show.
    return [{ index: true, element: null }, ...all.map((step) => ({ path: step, element: null }))];
  };
  const listingTitle = { title: 'common:titles.listing' };

  // Listing flow: focused pages without the dashboard's navigation.
  const listingPages: RouteObject[] = [
    { path: paths.listing, ...page('listing', listingTitle) },
    {
      path: paths.listingCheckEligibility,
      ...page('listingCheckEligibility', { title: 'common:titles.listingEligibility' }),
    },
    {
      path: paths.listingOnboardingNotEligible,
      ...page('listingNotEligible', { title: 'common:titles.listingEligibility' }),
    },
    { path: paths.listingFirstProperty, ...page('listingFirstProperty', listingTitle) },
    { path: paths.listingAddProperty, ...page('listingAddProperty', listingTitle) },
    {
      path: listingFlowRoutePattern('single-unit'),
      ...page('listingStep', listingTitle),
      children: listingStepRoutes('single-unit'),
    },
    {
      path: listingFlowRoutePattern('multi-unit'),
      ...page('listingStep', listingTitle),
      children: listingStepRoutes('multi-unit'),
    },
    {
      path: paths.listingCompleted.pattern,
      ...page('listingCompleted', { title: 'common:titles.listingCompleted' }),
    },
  ];

  const dashboardPages: RouteObject[] = [
    { path: paths.home, ...page('home', { title: 'common:titles.home' }) },
    // Reservations: the list needs the bookings or inquiries view.
    // Redirects by loader render nothing (`element: null` says so, so the router does not warn
    // about a leaf route without an element).
    { path: legacyPatterns.reservations, loader: () => redirect(paths.reservations('all')), element: null },
    {
      path: paths.reservations.pattern,
      ...page('reservations', {
        title: 'common:titles.reservations',
        feature: 'bookingsList',
        check: ({ params }) => {
          const target = reservationTabRedirect(params.tab);
          if (target) throw redirect(target);
        },
      }),
    },
    {
      path: legacyPatterns.bookings,
      loader: ({ params, request }) =>
        redirect(legacyBookingsTarget(params['*'] ?? '', new URL(request.url).search)),
      element: null,
    },
    {
      path: paths.bookingDetails.pattern,
      ...page('bookingDetails', { title: 'common:titles.bookingDetails' }),
    },
    {
      path: paths.bookingRequestDetails.pattern,
      ...page('bookingRequestDetails', { title: 'common:titles.bookingRequestDetails' }),
    },
    {
      path: paths.inquiry.pattern,
      ...page('inquiry', { title: 'common:titles.inquiry', feature: 'inquiryDetails' }),
    },
    // Messages: /messages, /messages/all, /messages/archived, /messages/:status/:channelId?
    { path: paths.messages, ...page('messages', { title: 'common:titles.messages' }) },
    {
      path: paths.messagesChannels.pattern,
      ...page('messages', {
        title: 'common:titles.messages',
        check: ({ params }) => {
          if (!(messageChannelStatuses as readonly string[]).includes(params.channelStatus ?? '')) {
            throw redirect(paths.notFound);
          }
        },
      }),
    },
    // /calendar decides between the host's one unit and the timeline of several; it is listed
    // first, so it wins over the optional unit of the next pattern.
    { path: paths.calendarIndex, ...page('calendarIndex', { title: 'common:titles.calendar' }) },
    { path: paths.calendar.pattern, ...page('calendar', { title: 'common:titles.calendar' }) },
    { path: paths.properties, ...page('properties', { title: 'common:titles.properties' }) },
    {
      path: paths.property.pattern,
      ...page('property', {
        title: 'common:titles.property',
        check: ({ params }) => {
          const known = (propertySubPages as readonly string[]).includes(params.subPage ?? 'units');
          if (!known) throw notFoundError();
        },
      }),
    },
    // One page for the unit and its sub-pages; it sends a hidden or missing section to the first one.
    {
      path: paths.unit.pattern,
      ...page('unit', {
        title: 'common:titles.unit',
        check: ({ params }) => {
          if (params.section !== undefined && !(unitSubPages as readonly string[]).includes(params.section)) {
            throw redirect(paths.unit(params.propertyId ?? '', params.unitId ?? ''));
          }
        },
      }),
    },
    {
      path: legacyPatterns.unit,
      loader: ({ params }) => redirect(legacyListingTarget(params.propertyId ?? '', params.unitId ?? '')),
      element: null,
    },
    {
      path: paths.insights.pattern,
      ...soon('insights', 'insights', {
        check: ({ params }) => {
          if (params.tab !== undefined && !isInsightsTab(params.tab)) throw redirect(paths.insights());
        },
      }),
    },
    {
      path: paths.account.pattern,
      ...soon('account', 'account', {
        check: ({ params }) => {
          if (params.tab !== undefined && !isAccountTab(params.tab)) throw redirect(paths.account());
        },
      }),
    },
    // Payout is for commission hosts only (a route guard sends others to '/').
    { path: paths.accountPayout, ...soon('account', 'account', { feature: 'commission' }) },
    { path: paths.verification, ...soon('verification', 'verification') },
    { path: paths.verificationSuccess, ...soon('verification', 'verification') },
    { path: paths.featureToggle.pattern, ...soon('featureToggle', 'featureToggle') },
    { path: paths.staff, ...page('staff', { title: 'common:titles.staff' }) },
    { path: paths.notFound, ...page('notFound', { title: 'common:titles.notFound' }) },
    { path: paths.serverError, ...page('serverError', { title: 'common:titles.serverError' }) },
    { path: '*', ...page('notFound', { title: 'common:titles.notFound' }) },
  ];

  // Compact header with a back button: checklist, request confirmation, manage subscription.
  const compactPages: RouteObject[] = [
    {
      path: paths.bookingRequestConfirmation.pattern,
      ...soon('bookingRequests', 'bookingRequestConfirmation'),
    },
    { path: paths.checklist.pattern, ...soon('checklist', 'checklist') },
    {
      path: paths.unitManageSubscription.pattern,
      ...page('unitManageSubscription', { title: 'common:titles.manageSubscription' }),
    },
  ];

  const open = { open: true } as const;
  return [
    {
      Component: RootLayout,
      HydrateFallback: FirstPageFallback,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        { index: true, ...page('frontDoor', open) },
        { path: paths.login, ...page('login', { ...open, title: 'common:titles.signIn' }) },
        { path: paths.logout, ...page('logout', { ...open, title: 'common:titles.signOut' }) },
        { path: paths.authCallback, ...page('authCallback', { ...open, title: 'common:titles.signIn' }) },
        { path: paths.silentCallback, ...page('silentCallback', open) },
        { path: paths.register, ...page('redirect', { ...open, redirectTarget: 'register' }) },
        { path: paths.landing, ...page('redirect', { ...open, redirectTarget: 'landing' }) },
        { path: paths.campaign, ...page('redirect', { ...open, redirectTarget: 'campaign' }) },
        { path: paths.redirect.pattern, ...page('redirect', open) },
        {
          path: paths.listingPreview.pattern,
          ...page('listingPreview', { ...open, title: 'common:titles.listingPreview' }),
        },
        { path: paths.legal, ...soon('legal', 'legal', open) },
        { path: paths.legalAdditionalTerms, ...soon('legal', 'legal', open) },
        { path: paths.guestLogin, ...page('guestLogin', { ...open, title: 'common:titles.guest' }) },
        { path: paths.guestChat, ...page('guestChat', { ...open, title: 'common:titles.guest' }) },
        {
          Component: RequireAuth,
          children: [
            {
              Component: DashboardShell,
              loader: () => prefetchUserInfo(queryClient),
              ErrorBoundary: RouteErrorBoundary,
              children: dashboardPages,
            },
            {
              lazy: compactShell,
              loader: () => prefetchUserInfo(queryClient),
              ErrorBoundary: RouteErrorBoundary,
              children: compactPages,
            },
            { ErrorBoundary: RouteErrorBoundary, children: listingPages },
          ],
        },
      ],
    },
  ];
}

function moduleShell(name: string, importer: () => Promise<RouteModule>) {
  const load = lazyRoute(name, importer);
  return async () => ({ Component: (await load()).Component });
}

// One download however many route tables are made (the early preload makes one).
const compactShell = moduleShell('compact-shell', () =>
  import('@/app/shells/compact-shell').then((m) => ({ Component: m.CompactShell })),
);

/**
 * The shells render nothing useful before the host's user info arrives, so it is asked for while
 * their chunk and the page's loader are still on the way, not once the shell has rendered. Not
 * awaited: the shell shows its own loading state. Without a session the pages' guards redirect,
 * and an anonymous call would only end in a 401.
 */
function prefetchUserInfo(queryClient: QueryClient): null {
  if (getAuthSession().getAccessToken() !== null) void queryClient.prefetchQuery(userInfoQueryOptions);
  return null;
}

/**
 * Starts everything the page an address opens needs, side by side, before React renders (main.tsx):
 * the start-up calls with the page's translation namespaces, the chunks of its shell and route
 * module, and, when the server wrote the config into the page and the tab holds a good token, the
 * loaders of its shell and page (the host's user info, the page's data) into the query cache the
 * app then renders from. So the first page waits for one round of calls after its code, not for a
 * chain of them. Failures here are ignored: the router runs the same loaders again and shows the
 * redirect or error page they lead to.
 */
export function startFirstPage(queryClient: QueryClient, url: string): void {
  const { pathname } = new URL(url);
  const matches = matchRoutes(routesThatMayMatch(createRoutes(queryClient), pathname), pathname) ?? [];
  const page = matches.at(-1)?.route.handle as PageHandle | undefined;
  const early = beginStartup(page?.module ? pageNamespaces(page.module, matches.at(-1)?.params ?? {}) : []);
  // Only a signed-in page's loaders run early: they only read, where an open page's may sign in or out.
  const session = early.hostConfig && page?.signedIn ? storedSession(early.hostConfig.auth) : null;
  if (session) {
    setAuthSession(session);
    runLoaders(matches, url);
  }
  // After the loaders, which ask for their own (smaller) modules first.
  for (const match of matches) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void lazy().catch(() => undefined);
  }
  // Spent while all of the above is on its way, instead of inside the first page's render; in a
  // task of its own, so that the calls above leave when this task ends and do not wait for it.
  if (page?.module && pagesThatWriteDates.has(page.module)) setTimeout(() => prepareFormats(early.locale), 0);
  if (!session) return;
  // The rare start-up that settles on another language than the early calls asked for: the
  // answers that carry labels are asked for again in the language the page shows.
  void early.startup
    .then((data) => {
      if (data.locale !== early.locale) void queryClient.invalidateQueries();
    })
    .catch(() => undefined);
}

/** Runs the matched routes' loaders once, ignoring what they answer or throw. */
function runLoaders(matches: RouteMatch[], url: string): void {
  const request = new Request(url);
  for (const match of matches) {
    const { loader } = match.route;
    if (typeof loader !== 'function') continue;
    try {
      const args = { request, url: new URL(url), pattern: match.route.path ?? '', params: match.params };
      void Promise.resolve(loader({ ...args, context: undefined })).catch(() => undefined);
    } catch {
      // A redirect or a refusal: the router meets it again and acts on it.
    }
  }
}

export function createAppRouter(queryClient: QueryClient, preloadNamespaces?: PreloadNamespaces) {
  return createBrowserRouter(createRoutes(queryClient, preloadNamespaces));
}
