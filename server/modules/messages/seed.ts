import { addMenuUnder } from '../access/public';
import type { SeedStep } from '../module';

export const MESSAGE_SEED: SeedStep[] = [
  {
    // company admins send messages to their own people (issue 5): the node joins their folder
    name: 'menus-v2-message-manage',
    async run(tx) {
      await addMenuUnder(
        tx,
        { tree: 'external', path: 'group:companyAdmin' },
        { path: '/system/messageManage', title: { zh: '消息管理', en: 'Message management' }, icon: 'document', sortOrder: 70 },
      );
    },
  },
];
