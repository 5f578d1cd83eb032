import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { demoUnit } from '../units/units.test-support';

const BOUNDARY = 'uploadboundary';
const part = (headers: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), data, Buffer.from('\r\n')]);
const filePart = (data: Buffer) =>
  part('Content-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png', data);

describe('photo upload: a multipart body the reader cannot follow is the host’s problem, not ours', () => {
  let t: TestApp;
  let unit: string;
  beforeAll(async () => {
    t = await createTestApp();
    unit = (await demoUnit(t, demo.anna, () => true)).unit.publicId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = async (payload: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/app/property-unit/${unit}/photos`,
      headers: {
        ...(await t.authHeaders(demo.anna)),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload,
    });

  it('answers a body cut off before its closing boundary with 400 on the file field', async () => {
    // Two parts and no end: what a dropped connection or a hand-made request leaves.
    const body = Buffer.concat([filePart(Buffer.from('not quite')), filePart(Buffer.from('a photo'))]);
    const error = expectApiError(await send(body), 400, 'photos.fileMissing');
    expect(error.errors.map((item) => item.field)).toEqual(['file']);
  });

  it('answers a broken part header the same way', async () => {
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nnot a header\r\n\r\n`),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
    expect((await send(body)).statusCode).toBeLessThan(500);
  });
});
