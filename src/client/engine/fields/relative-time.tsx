import { useIntl } from 'react-intl';
import { relativeTime } from './engine-format.ts';

/** A time as spec §9 words it ('just now', minutes, hours, '1 day ago'), the full time in its tooltip. */
export function RelativeTime({ time, now }: { time: string | Date; now?: Date }) {
  const intl = useIntl();
  const said = relativeTime(time, now);
  const date = time instanceof Date ? time : new Date(time);
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString(intl.locale)}>
      {'date' in said ? said.date : intl.formatMessage({ id: said.id }, said.values)}
    </time>
  );
}
