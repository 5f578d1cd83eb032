import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded, one-process setup on port 8080', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeNull();
    expect(config.oidc).toEqual({
      issuer: 'http://localhost:8080/auth',
      audience: 'http://localhost:8080/api',
      embedded: true,
      clientId: 'hostdeck-web',
    });
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.filesDir).toBe(`${config.dataDir}/files`);
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
    expect(config.maintenance).toBeNull();
    expect(config.requestExpiryIntervalMs).toBe(30_000);
  });

  it('derives the issuer from PUBLIC_URL and switches to an external issuer with OIDC_ISSUER', () => {
    expect(loadConfig({ PORT: '9000', PUBLIC_URL: 'https://host.example/' }).oidc.issuer).toBe(
      'https://host.example/auth',
    );
    const external = loadConfig({
      OIDC_ISSUER: 'https://kc.example/realms/hd/',
      OIDC_AUDIENCE: 'hostdeck-api',
    });
    expect(external.oidc).toMatchObject({
      issuer: 'https://kc.example/realms/hd',
      audience: 'hostdeck-api',
      embedded: false,
    });
  });

  it('reads the maintenance window and refuses bad values', () => {
    expect(
      loadConfig({ MAINTENANCE_FROM: '2030-01-01T10:00:00Z', MAINTENANCE_TO: '2030-01-01T12:00:00Z' })
        .maintenance,
    ).toEqual({
      from: '2030-01-01T10:00:00.000Z',
      to: '2030-01-01T12:00:00.000Z',
    });
    expect(() => loadConfig({ MAINTENANCE_FROM: 'soon', MAINTENANCE_TO: 'later' })).toThrow(/ISO/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads how often requests are expired and refuses anything but a positive whole number', () => {
    expect(loadConfig({ REQUEST_EXPIRY_INTERVAL_MS: '5000' }).requestExpiryIntervalMs).toBe(5000);
    for (const bad of ['0', '-1', '1.5', 'often', '2147483648'])
      expect(() => loadConfig({ REQUEST_EXPIRY_INTERVAL_MS: bad })).toThrow(/REQUEST_EXPIRY_INTERVAL_MS/);
  });
});
