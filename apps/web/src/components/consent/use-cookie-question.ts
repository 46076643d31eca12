'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  CONSENT_EVENT,
  CONSENT_SETTINGS_EVENT,
  type ConsentCategories,
  type ConsentCategory,
  type ConsentChoice,
  currentConsent,
  NO_OPTIONAL_CONSENT,
  recordConsent,
} from '@/analytics/consent';

function categoriesOf(choice: ConsentChoice | null | undefined): ConsentCategories {
  if (!choice) return { ...NO_OPTIONAL_CONSENT };
  const { decidedAt: _decidedAt, ...categories } = choice;
  return categories;
}

/**
 * The cookie question's state: the visitor's answer (undefined until read in the browser), whether
 * it is being asked again from 'Cookie settings', and the categories ticked while choosing. While
 * asking, the dialog is modal, focus starts on its heading and the page does not scroll.
 */
export function useCookieQuestion() {
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  const [editing, setEditing] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<ConsentCategories>({ ...NO_OPTIONAL_CONSENT });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setChoice(currentConsent());
    const onChange = () => setChoice(currentConsent());
    const onSettings = () => {
      const current = currentConsent();
      setDraft(categoriesOf(current));
      setChoosing(true);
      setEditing(true);
    };
    window.addEventListener(CONSENT_EVENT, onChange);
    window.addEventListener(CONSENT_SETTINGS_EVENT, onSettings);
    return () => {
      window.removeEventListener(CONSENT_EVENT, onChange);
      window.removeEventListener(CONSENT_SETTINGS_EVENT, onSettings);
    };
  }, []);

  const asking = choice === null || editing;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !asking) return;
    if (!dialog.open) dialog.showModal();
    // Focus starts on the question, not on any answer or the policy link.
    headingRef.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
      if (dialog.open) dialog.close();
    };
  }, [asking]);

  function answer(categories: ConsentCategories) {
    setChoice(recordConsent(categories));
    setEditing(false);
    setChoosing(false);
  }

  return {
    dialogRef,
    headingRef,
    // undefined: the server's render and the first one in the browser, before the answer is read.
    rendered: asking || choice === undefined,
    choosing,
    draft,
    answer,
    save(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      answer(draft);
    },
    // Escape must not dismiss the question unanswered; a change of mind may be dropped.
    dismiss() {
      if (choice) {
        setEditing(false);
        setChoosing(false);
      }
    },
    startChoosing() {
      setDraft(categoriesOf(choice));
      setChoosing(true);
    },
    tick(category: ConsentCategory, checked: boolean) {
      setDraft((previous) => ({ ...previous, [category]: checked }));
    },
  };
}
