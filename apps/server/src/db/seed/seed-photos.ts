import { encodePng } from './png-encoder';

/**
 * Holiday-rental "photos" drawn in code for the demo seed: flat shapes and gradients (sky, sea,
 * hills, houses, rooms) so they read as pictures at a glance and compress to a few kilobytes.
 */

type Rgb = readonly [number, number, number];

export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 427;
export const THUMBNAIL_WIDTH = 240;
export const THUMBNAIL_HEIGHT = 160;

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  span(y: number, x0: number, x1: number, color: Rgb): void {
    if (y < 0 || y >= this.height) return;
    const from = Math.max(0, Math.floor(x0));
    const to = Math.min(this.width, Math.ceil(x1));
    for (let x = from; x < to; x += 1) {
      const i = (y * this.width + x) * 3;
      this.pixels[i] = color[0];
      this.pixels[i + 1] = color[1];
      this.pixels[i + 2] = color[2];
    }
  }

  rect(x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, Math.ceil(y1)); y += 1)
      this.span(y, x0, x1, color);
  }

  /** Rows from `top` to `bottom` blend from one colour to the other. */
  verticalGradient(top: number, bottom: number, from: Rgb, to: Rgb): void {
    for (let y = Math.max(0, top); y < Math.min(this.height, bottom); y += 1) {
      const t = bottom - top <= 1 ? 0 : (y - top) / (bottom - top - 1);
      this.span(y, 0, this.width, mix(from, to, t));
    }
  }

  circle(cx: number, cy: number, r: number, color: Rgb): void {
    for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y += 1) {
      const dy = y - cy;
      if (Math.abs(dy) > r) continue;
      const dx = Math.sqrt(r * r - dy * dy);
      this.span(y, cx - dx, cx + dx, color);
    }
  }

  /** Fills everything below the curve `surface(x)` down to `bottom`. */
  ground(surface: (x: number) => number, bottom: number, color: Rgb): void {
    for (let x = 0; x < this.width; x += 1) {
      const top = Math.max(0, Math.round(surface(x)));
      for (let y = top; y < Math.min(this.height, bottom); y += 1) {
        const i = (y * this.width + x) * 3;
        this.pixels[i] = color[0];
        this.pixels[i + 1] = color[1];
        this.pixels[i + 2] = color[2];
      }
    }
  }

  /** An isosceles roof: apex at (cx, top), base from x0 to x1 at `base`. */
  roof(cx: number, top: number, x0: number, x1: number, base: number, color: Rgb): void {
    for (let y = Math.floor(top); y < base; y += 1) {
      const t = (y - top) / (base - top);
      this.span(y, cx - (cx - x0) * t, cx + (x1 - cx) * t, color);
    }
  }
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

interface Palette {
  skyTop: Rgb;
  skyHorizon: Rgb;
  sun: Rgb;
  sea: Rgb;
  seaDeep: Rgb;
  light: number;
}

const PALETTES: Palette[] = [
  {
    skyTop: [74, 144, 226],
    skyHorizon: [190, 225, 250],
    sun: [255, 244, 200],
    sea: [38, 132, 190],
    seaDeep: [18, 78, 140],
    light: 1,
  },
  {
    skyTop: [252, 140, 90],
    skyHorizon: [255, 214, 150],
    sun: [255, 236, 170],
    sea: [86, 110, 160],
    seaDeep: [40, 60, 110],
    light: 0.85,
  },
  {
    skyTop: [120, 180, 235],
    skyHorizon: [235, 240, 245],
    sun: [255, 255, 235],
    sea: [64, 170, 200],
    seaDeep: [28, 110, 150],
    light: 1.05,
  },
];

function shade(color: Rgb, light: number): Rgb {
  return [
    Math.min(255, Math.round(color[0] * light)),
    Math.min(255, Math.round(color[1] * light)),
    Math.min(255, Math.round(color[2] * light)),
  ];
}

function house(
  c: Canvas,
  x: number,
  baseY: number,
  w: number,
  h: number,
  wall: Rgb,
  roofColor: Rgb,
  light: number,
): void {
  c.rect(x, baseY - h, x + w, baseY, shade(wall, light));
  c.roof(x + w / 2, baseY - h - h * 0.45, x - w * 0.06, x + w * 1.06, baseY - h, shade(roofColor, light));
  const windowColor = shade([70, 110, 150], light);
  const shutter: Rgb = shade([46, 120, 90], light);
  const cols = Math.max(2, Math.floor(w / 46));
  for (let i = 0; i < cols; i += 1) {
    const wx = x + ((i + 0.5) * w) / cols - 9;
    c.rect(wx - 5, baseY - h * 0.75, wx, baseY - h * 0.45, shutter);
    c.rect(wx, baseY - h * 0.75, wx + 18, baseY - h * 0.45, windowColor);
    c.rect(wx + 18, baseY - h * 0.75, wx + 23, baseY - h * 0.45, shutter);
  }
  c.rect(x + w * 0.42, baseY - h * 0.35, x + w * 0.58, baseY, shade([120, 76, 40], light));
}

