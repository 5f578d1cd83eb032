import { afterEach, describe, expect, it } from 'vitest';
import { makeHostConfig } from '@/shared/ui/testing/fixtures';
import { readInlineHostConfig } from './inline-host-config';
import { HOST_CONFIG_ELEMENT_ID } from '@hostdeck/contract/constants';

describe('the host config the page came with', () => {
  afterEach(() => document.getElementById(HOST_CONFIG_ELEMENT_ID)?.remove());

  function page(text: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = HOST_CONFIG_ELEMENT_ID;
    block.textContent = text;
    document.head.append(block);
  }

  it('is read when it was written for this hostname', () => {
    page(JSON.stringify(makeHostConfig()));
    expect(readInlineHostConfig('localhost')?.auth.clientId).toBe(makeHostConfig().auth.clientId);
  });

  it('is ignored for another hostname, when it does not parse, or when it is missing', () => {
    expect(readInlineHostConfig('localhost')).toBeNull();
    page(JSON.stringify(makeHostConfig()));
    expect(readInlineHostConfig('rentals.example')).toBeNull();
    document.getElementById(HOST_CONFIG_ELEMENT_ID)?.remove();
    page('{"hostname":"localhost",');
    expect(readInlineHostConfig('localhost')).toBeNull();
  });
});
