import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { HelpDropdown } from './help-dropdown';

const article = {
  articleId: 'a-1',
  url: 'https://help.example/photos',
  title: 'Great photos',
  icon: null,
  timeToRead: 3,
};

afterEach(() => vi.unstubAllGlobals());

describe('help dropdown', () => {
  it('lists the articles of the step, with read time and the messaging app', async () => {
    const fetch = mockApi({
      'GET /api/app/user/knowledge-articles': {
        knowledgeArticles: { items: [article] },
        whatsappNumber: '+49 170 1234',
      },
    });
    await renderUi(<HelpDropdown context="photos" />);
    fireEvent.click(screen.getByRole('button', { name: 'Help for this step' }));
    const link = await screen.findByRole('link', { name: /Great photos/ });
    expect(link.getAttribute('href')).toBe('https://help.example/photos');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('3 min read')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Message us on WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/491701234',
    );
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('categories')).toBe('photos');
  });

  it('points to the help centre when a step has no articles', async () => {
    mockApi({
      'GET /api/app/user/knowledge-articles': { knowledgeArticles: { items: [] }, whatsappNumber: null },
    });
    await renderUi(<HelpDropdown context="calendar" />);
    fireEvent.click(screen.getByRole('button', { name: 'Help for this step' }));
    expect(await screen.findByRole('link', { name: 'Explore the help center' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Message us on WhatsApp' })).toBeNull();
  });

  it('says so when the articles cannot be loaded', async () => {
    mockApi({});
    await renderUi(<HelpDropdown context="calendar" />);
    fireEvent.click(screen.getByRole('button', { name: 'Help for this step' }));
    expect(await screen.findByText('The help articles could not be loaded.')).toBeTruthy();
  });
});
