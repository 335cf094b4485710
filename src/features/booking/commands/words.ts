import { defineWords } from '../../../i18n/words';

/** The booking module's palette commands (loaded with the shell, so kept apart from the screens' words). */
export const bookingCommandWords = defineWords({
  newBooking: { zh: '新建订舱', en: 'New booking' },
  nextBooking: { zh: '下一个待受理订舱', en: 'Next booking to accept' },
});
