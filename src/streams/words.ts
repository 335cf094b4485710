import { defineWords } from '../i18n/words';

/** What a call that never got a usable answer says to the person (no server words to show then). */
export const callWords = defineWords({
  unreachable: { zh: '无法连接服务器，请检查网络后重试。', en: 'The server cannot be reached. Check the connection and try again.' },
  answeredStatus: (status: number) => ({ zh: `服务器返回了错误（${status}），请稍后重试。`, en: `The server answered ${status}. Try again later.` }),
  notJson: { zh: '服务器的答复无法读取，请稍后重试。', en: 'The server answered something that is not JSON.' },
  downloadFailed: { zh: '文件下载失败，请重试。', en: 'The file could not be downloaded.' },
});
