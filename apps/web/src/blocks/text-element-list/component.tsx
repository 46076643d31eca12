import type { TextElementListBlockData } from '@/payload-types';

const LIST_CLASS = {
  circle: 'list-[circle] pl-6',
  square: 'list-[square] pl-6',
  disc: 'list-disc pl-6',
  number: 'list-decimal pl-6',
  check: 'list-none',
} as const;

/** The text element list: an ordered list for 'number', a bulleted or ticked one otherwise. */
export function TextElementListBlock({ block }: { block: TextElementListBlockData }) {
  const style = block.listStyle ?? 'disc';
  const List = style === 'number' ? 'ol' : 'ul';
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {block.heading ? <h2 className="text-2xl font-extrabold text-brand-900">{block.heading}</h2> : null}
      <List className={`mt-4 space-y-2 text-lg text-slate-700 ${LIST_CLASS[style]}`} data-list-style={style}>
        {(block.items ?? []).map((item, index) => (
          <li key={item.id ?? index} className={style === 'check' ? 'flex items-start gap-3' : undefined}>
            {style === 'check' ? (
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="mt-1 h-5 w-5 flex-none text-green-700"
                fill="currentColor"
              >
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
              </svg>
            ) : null}
            <span>{item.text}</span>
          </li>
        ))}
      </List>
    </section>
  );
}
