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

t.test('rotationAbout turns clockwise in image coordinates; angles fold to (-180, 180]', async (t) => {
  const turn = rotationAbout({ x: 0, y: 0 }, { x: 10, y: 10 }, 90);
  const p = turn({ x: 1, y: 0 });
  t.ok(Math.abs(p.x - 10) < 1e-9 && Math.abs(p.y - 11) < 1e-9, '+x turns to +y (down)');
  t.equal(angleDifference(350, 10), -20);
  t.equal(angleDifference(-170, 170), 20);
});
