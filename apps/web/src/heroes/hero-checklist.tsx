/** A hero's ticked points (MSM and bundle heroes), each with a decorative tick. */
export function HeroChecklist({
  items,
  label,
}: {
  items: ReadonlyArray<{ id?: string | null; item: string }>;
  label: string;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="mt-6 space-y-2 text-lg" aria-label={label}>
      {items.map((entry, index) => (
        <li key={entry.id ?? index} className="flex items-start gap-3">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 h-5 w-5 flex-none" fill="currentColor">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
          </svg>
          <span>{entry.item}</span>
        </li>
      ))}
    </ul>
  );
}
