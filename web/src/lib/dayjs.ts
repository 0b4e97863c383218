import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { TIME_ZONE } from '@bebek/common/constants';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('tr');
dayjs.tz.setDefault(TIME_ZONE);

export { dayjs };
