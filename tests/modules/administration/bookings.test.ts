import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../support/api.helpers.ts';

/**
 * Daily affairs: meeting rooms and vehicles are booked without overlaps (descriptor `bookings`), decided under the
 * booked resource's row lock, so of simultaneous bookings of one slot exactly one is saved.
 */
const { as } = signedInApp();
const en = { 'accept-language': 'en' };
const zh = { 'accept-language': 'zh' };

async function room(name: string) {
  const created = await as.manager01.post('/m/meetingroom', { name, location: '总部大楼6楼', capacity: '12', state: 'inUse' }, en);
  expect(created.body.status, created.body.msg).toBe(200);
  return created.body.data.id as number;
}
const booking = (roomId: number, startAt: string, endAt: string, subject = '项目例会') => ({ room: roomId, subject, startAt, endAt });
const count = async (module: string) => (await as.admin.post(`/m/${module}/page`, { page: { pageIndex: 1, limit: 1 } })).body.data.total as number;

describe('meeting room bookings', () => {
  it('books back to back, refuses an overlap in the reader language naming the booking that holds the slot, and saves nothing', async () => {
    const id = await room('测试会议室甲');
    const first = await as.staff01.post('/m/roombooking', booking(id, '2026-12-10 09:00:00', '2026-12-10 10:00:00'), en);
    expect(first.body.status, first.body.msg).toBe(200);
    // Back to back is no overlap.
    expect((await as.leader01.post('/m/roombooking', booking(id, '2026-12-10 10:00:00', '2026-12-10 11:00:00'), en)).body.status).toBe(200);
    const before = await count('roombooking');
    const overlap = await as.leader01.post('/m/roombooking', booking(id, '2026-12-10 09:30:00', '2026-12-10 10:30:00'), en);
    expect(overlap.body.status).toBe(1001);
    expect(overlap.body.data.field).toBe('startAt');
    expect(overlap.body.msg).toContain(first.body.data.serialNo);
    expect((await as.leader01.post('/m/roombooking', booking(id, '2026-12-10 08:00:00', '2026-12-10 12:00:00'), zh)).body.msg).toContain('已被');
    expect(await count('roombooking')).toBe(before);
    // Another room at the same time is free.
    expect((await as.leader01.post('/m/roombooking', booking(await room('测试会议室乙'), '2026-12-10 09:30:00', '2026-12-10 10:30:00'), en)).body.status).toBe(
      200,
    );
  });

  it('refuses an end before the start', async () => {
    const answer = await as.staff01.post('/m/roombooking', booking(await room('测试会议室丙'), '2026-12-10 10:00:00', '2026-12-10 09:00:00'), en);
    expect(answer.body.status).toBe(1001);
    expect(answer.body.data.field).toBe('endAt');
  });

  it('moving a booking onto another is refused, moving it within its own slot is not', async () => {
    const id = await room('测试会议室丁');
    const a = await as.staff01.post('/m/roombooking', booking(id, '2026-12-11 09:00:00', '2026-12-11 10:00:00'), en);
    const b = await as.staff01.post('/m/roombooking', booking(id, '2026-12-11 14:00:00', '2026-12-11 15:00:00'), en);
    const moved = await as.staff01.put(`/m/roombooking/${b.body.data.id}`, { startAt: '2026-12-11 09:30:00', version: b.body.data.version }, en);
    expect(moved.body.status).toBe(1001);
    const own = await as.staff01.put(`/m/roombooking/${a.body.data.id}`, { endAt: '2026-12-11 10:30:00', version: a.body.data.version }, en);
    expect(own.body.status, own.body.msg).toBe(200);
  });

  it('of 20 simultaneous bookings of one slot, exactly one is saved', async () => {
    const id = await room('并发会议室');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        as[index % 2 ? 'staff01' : 'leader01'].post('/m/roombooking', booking(id, '2026-12-12 09:00:00', '2026-12-12 10:00:00', `抢订 ${index}`), en),
      ),
    );
    expect(answers.filter((answer) => answer.body.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.status === 1001)).toHaveLength(19);
  });
});

describe('vehicle bookings', () => {
  it('of simultaneous overlapping bookings of one vehicle, one is saved', async () => {
    const car = await as.manager01.post('/m/vehicle', { plate: '浙A·T0001', model: '大众帕萨特', seats: '5', state: 'inUse' }, en);
    expect(car.body.status, car.body.msg).toBe(200);
    const trip = (startAt: string, endAt: string) => ({ vehicle: car.body.data.id, purpose: '现场踏勘', destination: '杭州湾新区', startAt, endAt });
    // Each of the three overlaps both others, so whichever comes first, the other two are refused.
    const answers = await Promise.all([
      as.staff01.post('/m/vehiclebooking', trip('2026-12-15 08:00:00', '2026-12-15 12:00:00'), en),
      as.leader01.post('/m/vehiclebooking', trip('2026-12-15 11:00:00', '2026-12-15 17:00:00'), en),
      as.finance01.post('/m/vehiclebooking', trip('2026-12-15 10:00:00', '2026-12-15 13:00:00'), en),
    ]);
    expect(answers.filter((answer) => answer.body.status === 200)).toHaveLength(1);
  });
});
