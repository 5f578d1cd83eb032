import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/shared/api/query-keys';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { configuration, makeProperty, makeUnit } from '@/shared/ui/testing/unit-fixtures';
import { loader } from './unit.loader';

afterEach(() => vi.unstubAllGlobals());

function run(section: string | undefined) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.user.info(), makeUserInfo());
  const params = { propertyId: 'p-1', unitId: 'u-1', ...(section ? { section } : {}) };
  return loader({ params } as unknown as LoaderFunctionArgs, queryClient);
}

describe('the unit page’s loader', () => {
  it('asks for the unit alone: the about section’s address waits until its description has painted', async () => {
    const api = mockApi({
      'GET /api/app/property-unit/u-1': makeUnit(),
      'GET /api/app/properties/p-1': makeProperty(),
      'GET /api/app/properties-configuration': configuration,
    });
    await expect(run('about')).resolves.toBeNull();
    const paths = api.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toEqual(['/api/app/property-unit/u-1']);
  });

  it('sends an address without a section to the first visible one, replacing it in the history', async () => {
    mockApi({
      'GET /api/app/property-unit/u-1': makeUnit(),
      'GET /api/app/properties/p-1': makeProperty(),
      'GET /api/app/properties-configuration': configuration,
    });
    const answer = (await run(undefined).catch((thrown: unknown) => thrown)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/properties/p-1/units/u-1/about');
    expect(answer.headers.get('X-Remix-Replace')).toBe('true');
  });
});
