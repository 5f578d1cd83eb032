import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import {
  configuration,
  makeProperty,
  makeUnit,
  splitLocation as location,
} from '@/shared/ui/testing/unit-fixtures';
import { UnitAboutPage } from './unit-about-page';

afterEach(() => vi.unstubAllGlobals());

// A file of its own: the address form's chunk, once loaded, stays loaded for the module's life, and
// the page then renders it at once. Each test file starts with fresh modules.

describe('unit about page, before its first paint', () => {
  it('asks for the address only once the description has painted, its place held meanwhile', async () => {
    const api = mockApi({
      'GET /api/app/properties/p-1': makeProperty({ location }),
      'GET /api/app/properties-configuration': configuration,
    });
    // jsdom reports no largest paint, so the page waits for two frames: here they run when the test says.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const runFrames = () => act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    await renderUi(<UnitAboutPage unit={makeUnit()} />);
    expect(screen.getByRole('textbox', { name: /Description/ })).toBeTruthy();
    expect(screen.getByLabelText('Loading the unit')).toBeTruthy();
    runFrames();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Property location' })).toBeNull();
    runFrames();
    expect(await screen.findByRole('region', { name: 'Property location' }, { timeout: 5000 })).toBeTruthy();
    const paths = api.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toEqual(['/api/app/properties/p-1']);
  });
});
