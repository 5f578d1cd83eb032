export const staffQueryKeys = {
  all: ['staff'] as const,
  hosts: (search: string, page: number) => [...staffQueryKeys.all, 'hosts', { search, page }] as const,
  impersonation: () => [...staffQueryKeys.all, 'impersonation'] as const,
};
