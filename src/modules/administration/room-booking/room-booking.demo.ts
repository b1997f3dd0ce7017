import { type DemoRecord, recordId, userId } from '../../module-demo.ts';

/** A demo booking: the monthly operations meeting in the big room. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      room: recordId('bigRoom'),
      subject: '12月经营分析会',
      startAt: '2026-12-02 09:00:00',
      endAt: '2026-12-02 11:00:00',
      attendees: [userId('manager01'), userId('finance01'), userId('leader01')],
    },
  },
];
