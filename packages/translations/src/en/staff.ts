// Our staff page and the impersonation banner.
export const staff = {
  banner: {
    title: 'Staff impersonation',
    actingAs: 'You are acting as {{name}}. Every change is recorded under your staff account.',
    stop: 'Stop impersonating',
  },
  frame: {
    navLabel: 'Staff navigation',
    signedInAs: 'Signed in as {{name}} (staff)',
    logout: 'Log out',
  },
  page: {
    title: 'Staff',
    description: 'Find a host and act as them to help with their account.',
  },
  active: {
    title: 'Acting as {{name}}',
    none: 'You are not acting as any host.',
    stop: 'Stop impersonating',
    error: 'The current impersonation could not be loaded.',
  },
  search: {
    label: 'Search hosts',
    placeholder: 'Name or email',
  },
  results: {
    loading: 'Loading hosts',
    error: 'Hosts could not be loaded.',
    empty: 'No hosts yet.',
    noMatch: 'No host matches “{{search}}”.',
    count_one: '{{count}} host',
    count_other: '{{count}} hosts',
    actAs: 'Act as this host',
    actAsLabel: 'Act as {{name}}',
  },
  hostType: {
    company: 'Company',
    individual: 'Individual',
    private: 'Individual',
  },
  pagination: {
    page: 'Page {{page}}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
  },
} as const;
