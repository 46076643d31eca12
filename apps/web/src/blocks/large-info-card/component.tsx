import type { LargeInfoCardBlockData, Media } from '@/payload-types';

/** A file's kind and size for the button's label: 'PNG, 48 kB'. */
export function fileDetails(file: Pick<Media, 'mimeType' | 'filesize'>): string {
  const kind = (file.mimeType?.split('/')[1] ?? 'file').toUpperCase();
  const size = file.filesize ? `, ${Math.max(1, Math.round(file.filesize / 1024))} kB` : '';
  return `${kind}${size}`;
}

/** The large info card: its text and one download button per file (the files Payload serves). */
export function LargeInfoCardBlock({ block }: { block: LargeInfoCardBlockData }) {
  const downloads = (block.downloads ?? []).flatMap((entry) =>
    typeof entry.file === 'object' && entry.file.url
      ? [{ id: entry.id, label: entry.label, file: entry.file }]
      : [],
  );
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 sm:p-12">
        <h2 className="text-3xl font-extrabold text-brand-900">{block.heading}</h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{block.body}</p>
        {downloads.length > 0 ? (
          <ul className="mt-6 flex flex-wrap gap-3">
            {downloads.map(({ id, label, file }) => (
              <li key={id ?? label}>
                <a href={file.url ?? undefined} download={file.filename ?? true} className="btn btn-outline">
                  {label} <span className="font-normal">({fileDetails(file)})</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