function coast(c: Canvas, p: Palette): void {
  const horizon = Math.round(c.height * 0.48);
  c.verticalGradient(0, horizon, p.skyTop, p.skyHorizon);
  c.circle(c.width * 0.78, horizon * 0.38, 30, p.sun);
  c.verticalGradient(horizon, c.height, p.sea, p.seaDeep);
  c.ground(
    (x) => horizon - 26 - 18 * Math.sin(x / 70) - 10 * Math.sin(x / 23),
    horizon,
    shade([92, 120, 96], p.light),
  );
  for (let i = 0; i < 5; i += 1)
    c.rect(40 + i * 120, horizon + 30 + i * 22, 110 + i * 120, horizon + 32 + i * 22, p.skyHorizon);
  c.ground((x) => c.height - 70 + 24 * Math.sin(x / 160), c.height, shade([236, 214, 168], p.light));
  house(c, 40, c.height - 60, 170, 110, [240, 232, 220], [196, 96, 60], p.light);
}

function countryside(c: Canvas, p: Palette): void {
  const horizon = Math.round(c.height * 0.42);
  c.verticalGradient(0, horizon + 40, p.skyTop, p.skyHorizon);
  c.circle(c.width * 0.2, horizon * 0.4, 26, p.sun);
  c.ground((x) => horizon - 10 * Math.sin(x / 90), c.height, shade([134, 160, 92], p.light));
  c.ground((x) => horizon + 60 + 22 * Math.sin(x / 110 + 1), c.height, shade([104, 140, 70], p.light));
  c.ground((x) => horizon + 150 + 18 * Math.sin(x / 80 + 2), c.height, shade([176, 160, 90], p.light));
  for (let i = 0; i < 6; i += 1) {
    const tx = 300 + i * 52;
    const ty = horizon + 70 + 22 * Math.sin(tx / 110 + 1);
    for (let y = 0; y < 90; y += 1) {
      const half = 11 * Math.sin((Math.PI * y) / 90);
      c.span(Math.round(ty - 90 + y), tx - half, tx + half, shade([40, 80, 44], p.light));
    }
  }
  house(c, 70, horizon + 150, 200, 120, [214, 190, 150], [176, 90, 56], p.light);
}

function town(c: Canvas, p: Palette): void {
  const street = Math.round(c.height * 0.82);
  c.verticalGradient(0, street, p.skyTop, p.skyHorizon);
  const walls: Rgb[] = [
    [232, 196, 150],
    [210, 120, 90],
    [240, 220, 180],
    [190, 170, 140],
    [226, 160, 110],
  ];
  let x = -10;
  let i = 0;
  while (x < c.width) {
    const w = 90 + ((i * 37) % 50);
    const h = 150 + ((i * 53) % 120);
    house(c, x, street, w, h, walls[i % walls.length] as Rgb, [150, 70, 46], p.light);
    x += w + 6;
    i += 1;
  }
  c.rect(0, street, c.width, c.height, shade([150, 140, 130], p.light));
  c.rect(0, street + 18, c.width, street + 22, shade([200, 194, 186], p.light));
}

function bedroom(c: Canvas, p: Palette): void {
  const floor = Math.round(c.height * 0.72);
  c.verticalGradient(0, floor, shade([244, 238, 226], p.light), shade([226, 216, 200], p.light));
  c.verticalGradient(floor, c.height, shade([176, 130, 90], p.light), shade([140, 100, 66], p.light));
  // window with the view
  c.rect(60, 60, 250, 250, [250, 250, 250]);
  for (let y = 70; y < 240; y += 1)
    c.span(
      y,
      70,
      240,
      y < 170 ? mix(p.skyTop, p.skyHorizon, (y - 70) / 100) : mix(p.sea, p.seaDeep, (y - 170) / 70),
    );
  c.rect(152, 70, 158, 240, [250, 250, 250]);
  // bed
  c.rect(300, floor - 140, 600, floor - 90, shade([120, 84, 60], p.light));
  c.rect(300, floor - 90, 600, floor + 30, shade([250, 250, 248], p.light));
  c.rect(300, floor - 20, 600, floor + 30, shade([70, 120, 160], p.light));
  c.rect(320, floor - 110, 430, floor - 80, [255, 255, 255]);
  c.rect(470, floor - 110, 580, floor - 80, [255, 255, 255]);
  // lamp and picture
  c.rect(250, floor - 40, 290, floor + 10, shade([120, 84, 60], p.light));
  c.roof(270, floor - 100, 250, 290, floor - 60, shade([250, 220, 150], p.light));
  c.rect(268, floor - 60, 272, floor - 40, [60, 60, 60]);
  c.rect(400, 70, 520, 150, shade([210, 170, 90], p.light));
  c.rect(408, 78, 512, 142, mix(p.sea, p.skyHorizon, 0.4));
}

