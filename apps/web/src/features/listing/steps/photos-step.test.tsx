import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '@hostdeck/contract/photos/photos.schemas';
import { configuration, makeUnit } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { Framed, stepProps } from '../basics/step-test-utils';
import { PhotosStep } from './photos-step';

afterEach(() => vi.unstubAllGlobals());

const photo: Photo = {
  id: 'a',
  url: '/files/units/a.jpg',
  thumbnailUrl: '/files/units/a-thumb.jpg',
  width: 1200,
  height: 800,
  mimeType: 'image/jpeg',
  sizeBytes: 1000,
  position: 0,
  isCover: true,
};

async function renderStep(items: Photo[], onSaved = vi.fn()) {
  mockApi({
    'GET /api/app/properties-configuration': configuration,
    'GET /api/app/property-unit/u-1/photos': { items },
  });
  await renderUi(
    <Framed onSaved={onSaved}>
      <PhotosStep {...stepProps({ page: 'photos', unit: makeUnit({ images: [] }) })} />
    </Framed>,
  );
  return onSaved;
}

describe('photos step', () => {
  it('says a photo is needed and keeps continue disabled without one', async () => {
    await renderStep([]);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Add at least one photo to continue.',
    );
    expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Add photos/ })).toBeTruthy();
  });

  it('continues once the unit has a photo', async () => {
    const onSaved = await renderStep([photo]);
    const submit = await screen.findByRole('button', { name: 'Save and continue' });
    expect(submit).toHaveProperty('disabled', false);
    expect(screen.queryByText('Add at least one photo to continue.')).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
