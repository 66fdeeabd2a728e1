import t from 'tap';
import { angleDifference, convexHull, minAreaRect, quadForReadingAngle, rotationAbout } from '../../../engine/ocr/geometry.js';

t.test('convexHull drops interior points', async (t) => {
  const hull = convexHull([
    { x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 3 }, { x: 0, y: 3 }, { x: 2, y: 1 }, { x: 1, y: 2 },
  ]);
  t.equal(hull.length, 4);
});

t.test('minAreaRect recovers a rotated rectangle from points inside it', async (t) => {
  const rad = (20 * Math.PI) / 180;
  const points = [];
  for (let i = 0; i <= 40; i++) {
    for (let j = 0; j <= 10; j++) {
      const u = i * 2.5 - 50; // length 100
      const v = j * 1.5 - 7.5; // thickness 15
      points.push({ x: 300 + u * Math.cos(rad) - v * Math.sin(rad), y: 200 + u * Math.sin(rad) + v * Math.cos(rad) });
    }
  }
  const rect = minAreaRect(points);
  const lengths = [Math.hypot(rect.u.x, rect.u.y) * 2, Math.hypot(rect.v.x, rect.v.y) * 2].sort((a, b) => b - a);
  t.ok(Math.abs(lengths[0]! - 100) < 1e-6 && Math.abs(lengths[1]! - 15) < 1e-6, `sides ${lengths}`);
  t.ok(Math.abs(rect.center.x - 300) < 1e-6 && Math.abs(rect.center.y - 200) < 1e-6);
});

t.test('quadForReadingAngle orders corners along the reading direction', async (t) => {
  const rect = { center: { x: 50, y: 20 }, u: { x: 0, y: 10 }, v: { x: 40, y: 0 } }; // 80 wide, 20 tall
  const level = quadForReadingAngle(rect, 0);
  t.same(level.topLeft, { x: 10, y: 10 });
  t.same(level.topRight, { x: 90, y: 10 });
  t.same(level.bottomLeft, { x: 10, y: 30 });
  const upsideDown = quadForReadingAngle(rect, 180);
  t.same(upsideDown.topLeft, { x: 90, y: 30 }, 'read from the bottom-right when turned 180');
  t.same(upsideDown.topRight, { x: 10, y: 30 });
  const down = quadForReadingAngle({ center: { x: 20, y: 50 }, u: { x: 10, y: 0 }, v: { x: 0, y: 40 } }, 90);
  t.same(down.topLeft, { x: 30, y: 10 }, 'text running down the page starts top-right');
  t.same(down.topRight, { x: 30, y: 90 });
});

t.test('quadForReadingAngle reads a near-square blob level, whatever angle its rectangle came out at', async (t) => {
  // The region of a lone quantity "4" on a level 200-dpi scan (bench/layouts factuur-nl): its
  // minimum-area rectangle came out 26 degrees off, so the digit was read tilted and lost.
  const blob = { center: { x: 910, y: 617 }, u: { x: -6.88, y: 13.62 }, v: { x: -12.65, y: -6.26 } };
  const quad = quadForReadingAngle(blob, 0);
  t.equal(quad.topLeft.y, quad.topRight.y, 'top edge level');
  t.equal(quad.topLeft.x, quad.bottomLeft.x, 'left edge upright');
  t.ok(Math.abs((quad.topLeft.x + quad.topRight.x) / 2 - 910) < 1e-9 && Math.abs((quad.topLeft.y + quad.bottomLeft.y) / 2 - 617) < 1e-9, 'centred on the blob');
  const area = (quad.topRight.x - quad.topLeft.x) * (quad.bottomLeft.y - quad.topLeft.y);
  t.ok(Math.abs(area - 4 * Math.hypot(-6.88, 13.62) * Math.hypot(-12.65, -6.26)) < 1e-6, `the blob's own area (${area.toFixed(1)})`);
  // On a page read at 5 degrees the level box runs at 5 degrees too.
  const skewed = quadForReadingAngle(blob, 5);
  t.ok(Math.abs(Math.atan2(skewed.topRight.y - skewed.topLeft.y, skewed.topRight.x - skewed.topLeft.x) * (180 / Math.PI) - 5) < 1e-9);
});

t.test('quadForReadingAngle keeps the angle of long lines and of slightly tilted short words', async (t) => {
  const rad = (8 * Math.PI) / 180;
  const line = { center: { x: 300, y: 200 }, u: { x: 100 * Math.cos(rad), y: 100 * Math.sin(rad) }, v: { x: -10 * Math.sin(rad), y: 10 * Math.cos(rad) } };
  const tilt = (q: ReturnType<typeof quadForReadingAngle>) => Math.atan2(q.topRight.y - q.topLeft.y, q.topRight.x - q.topLeft.x) * (180 / Math.PI);
  t.ok(Math.abs(tilt(quadForReadingAngle(line, 0)) - 8) < 1e-9, 'a line 8 degrees off the page axis stays at 8');
  const rad20 = (20 * Math.PI) / 180;
  const longTilted = { center: { x: 0, y: 0 }, u: { x: 100 * Math.cos(rad20), y: 100 * Math.sin(rad20) }, v: { x: -10 * Math.sin(rad20), y: 10 * Math.cos(rad20) } };
  t.ok(Math.abs(tilt(quadForReadingAngle(longTilted, 0)) - 20) < 1e-9, 'a long line at 20 degrees (a stamp) keeps its own angle');
  const word = { center: { x: 0, y: 0 }, u: { x: 15 * Math.cos(rad), y: 15 * Math.sin(rad) }, v: { x: -10 * Math.sin(rad), y: 10 * Math.cos(rad) } };
  t.ok(Math.abs(tilt(quadForReadingAngle(word, 0)) - 8) < 1e-9, 'a short word within the tilt allowance keeps its angle');
});

t.test('rotationAbout turns clockwise in image coordinates; angles fold to (-180, 180]', async (t) => {
  const turn = rotationAbout({ x: 0, y: 0 }, { x: 10, y: 10 }, 90);
  const p = turn({ x: 1, y: 0 });
  t.ok(Math.abs(p.x - 10) < 1e-9 && Math.abs(p.y - 11) < 1e-9, '+x turns to +y (down)');
  t.equal(angleDifference(350, 10), -20);
  t.equal(angleDifference(-170, 170), 20);
});