function pool(c: Canvas, p: Palette): void {
  const horizon = Math.round(c.height * 0.4);
  c.verticalGradient(0, horizon, p.skyTop, p.skyHorizon);
  c.ground((x) => horizon - 30 - 20 * Math.sin(x / 120), horizon + 10, shade([100, 130, 100], p.light));
  c.rect(0, horizon, c.width, c.height, shade([226, 214, 196], p.light));
  house(c, 330, horizon + 60, 280, 150, [248, 244, 236], [186, 100, 64], p.light);
  c.rect(60, horizon + 110, 520, c.height - 40, shade([250, 250, 250], p.light));
  for (let y = horizon + 120; y < c.height - 50; y += 1) {
    c.span(y, 70, 510, mix([90, 200, 230], [40, 150, 200], (y - horizon - 120) / (c.height - 170 - horizon)));
  }
  for (let i = 0; i < 3; i += 1)
    c.rect(100 + i * 150, horizon + 150 + i * 30, 190 + i * 150, horizon + 153 + i * 30, [200, 240, 250]);
  c.rect(540, c.height - 90, 620, c.height - 70, shade([250, 250, 250], p.light));
}

function kitchen(c: Canvas, p: Palette): void {
  const counter = Math.round(c.height * 0.6);
  c.verticalGradient(0, counter, shade([236, 240, 238], p.light), shade([220, 226, 224], p.light));
  c.rect(0, counter, c.width, c.height, shade([120, 132, 140], p.light));
  c.rect(0, counter - 14, c.width, counter, shade([200, 180, 150], p.light));
  for (let i = 0; i < 5; i += 1) {
    c.rect(20 + i * 124, counter + 20, 130 + i * 124, c.height - 20, shade([150, 162, 170], p.light));
    c.rect(70 + i * 124, counter + 40, 80 + i * 124, counter + 44, [220, 220, 220]);
  }
  c.rect(20, 40, 600, 150, shade([160, 172, 180], p.light));
  for (let i = 0; i < 4; i += 1)
    c.rect(30 + i * 148, 50, 160 + i * 148, 140, shade([182, 194, 202], p.light));
  c.rect(420, 190, 560, counter - 14, [250, 250, 250]);
  for (let y = 200; y < counter - 24; y += 1)
    c.span(y, 430, 550, mix(p.skyTop, p.skyHorizon, (y - 200) / (counter - 224)));
  c.circle(160, counter - 40, 26, shade([200, 90, 60], p.light));
  c.rect(240, counter - 70, 262, counter - 14, shade([80, 120, 70], p.light));
}

const SCENES = { coast, countryside, town, bedroom, pool, kitchen } as const;
export type SceneKind = keyof typeof SCENES;

function downscale(source: Canvas, width: number, height: number): Canvas {
  const target = new Canvas(width, height);
  const sx = source.width / width;
  const sy = source.height / height;
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let yy = y0; yy < y1; yy += 1) {
        for (let xx = x0; xx < x1; xx += 1) {
          const i = (yy * source.width + xx) * 3;
          r += source.pixels[i] as number;
          g += source.pixels[i + 1] as number;
          b += source.pixels[i + 2] as number;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 3;
      target.pixels[o] = Math.round(r / n);
      target.pixels[o + 1] = Math.round(g / n);
      target.pixels[o + 2] = Math.round(b / n);
    }
  }
  return target;
}

export interface SeedPhoto {
  scene: SceneKind;
  palette: number;
  photo: Buffer;
  thumbnail: Buffer;
}

/** One PNG photo (640×427) and its thumbnail (240×160) of `scene` in colour palette `palette`. */
export function renderSeedPhoto(scene: SceneKind, palette: number): SeedPhoto {
  const canvas = new Canvas(PHOTO_WIDTH, PHOTO_HEIGHT);
  SCENES[scene](canvas, PALETTES[palette % PALETTES.length] as Palette);
  const thumb = downscale(canvas, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
  return {
    scene,
    palette,
    photo: encodePng(canvas.width, canvas.height, canvas.pixels),
    thumbnail: encodePng(thumb.width, thumb.height, thumb.pixels),
  };
}
