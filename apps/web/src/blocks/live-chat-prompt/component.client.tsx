'use client';

import { useId } from 'react';
import { openChatWidget, useChatWidgetAvailable } from '@/components/consent/chat-widget';
import { buttonClass } from '@/components/ui/link-button';

export interface LiveChatPromptProps {
  heading: string;
  text: string | null;
  buttonLabel: string;
}

/** The prompt itself: nothing until the chat widget exists; its button opens the chat window. */
export function LiveChatPrompt({ heading, text, buttonLabel }: LiveChatPromptProps) {
  const available = useChatWidgetAvailable();
  const headingId = useId();
  if (!available) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="live-chat-prompt"
      className="mx-auto my-8 flex max-w-5xl flex-col gap-4 rounded-2xl bg-brand-50 px-6 py-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {heading}
        </h2>
        {text ? <p className="mt-1 text-lg text-slate-700">{text}</p> : null}
      </div>
      <button type="button" className={buttonClass('primary')} onClick={() => openChatWidget()}>
        {buttonLabel}
      </button>
    </section>
  );
}
