import type { Block } from 'payload';

/** §2 'live-chat prompt (only when the chat widget exists)'. */
export const liveChatPromptBlockConfig: Block = {
  slug: 'live-chat-prompt',
  interfaceName: 'LiveChatPromptBlockData',
  labels: { singular: 'Live-chat prompt', plural: 'Live-chat prompts' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Questions? Chat to us' },
    { name: 'text', type: 'textarea' },
    { name: 'buttonLabel', type: 'text', required: true, defaultValue: 'Start a chat' },
  ],
};
