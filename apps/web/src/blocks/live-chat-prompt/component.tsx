import type { LiveChatPromptBlockData } from '@/payload-types';
import { LiveChatPrompt } from './component.lazy';

/**
 * The live-chat prompt (§2): shown only when the chat widget exists, that is configured, accepted
 * by the visitor (live chat cookies) and loaded; so it is drawn in the browser only (decision 0370).
 */
export function LiveChatPromptBlock({ block }: { block: LiveChatPromptBlockData }) {
  return <LiveChatPrompt heading={block.heading} text={block.text ?? null} buttonLabel={block.buttonLabel} />;
}
