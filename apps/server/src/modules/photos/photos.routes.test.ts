import { crc32, deflateSync } from 'node:zlib';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_CONSTRAINTS, PHOTO_MAX_BYTES } from '@hostdeck/contract/photos/photos.constants';
import { photoListSchema, photoSchema } from '@hostdeck/contract/photos/photos.schemas';
import { photos, units } from '../../db/schema/properties.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

/** A real multipart body, encoded by the platform's FormData as a browser would. */
async function multipart(file: { data: Buffer; name: string; type: string }, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

const image = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

/**
 * A PNG whose header claims any size, with a few bytes of pixel data behind it: what a decompression
 * bomb looks like to a server that reads the header first.
 */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('unit photos', () => {
  let t: TestApp;
  let annaUnit: string;
  let emptyUnit: string;
  let emptyUnitId: string;
  let agencyUnit: string;

  const liveUnitsOf = async (email: string) =>
    t.db
      .select({ id: units.id, publicId: units.publicId })
      .from(units)
      .where(
        and(eq(units.hostId, await t.userIdOf(email)), isNull(units.deletedAt), ne(units.state, 'DELETED')),
      )
      .orderBy(asc(units.createdAt));

  beforeAll(async () => {
    t = await createTestApp();
    const anna = await liveUnitsOf(demo.anna);
    expect(anna.length).toBeGreaterThanOrEqual(2);
    annaUnit = anna[0]!.publicId;
    emptyUnit = anna[1]!.publicId;
    emptyUnitId = anna[1]!.id;
    await t.db.delete(photos).where(eq(photos.unitId, emptyUnitId));
    agencyUnit = (await liveUnitsOf(demo.agency))[0]!.publicId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = async (email: string = demo.anna) => t.authHeaders(email);
  const list = async (unit: string) => {
    const response = await t.app.inject({
      url: `/api/app/property-unit/${unit}/photos`,
      headers: await as(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return photoListSchema.parse(response.json()).items;
  };
  const upload = async (
    unit: string,
    file: { data: Buffer; name: string; type: string },
    options: { email?: string; field?: string } = {},
  ) => {
    const body = await multipart(file, options.field);
    return t.app.inject({
      method: 'POST',
      url: `/api/app/property-unit/${unit}/photos`,
      headers: { ...(await as(options.email)), 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const uploadOk = async (unit: string, width = 1200, height = 800) => {
    const response = await upload(unit, {
      data: await image(width, height),
      name: 'room.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode, response.body).toBe(201);
    return photoSchema.parse(response.json());
  };
  // As a browser asks: photos are compressed formats already, so they must come back as stored.
  const fetchFile = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });

  describe('authentication and ownership', () => {
    it('requires a valid token to list', async () => {
      await expectTokenRequired(t, { method: 'GET', url: `/api/app/property-unit/${annaUnit}/photos` });
    });

    it('answers 401 without a token on every change', async () => {
      const photoId = '00000000-0000-4000-8000-000000000000';
      for (const call of [
        { method: 'POST' as const, url: `/api/app/property-unit/${annaUnit}/photos` },
        {
          method: 'PUT' as const,
          url: `/api/app/property-unit/${annaUnit}/photos/order`,
          payload: { photoIds: [photoId] },
        },
        { method: 'PUT' as const, url: `/api/app/property-unit/${annaUnit}/photos/${photoId}/cover` },
        { method: 'DELETE' as const, url: `/api/app/property-unit/${annaUnit}/photos/${photoId}` },
      ]) {
        expectApiError(await t.app.inject(call), 401, 'common.unauthorized');
        expectApiError(
          await t.app.inject({ ...call, headers: { authorization: 'Bearer forged' } }),
          401,
          'common.unauthorized',
        );
      }
    });

    it("answers 404 for another host's unit on every call and stores nothing", async () => {
      const [agencyPhoto] = await t.db
        .select({ id: photos.id })
        .from(photos)
        .innerJoin(units, eq(units.id, photos.unitId))
        .where(eq(units.publicId, agencyUnit))
        .limit(1);
      const photoId = agencyPhoto?.id ?? '00000000-0000-4000-8000-000000000000';
      const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(photos);
      const headers = await as();
      expectApiError(
        await t.app.inject({ url: `/api/app/property-unit/${agencyUnit}/photos`, headers }),
        404,
        'units.notFound',
      );
      expectApiError(
        await upload(agencyUnit, { data: await image(1200, 800), name: 'a.jpg', type: 'image/jpeg' }),
        404,
        'units.notFound',
      );
      expectApiError(
        await t.app.inject({
          method: 'PUT',
          url: `/api/app/property-unit/${agencyUnit}/photos/order`,
          headers,
          payload: { photoIds: [photoId] },
        }),
        404,
        'units.notFound',
      );
      expectApiError(
        await t.app.inject({
          method: 'PUT',
          url: `/api/app/property-unit/${agencyUnit}/photos/${photoId}/cover`,
          headers,
        }),
        404,
      );
      expectApiError(
        await t.app.inject({
          method: 'DELETE',
          url: `/api/app/property-unit/${agencyUnit}/photos/${photoId}`,
          headers,
        }),
        404,
      );
      // Their photo id on my own unit is not found either.
      expectApiError(
        await t.app.inject({
          method: 'DELETE',
          url: `/api/app/property-unit/${annaUnit}/photos/${photoId}`,
          headers,
        }),
        404,
        'photos.notFound',
      );
      expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(photos)).toEqual(before);
    });

    it('answers 404 for an unknown unit and for a photo id that is not a uuid', async () => {
      const headers = await as();
      expectApiError(
        await t.app.inject({ url: '/api/app/property-unit/U-NOPE00/photos', headers }),
        404,
        'units.notFound',
      );
      expectApiError(
        await t.app.inject({
          method: 'PUT',
          url: `/api/app/property-unit/${annaUnit}/photos/not-a-uuid/cover`,
          headers,
        }),
        404,
        'photos.notFound',
      );
    });
  });

  describe('upload', () => {
    it('stores the original and a 480-px WebP thumbnail, served with immutable cache headers', async () => {
      const before = await list(annaUnit);
      const photo = await uploadOk(annaUnit, 1600, 1000);
      expect(photo).toMatchObject({
        width: 1600,
        height: 1000,
        mimeType: 'image/jpeg',
        isCover: before.length === 0,
      });
      expect(photo.position).toBe(before.length === 0 ? 0 : Math.max(...before.map((p) => p.position)) + 1);
      expect(photo.url).toMatch(new RegExp(`^/files/units/${annaUnit}/${photo.id}\\.jpg$`));
      expect(photo.thumbnailUrl).toMatch(new RegExp(`^/files/units/${annaUnit}/${photo.id}-thumb\\.webp$`));

      const [row] = await t.db.select().from(photos).where(eq(photos.id, photo.id));
      expect(row).toMatchObject({
        mime: 'image/jpeg',
        width: 1600,
        height: 1000,
        storageKey: `units/${annaUnit}/${photo.id}.jpg`,
      });
      expect(row?.sizeBytes).toBeGreaterThan(0);

      const original = await fetchFile(photo.url);
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe('image/jpeg');
      expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(original.headers['content-encoding']).toBeUndefined();
      expect(original.rawPayload.length).toBe(row?.sizeBytes);
      const thumbnail = await fetchFile(photo.thumbnailUrl);
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-encoding']).toBeUndefined();
      const thumbMeta = await sharp(thumbnail.rawPayload).metadata();
      expect(thumbMeta).toMatchObject({ format: 'webp', width: 480, height: 300 });

      expect((await list(annaUnit)).map((p) => p.id)).toContain(photo.id);
    });

    it('makes the first photo of a unit its cover and appends the next ones', async () => {
      expect(await list(emptyUnit)).toEqual([]);
      const first = await uploadOk(emptyUnit);
      const second = await uploadOk(emptyUnit);
      expect(first).toMatchObject({ position: 0, isCover: true });
      expect(second).toMatchObject({ position: 1, isCover: false });
    });

    it('takes parallel uploads without colliding positions', async () => {
      const before = (await list(emptyUnit)).length;
      await Promise.all([uploadOk(emptyUnit), uploadOk(emptyUnit), uploadOk(emptyUnit)]);
      const after = await list(emptyUnit);
      expect(after.map((p) => p.position)).toEqual([...Array(before + 3).keys()]);
      expect(after.filter((p) => p.isCover).map((p) => p.position)).toEqual([0]);
    });

    it('judges a PNG named .jpg by its content', async () => {
      const response = await upload(annaUnit, {
        data: await image(800, 600, 'png'),
        name: 'disguised.jpg',
        type: 'image/jpeg',
      });
      expect(response.statusCode, response.body).toBe(201);
      const photo = photoSchema.parse(response.json());
      expect(photo.mimeType).toBe('image/png');
      expect(photo.url).toMatch(/\.png$/);
      expect((await fetchFile(photo.url)).headers['content-type']).toBe('image/png');
    });

    it('accepts WebP', async () => {
      const response = await upload(annaUnit, {
        data: await image(800, 600, 'webp'),
        name: 'x.webp',
        type: 'image/webp',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(photoSchema.parse(response.json()).mimeType).toBe('image/webp');
    });

    it.each([
      [
        'a text file named .jpg',
        () => Promise.resolve(Buffer.from('just some text, not a photo at all')),
        'notes.jpg',
      ],
      ['a GIF (not in the configured types)', () => image(800, 600, 'gif'), 'anim.gif'],
      ['a JPEG cut off after its header', async () => (await image(1200, 800)).subarray(0, 400), 'cut.jpg'],
    ])('refuses %s on the file field', async (_, make, name) => {
      const count = (await list(annaUnit)).length;
      const body = expectApiError(
        await upload(annaUnit, { data: await make(), name, type: 'image/jpeg' }),
        400,
        'photos.unsupportedType',
      );
      expect(errorFields(body)).toEqual(['file']);
      for (const type of PHOTO_CONSTRAINTS.mimeTypes) expect(body.message).toContain(type);
      expect((await list(annaUnit)).length).toBe(count);
    });

    it('refuses a photo below the minimum and above the maximum dimensions', async () => {
      const tiny = expectApiError(
        await upload(annaUnit, { data: await image(100, 80), name: 'tiny.jpg', type: 'image/jpeg' }),
        400,
        'photos.tooSmall',
      );
      expect(errorFields(tiny)).toEqual(['file']);
      expect(tiny.message).toContain(`${PHOTO_CONSTRAINTS.minWidth}×${PHOTO_CONSTRAINTS.minHeight}`);
      const huge = expectApiError(
        await upload(annaUnit, {
          data: await image(PHOTO_CONSTRAINTS.maxWidth + 1, 600),
          name: 'panorama.jpg',
          type: 'image/jpeg',
        }),
        400,
        'photos.dimensionsTooLarge',
      );
      expect(errorFields(huge)).toEqual(['file']);
    });

    it('refuses a header claiming 100,000 × 100,000 pixels as too large, before decoding it', async () => {
      const count = (await list(annaUnit)).length;
      const body = expectApiError(
        await upload(annaUnit, { data: pngClaiming(100_000, 100_000), name: 'bomb.png', type: 'image/png' }),
        400,
        'photos.dimensionsTooLarge',
      );
      expect(errorFields(body)).toEqual(['file']);
      expect(body.message).toContain('100000×100000');
      expect((await list(annaUnit)).length).toBe(count);
    });

    it('answers 413 with a clear message for a file over the size limit', async () => {
      const count = (await list(annaUnit)).length;
      const body = expectApiError(
        await upload(annaUnit, {
          data: Buffer.alloc(PHOTO_MAX_BYTES + 1, 1),
          name: 'big.jpg',
          type: 'image/jpeg',
        }),
        413,
        'photos.tooLarge',
      );
      expect(body.message).toMatch(/larger than 15 MB/);
      expect((await list(annaUnit)).length).toBe(count);
    });

    it('refuses a form without the file field, and a JSON body', async () => {
      const wrongField = expectApiError(
        await upload(
          annaUnit,
          { data: await image(800, 600), name: 'a.jpg', type: 'image/jpeg' },
          { field: 'photo' },
        ),
        400,
        'photos.fileMissing',
      );
      expect(errorFields(wrongField)).toEqual(['file']);
      expectApiError(
        await t.app.inject({
          method: 'POST',
          url: `/api/app/property-unit/${annaUnit}/photos`,
          headers: await as(),
          payload: { file: 'x' },
        }),
        415,
        'common.unsupportedMediaType',
      );
    });
  });

  describe('reorder, cover and delete', () => {
    let unit: string;
    let ids: string[];
    beforeAll(async () => {
      const [third] = (await liveUnitsOf(demo.anna)).slice(2);
      unit = third!.publicId;
      await t.db.delete(photos).where(eq(photos.unitId, third!.id));
      ids = [];
      for (let i = 0; i < 3; i += 1) ids.push((await uploadOk(unit)).id);
    });

    const put = async (url: string, payload?: object) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers: await as(),
        ...(payload === undefined ? {} : { payload }),
      });

    it('reorders every photo and makes the new first one the cover', async () => {
      const reversed = [...ids].reverse();
      const response = await put(`/api/app/property-unit/${unit}/photos/order`, { photoIds: reversed });
      expect(response.statusCode, response.body).toBe(200);
      const items = photoListSchema.parse(response.json()).items;
      expect(items.map((p) => p.id)).toEqual(reversed);
      expect(items.map((p) => [p.position, p.isCover])).toEqual([
        [0, true],
        [1, false],
        [2, false],
      ]);
      const rows = await t.db.select().from(photos).where(eq(photos.id, reversed[0]!));
      expect(rows[0]).toMatchObject({ position: 0, isCover: true });
      ids = reversed;
    });

    it.each([
      ['one photo missing', (all: string[]) => all.slice(1)],
      ['a photo twice', (all: string[]) => [...all.slice(1), all[1]!]],
      ['an unknown id', (all: string[]) => [...all.slice(1), '00000000-0000-4000-8000-000000000000']],
    ])('refuses an order with %s and changes nothing', async (_, make) => {
      const body = expectApiError(
        await put(`/api/app/property-unit/${unit}/photos/order`, { photoIds: make(ids) }),
        400,
        'common.validation',
      );
      expect(body.errors).toEqual([
        expect.objectContaining({ field: 'photoIds', code: 'photos.orderMismatch' }),
      ]);
      expect((await list(unit)).map((p) => p.id)).toEqual(ids);
    });

    it.each([
      [{}, ['photoIds']],
      [{ photoIds: [] }, ['photoIds']],
      [{ photoIds: 'a' }, ['photoIds']],
      [{ photoIds: ['a'], extra: 1 }, ['extra']],
    ])('answers 400 with field errors for %j', async (payload, fields) => {
      const body = expectApiError(
        await put(`/api/app/property-unit/${unit}/photos/order`, payload),
        400,
        'common.validation',
      );
      expect(errorFields(body)).toEqual(fields);
    });

    it('sets a cover by moving it to the front, the others keep their order', async () => {
      const response = await put(`/api/app/property-unit/${unit}/photos/${ids[2]}/cover`);
      expect(response.statusCode, response.body).toBe(200);
      const items = photoListSchema.parse(response.json()).items;
      expect(items.map((p) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
      expect(items.filter((p) => p.isCover).map((p) => p.id)).toEqual([ids[2]]);
      ids = items.map((p) => p.id);
    });

    it('deletes a photo with its files; the next one becomes the cover', async () => {
      const [cover] = await list(unit);
      expect((await fetchFile(cover!.url)).statusCode).toBe(200);
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/app/property-unit/${unit}/photos/${cover!.id}`,
        headers: await as(),
      });
      expect(response.statusCode, response.body).toBe(200);
      const items = photoListSchema.parse(response.json()).items;
      expect(items.map((p) => p.id)).toEqual(ids.slice(1));
      expect(items.map((p) => [p.position, p.isCover])).toEqual([
        [0, true],
        [1, false],
      ]);
      expect(await t.db.select().from(photos).where(eq(photos.id, cover!.id))).toEqual([]);
      expect((await fetchFile(cover!.url)).statusCode).toBe(404);
      expect((await fetchFile(cover!.thumbnailUrl)).statusCode).toBe(404);
      expectApiError(
        await t.app.inject({
          method: 'DELETE',
          url: `/api/app/property-unit/${unit}/photos/${cover!.id}`,
          headers: await as(),
        }),
        404,
        'photos.notFound',
      );
    });
  });
});
